import BinderyScanner
import BinderySource
import BinderySyntax

/// Finds the names an embedded expression mentions (see ``ExpressionSyntax/Reference``), looking into string
/// interpolations (as the scanner read them) but not string text.
///
/// Names the expression declares itself shadow the model's properties within their scope, as in Swift, and are not
/// references: closure parameters and capture names, `let` and `var` inside a closure (from the statement after
/// the declaration), `if let`, `while let` and `for … in` patterns (in their body), `guard let` (in the rest of the
/// block), `case let` patterns (in the case's body) and `catch`'s `error`. `if let x` and `guard let x` without a
/// value, and a capture `[x]`, read `x` before they bind it, so they are a reference too.
struct ReferenceFinder {
    let source: SourceFile
    let file: FileID
    let interpolations: [Int: [Range<Int>]]
    let interpolationTokens: [Int: [Token]]

    /// The references and the member accesses (``ExpressionSyntax/memberAccesses``) in `tokens`.
    func names(in tokens: ArraySlice<Token>) -> (
        references: [ExpressionSyntax.Reference], members: [ExpressionSyntax.MemberAccess],
        closures: [ExpressionSyntax.Closure], selfUses: [SourceRange], superUses: [SourceRange]
    ) {
        var walk = ScopeWalk(finder: self)
        walk.walk(tokens)
        return (walk.found, walk.members, walk.closures, walk.selfUses, walk.superUses)
    }

    func name(_ token: Token) -> String {
        source.text(token.nameStart..<token.nameEnd)
    }

    func reference(_ token: Token, isOnSelf: Bool) -> ExpressionSyntax.Reference {
        ExpressionSyntax.Reference(
            name: name(token), range: SourceRange(file: file, start: token.startOffset, end: token.endOffset),
            isOnSelf: isOnSelf)
    }
}

enum SwiftKeywords {
    /// Words that cannot be a bare property reference in a Swift expression.
    static let expression: Set<String> = [
        "self", "Self", "super", "true", "false", "nil", "as", "is", "in", "try", "await", "if", "else", "switch",
        "case", "default", "let", "var", "return", "throw", "where", "for", "while", "repeat", "do", "catch", "guard",
        "func", "some", "any", "inout", "init",
    ]
}
