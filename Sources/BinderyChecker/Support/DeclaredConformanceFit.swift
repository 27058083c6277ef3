extension CheckRun {
    /// Whether `value`, a model or external class (or an optional or array of one), fits `place`, `any P` (or its
    /// optional, or an array of it) of a protocol the spec declares it conforms to (`model User: Greeter`, or
    /// `Hashable`, which the generator implements), or a Foundation type one of the standard protocols it conforms to
    /// (`Date` into `any Comparable`): Swift passes it so. Asked only after ``fits(_:into:)`` said no.
    func fitsAsDeclaredConformance(_ value: SwiftType, into place: SwiftType) -> Bool {
        switch (value, place) {
        case (.optional(let value), .optional(let place)), (.array(let value), .array(let place)):
            return fitsAsDeclaredConformance(value, into: place)
        case (_, .optional(let place)) where !value.isOptional:
            return fitsAsDeclaredConformance(value, into: place)
        case (_, .existential("any", let constraint)):
            guard case .named(let components) = constraint, components.allSatisfy({ $0.genericArguments.isEmpty })
            else { return false }
            guard let model = modelOrClass(namedBy: value) else {
                // Foundation's `Date`, unless the spec declares a model or class of that name.
                return value.simpleName.map { SwiftType.foundationType($0, conformsTo: constraint) } ?? false
            }
            let name = components.map(\.name).joined(separator: ".")
            return declaredConformanceNames(of: model).contains {
                $0.isSameName(as: name) || "Swift.\($0)".isSameName(as: name)
            }
        default:
            return false
        }
    }

    /// The protocols the spec says `model` conforms to, as written (`Swift.` dropped): a model's declared and
    /// implemented conformances, or an external class's and its external superclasses'. Hashable implies Equatable;
    /// Encodable and Decodable make Codable. Not a conformance isolated to the main actor
    /// (`@MainActor CustomStringConvertible`), which holds only there.
    private func declaredConformanceNames(of model: Model) -> [String] {
        let declaring = model.isExternal ? externalClassAndSuperclasses(model) : [model]
        var names = declaring.flatMap(\.conformances).filter { !$0.attributes.contains("@MainActor") }.map {
            let name = $0.type.description
            return name.hasPrefix("Swift.") ? String(name.dropFirst("Swift.".count)) : name
        }
        if !model.isExternal {
            if model.implementsEquatable { names.append("Equatable") }
            if model.implementsHashable { names.append("Hashable") }
            if model.implementsEncodable { names.append("Encodable") }
            if model.implementsDecodable { names.append("Decodable") }
        }
        if names.contains("Hashable") { names.append("Equatable") }
        if names.contains("Encodable") && names.contains("Decodable") { names.append("Codable") }
        if names.contains("Codable") { names += ["Encodable", "Decodable"] }
        return names
    }
}
