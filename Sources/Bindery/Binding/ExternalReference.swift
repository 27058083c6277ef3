/// How a generated binding holds an instance of an `external class`: weakly, since Bindery cannot see it go away
/// (it is not a generated model), so a rule finds it gone when it next applies and the binding ends then.
@_spi(BinderyGenerated)
public final class ExternalReference<Object: AnyObject> {
    public weak var object: Object?

    public init(_ object: Object) {
        self.object = object
    }

    /// Whether the object still exists.
    public var isAlive: Bool { object != nil }

    /// The object, for a rule that checked ``isAlive`` first.
    public var model: Object { object! }
}

/// Something a binding depends on that can go away without telling it.
protocol Liveness: AnyObject {
    var isAlive: Bool { get }
}

extension ExternalReference: Liveness {}

extension BindingCore {
    /// Holds `object` weakly; ``BindingCore/isActive`` is false once it is gone.
    public func watch<Object: AnyObject>(external object: Object) -> ExternalReference<Object> {
        let reference = ExternalReference(object)
        externals.append(reference)
        return reference
    }
}

/// Whether writing `value` over `current` changes anything: not for equal values, as for models' own properties.
@_spi(BinderyGenerated)
@inlinable
public func differs<Value: Equatable>(_ current: Value, _ value: Value) -> Bool {
    current != value
}

/// Whether writing `value` over `current` changes anything: always, for values that are not `Equatable`.
@_spi(BinderyGenerated)
@inlinable
public func differs<Value>(_ current: Value, _ value: Value) -> Bool {
    true
}
