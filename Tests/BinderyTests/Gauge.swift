import Bindery

/// A model written by hand exactly as the generator writes one (no Observation registrar, as with
/// `observation: false`), so the runtime is tested on its own.
final class Gauge: BindingOwner {
    private var _value: Int
    private var _label: String
    private let _observers = ModelObservers<Gauge>()
    nonisolated let bindingLifetime = BindingLifetime()

    init(value: Int = 0, label: String = "") {
        self._value = value
        self._label = label
    }

    var value: Int {
        get { _value }
        set { _setValue(newValue, kind: .setting) }
    }

    private func _setValue(_ new: Int, kind: ChangeKind) {
        let oldDoubled = _evaluateDoubled()
        let old = _value
        _observers.willSet(self, \.value, current: old, kind: kind)
        _value = new
        _observers.didSet(self, \.value, old: old, new: new, kind: kind)
        _observers.didSet(self, \.doubled, old: oldDoubled, new: _evaluateDoubled(), kind: .setting)
    }

    var label: String {
        get { _label }
        set {
            let old = _label
            _observers.willSet(self, \.label, current: old, kind: .setting)
            _label = newValue
            _observers.didSet(self, \.label, old: old, new: newValue, kind: .setting)
        }
    }

    var doubled: Int { _evaluateDoubled() }

    private func _evaluateDoubled() -> Int { _value * 2 }

    @discardableResult
    func observe<Value>(
        _ property: KeyPath<Gauge, Value>, options: ObserveOptions = [], _ handler: @escaping (Change<Value>) -> Void
    ) -> ObservationToken {
        _observers.observe(self, property, options: options, handler)
    }

    func batch(_ updates: (Gauge) -> Void) {
        Bindery.batch { updates(self) }
    }

    func addObserver(_ observer: some GaugeObserver) {
        _observers.forward(self, \.value, to: observer) { observer, model, change in
            observer.gauge(model, didChangeValue: change)
        }
    }
}

protocol GaugeObserver: AnyObject {
    func gauge(_ gauge: Gauge, didChangeValue change: Change<Int>)
}
