import BinderySource
import BinderySyntax

/// A property named for a standard protocol's requirement satisfies it only with the requirement's very type. With
/// another (`let errorDescription: String` for `LocalizedError`'s `String?`), Swift takes the protocol's default
/// without a word, so the error describes itself generically at run time; where there is no default
/// (`CustomStringConvertible`'s `description`), the generated class does not conform, reported inside the generated
/// code. Reported here, at the property's type, when the checker can tell: a type of the user's may be an alias of
/// the requirement's, and is left to Swift.
extension CheckRun {
    /// The requirements a spec property can satisfy of protocol `name`: each name with its type, and whether the
    /// protocol has a default that Swift uses in its place. Made on each call, for the few models that conform to
    /// one, rather than kept in a static table: a `SwiftType` holds its cases' boxes by pointers with the enum's tag in
    /// their spare bits, which LeakSanitizer cannot see as pointers, so it reported the table as leaked.
    private static func requirementTypes(of name: String) -> (defaulted: Bool, types: [String: SwiftType])? {
        let string = SwiftType.named("String")
        switch name {
        case "CustomStringConvertible": return (false, ["description": string])
        case "CustomDebugStringConvertible": return (false, ["debugDescription": string])
        case "LocalizedError":
            return (
                true,
                [
                    "errorDescription": .optional(string), "failureReason": .optional(string),
                    "recoverySuggestion": .optional(string), "helpAnswer": .optional(string),
                ]
            )
        case "CustomNSError":
            return (
                true, ["errorCode": .named("Int"), "errorUserInfo": .dictionary(key: string, value: .named("Any"))]
            )
        default: return nil
        }
    }

    /// The standard library's types that no alias can stand for: one of them where another is required differs.
    private static let standardTypeNames: FixedNameSet = [
        "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
        "Float", "String", "Substring", "Character", "Array", "Dictionary", "Set", "Optional", "Result", "Any",
        "AnyObject", "Never", "Void",
    ]

    mutating func checkRequirementTypes(of decl: ModelDecl, _ model: Model) {
        // Cheap facts first: most models pass through no such protocol.
        guard !decl.conformances.isEmpty else { return }
        for conformance in decl.conformances {
            guard let name = SwiftType(conformance).simpleName, let requirements = Self.requirementTypes(of: name)
            else { continue }
            for index in decl.members.indices {
                let member = decl.members[index]
                guard let required = requirements.types.first(where: { member.name.name.isSameName(as: $0.key) }),
                    differs(SwiftType(member.type), from: required.value)
                else { continue }
                let outcome =
                    requirements.defaulted
                    ? "so Swift would silently use the default of '\(name)' instead"
                    : "so the model would not conform, which Swift reports inside the generated code"
                diagnostics.error(
                    .requirementTypeMismatch,
                    "'\(required.key)' of model '\(model.name)' has the type '\(SwiftType(member.type))', but "
                        + "'\(name)' requires '\(required.value)', \(outcome); give it the type '\(required.value)'",
                    at: member.type.range,
                    notes: [.init("'\(model.name)' conforms to '\(name)' here", at: conformance.range)])
            }
        }
    }

    /// Whether `written` is certainly not `required`: another shape, a model or external class, or another of the
    /// standard library's types. A name the checker does not know may be an alias of `required`.
    private func differs(_ written: SwiftType, from required: SwiftType) -> Bool {
        switch (written, required) {
        case (.tuple(let elements), _) where elements.count == 1 && elements[0].label == nil:
            // `(String)` is `String` in parentheses.
            return differs(elements[0].type, from: required)
        case (.named(let components), _):
            if written == required { return false }
            guard components.count == 1 else { return false }
            let name = components[0].name
            return models[name] != nil || Self.standardTypeNames.contains(name)
        case (.optional(let inner), .optional(let requiredInner)), (.array(let inner), .array(let requiredInner)):
            return differs(inner, from: requiredInner)
        case (.dictionary(let key, let value), .dictionary(let requiredKey, let requiredValue)):
            return differs(key, from: requiredKey) || differs(value, from: requiredValue)
        case (.optional, _), (.array, _), (.dictionary, _), (.tuple, _), (.function, _), (.existential, _):
            return written != required
        }
    }
}
