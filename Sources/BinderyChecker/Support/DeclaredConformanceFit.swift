extension CheckRun {
    /// Whether `value`, a model or external class (or an optional, array, set or dictionary of one), fits `place`,
    /// `any P` (or its optional, or an array of it) of a protocol the spec declares it conforms to
    /// (`model User: Greeter`, or `Hashable`, which the generator implements), or a Foundation type one of the
    /// standard protocols it conforms to (`Date` into `any Comparable`): Swift passes it so. Asked only after
    /// ``fits(_:into:)`` said no.
    func fitsAsDeclaredConformance(_ value: SwiftType, into place: SwiftType) -> Bool {
        switch (value, place) {
        case (.optional(let value), .optional(let place)), (.array(let value), .array(let place)):
            return fitsAsDeclaredConformance(value, into: place)
        case (_, .optional(let place)) where !value.isOptional:
            return fitsAsDeclaredConformance(value, into: place)
        case (_, .existential("any", let constraint)):
            guard !value.isOptional, case .named(let components) = constraint,
                components.allSatisfy({ $0.genericArguments.isEmpty })
            else { return false }
            if value.simpleName != nil || modelOrClass(namedBy: value) != nil {
                return declaresConformance(of: value, to: constraint)
            }
            // A collection of models conforms as they do: `[User]`, `[String: User]` and `[User?]` are Hashable
            // when `User` is, as Swift's conditional conformances have it.
            return value.conformsToStandardProtocol(constraint) { declaresConformance(of: $0, to: $1) }
        default:
            return false
        }
    }

    /// Whether the named type `value`, a model or external class, is declared to conform to `constraint`, or is a
    /// Foundation type that does.
    private func declaresConformance(of value: SwiftType, to constraint: SwiftType) -> Bool {
        guard case .named(let components) = constraint else { return false }
        guard let model = modelOrClass(namedBy: value) else {
            // Foundation's `Date`, unless the spec declares a model or class of that name.
            return value.simpleName.map { SwiftType.foundationType($0, conformsTo: constraint) } ?? false
        }
        let name = components.map(\.name).joined(separator: ".")
        return conformanceNames(of: model, declaredByModels: true, isolated: false).contains {
            $0.isSameName(as: name) || "Swift.\($0)".isSameName(as: name)
        }
    }
}
