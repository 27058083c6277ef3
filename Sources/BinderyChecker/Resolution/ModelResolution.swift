import BinderySource
import BinderySyntax

extension CheckRun {
    /// Conformances the generator implements over the stored properties rather than passing through.
    private static let implementedConformances: Set<String> = [
        "Equatable", "Hashable", "Codable", "Encodable", "Decodable",
    ]

    /// Protocols only value types or actors can conform to: a model, a class, never can.
    private static let protocolsNoClassConformsTo: Set<String> = ["BitwiseCopyable", "Actor", "DistributedActor"]

    /// "model" or "external class" when `name` is one a spec declares (or a spec this module imports); nil otherwise.
    private func declaredClassKind(of name: String) -> String? {
        if let decl = modelSyntax[ExactName(name)] { return decl.externalRange == nil ? "model" : "external class" }
        guard let imported = importedDeclarations[ExactName(name)]?.model else { return nil }
        return imported.isExternal ? "external class" : "model"
    }

    /// `Base` → `base`: a property name to suggest for a value of type `name`.
    private static func propertyName(for name: String) -> String {
        name.prefix(1).lowercased() + name.dropFirst()
    }

    mutating func resolveModel(_ decl: ModelDecl, options: FileOptions) -> Model {
        let isolation = resolveIsolation(
            decl.attributes, default: options.isolation,
            of: (decl.externalRange != nil ? "external class '" : "model '") + decl.name.name + "'",
            observableFix: Self.observableFix(decl, observation: options.observation))
        if decl.externalRange != nil { return resolveExternalClass(decl, isolation: isolation, options: options) }
        var passedThrough: [Conformance] = []
        var implemented: Set<String> = []
        var written: [String: SourceRange] = [:]
        for (conformance, attributes) in zip(decl.conformances, decl.conformanceAttributes) {
            let type = SwiftType(conformance)
            // `Sendable` and `Swift.Sendable` are one conformance, which Swift refuses to see declared twice.
            let key = type.simpleName ?? type.description
            if let first = written[key] {
                diagnostics.error(
                    .duplicateConformance,
                    "model '\(decl.name.name)' already conforms to '\(key)'; remove this one",
                    at: conformance.range, notes: [.init("'\(key)' is first written here", at: first)])
                continue
            }
            written[key] = conformance.range
            if let name = type.simpleName, Self.protocolsNoClassConformsTo.contains(name) {
                diagnostics.error(
                    .classCannotConform,
                    "model '\(decl.name.name)' cannot conform to '\(name)': a model is a class, and no class can; "
                        + "remove it",
                    at: conformance.range)
            } else if let name = type.simpleName, Self.implementedConformances.contains(name) {
                checkAttributes(
                    attributes.map(\.name), ofImplemented: name, at: conformance.range, in: decl, isolation: isolation)
                implemented.insert(name)
            } else if type.simpleName == "Sendable",
                let attribute = attributes.first(where: { $0.name != "@unchecked" })
            {
                diagnostics.error(
                    .attributeNotAllowed,
                    (attribute.name == "@preconcurrency"
                        ? "'@preconcurrency' has no effect on a conformance to 'Sendable'"
                        : "a conformance to 'Sendable' cannot be isolated to a global actor: it says the model may be "
                            + "used from any isolation") + "; remove '\(attribute.name)'"
                        + (isolation == .mainActor ? " (a @MainActor model is Sendable already)" : ""),
                    at: attribute.range)
            } else if type.simpleName == "Sendable", attributes.isEmpty, isolation == .nonisolated {
                diagnostics.error(
                    .nonisolatedSendable,
                    "nonisolated model '\(decl.name.name)' cannot be 'Sendable': its properties are mutable state "
                        + "that no actor protects; make the model @MainActor (it is Sendable then), or write "
                        + "'@unchecked Sendable' if you synchronise every access to it yourself",
                    at: conformance.range)
            } else if Self.reportsToObservation(type), !options.observation {
                diagnostics.error(
                    .generatedConformance,
                    "'\(type)' is what 'observation: true' generates, and this file's options say "
                        + "'observation: false', which leaves the registrar out, so Observation would never hear of a "
                        + "change; remove '\(type)', or set 'observation: true'",
                    at: conformance.range)
            } else if let name = type.simpleName, name == "NSObject" || name == "AnyObject", !isModel(name) {
                reportClassConformance(name, of: decl.name.name, at: conformance.range)
            } else if let name = type.simpleName, let kind = declaredClassKind(of: name) {
                // Generated code would declare the model a subclass, whose members override the superclass's.
                diagnostics.error(
                    .modelAsConformance,
                    "model '\(decl.name.name)' cannot inherit from \(kind) '\(name)': a model is a class of its own, "
                        + "and generated code declares every member it has; hold one in a property instead, as in "
                        + "'var \(Self.propertyName(for: name)): \(name)'",
                    at: conformance.range)
            } else if !Self.isProvidedByTheGenerator(type, observation: options.observation) {
                passedThrough.append(
                    Conformance(attributes: attributes.map(\.name), type: type, range: conformance.range))
            }
        }
        // Sized once: grown a member at a time, both were copied over and over.
        var seen: [ExactName: SourceRange] = [:]
        seen.reserveCapacity(decl.members.count)
        var properties: [Property] = []
        properties.reserveCapacity(decl.members.count)
        let memberNames = Set(decl.members.map { ExactName($0.name.name) })
        // By index, the member passed as it is stored: `for member in` copied every member, retaining all it holds.
        for index in decl.members.indices {
            let name = decl.members[index].name
            if let earlier = seen[name.name] {
                diagnostics.error(
                    .duplicateProperty,
                    "model '\(decl.name.name)' already has a property '\(name.name)'; rename one of them",
                    at: name.range, notes: [.init("'\(name.name)' is first declared here", at: earlier)])
                continue
            }
            seen[name.name] = name.range
            properties.append(resolveProperty(decl.members[index], in: decl, memberNames: memberNames))
            // Tested in place: a default that names nothing (a literal) makes no model.
            if decl.members[index].kind != .computed, let names = decl.members[index].value?.namesSomething, names {
                defaultsNamingSomething.append((decl.name.name, index))
            }
        }
        checkComputedCycles(properties, in: decl)
        checkIsolatedRequirements(of: decl, properties: properties, isolation: isolation)
        return Model(
            name: decl.name.name,
            doc: decl.doc?.text,
            isolation: isolation,
            access: options.access,
            observation: options.observation,
            conformances: passedThrough,
            implementsEquatable: implemented.contains("Equatable") || implemented.contains("Hashable"),
            implementsHashable: implemented.contains("Hashable"),
            implementsEncodable: implemented.contains("Codable") || implemented.contains("Encodable"),
            implementsDecodable: implemented.contains("Codable") || implemented.contains("Decodable"),
            properties: properties,
            nameRange: decl.name.range,
            range: decl.range)
    }

