import BinderySource
import BinderySyntax

extension CheckRun {
    /// The types `file` names that Bindery does not declare itself (`Date`, a user's enum, a misspelling), each
    /// verbatim where the spec first writes it. Only Swift can tell whether they exist; the generated code names
    /// each one first at its spec line and column, so a type that does not exist is reported in the spec. A type a
    /// generated declaration holds is asked as an array's element (`[Handle]`), its `[` one column before it: Swift
    /// reports there a noncopyable type (`struct Handle: ~Copyable`), which no generated declaration can hold, and a
    /// type that does not exist still at its own column.
    func swiftTypeReferences(in file: SourceFileSyntax) -> [SwiftTypeReference] {
        // The closures below read these, not `self`: capturing the check run copied all of it at every type.
        let sources = sources
        let knownTypes = KnownTypeNames(models: models, modelSyntax: modelSyntax)
        func isKnownTypeName(_ name: String) -> Bool { knownTypes.isKnown(name) }
        func isConcreteTypeName(_ name: String) -> Bool { knownTypes.isConcrete(name) }
        func location(_ range: SourceRange) -> SourceLocation { sources.location(range) }
        var references: [SwiftTypeReference] = []
        var seen: Set<ExactName> = []
        func add(_ written: EmbeddedExpression, as name: String, inInterface: Bool) {
            if seen.insert(ExactName(name)).inserted {
                references.append(SwiftTypeReference(written: written, isInInterface: inInterface))
            }
        }
        /// The protocol at `range`, asked as `any P` with its `any` before it, so Swift reports a type of the user's
        /// that is not a protocol where the spec writes it, and one that does not exist at its own column.
        func addExistential(_ range: SourceRange, inInterface: Bool) {
            let text = sources.text(range)
            var location = location(range)
            location.column = max(1, location.column - "any ".count)
            add(
                EmbeddedExpression(text: "any " + text, range: range, location: location), as: text,
                inInterface: inInterface)
        }
        func unknownNames(in type: TypeSyntax) -> [String] {
            var names: [String] = []
            type.visitNamedTypes { components, range in
                if isKnownTypeName(components[0].name.name) { return true }
                names.append(sources.text(range))
                return false
            }
            return names
        }
        func collect(_ type: TypeSyntax, inInterface: Bool) {
            // A `Set`'s element or a dictionary's key of the user's must be Hashable, which only Swift can tell:
            // asked as a dictionary key where the spec writes it, the key's own `[` one column before it (Swift
            // reports a missing conformance at the bracket, a missing type at the type). The types it names need no
            // alias of their own there: Swift would report a misspelling twice.
            for (key, _) in type.hashedTypes {
                let names = unknownNames(in: key)
                guard !names.isEmpty else { continue }
                var location = location(key.range)
                location.column = max(1, location.column - 1)
                let written = EmbeddedExpression(
                    text: "[\(sources.text(key.range)): Swift.Never]", range: key.range, location: location)
                add(written, as: written.text, inInterface: inInterface)
                seen.formUnion(names.map(ExactName.init))
            }
            // Not a protocol in `any P` or `some P`: `[P]` would be a use of it as a type, which Swift warns of. The
            // protocol itself is asked as `any P`, its `any` before it: Swift reports there a struct or class, which
            // generated code could not write after `any`, and a protocol that does not exist at its own column.
            var constraints: Set<SourceRange> = []
            var protocols: Set<SourceRange> = []
            type.visitTypes { type in
                if case .existential(_, let constraint, _) = type {
                    var isFirst = true
                    constraint.visitNamedTypes { _, range in
                        if isFirst { protocols.insert(range) }
                        isFirst = false
                        constraints.insert(range)
                        return true
                    }
                }
                return true
            }
            type.visitNamedTypes { components, range in
                let name = components[0].name.name
                if protocols.contains(range), !isKnownTypeName(name) || isConcreteTypeName(name) {
                    addExistential(range, inInterface: inInterface)
                    return false
                }
                if isKnownTypeName(name) { return true }
                let text = sources.text(range)
                // A metatype (`Handle.Type`) is copyable, whatever its type.
                let isMetatype = components.count > 1 && ["Type", "Protocol"].contains(components.last?.name.name)
                if !isMetatype, !constraints.contains(range) {
                    var location = location(range)
                    location.column = max(1, location.column - 1)
                    add(
                        EmbeddedExpression(text: "[\(text)]", range: range, location: location), as: text,
                        inInterface: inInterface)
                } else {
                    add(
                        EmbeddedExpression(text: text, range: range, location: location(range)), as: text,
                        inInterface: inInterface)
                }
                return false
            }
        }
        // A model's conformance, asked as `any P`, its `any` before it: Swift reports there a struct or class of the
        // user's ("'any' has no effect on concrete type"), which a model can neither conform to nor inherit from, and
        // a protocol that does not exist still at its own column.
        func collectProtocol(_ conformance: TypeSyntax) {
            conformance.visitNamedTypes { components, range in
                if isKnownTypeName(components[0].name.name) { return true }
                addExistential(range, inInterface: false)
                return false
            }
        }
        for declaration in file.declarations {
            switch declaration {
            case .model(let decl):
                // `@DatabaseActor Sendable`: an attribute Swift does not know itself names a global actor of the
                // user's, or is a misspelling (`@MainActr`) or a type that is no global actor (`@Int`), which Swift
                // would report in the generated file. Asked on a function type, where Swift accepts the same
                // attributes as on a conformance (a global actor; `@Sendable` is reported by the checker), at the
                // spec's `@`: "unknown attribute 'MainActr'".
                for attribute in decl.conformanceAttributes.joined()
                where !Self.conformanceAttributesSwiftKnows.contains(attribute.name) {
                    let text = sources.text(attribute.range) + " () -> Swift.Void"
                    add(
                        EmbeddedExpression(text: text, range: attribute.range, location: location(attribute.range)),
                        as: text, inInterface: false)
                }
                // An external class's conformances are required at their spec columns by its check function; the
                // class itself is named first at its declaration, so a class Swift cannot find is reported there.
                // A model's conformances are not its interface: a public class may conform to an internal protocol.
                if decl.externalRange == nil {
                    for conformance in decl.conformances { collectProtocol(conformance) }
                } else {
                    // Spelt as generated code spells it: a class named `default` is `` `default` `` in Swift.
                    let range = decl.name.range
                    let name = GeneratedNames.escaped(decl.name.name)
                    add(
                        EmbeddedExpression(text: name, range: range, location: location(range)), as: name,
                        inInterface: isNamedByInterface(decl.name.name))
                }
                // An external class's members describe the class; generated code declares none of them.
                // By index: `for member in` copied every member, retaining all it holds, for its type alone.
                for index in decl.members.indices {
                    collect(decl.members[index].type, inInterface: decl.externalRange == nil)
                }
            case .transform(let decl):
                for input in decl.inputs { collect(input, inInterface: true) }
                collect(decl.output, inInterface: true)
            case .binding(let decl):
                for parameter in decl.parameters { collect(parameter.type, inInterface: true) }
            case .import, .options:
                break
            }
        }
        return references
    }

