/// The observing API every generated model has, written once here rather than in each model.
extension BinderyModel {
    /// Calls `handler` whenever `property` changes, until the returned token is cancelled or released.
    ///
    /// With `.initial` in `options` it is also called at once with the current value (`old` is nil); with `.prior`
    /// it is also called before each change, with `isPrior` set.
    @inlinable
    public func observe<Value>(
        _ property: KeyPath<Self, Value>, options: ObserveOptions = [],
        _ handler: @escaping (Change<Value>) -> Void
    ) -> ObservationToken {
        ObservationRegistration.observe(self, property, options: options, handler)
    }

    /// Like ``observe(_:options:_:)-(_,_,(Change<Value>)->Void)``, passing the handler its own token, so any call
    /// (the `.initial` one included) can stop the observation.
    @inlinable
    public func observe<Value>(
        _ property: KeyPath<Self, Value>, options: ObserveOptions = [],
        _ handler: @escaping (Change<Value>, ObservationToken) -> Void
    ) -> ObservationToken {
        ObservationRegistration.observe(self, property, options: options, handler)
    }

    /// Applies `updates`, then notifies each observer once, with the values before and after.
    @inlinable
    public func batch(_ updates: (Self) -> Void) {
        Bindery.batch { updates(self) }
    }
}

/// For a generated `addObserver(_:)`: forwards each change of a model's properties to an observer's method, while
/// the observer is alive; the observer is held weakly.
@_spi(BinderyGenerated)
public struct ObserverForwarding<Model: BinderyModel, Target: AnyObject> {
    @usableFromInline let model: Model
    @usableFromInline let target: Target

    @inlinable
    public init(_ model: Model, to target: Target) {
        self.model = model
        self.target = target
    }
}
