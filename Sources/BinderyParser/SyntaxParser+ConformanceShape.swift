import BinderySource
import BinderySyntax

/// A model's or external class's conformance is a protocol (or, for an external class, its superclass): a name.
/// Other types parse as types but are no conformance, and Swift would reject the generated class declaration.
extension SyntaxParser {
    /// Reports `type`, written as a conformance, when it is not a plain name (`P?`, `[P]`, `any P`, `P.Type`,
    /// `Collection<Int>`); returns true when it did.
    mutating func reportsNotAConformance(_ type: TypeSyntax) -> Bool {
        let what: String
        var fix = "write the protocol's name, as in 'Equatable'"
        switch type {
        case .named(let components, _):
            if components.contains(where: { !$0.genericArguments.isEmpty }) {
                what = "a conformance cannot have generic arguments"
            } else if components.count > 1, ["Type", "Protocol"].contains(components.last?.name.name) {
                what = "a metatype is no conformance"
            } else {
                return false
            }
        case .tuple(let elements, _) where elements.count == 1 && elements[0].label == nil:
            // `(P)` is `P`, as in Swift.
            return reportsNotAConformance(elements[0].type)
        case .existential(let keyword, let constraint, _):
            what = "'\(keyword)' makes a type of a protocol, and a conformance is the protocol itself"
            fix = "write '\(constraint)'"
        default:
            what = "a conformance is a protocol's name"
        }
        error(
            .expectedType,
            "'\(type)' cannot be conformed to: \(what); \(fix)",
            at: type.range)
        return true
    }
}
