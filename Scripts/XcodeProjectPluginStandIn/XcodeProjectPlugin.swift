// A stand-in for Xcode's `XcodeProjectPlugin` module, which only Xcode has, so that CI on Linux can type-check
// `Plugins/BinderyPlugin/BinderyPlugin+Xcode.swift` (`Scripts/check-xcode-plugin.sh`). It declares only the members
// that file uses, with the types Xcode's module gives them; nothing here runs.

import Foundation
import PackagePlugin

public protocol XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

public struct XcodePluginContext {
    public var pluginWorkDirectoryURL: URL { fatalError("a stand-in for type-checking only") }

    public func tool(named name: String) throws -> PluginContext.Tool {
        fatalError("a stand-in for type-checking only")
    }
}

public struct XcodeTarget {
    public var displayName: String { fatalError("a stand-in for type-checking only") }
    public var inputFiles: FileList { fatalError("a stand-in for type-checking only") }
}
