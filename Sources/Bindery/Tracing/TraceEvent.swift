/// One thing the runtime did, as ``trace`` receives it: so "why did this change?" has an answer.
public struct TraceEvent: Sendable, CustomStringConvertible {
    /// What happened.
    public enum Kind: Sendable {
        /// A property changed.
        case set
        /// A binding rule was applied.
        case rule
        /// A binding's action handler was called.
        case action
        /// The outermost batch on a thread began. Not for a batch opened while a propagation delivers (by an
        /// observer or a rule): that propagation delivers what it holds back, with the rest of its work.
        case batchBegan
        /// The outermost batch delivered what it held back; after each `batchBegan`.
        case batchDelivered
        /// A propagation that did not settle was stopped.
        case stopped
    }

    /// What happened; which of the other properties are set depends on it.
    public var kind: Kind
    /// For `.set`: the model type's name.
    public var model: String?
    /// For `.set`: the property's name; for `.stopped`, the property that did not settle as `Model.property`.
    public var property: String?
    /// For `.set`: the value before, as `String(reflecting:)` gives it (strings quoted); nil for a computed
    /// property's first value.
    public var old: String?
    /// For `.set`: the value after, as `String(reflecting:)` gives it.
    public var new: String?
    /// For `.rule`, `.action` and `.stopped`: the rule's text as the spec wrote it.
    public var rule: String?
    /// For `.rule`, `.action` and `.stopped`: the spec's `file:line:col` of the rule.
    public var location: String?

    /// An event of `kind` with the details that kind has.
    public init(
        kind: Kind, model: String? = nil, property: String? = nil, old: String? = nil, new: String? = nil,
        rule: String? = nil, location: String? = nil
    ) {
        self.kind = kind
        self.model = model
        self.property = property
        self.old = old
        self.new = new
        self.rule = rule
        self.location = location
    }

    /// One line: `set Download.title: "a" → "b"`, `rule row.title <- download.title (Download.bind:54:5)`.
    public var description: String {
        switch kind {
        case .set:
            return "set \(model ?? "?").\(property ?? "?"): \(old ?? "nil") → \(new ?? "nil")"
        case .rule, .action:
            return "\(kind == .rule ? "rule" : "action") \(rule ?? "?")" + (location.map { " (\($0))" } ?? "")
        case .batchBegan:
            return "batch began"
        case .batchDelivered:
            return "batch delivered"
        case .stopped:
            let what = rule.map { "`\($0)`" } ?? property ?? "a propagation"
            return "stopped \(what)" + (location.map { " (\($0))" } ?? "")
                + ": it did not settle after \(Propagation.maximumRounds) rounds"
        }
    }
}
