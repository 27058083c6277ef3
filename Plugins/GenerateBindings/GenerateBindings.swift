import Foundation
import PackagePlugin

/// `swift package generate-bindings [--target NAME ...]`: writes each target's generated Swift into
/// a `Generated/` folder beside its specs, for teams whose CI or Xcode Cloud cannot run build plugins. Commit the result,
/// and do not also apply `BinderyPlugin` to the same target.
@main
struct GenerateBindings: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let selected = Set(extractor.extractOption(named: "target"))
        let tool = try context.tool(named: "BinderyTool").url
        let package = context.package.directoryURL
        var generated = 0
        for case let target as SourceModuleTarget in context.package.targets {
            guard selected.isEmpty || selected.contains(target.name) else { continue }
            let specs = target.sourceFiles.map(\.url).filter { $0.pathExtension == "bind" }.sorted { $0.path < $1.path }
            guard !specs.isEmpty else { continue }
            // Paths relative to the package, so the committed files' `#sourceLocation`s hold no machine's paths.
            let relative = specs.map { Self.relativePath(of: $0, to: package) }
            let directory = specs[0].deletingLastPathComponent()
            let output = Self.relativePath(of: directory.appending(path: "Generated"), to: package)
            try run(tool, ["generate"] + relative + ["--output", output], in: package)
            print("Generated \(specs.count) spec\(specs.count == 1 ? "" : "s") of \(target.name) into \(output)")
            generated += 1
        }
        if generated == 0 {
            Diagnostics.warning(
                "No target\(selected.isEmpty ? "" : " named \(selected.sorted().joined(separator: ", "))") has .bind files"
            )
        }
    }

    private func run(_ tool: URL, _ arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw GenerationFailed(status: process.terminationStatus)
        }
    }

    private static func relativePath(of url: URL, to base: URL) -> String {
        let path = url.standardizedFileURL.path
        let prefix = base.standardizedFileURL.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

struct GenerationFailed: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "bindery generate failed (exit status \(status)); its diagnostics are above" }
}
