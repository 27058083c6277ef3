extension SwiftType {
    /// Whether Swift passes a value of this type as `any P` of a standard protocol `constraint` (`[Int]` as
    /// `any Collection`, `any Collection<Int>` or `any Hashable`): the standard library's types, whose names no spec
    /// may declare, with the standard protocols they conform to, conditional ones when what they hold conforms. Anything
    /// else (a model, a type of the user's, a protocol of the user's) is not known to conform: a transform taking
    /// `any P` then takes only a value of that type. The tables hold only conformances every platform's library
    /// declares: one missing rejects a valid spec at the spec, one too many would accept a spec Swift rejects.
    /// `declares(type, constraint)` answers for a named type the tables do not hold (a model the spec declares
    /// `Hashable`), which makes `[User]` conform as `User` does.
    func conformsToStandardProtocol(
        _ constraint: SwiftType, declares: (SwiftType, SwiftType) -> Bool = { _, _ in false }
    ) -> Bool {
        guard let (name, arguments) = Self.standardProtocol(constraint) else { return false }
        if !arguments.isEmpty {
            // A primary associated type: only the sequences' `Element` is known.
            guard arguments.count == 1, Self.elementProtocols.contains(name), let element = sequenceElement
            else { return false }
            return element == arguments[0] && conformsToStandardProtocol(.named(name), declares: declares)
        }
        switch self {
        case .named(let components):
            guard let type = Self.standardComponent(components) else { return declares(self, constraint) }
            let held = type.genericArguments
            if held.isEmpty, let conformances = Self.scalarConformances[type.name] {
                return conformances.contains(name)
            }
            guard type.name == "Set", held.count == 1 else { return declares(self, constraint) }
            return Self.setConformances.contains(name)
                || (Self.heldConditionally.contains(name)
                    && held[0].conformsToStandardProtocol(constraint, declares: declares))
        case .array(let element):
            return Self.arrayConformances.contains(name)
                || (Self.heldConditionally.contains(name)
                    && element.conformsToStandardProtocol(constraint, declares: declares))
        case .dictionary(let key, let value):
            if Self.dictionaryConformances.contains(name) { return true }
            // Equatable and Hashable ask only the values (the keys are Hashable); Sendable and coding, both.
            guard Self.heldConditionally.contains(name) else { return false }
            let asksKeys = !["Equatable", "Hashable"].contains(name)
            return value.conformsToStandardProtocol(constraint, declares: declares)
                && (!asksKeys || key.conformsToStandardProtocol(constraint, declares: declares))
        case .optional(let wrapped):
            return Self.heldConditionally.contains(name)
                && wrapped.conformsToStandardProtocol(constraint, declares: declares)
        case .tuple, .function, .existential:
            return false
        }
    }

    /// The element of a standard sequence type: `[Int]`'s `Int`, `String`'s `Character`, a dictionary's
    /// `(key: K, value: V)`.
    private var sequenceElement: SwiftType? {
        switch self {
        case .array(let element): return element
        case .dictionary(let key, let value):
            return .tuple([.init(label: "key", type: key), .init(label: "value", type: value)])
        case .named(let components):
            guard let type = Self.standardComponent(components) else { return nil }
            if type.name == "Set", type.genericArguments.count == 1 { return type.genericArguments[0] }
            if ["String", "Substring"].contains(type.name), type.genericArguments.isEmpty {
                return .named("Character")
            }
            return nil
        default: return nil
        }
    }

    /// The protocol `constraint` names, without `Swift.`, and its generic arguments.
    static func standardProtocol(_ constraint: SwiftType) -> (String, [SwiftType])? {
        guard case .named(let components) = constraint, let type = standardComponent(components) else { return nil }
        return (type.name, type.genericArguments)
    }

    /// The one component of a name, written bare or after `Swift.`.
    private static func standardComponent(_ components: [Component]) -> Component? {
        if components.count == 1 { return components[0] }
        guard components.count == 2, components[0].name == "Swift", components[0].genericArguments.isEmpty else {
            return nil
        }
        return components[1]
    }

    /// The protocols whose primary associated type is the element.
    private static let elementProtocols: FixedNameSet = [
        "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
        "RangeReplaceableCollection", "SetAlgebra",
    ]

    /// The protocols an array, a set, a dictionary or an optional conforms to when what it holds does.
    private static let heldConditionally: FixedNameSet = [
        "Equatable", "Hashable", "Sendable", "Encodable", "Decodable", "Codable",
    ]

    /// A conformance table: `declared` with every standard protocol they refine.
    private static func conformances(_ declared: Set<String>) -> FixedNameSet {
        FixedNameSet(standardProtocols(impliedBy: declared))
    }

    private static let arrayConformances = conformances([
        "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection", "CustomStringConvertible",
        "CustomDebugStringConvertible", "ExpressibleByArrayLiteral",
    ])

    private static let setConformances = conformances([
        "Collection", "SetAlgebra", "Hashable", "CustomStringConvertible", "CustomDebugStringConvertible",
    ])

    private static let dictionaryConformances = conformances([
        "Collection", "CustomStringConvertible", "CustomDebugStringConvertible", "ExpressibleByDictionaryLiteral",
    ])

    private static let valueConformances: Set<String> = ["Hashable", "Sendable", "CustomStringConvertible"]

    private static let integerConformances = valueConformances.union(["Codable", "FixedWidthInteger"])

    private static let floatConformances = valueConformances.union([
        "Codable", "BinaryFloatingPoint", "LosslessStringConvertible", "CustomDebugStringConvertible",
        "TextOutputStreamable",
    ])

    private static let textConformances = valueConformances.union([
        "StringProtocol", "CustomDebugStringConvertible", "RangeReplaceableCollection",
    ])

    /// The standard protocols each type that holds no other conforms to.
    private static let scalarConformances: [String: FixedNameSet] = {
        let signed = integerConformances.union(["SignedInteger"])
        let unsigned = integerConformances.union(["UnsignedInteger"])
        var table: [String: Set<String>] = [
            "Bool": valueConformances.union(["Codable", "LosslessStringConvertible", "ExpressibleByBooleanLiteral"]),
            "Double": floatConformances, "Float": floatConformances,
            "String": textConformances.union(["Codable"]),
            "Substring": textConformances,
            "Character": valueConformances.union([
                "Comparable", "CustomDebugStringConvertible", "LosslessStringConvertible", "TextOutputStreamable",
            ]),
        ]
        for name in ["Int", "Int8", "Int16", "Int32", "Int64"] { table[name] = signed }
        for name in ["UInt", "UInt8", "UInt16", "UInt32", "UInt64"] { table[name] = unsigned }
        return table.mapValues(conformances)
    }()

    /// Foundation's types with the standard protocols every platform's Foundation declares for them. Not in the
    /// table above: a spec may declare a model or external class of one of these names, which is then what the name
    /// means (see ``CheckRun/fitsAsDeclaredConformance(_:into:)``).
    static func foundationType(_ name: String, conformsTo constraint: SwiftType) -> Bool {
        guard let (protocolName, arguments) = standardProtocol(constraint), arguments.isEmpty,
            let conformances = foundationConformances[name]
        else { return false }
        return conformances.contains(protocolName)
    }

    /// Whether `name` is one of Foundation's types the tables above know (`Date`), which is no function type.
    static func isKnownFoundationType(_ name: String) -> Bool {
        foundationConformances[name] != nil
    }

    private static let foundationConformances: [String: FixedNameSet] = [
        "UUID": valueConformances.union(["Codable"]),
        "Date": valueConformances.union(["Codable", "Comparable"]),
        "URL": valueConformances.union(["Codable"]),
        "Data": valueConformances.union([
            "Codable", "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection",
        ]),
    ].mapValues(conformances)
}
