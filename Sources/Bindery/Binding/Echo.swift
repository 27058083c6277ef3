/// One direction of a two-way rule: remembers the value the rule just wrote, so the change it causes on the other
/// side is not written back (no echo, no loop, even when a transform and its inverse do not round-trip exactly).
@_spi(BinderyGenerated)
public struct Echo<Value> {
    @usableFromInline var expected: Value?
    @usableFromInline var isExpected = false

    public init() {}

    /// Remembers that the rule is about to write `value`.
    @inlinable
    public mutating func willWrite(_ value: Value) {
        expected = value
        isExpected = true
    }

    /// Whether a change to `value` is the one the rule wrote; it is then consumed. Without `Equatable` the next
    /// change after a write is taken for it.
    @inlinable
    public mutating func isEcho(_ value: Value) -> Bool {
        guard isExpected else { return false }
        isExpected = false
        expected = nil
        return true
    }
}

extension Echo where Value: Equatable {
    /// Whether `value` is the one the rule wrote last; it is then consumed.
    @inlinable
    public mutating func isEcho(_ value: Value) -> Bool {
        guard isExpected else { return false }
        isExpected = false
        defer { expected = nil }
        return expected == value
    }
}
