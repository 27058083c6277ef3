import BinderySource

/// A Swift type as written in a spec: `String`, `Foo.Bar<T>`, `User?`, `[String]`, `[K: V]`, `(Int, String)`.
public indirect enum TypeSyntax: Hashable, Sendable, CustomStringConvertible {
    /// `Foo.Bar<T>`: one component a dot, each with its generic arguments.
    case named([NameComponent], range: SourceRange)
    /// `T?`
    case optional(TypeSyntax, range: SourceRange)
    /// `T!`
    case implicitlyUnwrapped(TypeSyntax, range: SourceRange)
    /// `[T]`
    case array(TypeSyntax, range: SourceRange)
    /// `[K: V]`
    case dictionary(key: TypeSyntax, value: TypeSyntax, range: SourceRange)
    /// `(A, b: B)`; `()` is the empty tuple.
    case tuple([TupleElement], range: SourceRange)
    /// `(A, B) -> C`, with `async`/`throws` and `@Sendable`/`@escaping` kept as written in `attributes`, and each
    /// parameter's names as written (`(_ name: A) -> C`): they document it, and mean nothing to Swift.
    case function(parameters: [TupleElement], result: TypeSyntax, attributes: [String], range: SourceRange)
    /// `any P`, `some P`
    case existential(keyword: String, TypeSyntax, range: SourceRange)

    public struct NameComponent: Hashable, Sendable {
        public var name: Identifier
        public var genericArguments: [TypeSyntax]

        public init(name: Identifier, genericArguments: [TypeSyntax] = []) {
            self.name = name
            self.genericArguments = genericArguments
        }
    }

    public struct TupleElement: Hashable, Sendable {
        /// `a` in `(a: A)`; in a function type's parameter list, the parameter's name, `name` in `(_ name: A)`.
        public var label: Identifier?
        /// `_` in a function type's `(_ name: A)`: the argument label written before the parameter's name.
        public var argumentLabel: Identifier?
        public var type: TypeSyntax

        public init(label: Identifier?, argumentLabel: Identifier? = nil, type: TypeSyntax) {
            self.label = label
            self.argumentLabel = argumentLabel
            self.type = type
        }

        /// The element as written, its type spelled by `spell` and each name by `name`: `_ name: A`, `a: A`, `A`.
        func spelled(naming name: (Identifier) -> String, type spell: (TypeSyntax) -> String) -> String {
            let names = [argumentLabel, label].compactMap { $0.map(name) }
            return names.isEmpty ? spell(type) : names.joined(separator: " ") + ": " + spell(type)
        }
    }

    public var range: SourceRange {
        switch self {
        case .named(_, let range), .optional(_, let range), .implicitlyUnwrapped(_, let range),
            .array(_, let range), .dictionary(_, _, let range), .tuple(_, let range),
            .function(_, _, _, let range), .existential(_, _, let range):
            range
        }
    }

    /// The type in Swift's canonical spelling, without spacing choices: `[String: Int]?`.
    public var description: String {
        spelled { $0.name }
    }

    /// The type in Swift's canonical spelling, each name and tuple label as `name` spells it: `bindery format` passes
    /// the text as written, so a backticked name stays escaped.
    public func spelled(naming name: (Identifier) -> String) -> String {
        func spelled(_ type: TypeSyntax) -> String { type.spelled(naming: name) }
        switch self {
        case .named(let components, _):
            return components.map { component in
                component.genericArguments.isEmpty
                    ? name(component.name)
                    : name(component.name) + "<" + component.genericArguments.map(spelled).joined(separator: ", ")
                        + ">"
            }.joined(separator: ".")
        case .optional(let wrapped, _):
            return wrapped.needsParenthesesBeforeSuffix ? "(\(spelled(wrapped)))?" : "\(spelled(wrapped))?"
        case .implicitlyUnwrapped(let wrapped, _):
            return wrapped.needsParenthesesBeforeSuffix ? "(\(spelled(wrapped)))!" : "\(spelled(wrapped))!"
        case .array(let element, _):
            return "[\(spelled(element))]"
        case .dictionary(let key, let value, _):
            return "[\(spelled(key)): \(spelled(value))]"
        case .tuple(let elements, _):
            return "(" + elements.map { $0.spelled(naming: name, type: spelled) }.joined(separator: ", ") + ")"
        case .function(let parameters, let result, let attributes, _):
            let prefix = attributes.filter { $0.hasPrefix("@") }.map { $0 + " " }.joined()
            let effects = attributes.filter { !$0.hasPrefix("@") }.map { " " + $0 }.joined()
            return prefix + "(" + parameters.map { $0.spelled(naming: name, type: spelled) }.joined(separator: ", ")
                + ")" + effects + " -> "
                + spelled(result)
        case .existential(let keyword, let constraint, _):
            return "\(keyword) \(spelled(constraint))"
        }
    }

    private var needsParenthesesBeforeSuffix: Bool {
        switch self {
        case .function, .existential: true
        default: false
        }
    }
}
