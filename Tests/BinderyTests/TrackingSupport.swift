import Foundation

@_spi(BinderyGenerated) @testable import Bindery

/// Counts how often a computed property's expression runs (`evaluations.counting(…)` in Tracking.swift's spec).
final class Tally {
    private(set) var count = 0

    func counting<Value>(_ value: Value) -> Value {
        count += 1
        return value
    }
}

extension BinderyModel {
    /// Whether the runtime made this model its observer table: it has none until something observes it or a
    /// derivation reads it, so an unobserved model costs one word.
    var hasObserverTable: Bool { _$bindery.table != nil }

    /// How many observers (and computed properties or rules reading a property) the model's properties have: what
    /// keeps its sets off their fast path, and its observers in memory.
    var registrationCount: Int { Int(_$bindery.table?.observerCount ?? 0) }
}

/// The hand-written class Tracking.swift's spec declares `external class Dial`, which `Drive` writes into. `onSet`
/// runs in its setter, after the store, so a test can let the dial go from inside a binding's write.
final class Dial {
    var reading: Int {
        didSet { onSet?() }
    }
    var onSet: (() -> Void)?

    init(reading: Int = 0) {
        self.reading = reading
    }
}

/// A change as the tests of observers that join a waiting change log it: "name old → new", or "name sees new" for an
/// `.initial` call, which has no old value.
func logged<Value>(_ name: String, _ change: Change<Value>) -> String {
    change.old.map { "\(name) \($0) → \(change.new)" } ?? "\(name) sees \(change.new)"
}
