import BinderySource

/// A transform a rule can name: declared in a spec, or built in.
public struct Transform: Hashable, Sendable {
    public enum Body: Hashable, Sendable {
        /// `= expression`, over `$0`, `$1` …
        case expression(EmbeddedExpression)
        /// `{ forward: … backward: … }`
        case reversible(forward: EmbeddedExpression, backward: EmbeddedExpression)
        /// Implemented by the user in `extension BinderyTransforms`.
        case external
        /// One of SPEC's built-ins, implemented by the runtime.
        case builtin(BuiltinTransform)
    }

    public var name: String
    public var doc: String?
    /// The input types; a built-in that takes any type (`string`, `isNil`, `isEmpty`) lists the type of the
    /// rule that uses it, as resolved per use in ``TransformStep``.
    public var inputs: [SwiftType]
    public var output: SwiftType
    public var body: Body
    /// The access level of the file that declares it (`internal` for built-ins).
    public var access: AccessLevel
    /// Where it is declared; nil for built-ins.
    public var range: SourceRange?
    /// Where its name is, in its declaration; nil for built-ins.
    public var nameRange: SourceRange?
    /// Where its function runs, decided once by the checker from the types it names and the bindings that apply it:
    /// `.mainActor` when its inputs or output name a `@MainActor` model or external class (so it may read their
    /// members and make one) and no nonisolated binding applies it; `.nonisolated` otherwise, and for a public
    /// external one another module's nonisolated binding may apply; nil for an external transform that needs neither,
    /// implemented in its target's default isolation, and for built-ins.
    public var isolation: Isolation?

    public init(
        name: String,
        doc: String?,
        inputs: [SwiftType],
        output: SwiftType,
        body: Body,
        access: AccessLevel,
        range: SourceRange?,
        nameRange: SourceRange? = nil
    ) {
        self.name = name
        self.doc = doc
        self.inputs = inputs
        self.output = output
        self.body = body
        self.access = access
        self.range = range
        self.nameRange = nameRange
    }

    /// Whether two-way rules may use it: reversible bodies, and the built-in `not`.
    public var isReversible: Bool {
        switch body {
        case .reversible: true
        case .builtin(let builtin): builtin.isReversible
        case .expression, .external: false
        }
    }
}

/// SPEC's transforms that need no declaration. A declared transform with the same name wins.
public enum BuiltinTransform: String, Hashable, Sendable, CaseIterable {
    /// Bool → Bool, reversible.
    case not
    /// Any → String, via `String(describing:)`.
    case string
    /// T? → Bool.
    case isNil
    /// Collection or String → Bool.
    case isEmpty
    /// String → String.
    case trimmed
    case lowercased
    case uppercased

    public var isReversible: Bool { self == .not }
}
