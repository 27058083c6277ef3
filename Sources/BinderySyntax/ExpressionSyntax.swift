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

    /// `try` (not `try?` or `try!`), `throw` or `await` of the expression itself, in its strings' interpolations and
    /// the branches of its `if` or `switch` too, but not inside a closure of its own: what makes a closure around the
    /// expression throw or suspend.
    public struct Effect: Hashable, Sendable {
        /// `try`, `throw` or `await`.
        public var keyword: String
        public var range: SourceRange

        public init(keyword: String, range: SourceRange) {
            self.keyword = keyword
            self.range = range
        }
    }

    /// A member the expression reads with `.name`, and what it reads it on: Bindery does not know Swift's types, so
    /// the base is told apart only as far as the tokens tell it.
    public struct MemberAccess: Hashable, Sendable {
        public enum Base: Hashable, Sendable {
            /// A name in ``ExpressionSyntax/references``, by its index there (`owner.name`, `self.owner.name`): a
            /// property's member.
            case reference(Int)
            /// The member before it, by its index in ``ExpressionSyntax/memberAccesses`` (`owner.address.city`'s
            /// `city`, `items.first?.name`'s `name`).
            case member(Int)
            /// The result of calling the member at that index in ``ExpressionSyntax/memberAccesses``, with arguments or
            /// a trailing closure (`items.first(where: { … })?.name`, `items.filter { … }.count`).
            case call(Int)
            /// The result of calling the name at that index in ``ExpressionSyntax/references``: a model's
            /// initializer (`Reading(celsius: 1).celsius`), or a function of the user's.
            case referenceCall(Int)
            /// The expression's own shorthand argument `$N`, outside any closure (a transform's N-th input).
            case shorthandArgument(Int)
            /// The N-th parameter of the closure at that index in ``ExpressionSyntax/closures``, written `$N` or
            /// by the name its signature gives it (`{ item in item.name }`).
            case closureParameter(Int, closure: Int)
            /// The root of a key path written without one, passed to the member at that index in
            /// ``ExpressionSyntax/memberAccesses`` as a function (`items.map(\.name)`, `items.filter(\.done)`): an
            /// element, as a closure's first parameter would be.
            case implicitKeyPathRoot(argumentOf: Int)
            /// A closure's result, when no member is known to be called with it (`{ … }().count`).
            case closure
            /// Anything else: a subscript's or a free function's result, a literal.
            case other
        }

        public var name: String
        public var range: SourceRange
        public var base: Base

        public init(name: String, range: SourceRange, base: Base) {
            self.name = name
            self.range = range
            self.base = base
        }
    }

    /// A closure the expression writes, and the member it is passed to when the tokens show one: `items.filter { … }`,
    /// `items.first(where: { … })`, `items.reduce(0) { … }`.
    public struct Closure: Hashable, Sendable {
        /// The index in ``ExpressionSyntax/memberAccesses`` of the member called with the closure.
        public var calledMember: Int?
        /// The type its signature gives each parameter, as written (`{ (reading: Reading) in … }`), nil where it gives
        /// none; empty when it gives none at all, as most closures do.
        public var parameterTypes: [String?]

        public init(calledMember: Int?, parameterTypes: [String?] = []) {
            self.calledMember = calledMember
            self.parameterTypes = parameterTypes
        }
    }

    /// The exact source text, from its first token to its last, comments inside included.
    public var text: String
    public var range: SourceRange
    public var references: [Reference]
    /// The members read with `.name`, in their strings' interpolations too; not `self.name`, which is a reference.
    public var memberAccesses: [MemberAccess]
    /// The closures written in the expression, in the order their `{` appear; see ``MemberAccess/Base``.
    public var closures: [Closure]
    /// Whether the expression is nothing but bare names, number literals, parentheses and the operators
    /// `+ - * / % == != < <= > >= !`: no branch (`?:`, `&&`, `||`, `??`), call, member, subscript, closure or
    /// string. Every evaluation of it then reads the same names in the same order, whatever their values.
    public var isStraightLine: Bool
    /// The highest-numbered shorthand argument the expression reads (the first place it does), if any: a transform
    /// body may read only as many as the transform has inputs.
    public var highestShorthandArgument: ShorthandArgument?
    /// Each `self` the expression writes on its own (`self`, `self.x`, `"\(self)"`, `[weak self]`), not as a member
    /// (`Int.self`): only a computed property's expression has a model to be `self`.
    public var selfUses: [SourceRange]
    /// Each `try`, `throw` and `await` of the expression's own: a transform's body is the body of a closure that
    /// may neither throw nor suspend.
    public var effects: [Effect]

    public init(
        text: String, range: SourceRange, references: [Reference], memberAccesses: [MemberAccess] = [],
        closures: [Closure] = [], isStraightLine: Bool = false, highestShorthandArgument: ShorthandArgument? = nil,
        selfUses: [SourceRange] = [], effects: [Effect] = []
    ) {
        self.text = text
        self.range = range
        self.references = references
        self.memberAccesses = memberAccesses
        self.closures = closures
        self.isStraightLine = isStraightLine
        self.highestShorthandArgument = highestShorthandArgument
        self.selfUses = selfUses
        self.effects = effects
    }
}
