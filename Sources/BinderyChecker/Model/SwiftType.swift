import BinderySource

/// A Swift type a spec can write, normalised so that two spellings of one type compare equal:
/// `Optional<T>` is `T?`, `Array<T>` is `[T]`, `Dictionary<K, V>` is `[K: V]`, spacing is ignored.
public indirect enum SwiftType: Hashable, Sendable, CustomStringConvertible {
    /// `Foo.Bar<T>`, one component a dot.
    case named([Component])
    case optional(SwiftType)
    case array(SwiftType)
    case dictionary(key: SwiftType, value: SwiftType)
    /// `(A, b: B)`; the empty tuple is `()`.
    case tuple([TupleElement])
    /// `(A) async throws -> B`, attributes (`@Sendable`) and effects kept as written.
    case function(parameters: [SwiftType], result: SwiftType, attributes: [String])
    /// `any P`, `some P`.
    case existential(keyword: String, SwiftType)

    public struct Component: Hashable, Sendable {
        public var name: String
        public var genericArguments: [SwiftType]

        public init(_ name: String, _ genericArguments: [SwiftType] = []) {
            self.name = name
            self.genericArguments = genericArguments
        }

        // Names compare as Swift compares them, scalar by scalar (see ``ExactName``).
        public static func == (lhs: Component, rhs: Component) -> Bool {
            lhs.name.isSameName(as: rhs.name) && lhs.genericArguments == rhs.genericArguments
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(ExactName(name))
            hasher.combine(genericArguments)
        }
    }

    public struct TupleElement: Hashable, Sendable {
        public var label: String?
        public var type: SwiftType

        public init(label: String?, type: SwiftType) {
            self.label = label
            self.type = type
        }

        public static func == (lhs: TupleElement, rhs: TupleElement) -> Bool {
            lhs.label.map(ExactName.init) == rhs.label.map(ExactName.init) && lhs.type == rhs.type
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(label.map(ExactName.init))
            hasher.combine(type)
        }
    }

    /// A plain named type such as `String` or `Int64`.
    public static func named(_ name: String) -> SwiftType {
        .named([Component(name)])
    }

    public var isOptional: Bool {
        if case .optional = self { true } else { false }
    }

    /// The type without one level of optional-ness; the type itself when it is not optional.
    public var unwrapped: SwiftType {
        if case .optional(let wrapped) = self { wrapped } else { self }
    }

    /// `T?`, without stacking: the optional of an optional type is itself.
    public var optional: SwiftType {
        isOptional ? self : .optional(self)
    }

    /// Whether it is `Void`, `()`, or an optional of it (`Void?`): a type with one value, which holds nothing.
    public var isVoid: Bool {
        switch self {
        case .tuple(let elements): elements.isEmpty
        case .optional(let wrapped): wrapped.isVoid
        default: false
        }
    }

    /// Whether no value of it exists: `Never`, or a tuple with an element of such a type. Swift rejects or warns about
    /// generated code that holds, returns or passes one (a getter that must return it, code after a call that gives
    /// it). An optional, array or dictionary of it has a value (`nil`, empty).
    public var isUninhabited: Bool {
        switch self {
        case .named(let components):
            components.count == 1 && components[0].name == "Never" && components[0].genericArguments.isEmpty
        case .tuple(let elements): elements.contains { $0.type.isUninhabited }
        default: false
        }
    }

    /// Whether a rule has nothing to copy in it: `Void` (`Void?` too) holds nothing, and an optional of an uninhabited
    /// type (`Never?`) only `nil`, which Swift warns about where generated code infers it.
    public var holdsNoValue: Bool {
        isVoid || (isOptional && unwrapped.isUninhabited)
    }

    /// Whether it is a closure type, `(A) -> B`.
    public var isFunction: Bool {
        if case .function = self { true } else { false }
    }

    /// The element type of an array, nil for any other type.
    public var arrayElement: SwiftType? {
        if case .array(let element) = self { element } else { nil }
    }

    /// The name of a single-component type without generic arguments (`User`), nil otherwise.
    public var simpleName: String? {
        if case .named(let components) = self, components.count == 1, components[0].genericArguments.isEmpty {
            components[0].name
        } else {
            nil
        }
    }

    /// Whether it is one of the standard library's scalar types (`Int`, `Double`, `Bool`, `String` …), whose
    /// operators read nothing but their operands.
    public var isStandardScalar: Bool {
        simpleName.map(Self.standardScalarNames.contains) ?? false
    }

    private static let standardScalarNames: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "Bool", "String",
    ]

    public var description: String {
        switch self {
        case .named(let components):
            return components.map { component in
                component.genericArguments.isEmpty
                    ? component.name
                    : component.name + "<" + component.genericArguments.map(\.description).joined(separator: ", ")
                        + ">"
            }.joined(separator: ".")
        case .optional(let wrapped):
            return wrapped.needsParenthesesBeforeSuffix ? "(\(wrapped))?" : "\(wrapped)?"
        case .array(let element):
            return "[\(element)]"
        case .dictionary(let key, let value):
            return "[\(key): \(value)]"
        case .tuple(let elements):
            // The empty tuple by the name Swift's messages and swift-format give it.
            if elements.isEmpty { return "Void" }
            let inner = elements.map { element in element.label.map { "\($0): \(element.type)" } ?? "\(element.type)" }
            return "(" + inner.joined(separator: ", ") + ")"
        case .function(let parameters, let result, let attributes):
            let prefix = attributes.filter { $0.hasPrefix("@") }.map { $0 + " " }.joined()
            let effects = attributes.filter { !$0.hasPrefix("@") }.map { " " + $0 }.joined()
            return prefix + "(" + parameters.map(\.description).joined(separator: ", ") + ")" + effects + " -> "
                + result.description
        case .existential(let keyword, let constraint):
            return "\(keyword) \(constraint)"
        }
    }

    private var needsParenthesesBeforeSuffix: Bool {
        switch self {
        case .function, .existential: true
        default: false
        }
    }
}

