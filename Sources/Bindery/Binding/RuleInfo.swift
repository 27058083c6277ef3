/// One rule of a binding as the spec wrote it, for traces and runtime warnings.
@_spi(BinderyGenerated)
public struct RuleInfo: Sendable {
    /// The rule's text, as in the spec (`row.title <- download.title | uppercased`).
    public let text: String
    /// `file:line:col` of the rule in the spec.
    public let location: String
    /// Whether it is an action (`on s.y -> handler`), which traces as `.action`.
    public let isAction: Bool

    public init(_ text: String, at location: String) {
        self.text = text
        self.location = location
        isAction = false
    }

    public init(action text: String, at location: String) {
        self.text = text
        self.location = location
        isAction = true
    }
}
