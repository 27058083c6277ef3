/// A model type's properties in declaration order: their names, for traces and warnings, and their key paths,
/// for ``BinderyModel/observe``. Generated setters name a property by its index here, because a key path literal
/// costs a lookup on every set and two key paths from different modules compare component by component.
@_spi(BinderyGenerated)
public class ModelDescriptor: @unchecked Sendable {
    /// The model's type name, as the spec declares it.
    public let modelName: String
    /// Property names in declaration order.
    public let propertyNames: [String]

    init(modelName: String, propertyNames: [String]) {
        self.modelName = modelName
        self.propertyNames = propertyNames
    }
}

/// ``ModelDescriptor`` with the key paths of one model type.
///
/// `@unchecked Sendable`: it is built once, from key paths to the model's own properties, and never changes, so
/// models of any isolation can share it as a `nonisolated static let`.
@_spi(BinderyGenerated)
public final class PropertyTable<Model: AnyObject>: ModelDescriptor, @unchecked Sendable {
    @usableFromInline let keyPaths: [PartialKeyPath<Model>]

    /// `names` holds the property names in declaration order, separated by spaces (a name has none): one string
    /// literal, where pairs of names and key paths would make the generated table longer and slower to type-check.
    public init(_ modelName: String, _ names: String, _ keyPaths: [PartialKeyPath<Model>]) {
        self.keyPaths = keyPaths
        super.init(modelName: modelName, propertyNames: names.split(separator: " ").map(String.init))
    }

    /// The index of the property `keyPath` names; nil for a key path that is not one of the model's properties
    /// (a `let`, or a path into another value), which never changes through the model.
    @usableFromInline
    func index(of keyPath: AnyKeyPath) -> Int? {
        keyPaths.firstIndex { $0 == keyPath }
    }
}
