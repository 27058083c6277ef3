import Foundation
import Testing

/// Where the repository's fixtures are, for every test target that reads them.
public enum FixtureFiles {
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// One case per `.bind` file of `folder`, and one per subdirectory (its `.bind` files form one module).
    public static func cases(in folder: String) -> [FixtureCase] {
        let directory = root.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().compactMap { name in
            let url = directory.appendingPathComponent(name)
            if name.hasSuffix(".bind") {
                return FixtureCase(name: "\(folder)/\(name)", paths: [url.path])
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue
            else { return nil }
            let files = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [])
                .filter { $0.hasSuffix(".bind") }.sorted().map { url.appendingPathComponent($0).path }
            return FixtureCase(
                name: "\(folder)/\(name)/", paths: files, imported: imported(in: url), moduleName: moduleName(of: url))
        }
    }
}

/// One fixture: a spec, or a folder of specs checked as one module.
public struct FixtureCase: CustomTestStringConvertible, Sendable {
    public var name: String
    public var paths: [String]
    /// `--imported-spec` arguments (`Module=path`): a fixture folder's `imported/<Module>/*.bind`.
    public var imported: [String] = []
    /// `--module-name`: the first line of a fixture folder's `module-name` file, if it has one.
    public var moduleName: String?
    public var testDescription: String { name }
}

extension FixtureFiles {
    static func moduleName(of folder: URL) -> String? {
        guard let text = try? String(contentsOf: folder.appendingPathComponent("module-name"), encoding: .utf8)
        else { return nil }
        return text.split(whereSeparator: \.isNewline).first.map(String.init)
    }

    /// The specs of `imported/<Module>/` inside a fixture folder, as `Module=path`.
    static func imported(in folder: URL) -> [String] {
        let root = folder.appendingPathComponent("imported")
        let modules = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).sorted()
        return modules.flatMap { module in
            let directory = root.appendingPathComponent(module)
            return ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
                .filter { $0.hasSuffix(".bind") }.sorted().map {
                    "\(module)=\(directory.appendingPathComponent($0).path)"
                }
        }
    }
}