    /// The generator writes `Equatable`, `Hashable` and `Codable` (or half of it) isolated as the model is, so an attribute on one
    /// either says what is so already (`@MainActor` on a main-actor model's) or asks for what it will not do.
    private mutating func checkAttributes(
        _ attributes: [String], ofImplemented name: String, at range: SourceRange, in decl: ModelDecl,
        isolation: Isolation
    ) {
        let unwanted = attributes.filter { !($0 == "@MainActor" && isolation == .mainActor) }
        guard !unwanted.isEmpty else { return }
        let written = unwanted.joined(separator: " ")
        let reason =
            unwanted == ["@MainActor"]
            ? "model '\(decl.name.name)' is nonisolated, so its '\(name)' is too; remove '\(written)', or make the "
                + "model @MainActor to have it isolated to the main actor"
            : "remove '\(written)'"
        diagnostics.error(
            .implementedConformanceAttribute,
            "the generator implements '\(name)' over the stored properties, isolated as the model is; \(reason)",
            at: range)
    }

    /// `BindingOwner` and (with `observation: true`) `Observable`: every generated model conforms already, so
    /// writing them is harmless and they are not passed through again.
    private static func isProvidedByTheGenerator(_ type: SwiftType, observation: Bool) -> Bool {
        switch type.description {
        case "BindingOwner", "Bindery.BindingOwner", "BinderyModel", "Bindery.BinderyModel": true
        default: observation && reportsToObservation(type)
        }
    }

