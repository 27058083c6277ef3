import BinderySource
import BinderySyntax

extension TypeSyntax {
    /// Attributes Swift allows only on a function's parameter (`(@escaping () -> Void) -> Int`), never on the type
    /// of a stored property.
    static let parameterOnlyAttributes: Set<String> = ["@escaping", "@autoclosure"]

    /// The first parameter-only attribute in this type that is not on a function type's parameter, with the range
    /// of the function type it is written on; nil when there is none.
    func misplacedParameterAttribute() -> (attribute: String, range: SourceRange)? {
        // A bare name holds no function type: answered without a stack of parts.
        if isBareName { return nil }
        var pending: [(type: TypeSyntax, isParameter: Bool)] = [(self, false)]
        while let (type, isParameter) = pending.popLast() {
            var parameterCount = 0
            if case .function(let parameters, _, let attributes, let range) = type {
                if !isParameter, let attribute = attributes.first(where: Self.parameterOnlyAttributes.contains) {
                    return (attribute, range)
                }
                parameterCount = parameters.count
            }
            // A function type's parts are its parameters, then its result.
            pending += type.parts.enumerated().reversed().map { ($1, $0 < parameterCount) }
        }
        return nil
    }

    /// The range of the first named type in this one that starts with `Self` (`Self`, `Self.Type`, `[Self]`,
    /// `() -> Self`); nil when there is none.
    func firstSelfMention() -> SourceRange? {
        var found: SourceRange?
        visitNamedTypes { components, range in
            if found == nil, components.first?.name.name == "Self" { found = range }
            return found == nil
        }
        return found
    }
}
