import BinderySource

extension CheckRun {
    /// The generator implements Equatable, Hashable and Codable over the stored properties, so a property that is
    /// another model must have the conformance too; otherwise the error would surface in generated Swift.
    mutating func checkImplementedConformancesOfReferencedModels() {
        for name in modelOrder {
            guard let model = models[name] else { continue }
            for property in model.storedProperties {
                guard let referenced = property.referencedModel.flatMap({ models[$0] }) else { continue }
                let missing = Self.implementedConformances(of: model).filter {
                    !Self.implementedConformances(of: referenced).contains($0)
                }
                guard !missing.isEmpty else { continue }
                let list = Wording.list(missing, conjunction: "and", quoted: false)
                diagnostics.error(
                    .conformanceOfReferencedModel,
                    "model '\(model.name)' is \(list), so its property '\(property.name)' must be too, but model "
                        + "'\(referenced.name)' is not; add '\(missing.joined(separator: ", "))' to the conformances of "
                        + "'\(referenced.name)'",
                    at: property.nameRange,
                    notes: [.init("'\(referenced.name)' is declared here", at: referenced.nameRange)])
            }
        }
    }

    /// The conformances the generator implements for a model, as the user names them (Hashable covers Equatable).
    private static func implementedConformances(of model: Model) -> [String] {
        var names: [String] = []
        if model.implementsHashable {
            names.append("Hashable")
        } else if model.implementsEquatable {
            names.append("Equatable")
        }
        if model.implementsCodable { names.append("Codable") }
        return names
    }
}
