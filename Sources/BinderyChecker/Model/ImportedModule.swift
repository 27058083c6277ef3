/// The checked specs of a module that the specs being checked import (`import Core`): what they declare can be
/// used, as Swift code uses another module's public declarations. Nothing is generated for them.
public struct ImportedModule: Hashable, Sendable {
    /// The Swift module the specs belong to.
    public var name: String
    public var module: CheckedModule

    public init(name: String, module: CheckedModule) {
        self.name = name
        self.module = module
    }
}

/// A model, external class or transform of an imported spec.
struct ImportedDeclaration {
    var module: String
    var model: Model?
    var transform: Transform?

    var access: AccessLevel { model?.access ?? transform?.access ?? .internal }
    var kind: String {
        if let model { model.isExternal ? "external class" : "model" } else { "transform" }
    }
}
