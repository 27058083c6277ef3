extension SwiftType {
    /// The standard library's types that are `Equatable` wherever they are used: a spec cannot declare a model of
    /// one of these names (see `GeneratedNames.standardTypeNames`).
    private static let equatableStandardTypes: Set<String> = [
        "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
        "Float", "String", "Substring", "Character",
    ]

    /// Whether the type is `Equatable` whatever else the module declares: one of the standard library's numbers,
    /// `Bool`, `String` or `Character`, or an optional, array, set or dictionary of such types. A type the spec
    /// cannot tell about (a model, an enum of the user's, a Foundation type) is not known to be: generated code
    /// then leaves the question to Swift's overload resolution.
    public var isKnownEquatable: Bool {
        switch self {
        case .named(let components):
            var components = components[...]
            if components.count == 2, components.first?.name == "Swift", components.first?.genericArguments == [] {
                components = components.dropFirst()
            }
            guard components.count == 1, let type = components.first else { return false }
            let arguments = type.genericArguments
            switch type.name {
            case "Optional", "Array", "Set": return arguments.count == 1 && arguments[0].isKnownEquatable
            case "Dictionary": return arguments.count == 2 && arguments.allSatisfy(\.isKnownEquatable)
            default: return arguments.isEmpty && Self.equatableStandardTypes.contains(type.name)
            }
        case .optional(let wrapped), .array(let wrapped):
            return wrapped.isKnownEquatable
        case .dictionary(let key, let value):
            return key.isKnownEquatable && value.isKnownEquatable
        case .tuple, .function, .existential:
            return false
        }
    }
}
