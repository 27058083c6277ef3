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
            // Key paths are not Sendable: the table shares the model's isolation, and a nonisolated model's table
            // is a never-mutated `let` of immutable key paths, which any isolation may read.
            "propertyTableModifier": .string(model.isolation == .mainActor ? "" : "nonisolated(unsafe) "),
            "propertyTable": .list(propertyTable.map { .string($0) }),
            "hasProperties": .bool(!model.properties.isEmpty),
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
            "index": .string(String(index(of: property.name))),
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
                        "index": .string(String(index(of: dependent.name))),
                        "swiftName": .string(SwiftName.escaped(dependent.name)),
                        "capitalizedName": .string(SwiftName.capitalized(dependent.name)),
                        "type": .string(dependent.type),
                    ])
                }),
        ]
    }

    /// `\.a,` lines of the `_properties` table, with the trailing comma `swift format` keeps only for several.
    private var propertyTable: [String] {
        let entries = model.properties.map { "\\.\(SwiftName.escaped($0.name))" }
        return entries.count > 1 ? entries.map { $0 + "," } : entries
    }

    /// A property's position in the model's `_properties` table, which setters pass instead of a key path.
    private func index(of name: String) -> Int {
        model.properties.firstIndex { $0.name == name } ?? 0
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
