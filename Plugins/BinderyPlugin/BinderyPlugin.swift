import Foundation
import PackagePlugin

/// Generates Swift from every `.bind` file of a target, as part of its build.
///
/// One `bindery generate` command for all the target's specs (they form one module), with exact inputs and outputs,
/// so an unchanged spec does not regenerate and a removed one leaves the build. A spec error fails the build with
/// `path:line:col: error:` lines, which SwiftPM and Xcode show at the spec's line.
@main
struct BinderyPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles.map(\.url)
        return try GenerationPlan(
            specs: files.filter { $0.pathExtension == "bind" },
            configurationFile: files.first { $0.lastPathComponent == Configuration.fileName },
            workDirectory: context.pluginWorkDirectoryURL
        ).commands(tool: try context.tool(named: "BinderyTool").url)
    }
}
