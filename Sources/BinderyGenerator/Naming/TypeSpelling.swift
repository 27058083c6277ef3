import BinderyChecker

/// Spells a spec's types in generated code: standard library names qualified (`Swift.String`), so a user type
/// or a type of another imported module with the same name cannot change what the generated code means.
struct TypeSpelling {
    /// Names of the standard library a spec is likely to use; a model of the module with one of these names
    /// wins, as it does in the spec.
    static let standardLibraryNames: Set<String> = [
        "Bool", "Character", "Double", "Float", "Float16", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8",
        "UInt16", "UInt32", "UInt64", "String", "Substring", "Array", "Dictionary", "Set", "Optional", "Result",
        "Never", "Void", "Error", "Equatable", "Hashable", "Comparable", "Identifiable", "Sendable", "Codable",
        "Encodable", "Decodable", "CustomStringConvertible", "Range", "ClosedRange", "Duration",
    ]

    let userTypes: Set<String>
    /// The module of each model and external class of an imported spec, which generated code names with its
    /// module (`Core.User`), so a type of the same name elsewhere cannot be taken for it.
    var importedTypes: [String: String] = [:]

    func spell(_ type: SwiftType) -> String {
        switch type {
        case .named(let components):
            return components.enumerated().map { index, component in
                var name = component.name
                if index == 0, components.count >= 1, Self.standardLibraryNames.contains(name),
                    !userTypes.contains(name)
                {
                    name = "Swift." + name
                } else if index == 0, components.count == 1, let module = importedTypes[name] {
                    name = module + "." + GeneratedNames.escaped(name)
                } else if index == 0 {
                    name = GeneratedNames.escaped(name)
                }
                guard !component.genericArguments.isEmpty else { return name }
                return name + "<" + component.genericArguments.map(spell).joined(separator: ", ") + ">"
            }.joined(separator: ".")
        case .optional(let wrapped):
            let inner = spell(wrapped)
            switch wrapped {
            case .function, .existential: return "(\(inner))?"
            default: return inner + "?"
            }
        case .array(let element):
            return "[\(spell(element))]"
        case .dictionary(let key, let value):
            return "[\(spell(key)): \(spell(value))]"
        case .tuple(let elements):
            return "("
                + elements.map { element in element.label.map { "\($0): \(spell(element.type))" } ?? spell(element.type)
                }
                .joined(separator: ", ") + ")"
        case .function(let parameters, let result, let attributes):
            let prefix = attributes.filter { $0.hasPrefix("@") }.map { $0 + " " }.joined()
            let effects = attributes.filter { !$0.hasPrefix("@") }.map { " " + $0 }.joined()
            return prefix + "(" + parameters.map(spell).joined(separator: ", ") + ")" + effects + " -> " + spell(result)
        case .existential(let keyword, let constraint):
            return "\(keyword) \(spell(constraint))"
        }
    }
}
