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
    /// A number from 1 to 4095, made from the model's name, so models of one module seldom share it: setters and
    /// observed paths compare a pointer with it rather than with nil, which keeps LLVM from merging those of two
    /// models with the same layout (see `ModelCore.isObservedForSet`).
    @_spi(BinderyGenerated) static var _$distinction: UInt { get }

    /// Whether the model reports its reads and writes to Swift's Observation (it is an ``ObservableBinderyModel``):
    /// its computed properties are then evaluated through the getters on every read outside a derivation, so that
    /// Observation sees what they read, and a set of an equal value is reported to no one, as with an `@Observable`
    /// class.
    @_spi(BinderyGenerated) static var _$reportsToObservation: Bool { get }

    /// Called by every getter of stored property `index`: nothing for a plain model; an ``ObservableBinderyModel``
    /// tells its registrar. A requirement with a default, not an overload on the refining protocol, so each generated
    /// accessor has one function to call and the type-checker one candidate to try; specialised for the model, the
    /// call costs nothing.
    @_spi(BinderyGenerated) func _$didRead<Value>(_ index: Int, _: Value.Type)
    /// Runs `mutation`, the store or edit of stored property `index`: as it is for a plain model; inside its
    /// registrar's `withMutation` for an ``ObservableBinderyModel``.
    @_spi(BinderyGenerated) func _$reportingMutation<Value, Result>(
        _ index: Int, _: Value.Type, _ mutation: () -> Result
    ) -> Result
}

/// A generated model that also reports every read and change to Swift's Observation, as an `@Observable` class
/// does, so SwiftUI and `withObservationTracking` see it: what `observation: true`, the default, generates.
///
/// A protocol of its own, rather than an optional registrar on every model: a model with `observation: false` then
/// stores no registrar at all, and one with it reaches its registrar with no test for nil (`ObservationRegistrar` is
/// resilient, so testing an optional one costs calls into the Observation library on every access).
public protocol ObservableBinderyModel: BinderyModel, Observation.Observable {
    /// The registrar that reports to Swift's Observation.
    @_spi(BinderyGenerated) var _$registrar: ObservationRegistrar { get }
}
