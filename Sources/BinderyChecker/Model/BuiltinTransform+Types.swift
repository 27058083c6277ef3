import BinderySource

/// What a built-in transform takes and gives, as the checker flows a rule's value through it.
extension BuiltinTransform {
    /// Whether a rule may pass it a value of `type`. The checker's rule, and what an editor ranks transforms by.
    public func takes(_ type: SwiftType) -> Bool {
        switch self {
        // By name: `== .named("Bool")` made (and freed) a type to compare with on every application.
        case .not: type.simpleName?.isSameName(as: "Bool") == true
        case .string: true
        case .isNil: type.isOptional
        case .isEmpty: Self.isCollection(type)
        case .trimmed, .lowercased, .uppercased: type.simpleName?.isSameName(as: "String") == true
        }
    }

    /// The type of what it gives.
    public var output: SwiftType {
        switch self {
        case .string, .trimmed, .lowercased, .uppercased: .named("String")
        case .not, .isNil, .isEmpty: .named("Bool")
        }
    }

    private static func isCollection(_ type: SwiftType) -> Bool {
        switch type {
        case .array, .dictionary: return true
        case .named(let components):
            guard let last = components.last else { return false }
            return ["String", "Set", "Substring"].contains(last.name)
        default: return false
        }
    }
}
