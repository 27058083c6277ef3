import Foundation
import PackagePlugin

/// Generates Swift from every `.bind` file of a target, as part of its build: a package's target here, an Xcode
/// project's target in `BinderyPlugin+Xcode.swift`.
///
/// One `bindery generate` command for all the target's specs (they form one module), with exact inputs and outputs,
/// so an unchanged spec does not regenerate and a removed one leaves the build. A spec error fails the build with
/// `path:line:col: error:` lines, which SwiftPM and Xcode show at the spec's line.
@main
struct BinderyPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let specs = try TargetSpecs(target)
        guard !specs.specs.isEmpty else { return [] }
        try RuntimeDependency.require(in: target)
        return try Self.commands(
            generating: specs, into: context.pluginWorkDirectoryURL, tool: context.tool(named: "BinderyTool").url)
    }

    /// The build's one command for `specs`, or none for a target without specs.
    static func commands(generating specs: TargetSpecs, into workDirectory: URL, tool: URL) throws -> [Command] {
        guard !specs.specs.isEmpty else { return [] }
        try CommittedOutputs.rejectAlongsidePlugin(specs)
        let outputs = try BuildOutputs(specs, workDirectory: workDirectory)
        let generate = GenerateArguments(specs: specs, path: \.path)
        let count = specs.specs.count
        return [
            .buildCommand(
                displayName:
                    "Generating Swift from \(count) Bindery spec\(count == 1 ? "" : "s") of \(specs.targetName)",
                executable: tool,
                arguments: generate.arguments(output: outputs.directory, outputFiles: outputs.files)
                    + ["--color", "never"],
                inputFiles: generate.inputFiles + [tool],
                outputFiles: outputs.files)
        ]
    }
}
