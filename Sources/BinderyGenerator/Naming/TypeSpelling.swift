import BinderyChecker
import BinderySource

/// Spells a spec's types in generated code: as the spec wrote them (`String`, `[User]`), so they mean in Swift what
/// they mean in the spec, with keywords in backticks, and the models of imported specs named with their module
/// (`Core.User`), so a type of the same name elsewhere cannot be taken for them.
struct TypeSpelling {
    /// The module of each model of an imported spec, which generated code names with its module (`Core.User`), so
    /// a type of the same name elsewhere cannot be taken for it. (Not its external classes: see ``Generation``.)
    var importedTypes: [ExactName: String] = [:]

    /// `type` as a parameter's type: `@escaping` before a function type, or a typealias of one (`namesFunction`, as
    /// the spec says with `@escaping Handler`), which a parameter would otherwise take as non-escaping and could not
    /// store. (An optional function type escapes already.)
    func spellParameter(_ type: SwiftType, namesFunction: Bool = false) -> String {
        (type.isFunction || namesFunction ? "@escaping " : "") + spell(type)
    }

    /// A function type's parameter types, between its parentheses. One parameter of `Void` is written `()`, making
    /// `(()) -> T`: Swift warns at `(Void) -> T`, the same type.
    func spellParameterTypes(_ types: [SwiftType]) -> String {
        types == [.tuple([])] ? "()" : types.map(spell).joined(separator: ", ")
    }

    func spell(_ type: SwiftType) -> String {
        switch type {
        case .named(let components):
            // Most types are one plain name (`Int`, `User`): spelled here without building and joining a list.
            if components.count == 1, components[0].genericArguments.isEmpty {
                let name = components[0].name
                if let module = importedTypes[name] { return module + "." + GeneratedNames.escaped(name) }
                return name == "Any" ? name : GeneratedNames.escaped(name)
            }
            return components.enumerated().map { index, component in
                var name = component.name
                if index == 0, components.count == 1, let module = importedTypes[name] {
                    name = module + "." + GeneratedNames.escaped(name)
                } else if index == 0, name != "Any" {
                    // `Any` is the type only bare: in backticks it names a declaration, such as a property `Any`.
                    name = GeneratedNames.escaped(name)
                } else if index > 0, name != "Type", name != "Protocol" {
                    // After a `.`, `Type` and `Protocol` make a metatype; any other keyword names a member type,
                    // which Swift reads as one only in backticks (`` A.`class` ``).
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
            if elements.isEmpty { return "Void" }
            return "("
                + elements.map { element in
                    // A tuple's label needs backticks where a call's does: only `inout`.
                    element.label.map { "\(GeneratedNames.callLabel($0)): \(spell(element.type))" }
                        ?? spell(element.type)
                }
                .joined(separator: ", ") + ")"
        case .function(let parameters, let result, let attributes):
            let prefix = attributes.filter { $0.hasPrefix("@") }.map { $0 + " " }.joined()
            let effects = attributes.filter { !$0.hasPrefix("@") }.map { " " + $0 }.joined()
            // A function returning nothing returns `Void`, as swift-format writes it (see `.tuple` above); `Void` is
            // a name no spec may declare, so it always means the standard library's.
            let output = spell(result)
            return prefix + "(" + spellParameterTypes(parameters) + ")" + effects + " -> " + output
        case .existential(let keyword, let constraint):
            return "\(keyword) \(spell(constraint))"
        }
    }
}
