import BinderySource
import BinderySyntax

extension CheckRun {
    /// The types `file` names that Bindery does not declare itself (`Date`, a user's enum, a misspelling), each
    /// verbatim where the spec first writes it. Only Swift can tell whether they exist; the generated code names
    /// each one first at its spec line and column, so a type that does not exist is reported in the spec.
    func swiftTypeReferences(in file: SourceFileSyntax) -> [EmbeddedExpression] {
        var references: [EmbeddedExpression] = []
        var seen: Set<ExactName> = []
        func unknownNames(in type: TypeSyntax) -> [String] {
            var names: [String] = []
            type.visitNamedTypes { components, range in
                if isKnownTypeName(components[0].name.name) { return true }
                names.append(sources.text(range))
                return false
            }
            return names
        }
        func collect(_ type: TypeSyntax) {
            // A `Set`'s element or a dictionary's key of the user's must be Hashable, which only Swift can tell:
            // asked as a dictionary key where the spec writes it, the key's own `[` one column before it (Swift
            // reports a missing conformance at the bracket, a missing type at the type). The types it names need no
            // alias of their own there: Swift would report a misspelling twice.
            for (key, _) in type.hashedTypes {
                let names = unknownNames(in: key)
                guard !names.isEmpty else { continue }
                var location = location(key.range)
                location.column = max(1, location.column - 1)
                let reference = EmbeddedExpression(
                    text: "[\(sources.text(key.range)): Swift.Never]", range: key.range, location: location)
                if seen.insert(reference.text).inserted { references.append(reference) }
                seen.formUnion(names.map(ExactName.init))
            }
            type.visitNamedTypes { components, range in
                if isKnownTypeName(components[0].name.name) { return true }
                let reference = EmbeddedExpression(text: sources.text(range), range: range, location: location(range))
                if seen.insert(reference.text).inserted { references.append(reference) }
                return false
            }
        }
        for declaration in file.declarations {
            switch declaration {
            case .model(let decl):
                // An external class's conformances are required at their spec columns by its check function; the
                // class itself is named first at its declaration, so a class Swift cannot find is reported there.
                if decl.externalRange == nil {
                    decl.conformances.forEach(collect)
                } else if seen.insert(decl.name.name).inserted {
                    // Spelt as generated code spells it: a class named `default` is `` `default` `` in Swift.
                    let range = decl.name.range
                    references.append(
                        EmbeddedExpression(
                            text: GeneratedNames.escaped(decl.name.name), range: range, location: location(range)))
                }
                for member in decl.members { collect(member.type) }
            case .transform(let decl):
                decl.inputs.forEach(collect)
                collect(decl.output)
            case .binding(let decl):
                for parameter in decl.parameters { collect(parameter.type) }
            case .import, .options:
                break
            }
        }
        return references
    }

    /// Whether the checker knows what `name` is: a model or external class (declared here or imported), or a type
    /// or protocol of the standard library that generated code already names.
    private func isKnownTypeName(_ name: String) -> Bool {
        models[name] != nil || modelSyntax[name] != nil || GeneratedNames.standardTypeNames.containsExactly(name)
            || Self.standardProtocolsAndSpecialTypes.containsExactly(name)
    }

    private static let standardProtocolsAndSpecialTypes: Set<String> = [
        "Swift", "Any", "AnyObject", "Never", "Void", "Equatable", "Hashable", "Codable", "Encodable", "Decodable",
        "Identifiable", "Sendable", "Comparable", "Observable", "BindingOwner", "CustomStringConvertible",
    ]
}
