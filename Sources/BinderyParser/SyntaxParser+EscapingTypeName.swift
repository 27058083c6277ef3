import BinderySource
import BinderySyntax

extension SyntaxParser {
    /// `@escaping` before a property's type name (`var onTap: @escaping Handler`), which says the name is a typealias
    /// of a function type: Swift takes a parameter of such a type as non-escaping, and the spec cannot see the alias.
    /// Consumed here, so that ``parseType(what:)`` does not take it for an attribute of a type that is no function;
    /// returns its range. Before a function type written out, it is left to the type, as before.
    mutating func parseEscapingBeforeTypeName() -> SourceRange? {
        let name = peek(2)
        guard current.kind == .at, peek().kind == .identifier, !peek().hasSpaceBefore,
            identifier(peek()).name == "escaping", name.kind == .identifier, !name.isAtStartOfLine,
            !isKeyword(name, "any"), !isKeyword(name, "some")
        else { return nil }
        let start = current
        advance()
        advance()
        return range(from: start)
    }

    /// `@escaping Handler?`: an optional closure escapes already, and `[Handler]` or `Box<Handler>` holds its
    /// closures: only a bare name can be the alias the initializer takes `@escaping`.
    mutating func reportEscapingBeforeTypeThatIsNotAName(_ type: TypeSyntax, at range: SourceRange) {
        if case .named = type { return }
        error(
            .attributeNotAllowed,
            "'@escaping' before a property's type says that its name is a typealias of a function type, but "
                + "'\(type)' is not a name; remove '@escaping' (an optional or a collection of closures escapes "
                + "already)",
            at: range)
    }
}
