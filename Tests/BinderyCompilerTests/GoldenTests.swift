import BinderyCompiler
import BinderyGenerator
import BinderySource
import Foundation
import Testing

/// Each valid fixture's generated Swift, compared byte for byte with `Fixtures/Golden/<Name>.swift`.
///
/// All valid fixtures are generated together, as one module, with their paths relative to the repository as
/// `Scripts/refresh-goldens.sh` gives them. To accept a deliberate change, run that script (or this test with
/// `BINDERY_RECORD=1`) and review the diff.
@Suite struct GoldenTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func generatedSwiftMatchesTheGoldens() throws {
        let manager = FileManager.default
        let root = Self.repository.path
        let specs = try manager.contentsOfDirectory(atPath: "\(root)/Fixtures/Valid").filter { $0.hasSuffix(".bind") }
            .sorted().map { "Fixtures/Valid/\($0)" }
        #expect(specs.count >= 5)
        var files = SourceFiles()
        for spec in specs {
            let bytes = try #require(manager.contents(atPath: "\(root)/\(spec)"))
            files.add(SourceFile(path: spec, bytes: [UInt8](bytes)))
        }
        var compilation = Compilation(files: files)
        let outputs = try #require(try compilation.generate(), "\(compilation.sortedDiagnostics.map(\.message))")
        let record = ProcessInfo.processInfo.environment["BINDERY_RECORD"] == "1"
        for output in outputs {
            let name = OutputPlan.outputName(forSpec: output.specPath)
            let golden = "\(root)/Fixtures/Golden/\(name)"
            if record {
                try output.contents.write(toFile: golden, atomically: true, encoding: .utf8)
                continue
            }
            let expected = manager.contents(atPath: golden).map { String(decoding: $0, as: UTF8.self) }
            #expect(
                output.contents == expected,
                "Fixtures/Golden/\(name) differs from what \(output.specPath) generates; if the change is intended, run Scripts/refresh-goldens.sh and review the diff"
            )
        }
    }
}