    /// The attributes of a conformance that are Swift's own, not a global actor's name.
    private static let conformanceAttributesSwiftKnows: Set<String> = [
        "@unchecked", "@preconcurrency", "@retroactive", "@MainActor",
    ]

    /// Whether a declaration the generated code makes with its file's access names the type `name`: a model's
    /// property, a transform's signature or a binding's parameter, in any spec of the module.
    private func isNamedByInterface(_ name: String) -> Bool {
        func names(_ type: TypeSyntax) -> Bool {
            var found = false
            type.visitNamedTypes { components, _ in
                if components.count == 1, ExactName(components[0].name.name) == ExactName(name) { found = true }
                return !found
            }
            return found
        }
        return files.contains { file in
            file.declarations.contains { declaration in
                switch declaration {
                case .model(let decl): decl.externalRange == nil && decl.members.contains { names($0.type) }
                case .transform(let decl): decl.inputs.contains(where: names) || names(decl.output)
                case .binding(let decl): decl.parameters.contains { names($0.type) }
                case .import, .options: false
                }
            }
        }
    }

    /// Whether `name` is a type the checker knows to be a struct, enum or class: a model or external class, or a
    /// standard library type that generated code names. `any` cannot be written before one.
    func isConcreteTypeName(_ name: String) -> Bool {
        KnownTypeNames(models: models, modelSyntax: modelSyntax).isConcrete(name)
    }
}

/// The type names the checker knows, from the module's declarations and the standard library's.
private struct KnownTypeNames {
    let models: [ExactName: Model]
    let modelSyntax: [ExactName: ModelDecl]

    /// Whether the checker knows what `name` is: a model or external class (declared here or imported), or a type
    /// or protocol of the standard library that generated code already names.
    func isKnown(_ name: String) -> Bool {
        isDeclared(name) || GeneratedNames.standardTypeNameSet.contains(name)
            || Self.standardProtocolsAndSpecialTypes.contains(name)
    }

    /// Whether `name` is a struct, enum or class: see ``CheckRun/isConcreteTypeName(_:)``.
    func isConcrete(_ name: String) -> Bool {
        isDeclared(name) || (GeneratedNames.standardTypeNameSet.contains(name) && name != "Error")
    }

    /// A model or external class. Asked by index: `modelSyntax[name] != nil` copied the declaration found,
    /// retaining all it holds.
    private func isDeclared(_ name: String) -> Bool {
        let key = ExactName(name)
        return models.index(forKey: key) != nil || modelSyntax.index(forKey: key) != nil
    }

    private static let standardProtocolsAndSpecialTypes: FixedNameSet = [
        "Swift", "Any", "AnyObject", "Never", "Void", "Equatable", "Hashable", "Codable", "Encodable", "Decodable",
        "Identifiable", "Sendable", "Comparable", "Observable", "BindingOwner", "CustomStringConvertible",
    ]
}