    /// `Observable` and the runtime's `ObservableBinderyModel`: a model conforms to them only by reporting its reads
    /// and writes to a registrar, which only the generator can write. Passed through to a model without one
    /// (`observation: false`), `Observable` would compile, and SwiftUI would never see the model change.
    private static func reportsToObservation(_ type: SwiftType) -> Bool {
        [
            "Observable", "Observation.Observable", "ObservableBinderyModel", "Bindery.ObservableBinderyModel",
        ].contains(type.description)
    }

    /// What to do instead of `@Observable` before a model, as a SwiftUI user would write it: a model is
    /// `Observable` through the file's `observation`, an external class through its conformances.
    private static func observableFix(_ decl: ModelDecl, observation: Bool) -> String {
        if decl.externalRange != nil {
            return "an @Observable class of yours is declared 'external class \(decl.name.name): Observable'"
        }
        return observation
            ? "a model is Observable already; remove it"
            : "a model is Observable only with 'observation: true', which this file's options turn off; remove it, "
                + "and set 'observation: true' if the model is to be Observable"
    }

    /// `@MainActor` or `nonisolated` before a declaration, else the file's isolation. `observableFix` says what to
    /// write instead of `@Observable`, where there is something.
    mutating func resolveIsolation(
        _ attributes: [AttributeSyntax], default fallback: Isolation, of what: String, observableFix: String? = nil
    ) -> Isolation {
        var result: (isolation: Isolation, range: SourceRange)?
        for attribute in attributes {
            let isolation: Isolation
            switch attribute.name {
            case "@MainActor": isolation = .mainActor
            case "nonisolated": isolation = .nonisolated
            default:
                let fix = attribute.name == "@Observable" ? observableFix ?? "" : ""
                diagnostics.error(
                    .unknownAttribute,
                    "unknown attribute '\(attribute.name)' on \(what); "
                        + (fix.isEmpty ? "write '@MainActor' or 'nonisolated'" : fix),
                    at: attribute.range)
                continue
            }
            if let result, result.isolation != isolation {
                diagnostics.error(
                    .conflictingIsolation, "\(what) cannot be both '@MainActor' and 'nonisolated'; keep one",
                    at: attribute.range,
                    notes: [.init("the other isolation is written here", at: result.range)])
                continue
            }
            result = (isolation, attribute.range)
        }
        return result?.isolation ?? fallback
    }

