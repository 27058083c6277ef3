import BinderySource
import BinderySyntax

/// A model's or external class's conformance is a protocol (or, for an external class, its superclass): a name; so is
/// what follows `any` or `some`. Other types parse as types but are neither, and Swift would reject the generated
/// declaration.
extension SyntaxParser {
    /// Reports `type`, written as a conformance, when it is not a name (`P?`, `[P]`, `any P`, `P.Type`); returns
    /// true when it did.
    mutating func reportsNotAConformance(_ type: TypeSyntax) -> Bool {
        let what: String
        var fix = "write the protocol's name, as in 'Equatable'"
        switch type {
        case .named(let components, _):
            // Generic arguments are Swift's: a parameterized protocol (`Sequence<Int>`), a generic superclass.
            if components.count > 1, ["Type", "Protocol"].contains(components.last?.name.name) {
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

    /// Reports `constraint`, read after `any` or `some`, when it is no protocol's name (`any [P]`, `any P?`, whose
    /// `?` Swift does not take for the existential's); returns true when it did.
    mutating func reportsNotAConstraint(_ constraint: TypeSyntax, of keyword: String) -> Bool {
        switch constraint {
        case .named:
            return false
        case .tuple(let elements, _) where elements.count == 1 && elements[0].label == nil:
            return reportsNotAConstraint(elements[0].type, of: keyword)
        case .optional(let wrapped, _), .implicitlyUnwrapped(let wrapped, _):
            let suffix = constraint.description.last.map(String.init) ?? "?"
            let fixed = "(\(keyword) \(wrapped))\(suffix)"
            error(
                .expectedType,
                "'\(keyword) \(constraint)' reads as '\(keyword)' of an optional, which is no protocol; write '\(fixed)'",
                at: constraint.range)
            return true
        default:
            error(
                .expectedType,
                "'\(keyword)' takes a protocol's name, and '\(constraint)' is not one; write '\(keyword)' right before "
                    + "a protocol's name, as in '[\(keyword) Equatable]'",
                at: constraint.range)
            return true
        }
    }
}
