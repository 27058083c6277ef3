import Foundation

/// Where the build puts each spec's Swift: `Name.bind.swift` in the plugin's work directory.
///
/// Not the command line's `Name.swift`: a target's own `Settings.swift` beside `Settings.bind` (extensions of the
/// spec's models, the most natural layout) would then share a file name with the generated file, which SwiftPM
/// refuses ("multiple producers"). A target's own files end in `.bind.swift` only by choice, and that is reported.
struct BuildOutputs {
    let directory: URL
    let files: [URL]

    init(_ specs: TargetSpecs, workDirectory: URL) throws {
        let directory = workDirectory.appending(path: "GeneratedSources", directoryHint: .isDirectory)
        self.directory = directory
        files = specs.specs.map { directory.appending(path: $0.lastPathComponent + ".swift") }
        // Object files are named after source files' names alone, compared without case on macOS: two alike clash.
        let taken = Dictionary(
            specs.swiftSources.map { ($0.lastPathComponent.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        for (spec, output) in zip(specs.specs, files) {
            if let clash = taken[output.lastPathComponent.lowercased()] {
                throw PluginFailure(
                    "\(clash.path) has the name BinderyPlugin gives the Swift it generates from \(spec.path) in target "
                        + "'\(specs.targetName)'; rename the Swift file (for example to "
                        + "'\(spec.deletingPathExtension().lastPathComponent)+Extensions.swift')")
            }
        }
    }
}
