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

    public init(_ modelName: String, _ properties: KeyValuePairs<String, PartialKeyPath<Model>>) {
        keyPaths = properties.map(\.value)
        super.init(modelName: modelName, propertyNames: properties.map(\.key))
    }

    /// The index of the property `keyPath` names; nil for a key path that is not one of the model's properties
    /// (a `let`, or a path into another value), which never changes through the model.
    @usableFromInline
    func index(of keyPath: AnyKeyPath) -> Int? {
        keyPaths.firstIndex { $0 == keyPath }
    }
}
