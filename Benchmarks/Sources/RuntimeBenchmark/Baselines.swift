import Observation

/// The floor: a hand-written class whose `didSet` calls one closure.
final class DidSetCounter {
    var onChange: (Int, Int) -> Void = { _, _ in }
    var value: Int = 0 {
        didSet { onChange(oldValue, value) }
    }
}

/// A plain stored property, nobody told.
final class PlainCounter {
    var value: Int = 0
}

/// Apple's macro, the baseline for the registrar-on figures.
@Observable final class MacroCounter {
    var value: Int = 0
}

/// Ten plain stored properties, the baseline for the size figure.
final class PlainTen {
    var a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0, i = 0, j = 0
}

// Every case sets and gets through a function the optimizer may not inline, so each pays the same call and none
// can be folded away (a plain set in a loop otherwise becomes a single store).
@inline(never) func set(_ counter: DidSetCounter, _ value: Int) { counter.value = value }
@inline(never) func set(_ counter: PlainCounter, _ value: Int) { counter.value = value }
@inline(never) func set(_ counter: Counter, _ value: Int) { counter.value = value }
@inline(never) func set(_ counter: MacroCounter, _ value: Int) { counter.value = value }
@inline(never) func set(_ counter: ObservedCounter, _ value: Int) { counter.value = value }
@inline(never) func get(_ counter: MacroCounter) -> Int { counter.value }
@inline(never) func get(_ counter: ObservedCounter) -> Int { counter.value }
