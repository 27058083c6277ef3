import BinderyChecker
import BinderySource

/// The aliases through which a model's generated `==`, `hash(into:)` and coding name the type of each property
/// whose conformance only Swift can judge (``BinderyChecker/Property/typeRequiringConformances``): the runtime's
/// `_$PropertyOfHashableModel<Size>.Checked` (or `Equatable`, `Codable` …; for a nonisolated model
/// `_$PropertyOfNonisolatedHashableModel`, which refuses a conformance isolated to the main actor) where the spec
/// writes the type, so Swift reports a missing conformance at the spec. Code that names a failed alias is not
/// reported again. The type is spelled out rather than through the file's alias of it (`_$type1`), so the message
/// names it ("type 'Size' does not conform to protocol 'Hashable'"); a misspelt type is then reported twice on its
/// spec line, once here.
struct ConformanceChecks {
    /// For the `Equatable` extension: the alias of each checked property, requiring `Hashable` of a `Hashable`
    /// model's, `Equatable` otherwise.
    var compared: [String] = []
    /// For the coding extension: the alias of each checked property, requiring the model's coding conformance.
    var coded: [String] = []

    static func comparedAlias(_ index: Int) -> String { "_$compared\(index)" }
    static func codedAlias(_ index: Int) -> String { "_$coded\(index)" }

    init(_ model: Model, file: CheckedFile, spelling: TypeSpelling) {
        let equality = model.implementsHashable ? "Hashable" : model.implementsEquatable ? "Equatable" : nil
        let coding = model.implementedCoding
        // A nonisolated model's conformances run on no actor: one isolated to the main actor is refused in the alias.
        let variant = model.isolation == .nonisolated ? "Nonisolated" : ""
        // By index: iterating the properties copies each one, retaining everything it holds.
        for index in model.properties.indices {
            let property = model.properties[index]
            if case .tuple(let elements) = property.type, !property.tupleElementsRequiringConformances.isEmpty {
                compared += Self.tupleAliases(
                    elements, checked: property.tupleElementsRequiringConformances, index: index, variant: variant,
                    file: file, spelling: spelling)
                continue
            }
            guard let written = property.typeRequiringConformances else { continue }
            let type = spelling.spell(property.type)
            func alias(_ name: String, requiring conformance: String) -> String {
                // The requirement's name stands where the spec writes the type: Swift reports it there.
                let required = EmbeddedExpression(
                    text: "_$PropertyOf\(variant)\(conformance)Model<\(type)>.Checked", range: written.range,
                    location: written.location)
                return EmbeddedCode(typeAlias: name, of: required, file: file.path).text
            }
            if let equality { compared.append(alias(Self.comparedAlias(index), requiring: equality)) }
            if let coding { coded.append(alias(Self.codedAlias(index), requiring: coding)) }
        }
    }

    /// For a tuple property of an `Equatable` model: an alias of each element whose type only Swift can judge,
    /// requiring `Equatable` where the spec writes it, and the property's alias, the tuple of those and the other
    /// elements' types, which `==` compares through (a tuple conforms to nothing; its `==` needs each element's).
    private static func tupleAliases(
        _ elements: [SwiftType.TupleElement], checked: [EmbeddedExpression?], index: Int, variant: String,
        file: CheckedFile, spelling: TypeSpelling
    ) -> [String] {
        var aliases: [String] = []
        var spelled: [String] = []
        for (position, element) in elements.enumerated() {
            var type = spelling.spell(element.type)
            if let written = checked[position] {
                let name = "\(comparedAlias(index))_\(position)"
                let required = EmbeddedExpression(
                    text: "_$PropertyOf\(variant)EquatableModel<\(type)>.Checked", range: written.range,
                    location: written.location)
                aliases.append(EmbeddedCode(typeAlias: name, of: required, file: file.path).text)
                type = name
            }
            spelled.append(element.label.map { "\($0): \(type)" } ?? type)
        }
        aliases += tupleAlias(comparedAlias(index), of: spelled)
        return aliases
    }

    /// `private typealias name = (elements)` in the conformance's extension, laid out as swift-format lays it out: on
    /// one line if it fits, else the elements on lines of their own, as many to a line as fit.
    static func tupleAlias(_ name: String, of elements: [String]) -> [String] {
        let opening = "    private typealias \(name) = ("
        let whole = elements.joined(separator: ", ") + ")"
        if Declaration.fits(opening, whole) { return [opening + whole] }
        return [opening] + Declaration.packed(elements, indent: 8).map { "        " + $0 } + ["    )"]
    }
}
