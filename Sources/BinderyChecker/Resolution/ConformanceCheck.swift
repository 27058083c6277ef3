import BinderySource

extension CheckRun {
    /// The names once each, in order. Most property types name one type, which needs neither a set nor a sort: this
    /// runs for every stored property of the module.
    private static func distinctSorted(_ names: [String]) -> [ExactName] {
        guard names.count > 1 else { return names.map(ExactName.init) }
        return Set(names.map(ExactName.init)).sorted()
    }

    /// The generator implements Equatable, Hashable and Codable over the stored properties, so a property that is
    /// another model must have the conformance too; otherwise the error would surface in generated Swift.
    ///
    /// An external class is held the same way: compared with its `==`, hashed and coded as the class does it (not by
    /// identity, which would make two models equal or not depending on which objects they share, and cannot be
    /// encoded). So it must conform too, which the spec says by declaring it (`external class Label: Equatable`),
    /// and the generated code checks against the real class.
    mutating func checkImplementedConformancesOfReferencedModels() {
        for name in modelOrder {
            guard let model = models[name], !model.isExternal else { continue }
            let needed = Self.implementedConformances(of: model)
            guard !needed.isEmpty else { continue }
            // Every model the property's type names: `owner: User?`, `items: [Item]`, `byID: [Int: Item]`, and
            // `owner: App.User?` with the module's name.
            let uses = model.storedProperties.flatMap { property in
                Self.distinctSorted(heldTypeNames(property.type)).compactMap { name in
                    models[name].map { (property, $0) }
                }
            }
            for (property, referenced) in uses {
                let provided = providedConformances(of: referenced)
                let missing = needed.filter { !provided.contains($0) }
                // A main-actor model's conformances are isolated to the main actor: a nonisolated model's `==`,
                // `hash(into:)` or `encode(to:)` cannot use them.
                if missing.isEmpty, !referenced.isExternal, model.isolation == .nonisolated,
                    referenced.isolation == .mainActor
                {
                    diagnostics.error(
                        .conformanceOfReferencedModel,
                        "nonisolated model '\(model.name)' is \(Wording.list(needed, conjunction: "and", quoted: false)) "
                            + "over its property '\(property.name)', but model '\(referenced.name)' is @MainActor, so "
                            + "its conformances hold only on the main actor; give both models the same isolation",
                        at: property.nameRange,
                        notes: note("'\(referenced.name)' is declared here", at: referenced))
                    continue
                }
                guard !missing.isEmpty else { continue }
                let list = Wording.list(missing, conjunction: "and", quoted: false)
                let names = missing.joined(separator: ", ")
                let notes = note("'\(referenced.name)' is declared here", at: referenced)
                guard referenced.isExternal else {
                    diagnostics.error(
                        .conformanceOfReferencedModel,
                        "model '\(model.name)' is \(list), so its property '\(property.name)' must be too, but model "
                            + "'\(referenced.name)' is not; add '\(names)' to the conformances of '\(referenced.name)'",
                        at: property.nameRange, notes: notes)
                    continue
                }
                var fixIts: [Diagnostic.FixIt] = []
                if referenced.module == nil, let decl = modelSyntax[referenced.name] {
                    let after = decl.conformances.last?.range ?? decl.name.range
                    let insertion = SourceRange(file: after.file, start: after.end, end: after.end)
                    fixIts.append(.init(replacing: insertion, with: (decl.conformances.isEmpty ? ": " : ", ") + names))
                }
                diagnostics.error(
                    .conformanceOfReferencedModel,
                    "model '\(model.name)' is \(list), so its property '\(property.name)' must be too, but external "
                        + "class '\(referenced.name)' is not declared \(list); if the class is, add '\(names)' to the "
                        + "conformances of '\(referenced.name)'",
                    at: property.nameRange, notes: notes, fixIts: fixIts)
            }
        }
    }

    /// The conformances the generator implements for a model, as the user names them (Hashable covers Equatable).
    static func implementedConformances(of model: Model) -> [String] {
        var names: [String] = []
        if model.implementsHashable {
            names.append("Hashable")
        } else if model.implementsEquatable {
            names.append("Equatable")
        }
        if let coding = model.implementedCoding { names.append(coding) }
        return names
    }

    /// What a property of type `model` brings: the conformances the generator implements for a model, those the spec
    /// declares for an external class or its external superclasses.
    private func providedConformances(of model: Model) -> Set<String> {
        conformanceNames(of: model, declaredByModels: false, isolated: true)
    }

    /// The protocols the spec says `model` conforms to, as written (`Swift.` dropped): those the generator implements
    /// for a model (and, `declaredByModels`, those its header passes through), or those an external class and its
    /// external superclasses declare; `isolated`, one isolated to the main actor (`@MainActor Equatable`) too.
    /// With the standard protocols they refine (Hashable brings Equatable); Encodable and Decodable make Codable.
    func conformanceNames(of model: Model, declaredByModels: Bool, isolated: Bool) -> Set<String> {
        var names: Set<String> = []
        let declaring = model.isExternal ? externalClassAndSuperclasses(model) : declaredByModels ? [model] : []
        for conformance in declaring.flatMap(\.conformances)
        where isolated || !conformance.attributes.contains("@MainActor") {
            let name = conformance.type.description
            names.insert(name.hasPrefix("Swift.") ? String(name.dropFirst("Swift.".count)) : name)
        }
        if !model.isExternal {
            if model.implementsEquatable { names.insert("Equatable") }
            if model.implementsHashable { names.insert("Hashable") }
            if model.implementsEncodable { names.insert("Encodable") }
            if model.implementsDecodable { names.insert("Decodable") }
        }
        names = SwiftType.standardProtocols(impliedBy: names)
        if names.contains("Encodable") && names.contains("Decodable") { names.insert("Codable") }
        return names
    }
}
