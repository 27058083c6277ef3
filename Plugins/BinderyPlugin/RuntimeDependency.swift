import PackagePlugin

/// Generated code imports Bindery's runtime, so a target that applies the plugin without depending on the `Bindery`
/// library would fail with "no such module 'Bindery'" at the first line of a generated file the user never wrote.
/// Said here instead, before anything is generated, with the line to add.
enum RuntimeDependency {
    static let moduleName = "Bindery"

    static func require(in target: SourceModuleTarget) throws {
        // A dependency's dependencies count: SwiftPM lets a target import the modules of those too.
        let reachesRuntime = target.recursiveTargetDependencies.contains { dependency in
            (dependency as? SourceModuleTarget)?.moduleName == moduleName
        }
        guard !reachesRuntime else { return }
        throw PluginFailure(
            "target '\(target.name)' applies BinderyPlugin but does not depend on the \(moduleName) library, which the "
                + "generated code imports; add '.product(name: \"\(moduleName)\", package: \"Bindery\")' to its "
                + "dependencies in Package.swift")
    }
}
