import BinderySource

/// `import Foundation`, copied into the generated file.
public struct ImportDecl: Hashable, Sendable {
    /// Attributes written before `import`, such as `@preconcurrency`.
    public var attributes: [AttributeSyntax]
    /// The access level written before `import` (`public`, `package`, `internal`, `fileprivate`, `private`), as in
    /// Swift 6, or nil.
    public var access: Identifier?
    /// The module path, `Foundation` or `Foo.Bar`.
    public var path: [Identifier]
    public var range: SourceRange

    public init(attributes: [AttributeSyntax] = [], access: Identifier? = nil, path: [Identifier], range: SourceRange) {
        self.attributes = attributes
        self.access = access
        self.path = path
        self.range = range
    }
}

/// `options { key: value ... }`. The parser accepts any key and value; the checker judges them.
public struct OptionsDecl: Hashable, Sendable {
    public struct Entry: Hashable, Sendable {
        public var key: Identifier
        /// The value's token text (`public`, `MainActor`, `true`) and range.
        public var value: Identifier

        public init(key: Identifier, value: Identifier) {
            self.key = key
            self.value = value
        }
    }

    public var entries: [Entry]
    public var range: SourceRange

    public init(entries: [Entry], range: SourceRange) {
        self.entries = entries
        self.range = range
    }
}

/// `model Name: Conformance, ... { members }`.
public struct ModelDecl: Hashable, Sendable {
    public var doc: DocComment?
    public var attributes: [AttributeSyntax]
    public var name: Identifier
    public var conformances: [TypeSyntax]
    /// The attributes written before each conformance (`@unchecked` of `@unchecked Sendable`), one list per entry
    /// of ``conformances``.
    public var conformanceAttributes: [[AttributeSyntax]]
    public var members: [MemberDecl]
    /// Where `external` is, for an `external class`: a Swift class declared elsewhere, which the spec only
    /// describes. Nil for a model.
    public var externalRange: SourceRange?
    public var range: SourceRange

    public init(
        doc: DocComment?,
        attributes: [AttributeSyntax],
        name: Identifier,
        conformances: [TypeSyntax],
        conformanceAttributes: [[AttributeSyntax]] = [],
        members: [MemberDecl],
        externalRange: SourceRange? = nil,
        range: SourceRange
    ) {
        self.doc = doc
        self.attributes = attributes
        self.externalRange = externalRange
        self.name = name
        self.conformances = conformances
        self.conformanceAttributes =
            conformanceAttributes.count == conformances.count
            ? conformanceAttributes : Array(repeating: [], count: conformances.count)
        self.members = members
        self.range = range
    }
}

/// `var name: Type = default`, `let name: Type`, `computed name: Type = expression`.
public struct MemberDecl: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case `var`
        case `let`
        case computed
    }

    public var doc: DocComment?
    public var kind: Kind
    /// The range of the `var`, `let` or `computed` keyword.
    public var kindRange: SourceRange
    public var name: Identifier
    public var type: TypeSyntax
    /// `@escaping` before the type's name (`var onTap: @escaping Handler`): the user's word that the name is a
    /// typealias of a function type, which the spec cannot see and the initializer must take `@escaping`.
    public var escaping: SourceRange?
    /// The default value, or for `computed` the expression.
    public var value: ExpressionSyntax?
    public var range: SourceRange

    public init(
        doc: DocComment?,
        kind: Kind,
        kindRange: SourceRange,
        name: Identifier,
        type: TypeSyntax,
        escaping: SourceRange? = nil,
        value: ExpressionSyntax?,
        range: SourceRange
    ) {
        self.doc = doc
        self.kind = kind
        self.kindRange = kindRange
        self.name = name
        self.type = type
        self.escaping = escaping
        self.value = value
        self.range = range
    }

    /// The type as the spec writes it after the `:`, with its `@escaping`, each type spelled by `spell`.
    public func writtenType(spelling spell: (TypeSyntax) -> String) -> String {
        (escaping == nil ? "" : "@escaping ") + spell(type)
    }
}

/// `transform name(T1, T2) -> R = expr`, `transform name(T) <-> R { forward: … backward: … }`,
/// or `transform name(T) -> R external`.
public struct TransformDecl: Hashable, Sendable {
    public enum Body: Hashable, Sendable {
        case expression(ExpressionSyntax)
        case reversible(forward: ExpressionSyntax, backward: ExpressionSyntax)
        case external(SourceRange)

        /// The Swift written in the body: one expression, a reversible transform's two halves, or none.
        public var expressions: [ExpressionSyntax] {
            switch self {
            case .expression(let expression): [expression]
            case .reversible(let forward, let backward): [forward, backward]
            case .external: []
            }
        }
    }

    public var doc: DocComment?
    public var name: Identifier
    public var inputs: [TypeSyntax]
    public var output: TypeSyntax
    /// Whether the arrow is `<->`. The parser takes any arrow with any body; the checker says which pairs fit.
    public var isReversibleArrow: Bool
    public var arrowRange: SourceRange
    public var body: Body
    public var range: SourceRange

    public init(
        doc: DocComment?,
        name: Identifier,
        inputs: [TypeSyntax],
        output: TypeSyntax,
        isReversibleArrow: Bool,
        arrowRange: SourceRange,
        body: Body,
        range: SourceRange
    ) {
        self.doc = doc
        self.name = name
        self.inputs = inputs
        self.output = output
        self.isReversibleArrow = isReversibleArrow
        self.arrowRange = arrowRange
        self.body = body
        self.range = range
    }
}

/// `binding Name(param: Model, ...) { rules }`.
public struct BindingDecl: Hashable, Sendable {
    public struct Parameter: Hashable, Sendable {
        public var name: Identifier
        public var type: TypeSyntax
        public var range: SourceRange

        public init(name: Identifier, type: TypeSyntax, range: SourceRange) {
            self.name = name
            self.type = type
            self.range = range
        }
    }

    public var doc: DocComment?
    public var attributes: [AttributeSyntax]
    public var name: Identifier
    public var parameters: [Parameter]
    public var rules: [RuleSyntax]
    public var range: SourceRange

    public init(
        doc: DocComment?,
        attributes: [AttributeSyntax],
        name: Identifier,
        parameters: [Parameter],
        rules: [RuleSyntax],
        range: SourceRange
    ) {
        self.doc = doc
        self.attributes = attributes
        self.name = name
        self.parameters = parameters
        self.rules = rules
        self.range = range
    }
}
