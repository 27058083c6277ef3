/// The checked specs of a module that the specs being checked import (`import Core`): what they declare can be
/// used, as Swift code uses another module's public declarations. Nothing is generated for them.
public struct ImportedModule: Hashable, Sendable {
    /// The Swift module the specs belong to.
    public var name: String
    public var module: CheckedModule
    /// Whether the module is built in the same Swift package as the one importing it: its `package` declarations
    /// may be used there.
    public var isInSamePackage: Bool

    public init(name: String, module: CheckedModule, isInSamePackage: Bool = false) {
        self.name = name
        self.module = module
        self.isInSamePackage = isInSamePackage
    }
}

/// A model, external class or transform of an imported spec.
struct ImportedDeclaration {
    var module: String
    var isInSamePackage = false
    var model: Model?
    var transform: Transform?

    var access: AccessLevel { model?.access ?? transform?.access ?? .internal }
    /// Whether generated code of the importing module may use it: Swift lets another package use only what is
    /// `public`, and another module of the same package also what is `package`.
    var isVisibleToImporter: Bool { access == .public || (access == .package && isInSamePackage) }
    var kind: String {
        if let model { model.isExternal ? "external class" : "model" } else { "transform" }
    }
}
