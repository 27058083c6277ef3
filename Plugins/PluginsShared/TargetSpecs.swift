import Foundation
import PackagePlugin

/// What Bindery reads of one target: its specs, its `bindery.json`, and the specs of the targets it depends on.
///
/// Both plugins start here (PluginsShared is linked into each, as plugins cannot share a library), so the build
/// plugin and `generate-bindings` always agree on what a target's specs are.
struct TargetSpecs {
    static let configurationFileName = "bindery.json"

    let target: SourceModuleTarget
    /// The target's `.bind` files, in path order (the order the tool checks and reports them in).
    let specs: [URL]
    let configurationFile: URL?
    /// The specs of every target this one depends on, directly or through others.
    let imported: [ImportedSpec]

    init(_ target: SourceModuleTarget) throws {
        self.target = target
        let files = target.sourceFiles.map(\.url)
        specs = files.filter { $0.pathExtension == "bind" }.sorted { $0.path < $1.path }
        let configurations = files.filter { $0.lastPathComponent == Self.configurationFileName }.sorted {
            $0.path < $1.path
        }
        if configurations.count > 1 {
            throw PluginFailure(
                "target '\(target.name)' has \(configurations.count) \(Self.configurationFileName) files ("
                    + configurations.map(\.path).joined(separator: ", ")
                    + "); one configures all its specs, so keep one")
        }
        configurationFile = configurations.first
        imported = ImportedSpec.all(importedBy: target)
        try Self.rejectDuplicateNames(specs, target: target.name)
    }

    /// The target's own Swift files: the names generated files must not take.
    var swiftSources: [URL] {
        target.sourceFiles.filter { $0.type == .source }.map(\.url)
    }

    /// Two specs named alike would make two Swift files of one name; say so instead of overwriting one. Names that
    /// differ only in case are one file on macOS's and Windows' file systems, so they are refused everywhere, here,
    /// where the build can say it in its own words rather than as a misuse of `bindery generate`.
    private static func rejectDuplicateNames(_ specs: [URL], target: String) throws {
        var seen: [String: URL] = [:]
        for spec in specs {
            let name = spec.deletingPathExtension().lastPathComponent
            guard let first = seen[name.lowercased()] else {
                seen[name.lowercased()] = spec
                continue
            }
            let firstName = first.deletingPathExtension().lastPathComponent
            if firstName == name {
                throw PluginFailure(
                    "two specs in target '\(target)' are named '\(name).bind' (\(first.path) and \(spec.path)); the "
                        + "Swift generated from each would take the same file name, so rename one")
            }
            throw PluginFailure(
                "two specs in target '\(target)' are named '\(firstName).bind' and '\(name).bind' (\(first.path) and "
                    + "\(spec.path)); the Swift generated from each would take one file name where case is ignored "
                    + "(macOS, Windows), so rename one")
        }
    }
}
