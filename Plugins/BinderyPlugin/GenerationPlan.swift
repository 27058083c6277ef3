import Foundation
import PackagePlugin

/// What one target's build runs: computed here and passed to the tool explicitly, so the plugin and the tool never
/// each guess the names of the outputs.
struct GenerationPlan {
    let specs: [URL]
    let configuration: Configuration
    let outputDirectory: URL

    init(specs: [URL], configurationFile: URL?, workDirectory: URL) throws {
        self.specs = specs.sorted { $0.path < $1.path }
        self.configuration = try configurationFile.map(Configuration.init(file:)) ?? Configuration()
        self.outputDirectory = workDirectory.appending(path: "GeneratedSources", directoryHint: .isDirectory)
        try Self.rejectDuplicateNames(self.specs)
    }

    /// `Name.bind` → `Name.swift`, the tool's own rule, applied here to declare the outputs.
    var outputs: [URL] {
        specs.map { outputDirectory.appending(path: $0.deletingPathExtension().lastPathComponent + ".swift") }
    }

    func commands(tool: URL) throws -> [Command] {
        guard !specs.isEmpty else { return [] }
        var arguments = ["generate"] + specs.map(\.path) + ["--output", outputDirectory.path, "--color", "never"]
        for output in outputs { arguments += ["--output-file", output.path] }
        if let templates = configuration.templates { arguments += ["--templates", templates.path] }
        return [
            .buildCommand(
                displayName: "Generating Swift from \(specs.count) Bindery spec\(specs.count == 1 ? "" : "s")",
                executable: tool,
                arguments: arguments,
                inputFiles: specs + [tool] + configuration.files,
                outputFiles: outputs)
        ]
    }

    /// Two specs named alike would write one Swift file; say so instead of overwriting one with the other.
    private static func rejectDuplicateNames(_ specs: [URL]) throws {
        var seen: [String: URL] = [:]
        for spec in specs {
            let name = spec.deletingPathExtension().lastPathComponent
            if let first = seen[name] {
                throw PluginFailure(
                    "\(spec.path):1:1: error: two specs in this target are named '\(name).bind' "
                        + "(the other is \(first.path)); each becomes '\(name).swift', so rename one")
            }
            seen[name] = spec
        }
    }
}

/// A failure the build shows as it is.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
