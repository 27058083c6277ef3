import BinderySource

/// The generator compares, hashes and codes every stored property of a model that is `Equatable`, `Hashable` or
/// `Codable`. Some types can never conform, whatever the user writes elsewhere: a function, `Any`, `AnyObject`, an
/// existential (`any P` does not conform to `P`, and neither does a standard protocol written bare as a type, `Error?`),
/// a metatype (`Int.Type`), a tuple (Swift has `==` for tuples, but a tuple conforms to no protocol), `Result`, which
/// is `Equatable` or `Hashable` only when its failure type is (never `any Error`), and in a `Codable` model the
/// standard types that never are (`Result`, `Character`, `Substring`, `ObjectIdentifier`, key paths). Such a
/// property is reported here, at the spec; otherwise Swift would report it in generated code, naming its plumbing.
/// Types the checker cannot see into (the user's own, or a library's) are left to Swift.
extension CheckRun {
    mutating func checkPropertyTypesOfImplementedConformances() {
        for name in modelOrder {
            guard let model = models[name], !model.isExternal else { continue }
            let conformances = Self.implementedConformances(of: model)
            guard !conformances.isEmpty else { continue }
            for (index, property) in model.properties.enumerated() where property.kind != .computed {
                // Most properties are of standard types the generator knows (`String`, `[Int]`, a model): none
                // of their names can be one `neverConforming` looks up, so it does not look them up.
                let isKnownToConform = conformsAsTheGeneratorKnows(property.type)
                if let typeRange = property.typeRange, !isKnownToConform {
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
                    let coding = conformance != "Equatable" && conformance != "Hashable"
                    guard
                        let offender = neverConforming(
                            property.type, allowingTuple: allowsTuple, coding: coding,
                            lookingUpNames: !isKnownToConform)
                    else {
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
            return Self.standardConformingTypeNames.contains(name)
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
    private static let standardConformingTypeNames: FixedNameSet = [
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
    /// or what an optional, array or dictionary of it holds (those conform only when what they hold does). `coding`
    /// asks about `Codable` (or either half), which `Result` and `Character` never are; for `Equatable` and `Hashable`, a `Result`
    /// conforms when both its types do. Without `lookingUpNames`, which a caller that knows no name of `type` is one
    /// of those turns off, a named type is not looked up.
    func neverConforming(
        _ type: SwiftType, allowingTuple: Bool, coding: Bool = false, lookingUpNames: Bool = true
    ) -> String? {
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
        case .named(let components):
            guard lookingUpNames, let standard = standardTypeNamed(components) else { return nil }
            if Self.protocolsUsedAsTypes.contains(standard.name) {
                return "the protocol '\(type)' used as a type (the existential 'any \(type)')"
            }
            if coding, Self.neverCodable.contains(standard.name) { return "the standard library's '\(type)'" }
            guard standard.name.isSameName(as: "Result") else { return nil }
            return standard.genericArguments.lazy.compactMap {
                self.neverConforming($0, allowingTuple: false)
            }.first
        case .optional(let wrapped), .array(let wrapped):
            return neverConforming(wrapped, allowingTuple: false, coding: coding, lookingUpNames: lookingUpNames)
        case .dictionary(let key, let value):
            return neverConforming(key, allowingTuple: false, coding: coding, lookingUpNames: lookingUpNames)
                ?? neverConforming(value, allowingTuple: false, coding: coding, lookingUpNames: lookingUpNames)
        }
    }

    /// The component naming a standard library type or protocol that `neverConforming` judges (`Result`, `Error`,
    /// `Character`, or the same after `Swift.`), unless the module declares a model or external class of that name. Returns at
    /// once for the common case, a name of neither.
    private func standardTypeNamed(_ components: [SwiftType.Component]) -> SwiftType.Component? {
        guard let last = components.last,
            Self.neverCodable.contains(last.name) || Self.protocolsUsedAsTypes.contains(last.name),
            components.count == 1 || (components.count == 2 && components[0].name.isSameName(as: "Swift")),
            !isModel(last.name)
        else { return nil }
        return last
    }

    /// Standard types that are never `Codable`, though a spec may well give them to a `Codable` model (`Result` is
    /// `Equatable` and `Hashable` when its types are, the others always).
    private static let neverCodable: FixedNameSet = [
        "Result", "Character", "Substring", "AnyHashable", "ObjectIdentifier", "KeyPath", "PartialKeyPath",
        "WritableKeyPath", "ReferenceWritableKeyPath", "AnyKeyPath",
    ]

    /// Standard protocols without `Self` or associated type requirements, so Swift 6 lets a spec write them bare as a
    /// type (`var error: Error?`), where they are existentials, which conform to no protocol. (The others need `any`:
    /// see ``checkExistentialsWithoutAny(in:)``.)
    private static let protocolsUsedAsTypes: FixedNameSet = [
        "Error", "LocalizedError", "CustomNSError", "RecoverableError", "CustomStringConvertible",
        "CustomDebugStringConvertible", "Sendable", "Encodable", "Decodable", "Codable",
    ]
}
