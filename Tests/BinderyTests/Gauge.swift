import Bindery

/// A model written by hand exactly as the generator writes one (no Observation registrar, as with
/// `observation: false`), so the runtime is tested on its own.
final class Gauge: BindingOwner {
    private var _value: Int
    private var _label: String
    private nonisolated(unsafe) static let _properties: [PartialKeyPath<Gauge>] = [\.value, \.label, \.doubled]
    private let _observers = ModelObservers<Gauge>(Gauge._properties)
    nonisolated let bindingLifetime = BindingLifetime()

    init(value: Int = 0, label: String = "") {
        self._value = value
        self._label = label
    }

    var value: Int {
        get { _value }
        set(new) {
            guard _observers.isObserved else {
                _value = new
                return
            }
            _setValue(new, kind: .setting)
        }
    }

    private func _setValue(_ new: Int, kind: ChangeKind) {
        let oldDoubled = _evaluateDoubled()
        let old = _value
        _observers.willSet(self, 0, current: old, kind: kind)
        _value = new
        _observers.didSet(self, 0, old: old, new: new, kind: kind)
        _observers.didSet(self, 2, old: oldDoubled, new: _evaluateDoubled(), kind: .setting)
    }

    var label: String {
        get { _label }
        set(new) {
            guard _observers.isObserved else {
                _label = new
                return
            }
            _setLabel(new, kind: .setting)
        }
    }

    private func _setLabel(_ new: String, kind: ChangeKind) {
        let old = _label
        _observers.willSet(self, 1, current: old, kind: kind)
        _label = new
        _observers.didSet(self, 1, old: old, new: new, kind: kind)
    }

    var doubled: Int { _evaluateDoubled() }

    private func _evaluateDoubled() -> Int { _value * 2 }

    func observe<Value>(
        _ property: KeyPath<Gauge, Value>, options: ObserveOptions = [], _ handler: @escaping (Change<Value>) -> Void
    ) -> ObservationToken {
        _observers.observe(self, property, options: options, handler)
    }

    func observe<Value>(
        _ property: KeyPath<Gauge, Value>, options: ObserveOptions = [],
        _ handler: @escaping (Change<Value>, ObservationToken) -> Void
    ) -> ObservationToken {
        _observers.observe(self, property, options: options, handler)
    }

    func batch(_ updates: (Gauge) -> Void) {
        Bindery.batch { updates(self) }
    }

    func addObserver(_ observer: some GaugeObserver) {
        _observers.forward(self, 0, to: observer) { observer, model, change in
            observer.gauge(model, didChangeValue: change)
        }
    }
}

protocol GaugeObserver: AnyObject {
    func gauge(_ gauge: Gauge, didChangeValue change: Change<Int>)
}
