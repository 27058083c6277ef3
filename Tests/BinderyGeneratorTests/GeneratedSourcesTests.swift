import Foundation
import Testing

/// `Tests/GeneratedCodeTests/Generated/` is what the compiled behaviour tests run against; it must be the goldens.
@Suite struct GeneratedSourcesTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func swiftFiles(_ directory: String) throws -> [String: Data] {
        let path = Self.repository.appendingPathComponent(directory).path
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: path) where name.hasSuffix(".swift") {
            result[name] = FileManager.default.contents(atPath: "\(path)/\(name)")
        }
        return result
    }

    @Test func compiledSourcesAreTheGoldens() throws {
        let goldens = try swiftFiles("Fixtures/Golden")
        let compiled = try swiftFiles("Tests/GeneratedCodeTests/Generated")
        #expect(!goldens.isEmpty)
        for name in goldens.keys.sorted() where compiled[name] != goldens[name] {
            Issue.record(
                "Tests/GeneratedCodeTests/Generated/\(name) differs from Fixtures/Golden/\(name); run Scripts/refresh-goldens.sh"
            )
        }
        for name in compiled.keys.sorted() where goldens[name] == nil {
            Issue.record("Tests/GeneratedCodeTests/Generated/\(name) has no golden; run Scripts/refresh-goldens.sh")
        }
    }
}
