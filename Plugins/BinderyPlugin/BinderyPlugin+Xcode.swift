#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// The build plugin in an Xcode project's target (an app, a framework): Build Phases › Run Build Tool Plug-ins.
///
/// The target's specs are the `.bind` files that are members of it. Only the target's name and files are read, the
/// members of Xcode's plugin API that CI type-checks against a stand-in (`Scripts/check-xcode-plugin.sh`), as it
/// cannot run Xcode: so a spec here is checked without `--module-name` and imports no other module's specs. Models
/// shared between targets belong in a package, whose targets have both.
extension BinderyPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let specs = try TargetSpecs(
            name: target.displayName, moduleName: nil, files: target.inputFiles, imported: [])
        return try Self.commands(
            generating: specs, into: context.pluginWorkDirectoryURL, tool: context.tool(named: "BinderyTool").url)
    }
}
#endif
