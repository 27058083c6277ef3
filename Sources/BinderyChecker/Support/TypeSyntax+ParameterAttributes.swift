import BinderySource
import BinderySyntax

extension TypeSyntax {
    /// Attributes Swift allows only on a function's parameter (`(@escaping () -> Void) -> Int`), never on the type
    /// of a stored property.
    static let parameterOnlyAttributes: Set<String> = ["@escaping", "@autoclosure"]

    /// The first parameter-only attribute in this type that is not on a function type's parameter, with the range
    /// of the function type it is written on; nil when there is none.
    func misplacedParameterAttribute() -> (attribute: String, range: SourceRange)? {
        var pending: [(type: TypeSyntax, isParameter: Bool)] = [(self, false)]
        while let (type, isParameter) = pending.popLast() {
            switch type {
            case .function(let parameters, let result, let attributes, let range):
                if !isParameter, let attribute = attributes.first(where: Self.parameterOnlyAttributes.contains) {
                    return (attribute, range)
                }
                pending.append((result, false))
                pending += parameters.reversed().map { ($0, true) }
            case .named(let components, _):
                pending += components.flatMap(\.genericArguments).reversed().map { ($0, false) }
            case .optional(let wrapped, _), .implicitlyUnwrapped(let wrapped, _), .array(let wrapped, _),
                .existential(_, let wrapped, _):
                pending.append((wrapped, false))
            case .dictionary(let key, let value, _):
                pending += [(value, false), (key, false)]
            case .tuple(let elements, _):
                pending += elements.map(\.type).reversed().map { ($0, false) }
            }
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
