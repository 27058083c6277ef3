import Observation

/// A class generated from a spec's `model` declaration.
///
/// Every generated model adopts it, and through it ``BindingOwner``. Its API is on each model: the memberwise
/// initializer, the properties, `observe(_:options:_:)`, `batch(_:)`, the array mutators and `addObserver(_:)`.
/// The requirements below are the runtime's plumbing; generated code implements them.
public protocol BinderyModel: BindingOwner {
    /// The model's properties in declaration order.
    @_spi(BinderyGenerated) static var _$properties: PropertyTable<Self> { get }
    /// The runtime's state of this instance: a stored property, read and written in place.
    @_spi(BinderyGenerated) var _$bindery: ModelCore<Self> { get set }
    /// The registrar that reports to Swift's Observation, when the spec asks for it (`observation: true`).
    @_spi(BinderyGenerated) var _$registrar: ObservationRegistrar? { get }
}
