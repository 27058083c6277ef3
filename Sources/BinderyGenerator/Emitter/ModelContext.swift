/// The render context of one model: its class, properties, observer protocol and conformances.
struct ModelContext {
    let model: ModelInput
    let file: GeneratedFileInput

    var object: TemplateObject {
        let name = SwiftName.escaped(model.name)
        var conformances = ["Bindery.BindingOwner"]
        if model.observation { conformances.append("Observation.Observable") }
        conformances += model.otherConformances
        let observerLabel = SwiftName.escaped(SwiftName.lowercasedFirst(model.name))
        let stored = model.properties.filter { $0.kind == .variable || $0.kind == .constant }
        return [
            "name": .string(name),
            "modelName": .string(name),
            "docLines": FileContext.docLines(model.doc),
            "isolationAttribute": FileContext.isolationAttribute(model.isolation),
            "isolationModifier": FileContext.isolationModifier(model.isolation),
            "isolatedPrefix": .string(model.isolation == .mainActor ? "@MainActor " : ""),
            "conformanceList": .string(conformances.joined(separator: ", ")),
            "observation": .bool(model.observation),
            "observerLabel": .string(observerLabel),
            "properties": .list(model.properties.map { .object(property($0)) }),
            "initParameters": FileContext.list(stored.map(initParameter)),
            "hasInitParameters": .bool(!stored.isEmpty),
            "defaults": .list(
                stored.compactMap { property in
                    property.value.map { value in
                        .object([
                            "capitalizedName": .string(SwiftName.capitalized(property.name)),
                            "type": .string(property.type),
                            "expression": FileContext.expression(value, file: file),
                        ])
                    }
                }),
            "observedProperties": .list(
                model.properties.filter { $0.kind != .constant }.map { property in
                    .object([
                        "capitalizedName": .string(SwiftName.capitalized(property.name)),
                        "type": .string(property.type),
                    ])
                }),
            "isEquatable": .bool(model.isEquatable || model.isHashable),
            "isHashable": .bool(model.isHashable),
            "isCodable": .bool(model.isCodable),
            "storedProperties": FileContext.list(
                stored.map { property in
                    [
                        "swiftName": .string(SwiftName.escaped(property.name)),
                        "label": .string(SwiftName.argumentLabel(property.name)),
                        "type": .string(property.type),
                        "wrappedType": .string(property.wrappedType),
                        "isOptional": .bool(property.isOptional),
                    ]
                }),
        ]
    }

    private func property(_ property: PropertyInput) -> TemplateObject {
        let dependents = model.properties.filter { candidate in
            if case .computed(let dependencies) = candidate.kind { return dependencies.contains(property.name) }
            return false
        }
        var dependencyList = ""
        if case .computed(let dependencies) = property.kind {
            dependencyList = Self.englishList(dependencies.map { "`\($0)`" })
        }
        return [
            "plainName": .string(property.name),
            "swiftName": .string(SwiftName.escaped(property.name)),
            "capitalizedName": .string(SwiftName.capitalized(property.name)),
            "type": .string(property.type),
            "docLines": FileContext.docLines(property.doc),
            "isStored": .bool(property.kind == .variable),
            "isConstant": .bool(property.kind == .constant),
            "isComputed": .bool(property.kind != .variable && property.kind != .constant),
            "arrayElementType": .string(property.kind == .variable ? property.arrayElementType ?? "" : ""),
            "expression": FileContext.expression(property.value, file: file),
            "dependencyList": .string(dependencyList.isEmpty ? "nothing" : dependencyList),
            "dependents": .list(
                dependents.map { dependent in
                    .object([
                        "swiftName": .string(SwiftName.escaped(dependent.name)),
                        "capitalizedName": .string(SwiftName.capitalized(dependent.name)),
                    ])
                }),
        ]
    }

    private func initParameter(_ property: PropertyInput) -> TemplateObject {
        let defaultCall: String
        if property.value != nil {
            defaultCall = "\(SwiftName.escaped(model.name))._default\(SwiftName.capitalized(property.name))()"
        } else if property.isOptional {
            defaultCall = "nil"
        } else {
            defaultCall = ""
        }
        return [
            "label": .string(SwiftName.escaped(property.name)),
            "type": .string(property.type),
            "defaultCall": .string(defaultCall),
            "storage": .string(property.kind == .variable ? "_\(property.name)" : SwiftName.escaped(property.name)),
        ]
    }

    /// `a`, `a and b`, `a, b and c`.
    static func englishList(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " and " + last
    }
}
