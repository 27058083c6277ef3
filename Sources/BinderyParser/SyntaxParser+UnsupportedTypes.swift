import BinderyScanner
import BinderySource
import BinderySyntax

/// Swift type forms a spec cannot write, reported as such rather than as a token the parser did not expect: what is
/// written is valid Swift, so "unexpected '&'" would leave the user looking for a typo. Each names the way round it,
/// a `typealias` in the target's Swift, which a spec may name like any type of the user's.
extension SyntaxParser {
    /// Parameter modifiers Swift allows in a function type's parameter list.
    private static let parameterModifiers: Set<String> = [
        "inout", "borrowing", "consuming", "sending", "isolated", "__owned", "__shared",
    ]

    /// Reports a form that continues `type` and returns true: a composition (`A & B`), a metatype of a type that is
    /// not a name (`[Int].Type`), a variadic (`Int...`).
    mutating func reportsUnsupportedContinuation(of type: TypeSyntax, start: Token) -> Bool {
        guard !current.isAtStartOfLine else { return false }
        let written = source.text(start.startOffset..<previousEnd)
        if current.kind == .operator, text(current) == "&" {
            reportUnsupported(
                "a protocol composition ('\(written) & …') cannot be written in a spec's type",
                way: "typealias Name = \(written) & …", at: range(current))
            return true
        }
        if current.kind == .operator, text(current) == "...", !current.hasSpaceBefore {
            error(
                .unsupportedTypeSyntax,
                "'\(written)...' is a variadic parameter, not a type; write an array, '[\(written)]'",
                at: range(current))
            return true
        }
        if current.kind == .period, current.isJoinedToPrevious, peek().kind == .identifier,
            ["Type", "Protocol"].contains(identifier(peek()).name)
        {
            reportUnsupported(
                "the metatype of '\(written)' cannot be written in a spec's type (only of a named type, 'Int.Type')",
                way: "typealias Name = \(written).\(identifier(peek()).name)", at: range(from: start, to: peek()))
            return true
        }
        return false
    }

    /// Reports a parameter pack (`repeat each T`, `each T`) at `current` and returns true: Swift's keywords there,
    /// which a spec, declaring no generic parameters, has no use for.
    mutating func reportsParameterPack() -> Bool {
        guard current.kind == .identifier, !current.isBackticked,
            ["repeat", "each"].contains(identifier(current).name),
            peek().kind == .identifier || peek().kind == .leftParen, !peek().isAtStartOfLine
        else { return false }
        error(
            .unsupportedTypeSyntax,
            "a parameter pack ('\(identifier(current).name) …') cannot be written in a spec's type: a spec declares no "
                + "generic parameters; write the types themselves",
            at: range(current))
        return true
    }

    /// Reports a suppressed requirement (`~Copyable`) where a type is expected and returns true: it constrains a
    /// generic parameter, and is no type.
    mutating func reportsSuppressedRequirement() -> Bool {
        guard current.kind == .operator, text(current) == "~", peek().kind == .identifier, !peek().hasSpaceBefore
        else { return false }
        let written = "~" + identifier(peek()).name
        error(
            .unsupportedTypeSyntax,
            "'\(written)' lifts a requirement in a generic constraint; it is not a type, so write the type itself",
            at: range(from: current, to: peek()))
        return true
    }

    /// Reports a parameter modifier (`inout Int`) at the start of a function type's parameter and returns true.
    mutating func reportsParameterModifier() -> Bool {
        guard current.kind == .identifier, !current.isBackticked,
            Self.parameterModifiers.contains(identifier(current).name),
            peek().kind == .identifier || peek().kind == .leftParen || peek().kind == .leftBracket
        else { return false }
        reportUnsupported(
            "a parameter modifier ('\(identifier(current).name)') cannot be written in a spec's function type",
            way: "typealias Name = (\(identifier(current).name) …) -> …", at: range(current))
        return true
    }

    /// Attributes that never take arguments, so Swift reads a `(` right after them as the function type's
    /// (`@Sendable(Int) -> Void`).
    private static let attributesWithoutArguments: Set<String> = ["@Sendable", "@escaping", "@autoclosure"]

    /// Reports an attribute with arguments (`@convention(block)`) on a type and returns true, `current` being the
    /// `(` right after the attribute's name: read on, the arguments would be taken for the type (`(block)`).
    mutating func reportsAttributeArguments(_ attribute: String, start: Token) -> Bool {
        guard current.kind == .leftParen, !current.hasSpaceBefore, !Self.attributesWithoutArguments.contains(attribute)
        else { return false }
        reportUnsupported(
            "an attribute with arguments ('\(attribute)(…)') cannot be written in a spec's type",
            way: "typealias Name = \(attribute)(…) …", at: range(from: start, to: current))
        return true
    }

    /// Reports typed throws (`throws(E)`) in a function type and returns true.
    mutating func reportsTypedThrows() -> Bool {
        guard isKeyword(current, "throws"), peek().kind == .leftParen, !peek().hasSpaceBefore else { return false }
        reportUnsupported(
            "typed throws ('throws(…)') cannot be written in a spec's function type", instead: "write 'throws'",
            way: "typealias Name = () throws(…) -> …", at: range(from: current, to: peek()))
        return true
    }

    private mutating func reportUnsupported(
        _ what: String, instead alternative: String? = nil, way: String, at range: SourceRange
    ) {
        let typeAlias = "declare '\(way)' in the target's Swift and write 'Name'"
        error(
            .unsupportedTypeSyntax,
            "\(what); " + (alternative.map { "\($0), or \(typeAlias)" } ?? typeAlias + " instead"),
            at: range)
    }
}