extension SwiftType {
    /// Every simple type name the type mentions (`User` in `[String: User?]`), depth first, without recursion: the
    /// names of values it holds, so not those inside a function type or a metatype.
    public var namedTypes: [String] {
        names(throughFunctions: false)
    }

    /// Every simple type name the type's spelling needs, in a function type's parameters and result and as a
    /// metatype's base (`User` in `((User) -> Void)?` and `User.Type`) too: what a declaration naming the type must
    /// be able to see.
    public var spelledTypes: [String] {
        names(throughFunctions: true)
    }

    private func names(throughFunctions: Bool) -> [String] {
        var names: [String] = []
        forEachNamedType(throughFunctions: throughFunctions) { components in
            if components.count == 1 {
                names.append(components[0].name)
            } else if throughFunctions, components.count == 2, ["Type", "Protocol"].contains(components[1].name) {
                names.append(components[0].name)
            }
        }
        return names
    }

    /// Calls `visit` with the components of each named type the type holds, itself included: in generic arguments,
    /// optionals, arrays, dictionaries and tuples, and in a function type's parameters and result when
    /// `throughFunctions`. Not inside an existential's constraint (`any P`), which holds no value of `P`'s types.
    func forEachNamedType(throughFunctions: Bool, _ visit: ([Component]) -> Void) {
        var pending: [SwiftType] = [self]
        while let type = pending.popLast() {
            switch type {
            case .named(let components):
                visit(components)
                for component in components { pending.append(contentsOf: component.genericArguments) }
            case .optional(let wrapped), .array(let wrapped):
                pending.append(wrapped)
            case .dictionary(let key, let value):
                pending.append(key)
                pending.append(value)
            case .tuple(let elements):
                pending.append(contentsOf: elements.map(\.type))
            case .function(let parameters, let result, _):
                if throughFunctions { pending.append(contentsOf: parameters + [result]) }
            case .existential:
                break
            }
        }
    }
}
