import Foundation
import PackagePlugin

/// What Bindery reads of one target: its specs, its `bindery.json`, and the specs of the targets it depends on.
///
/// Both plugins start here (PluginsShared is linked into each, as plugins cannot share a library), so the build
/// plugin and `generate-bindings` always agree on what a target's specs are.
struct TargetSpecs {
    static let configurationFileName = "bindery.json"

    /// The target's name, as the build shows it.
    let targetName: String
    /// The Swift module the target compiles into, passed as `--module-name` so that a spec importing its own module
    /// is told so at its line. Nil where the plugin API does not say (an Xcode project's target).
    let moduleName: String?
    /// The target's `.bind` files, in path order (the order the tool checks and reports them in).
    let specs: [URL]
    let configurationFile: URL?
    /// The specs of every target this one depends on, directly or through others.
    let imported: [ImportedSpec]
    /// The target's own Swift files: the names generated files must not take.
    let swiftSources: [URL]

    /// A package's target.
    init(_ target: SourceModuleTarget) throws {
        try self.init(
            name: target.name, moduleName: target.moduleName, files: target.sourceFiles,
            imported: ImportedSpec.all(importedBy: target))
    }

    /// A target of any kind, from its files: what a package's target and an Xcode project's target have in common.
    init(name: String, moduleName: String?, files: some Sequence<File>, imported: [ImportedSpec]) throws {
        targetName = name
        self.moduleName = moduleName
        let files = Array(files)
        let urls = files.map(\.url)
        specs = urls.filter { $0.pathExtension == "bind" }.sorted { $0.path < $1.path }
        let configurations = urls.filter { $0.lastPathComponent == Self.configurationFileName }.sorted {
            $0.path < $1.path
        }
        if configurations.count > 1 {
            throw PluginFailure(
                "target '\(name)' has \(configurations.count) \(Self.configurationFileName) files ("
                    + configurations.map(\.path).joined(separator: ", ")
                    + "); one configures all its specs, so keep one")
        }
        configurationFile = configurations.first
        self.imported = imported
        swiftSources = files.filter { $0.type == .source }.map(\.url)
        try Self.rejectDuplicateNames(specs, target: name)
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
