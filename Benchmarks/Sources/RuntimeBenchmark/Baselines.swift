import Observation

// Hand-written floors: what each generated feature would cost written by hand, as plainly as it can be.

/// A `didSet` calling one closure: the floor for one observed set.
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

/// A `didSet` calling every closure of an array: the floor for fan-out.
final class DidSetFanOut {
    var handlers: [(Int, Int) -> Void] = []
    var value: Int = 0 {
        didSet {
            for handler in handlers { handler(oldValue, value) }
        }
    }
}

/// The target of a hand-written binding.
final class PlainTarget {
    var y: Int = 0
}

/// The hand-written class the external-class row binds into, as a user writes one: nothing in the module forms a key
/// path to its property, so the optimizer drops the property's run-time exclusivity checks, as it would in the
/// user's module. (OpenCombine's `assign(to: \.y, on:)` on `PlainTarget` keeps them on every write of its `y`.)
final class ExternalTarget {
    var y: Int = 0
}

/// A `didSet` forwarding to a target it holds weakly: the fair floor for a one-way binding, which must not keep
/// its target alive either.
final class WeakForwardingSource {
    weak var target: PlainTarget?
    var x: Int = 0 {
        didSet { target?.y = x + 1 }
    }
}

/// The same, holding the target `unowned(unsafe)`: no reference counting at all, the lowest a forward can cost.
final class UnownedForwardingSource {
    unowned(unsafe) var target: PlainTarget
    var x: Int = 0 {
        didSet { target.y = x + 1 }
    }

    init(target: PlainTarget) {
        self.target = target
    }
}

/// Two `didSet`s writing each other, with a flag against the echo: the floor for a two-way binding.
final class TwoWayLeft {
    weak var right: TwoWayRight?
    var isWriting = false
    var x: Int = 0 {
        didSet {
            guard !isWriting, let right else { return }
            isWriting = true
            right.y = x
            isWriting = false
        }
    }
}

final class TwoWayRight {
    unowned(unsafe) var left: TwoWayLeft
    var y: Int = 0 {
        didSet {
            guard !left.isWriting else { return }
            left.isWriting = true
            left.x = y
            left.isWriting = false
        }
    }

    init(left: TwoWayLeft) {
        self.left = left
    }
}

/// Three inputs whose `didSet`s recompute a sum and call a closure when it changed: the floor for an observed
/// computed property.
final class DidSetSum {
    var onChange: (Int, Int) -> Void = { _, _ in }
    private(set) var total = 0
    var a = 0 {
        didSet { recompute() }
    }
    var b = 0 {
        didSet { recompute() }
    }
    var c = 0 {
        didSet { recompute() }
    }

    private func recompute() {
        let new = a + b + c
        guard new != total else { return }
        let old = total
        total = new
        onChange(old, new)
    }
}

/// Ten plain stored properties, the baseline for the size figure.
final class PlainTen {
    var a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0, i = 0, j = 0
}

/// Apple's macro, the baseline for the registrar-on figures.
@Observable final class MacroCounter {
    var value: Int = 0
}

@Observable final class MacroTen {
    var a = 0
    var b = 0
    var c = 0
    var d = 0
    var e = 0
    var f = 0
    var g = 0
    var h = 0
    var i = 0
    var j = 0
}

@Observable final class MacroSum {
    var a = 0
    var b = 0
    var c = 0
    var total: Int { a + b + c }
}

@Observable final class MacroSource {
    var x = 0
}
