import BinderySource

/// An embedded Swift expression (a default, a computed property, a transform body, a fallback), kept verbatim.
///
/// Bindery does not parse Swift; it finds where the expression ends and which names it mentions.
public struct ExpressionSyntax: Hashable, Sendable {
    /// A name the expression mentions outside string-literal text: bare (`x`) or on `self` (`self.x`).
    /// Names after another `.` (`a.count`), argument labels and `$0` are not references.
    public struct Reference: Hashable, Sendable {
        public var name: String
        public var range: SourceRange
        public var isOnSelf: Bool

        public init(name: String, range: SourceRange, isOnSelf: Bool) {
            self.name = name
            self.range = range
            self.isOnSelf = isOnSelf
        }
    }

    /// A shorthand argument (`$1`) of the expression itself, in its strings' interpolations too: not inside a
    /// closure of its own, whose `$1` is the closure's.
    public struct ShorthandArgument: Hashable, Sendable {
        public var index: Int
        public var range: SourceRange

        public init(index: Int, range: SourceRange) {
            self.index = index
            self.range = range
        }
    }

    /// The exact source text, from its first token to its last, comments inside included.
    public var text: String
    public var range: SourceRange
    public var references: [Reference]
    /// Whether the expression is nothing but bare names, number literals, parentheses and the operators
    /// `+ - * / % == != < <= > >= !`: no branch (`?:`, `&&`, `||`, `??`), call, member, subscript, closure or
    /// string. Every evaluation of it then reads the same names in the same order, whatever their values.
    public var isStraightLine: Bool
    /// The highest-numbered shorthand argument the expression reads (the first place it does), if any: a transform
    /// body may read only as many as the transform has inputs.
    public var highestShorthandArgument: ShorthandArgument?

    public init(
        text: String, range: SourceRange, references: [Reference], isStraightLine: Bool = false,
        highestShorthandArgument: ShorthandArgument? = nil
    ) {
        self.text = text
        self.range = range
        self.references = references
        self.isStraightLine = isStraightLine
        self.highestShorthandArgument = highestShorthandArgument
    }
}
