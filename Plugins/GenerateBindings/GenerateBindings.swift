import Foundation
import PackagePlugin

/// `swift package generate-bindings [--target NAME ...]`: writes each target's generated Swift into a `Generated/`
/// folder beside its specs, for builds that cannot run build plugins. Commit the result, and do not also apply
/// `BinderyPlugin` to the same target (its build says so if you do).
@main
struct GenerateBindings: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let request: Request
        switch try Request.parse(arguments) {
        case .help:
            print(Request.help)
            return
        case .generate(let parsed):
            request = parsed
        }
        let package = context.package.directoryURL
        let candidates = context.package.targets.compactMap { $0 as? SourceModuleTarget }
        try request.rejectUnknownTargets(among: candidates.map(\.name))
        let tool = try context.tool(named: "BinderyTool").url
        var generated = 0
        for target in candidates where request.includes(target.name) {
            let specs = try TargetSpecs(target)
            guard !specs.specs.isEmpty else { continue }
            let generate = GenerateArguments(specs: specs) { Self.relativePath(of: $0, to: package) }
            let output = specs.specs[0].deletingLastPathComponent().appending(path: "Generated")
            try run(tool, generate.arguments(output: output), in: package)
            let count = specs.specs.count
            print("Generated \(count) spec\(count == 1 ? "" : "s") of \(target.name) into \(generate.path(output))")
            generated += 1
        }
        if generated == 0 {
            let named = request.targets.isEmpty ? "" : " of " + request.targets.joined(separator: ", ")
            Diagnostics.warning("No target\(named) has .bind files; nothing was generated")
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
            throw PluginFailure(
                "bindery generate failed (exit status \(process.terminationStatus)); its diagnostics are above")
        }
    }

    private static func relativePath(of url: URL, to base: URL) -> String {
        let path = url.standardizedFileURL.path
        let prefix = base.standardizedFileURL.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