    mutating func resolveProperty(_ member: MemberDecl, in model: ModelDecl, memberNames: Set<ExactName>) -> Property {
        let type = SwiftType(member.type)
        let kind: Property.Kind =
            switch member.kind {
            case .var: .variable
            case .let: .constant
            case .computed: .computed
            }
        var dependencies: [String] = []
        if kind != .computed, let value = member.value {
            reportSelfUses(in: value, of: .defaultValue(property: member.name.name))
            reportEffects(in: value, of: .defaultValue(property: member.name.name))
            reportPropertyReads(in: value, ofDefault: member.name.name, memberNames: memberNames)
            warnAboutBareTransformCalls(
                in: value, of: .defaultValue(property: member.name.name), memberNames: memberNames)
        }
        if kind == .computed, let value = member.value {
            reportEffects(in: value, of: .computed(property: member.name.name))
            warnAboutBareTransformCalls(in: value, of: .computed(property: member.name.name), memberNames: memberNames)
        }
        // A name that only looks like a property was reported as such, not as depending on nothing.
        if kind == .computed, let value = member.value,
            !reportLookalikes(in: value, of: model, memberNames: memberNames)
        {
            var seen: Set<ExactName> = []
            for reference in value.references where memberNames.contains(reference.name) {
                if reference.name.isSameName(as: member.name.name) {
                    diagnostics.error(
                        .computedReadsItself,
                        "computed property '\(member.name.name)' uses itself; compute it from other properties",
                        at: reference.range)
                    continue
                }
                if seen.insert(reference.name).inserted { dependencies.append(reference.name) }
            }
            // One that uses `self` otherwise than to name a property passes the model to Swift the checker cannot
            // read (`describe(self)`, `self.summary` of an extension), which may read its properties; the run-time
            // tracking follows those reads, and a `let`'s default could not use `self` anyway.
            if dependencies.isEmpty, value.selfUses.isEmpty {
                diagnostics.warning(
                    .computedDependsOnNothing,
                    "computed property '\(member.name.name)' depends on no property of '\(model.name.name)', so it "
                        + "never changes; make it a 'let' with a default value",
                    at: member.name.range)
            }
        }
        let named = referencedModelName(type.unwrapped)
        // Asked by index: `modelSyntax[$0] != nil` copied the declaration found, retaining all it holds.
        let referencedModel = named.flatMap {
            modelSyntax.index(forKey: ExactName($0)) != nil || importedDeclarations[$0]?.model != nil ? $0 : nil
        }
        // Made where it is returned: built in a `var` and changed after, it was copied out for every property.
        return Property(
            name: member.name.name,
            doc: member.doc?.text,
            kind: kind,
            type: type,
            // A closure, not the method itself: `map(expression)` would copy the whole check run into a closure.
            value: member.value.map { expression($0) },
            dependencies: dependencies,
            readsAreFixed: kind == .computed && member.value.map { readsAreFixed($0, in: model) } == true,
            referencedModel: referencedModel,
            namesFunctionType: member.escaping != nil
                && !reportMisplacedEscaping(
                    member, kind: kind, type: type, isModel: referencedModel != nil, externalIn: model),
            nameRange: member.name.range,
            typeRange: member.type.range,
            range: member.range)
    }

    /// The name a type that may be a model's is looked up by: `User`, or `User` for `App.User` written with its
    /// module's name (this module's, or an imported model's), which Swift reads as the same class.
    private func referencedModelName(_ type: SwiftType) -> String? {
        if let name = type.simpleName { return name }
        guard case .named(let components) = type, components.count == 2,
            components.allSatisfy({ $0.genericArguments.isEmpty })
        else { return nil }
        let (module, name) = (components[0].name, components[1].name)
        if modelSyntax.index(forKey: ExactName(name)) != nil {
            return moduleName.map { $0.isSameName(as: module) } == true ? name : nil
        }
        let imported = importedDeclarations[name]?.model?.module
        return imported.map { $0.isSameName(as: module) } == true ? name : nil
    }

    /// Reports each name of `value` that is not a property of `model` but looks like one: the same `String`, spelt
    /// with other Unicode scalars (`é` as one scalar, or as `e` and a combining accent). Swift reads it as another
    /// name, which nothing declares. Returns whether there was one.
    private mutating func reportLookalikes(
        in value: ExpressionSyntax, of model: ModelDecl, memberNames: Set<ExactName>
    ) -> Bool {
        var found = false
        for reference in value.references
        where !reference.name.utf8.allSatisfy({ $0 < 0x80 }) && !memberNames.contains(reference.name) {
            guard let property = model.members.first(where: { $0.name.name == reference.name })?.name.name else {
                continue
            }
            found = true
            diagnostics.error(
                .lookalikeName,
                "'\(reference.name)' looks like the property '\(property)' of '\(model.name.name)' but is spelt with "
                    + "different Unicode scalars (one is not normalized as the other), and Swift tells the two apart; "
                    + "write it as the property is declared",
                at: reference.range, fixIts: [Diagnostic.FixIt(replacing: reference.range, with: property)])
        }
        return found
    }
}

extension CheckRun {
    /// See ``Property/readsAreFixed``.
    fileprivate func readsAreFixed(_ value: ExpressionSyntax, in model: ModelDecl) -> Bool {
        guard value.isStraightLine, !value.references.isEmpty else { return false }
        return value.references.allSatisfy { reference in
            model.members.contains { member in
                member.name.name.isSameName(as: reference.name) && member.kind != .computed
                    && SwiftType(member.type).isStandardScalar
            }
        }
    }
}
