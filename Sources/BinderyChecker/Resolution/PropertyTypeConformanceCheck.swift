import BinderySource

/// The generator compares, hashes and codes every stored property of a model that is `Equatable`, `Hashable` or
/// `Codable`. Some types can never conform, whatever the user writes elsewhere: a function, `Any`, `AnyObject`, an
/// existential (`any P` does not conform to `P`), a metatype (`Int.Type`), and a tuple (Swift has `==` for tuples,
/// but a tuple conforms to no protocol). Such a property is reported here, at the spec; otherwise Swift would report
/// it in generated code.
/// Types the checker cannot see into (the user's own, or a library's) are left to Swift.
extension CheckRun {
    mutating func checkPropertyTypesOfImplementedConformances() {
        for name in modelOrder {
            guard let model = models[name], !model.isExternal else { continue }
            let conformances = Self.implementedConformances(of: model)
            guard !conformances.isEmpty else { continue }
            for (index, property) in model.properties.enumerated() where property.kind != .computed {
                if let typeRange = property.typeRange, !conformsAsTheGeneratorKnows(property.type) {
                    let written = EmbeddedExpression(
                        text: sources.text(typeRange), range: typeRange, location: location(typeRange))
                    models[name]?.properties[index].typeRequiringConformances = written
                }
                // Only `Equatable` compares a tuple; a `Hashable` or `Codable` one is reported below.
                if case .tuple(let elements) = property.type, model.implementsEquatable, !model.implementsHashable,
                    model.implementedCoding == nil,
                    case .tuple(let written, _)? = modelSyntax[name]?.members.first(where: {
                        ExactName($0.name.name) == ExactName(property.name)
                    })?.type, written.count == elements.count,
                    !elements.allSatisfy({ conformsAsTheGeneratorKnows($0.type) })
                {
                    let checked = zip(elements, written).map { element, syntax -> EmbeddedExpression? in
                        guard !conformsAsTheGeneratorKnows(element.type) else { return nil }
                        let range = syntax.type.range
                        return EmbeddedExpression(text: sources.text(range), range: range, location: location(range))
                    }
                    models[name]?.properties[index].tupleElementsRequiringConformances = checked
                }
                for conformance in conformances {
                    let work = Self.workOfConformance[conformance, default: "uses"]
                    // `==` on a tuple of up to six Equatable elements exists, so a tuple at the top compares.
                    let allowsTuple = conformance == "Equatable"
                    guard let offender = Self.neverConforming(property.type, allowingTuple: allowsTuple) else {
                        continue
                    }
                    diagnostics.error(
                        .propertyNeverConforms,
                        "model '\(model.name)' is \(conformance), so the generator \(work) its property "
                            + "'\(property.name)', but \(offender) can never be \(conformance); give '\(property.name)' "
                            + "a type that is (a struct of yours, for instance), or remove '\(conformance)' from "
                            + "'\(model.name)'",
                        at: property.nameRange)
                    break
                }
            }
        }
    }

    /// Whether every type `type` names is a model or external class (whose conformances are checked against the
    /// model's by ``checkImplementedConformancesOfReferencedModels()``) or a standard type that is `Hashable` and
    /// `Codable` when what it holds is. Anything else (a type of the user's or a library's) Swift alone can judge.
    private func conformsAsTheGeneratorKnows(_ type: SwiftType) -> Bool {
        switch type {
        case .named(let components):
            guard components.count == 1 else { return false }
            let name = components[0].name
            if isModel(name) { return true }
            return Self.standardConformingTypeNames.containsExactly(name)
                && components[0].genericArguments.allSatisfy(conformsAsTheGeneratorKnows)
        case .optional(let wrapped), .array(let wrapped):
            return conformsAsTheGeneratorKnows(wrapped)
        case .dictionary(let key, let value):
            return conformsAsTheGeneratorKnows(key) && conformsAsTheGeneratorKnows(value)
        case .tuple, .function, .existential:
            // A tuple compares element by element (see `tupleElementsRequiringConformances`); the others were
            // reported above.
            return true
        }
    }

    /// Standard and Foundation types that are `Equatable`, `Hashable` and `Codable`, or are when their generic
    /// arguments are. (A module that declares a type of one of these names takes the risk of its own.)
    private static let standardConformingTypeNames: Set<String> = [
        "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
        "Float", "String", "Array", "Dictionary", "Set", "Optional", "UUID", "Date", "URL", "Data", "Decimal",
    ]

    /// The last component of a metatype's name: `Int.Type`, `P.Protocol`.
    private static let metatypeSuffixes: Set<String> = ["Type", "Protocol"]

    /// What the generator's implementation of each conformance does to a property, for the message.
    private static let workOfConformance = [
        "Hashable": "hashes", "Equatable": "compares", "Codable": "encodes and decodes", "Encodable": "encodes",
        "Decodable": "decodes",
    ]

    /// A description of the part of `type` that can never conform to a protocol, if there is one: the type itself,
    /// or what an optional, array or dictionary of it holds (those conform only when what they hold does).
    static func neverConforming(_ type: SwiftType, allowingTuple: Bool) -> String? {
        switch type {
        case .function: return "a function type '\(type)'"
        case .existential: return "an existential type '\(type)'"
        case .tuple(let elements) where !elements.isEmpty:
            return allowingTuple ? nil : "a tuple type '\(type)'"
        case .tuple: return "the empty tuple type '\(type)'"
        case .named where type.simpleName == "Any" || type.simpleName == "AnyObject":
            return "'\(type)'"
        // `Int.Type`, `Any.Type`, `P.Protocol`: a metatype conforms to no protocol.
        case .named(let components)
        where components.count > 1 && Self.metatypeSuffixes.contains(components[components.count - 1].name):
            return "a metatype '\(type)'"
        case .named: return nil
        case .optional(let wrapped), .array(let wrapped):
            return neverConforming(wrapped, allowingTuple: false)
        case .dictionary(let key, let value):
            return neverConforming(key, allowingTuple: false) ?? neverConforming(value, allowingTuple: false)
        }
    }
}
