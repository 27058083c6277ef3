// The model the runtime's tests use, as `bindery generate` writes it for this spec (kept by hand here, so the runtime
// is tested without the generator or the plugin; refresh it after a change to the generated code):
//
//     options { isolation: none; observation: false }
//     model Gauge {
//         var value: Int = 0
//         var label: String = ""
//         computed doubled: Int = value * 2
//     }

@_spi(BinderyGenerated) import Bindery
import Observation

/// Compiles only against the Bindery runtime this file was generated for; otherwise the error names both versions.
private func _$runtimeVersionCheck(_: Bindery.RuntimeInterface_0_12.Type = Bindery.CurrentRuntimeInterface.self) {}

nonisolated final class Gauge: Bindery.BinderyModel {
    var value: Swift.Int {
        get { _$get(0, _$state.value) }
        set { _$set(0, _$state.value, newValue) { $0._$state.value = $1 } }
    }

    var label: Swift.String {
        get { _$get(1, _$state.label) }
        set { _$set(1, _$state.label, newValue) { $0._$state.label = $1 } }
    }

    var doubled: Swift.Int {
        _$bindery.computed(self, 2) { $0._$compute_doubled() }
    }

    init(
        value: Swift.Int = 0,
        label: Swift.String = ""
    ) {
        _$state = _$State(
            value: value,
            label: label
        )
    }

    deinit { _$bindery.modelWillDeinit() }

    /// Calls `handler` whenever `property` changes, until the returned token is cancelled or released.
    func observe<Value>(
        _ property: Swift.KeyPath<Gauge, Value>, options: Bindery.ObserveOptions = [],
        _ handler: @escaping (Bindery.Change<Value>) -> Swift.Void
    ) -> Bindery.ObservationToken {
        Bindery.ModelCore.observe(self, property, options, handler)
    }

    /// Like `observe(_:options:_:)`, passing the handler its own token, so any call (the `.initial` one included)
    /// can stop the observation.
    func observe<Value>(
        _ property: Swift.KeyPath<Gauge, Value>, options: Bindery.ObserveOptions = [],
        _ handler: @escaping (Bindery.Change<Value>, Bindery.ObservationToken) -> Swift.Void
    ) -> Bindery.ObservationToken {
        Bindery.ModelCore.observe(self, property, options, handler)
    }

    /// Applies `updates`, then notifies each observer once, with the values before and after.
    func batch(_ updates: (Gauge) -> Swift.Void) {
        Bindery.batch { updates(self) }
    }

    /// Tells `observer` about every change until it goes away; it is held weakly.
    func addObserver(_ observer: some GaugeObserver) {
        Bindery.ModelCore.forward(self, to: observer, \.value) { $0.gauge($1, didChangeValue: $2) }
        Bindery.ModelCore.forward(self, to: observer, \.label) { $0.gauge($1, didChangeLabel: $2) }
        Bindery.ModelCore.forward(self, to: observer, \.doubled) { $0.gauge($1, didChangeDoubled: $2) }
    }

    /// Bindings attached to this model, kept alive exactly as long as it is.
    var bindingLifetime: Bindery.BindingLifetime { _$bindery.bindingLifetime() }

    // MARK: Plumbing, named with `$` so that no spec can declare the same name.

    @safe @exclusivity(unchecked) var _$bindery = Bindery.ModelCore<Gauge>()
    nonisolated static let _$properties = Bindery.PropertyTable<Gauge>(
        "Gauge",
        "value label doubled",
        [\.value, \.label, \.doubled])
    nonisolated static var _$distinction: Swift.UInt { 2977 }
    @safe @exclusivity(unchecked) private var _$state: _$State

    private struct _$State {
        var value: Swift.Int
        var label: Swift.String
    }
}

nonisolated extension Gauge {
    fileprivate func _$compute_doubled() -> Swift.Int {
        value * 2
    }
}

/// Told about every change of a `Gauge` it observes through `addObserver(_:)`.
nonisolated protocol GaugeObserver: AnyObject {
    func gauge(_ gauge: Gauge, didChangeValue change: Bindery.Change<Swift.Int>)
    func gauge(_ gauge: Gauge, didChangeLabel change: Bindery.Change<Swift.String>)
    func gauge(_ gauge: Gauge, didChangeDoubled change: Bindery.Change<Swift.Int>)
}

nonisolated extension GaugeObserver {
    func gauge(_ gauge: Gauge, didChangeValue change: Bindery.Change<Swift.Int>) {}
    func gauge(_ gauge: Gauge, didChangeLabel change: Bindery.Change<Swift.String>) {}
    func gauge(_ gauge: Gauge, didChangeDoubled change: Bindery.Change<Swift.Int>) {}
}
