import Foundation

/// Index sets of collection changes; re-exported so generated code needs only `import Bindery`.
public typealias IndexSet = Foundation.IndexSet

/// How a property changed.
public enum ChangeKind: Hashable, Sendable {
    /// The whole value was assigned.
    case setting
    /// Elements were inserted into an array at these indexes (of the new array).
    case insertion(IndexSet)
    /// Elements were removed from an array at these indexes (of the old array).
    case removal(IndexSet)
    /// Elements were replaced at these indexes.
    case replacement(IndexSet)
}

extension ChangeKind {
    /// Whether the whole value was assigned, rather than an array edited.
    @inlinable var isSetting: Bool {
        if case .setting = self { return true }
        return false
    }
}

/// Whether `first` and `second` are equal, for a type that is `Equatable` (found at run time); false for any other,
/// and for an isolated conformance used off its actor. Only for the rare comparison whose caller cannot require
/// `Equatable`: the lookup of the conformance costs far more than the comparison.
@usableFromInline
func areEqualIfEquatable<Value>(_ first: Value, _ second: Value) -> Bool {
    guard let first = first as? any Equatable else { return false }
    return first.isEqual(toSameType: second)
}

extension Equatable {
    fileprivate func isEqual(toSameType other: Any) -> Bool {
        other as? Self == self
    }
}

/// One change of an observed property, as an observer receives it.
public struct Change<Value> {
    /// The value before the change; `nil` only for the call `ObserveOptions.initial` makes.
    public var old: Value?
    /// The value after the change; for a prior call (`isPrior`), the value that is about to be replaced.
    public var new: Value
    /// How the property changed: `.setting` for an assignment, or the array edit and its indexes.
    public var kind: ChangeKind
    /// Whether this call comes before the change (`ObserveOptions.prior`) rather than after it.
    public var isPrior: Bool

    /// A change from `old` to `new`; the runtime makes these, and tests may compare against them.
    public init(old: Value?, new: Value, kind: ChangeKind = .setting, isPrior: Bool = false) {
        self.old = old
        self.new = new
        self.kind = kind
        self.isPrior = isPrior
    }
}

extension Change: Sendable where Value: Sendable {}
extension Change: Equatable where Value: Equatable {}

/// What an observation asks for besides the calls after each change.
public struct ObserveOptions: OptionSet, Hashable, Sendable {
    /// The options as bits: `initial` is bit 0, `prior` bit 1.
    public let rawValue: Int

    /// The options whose bits `rawValue` holds.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Call the handler once at once with the current value (`old` is `nil`).
    public static let initial = ObserveOptions(rawValue: 1 << 0)
    /// Also call the handler before each change, with `isPrior == true`.
    public static let prior = ObserveOptions(rawValue: 1 << 1)
}
