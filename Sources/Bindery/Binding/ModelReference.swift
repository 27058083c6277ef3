/// How a generated binding holds one of its models: unretained, and reached only while the binding is active,
/// which guarantees the model is alive (its going away ends the binding first). A weak reference would cost a
/// side table on the model and an atomic load at every rule; a strong one a retain.
@_spi(BinderyGenerated)
public struct ModelReference<Model: AnyObject> {
    @usableFromInline let unmanaged: Unmanaged<Model>

    @inlinable
    public init(_ model: Model) {
        unmanaged = Unmanaged.passUnretained(model)
    }

    /// Runs `body` with the model borrowed: no retain, no release.
    @inlinable
    public func with<Result>(_ body: (Model) throws -> Result) rethrows -> Result {
        try unmanaged._withUnsafeGuaranteedRef(body)
    }

    /// The model, as a strong reference, for rules where a retain does not matter.
    @inlinable
    public var model: Model { unmanaged.takeUnretainedValue() }
}

extension ModelReference: CustomReflectable {
    /// Nothing to walk: reflecting the unretained model could follow a dangling pointer once the binding has ended.
    public var customMirror: Mirror {
        Mirror(self, children: [], displayStyle: .struct)
    }
}
