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
            return conformanceNames(of: model, declaredByModels: true, isolated: false).contains {
                $0.isSameName(as: name) || "Swift.\($0)".isSameName(as: name)
            }
        default:
            return false
        }
    }
}
