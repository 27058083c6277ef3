import BinderyScanner
import BinderySource
import BinderySyntax

/// Finds the names an embedded expression mentions (see ``ExpressionSyntax/Reference``), looking into string
/// interpolations but not string text.
struct ReferenceFinder {
    let source: SourceFile
    let file: FileID

    func references(in tokens: ArraySlice<Token>) -> [ExpressionSyntax.Reference] {
        var found: [ExpressionSyntax.Reference] = []
        collect(tokens, stringDepth: 0, into: &found)
        return found
    }

    /// `stringDepth` is how many string literals the tokens lie inside; past the scanner's limit (which it reported)
    /// the names are not looked for.
    private func collect(
        _ tokens: ArraySlice<Token>, stringDepth: Int, into found: inout [ExpressionSyntax.Reference]
    ) {
        var brackets: [TokenKind] = []
        var index = tokens.startIndex
        while index < tokens.endIndex {
            let token = tokens[index]
            defer { index += 1 }
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace:
                brackets.append(token.kind)
            case .rightParen, .rightBracket, .rightBrace:
                _ = brackets.popLast()
            case .stringLiteral where stringDepth < TokenScanner.maximumStringNesting:
                collectInterpolations(of: token, stringDepth: stringDepth + 1, into: &found)
            case .identifier:
                let previous = index > tokens.startIndex ? tokens[index - 1] : nil
                let next = index + 1 < tokens.endIndex ? tokens[index + 1] : nil
                if let previous, previous.kind == .period {
                    // `self.x` names x; `a.x` does not.
                    let beforeDot = index - 2 >= tokens.startIndex ? tokens[index - 2] : nil
                    guard let beforeDot, isPlainSelf(beforeDot),
                        index - 3 < tokens.startIndex || tokens[index - 3].kind != .period
                    else { continue }
                    found.append(reference(token, isOnSelf: true))
                    continue
                }
                if !token.isBackticked, SwiftKeywords.expression.contains(name(token)) { continue }
                if let next, next.kind == .colon, let previous,
                    previous.kind == .leftParen || previous.kind == .comma, brackets.last == .leftParen
                {
                    continue  // an argument label
                }
                found.append(reference(token, isOnSelf: false))
            default:
                continue
            }
        }
    }

    private func isPlainSelf(_ token: Token) -> Bool {
        token.kind == .identifier && !token.isBackticked && token.endOffset - token.startOffset == 4
            && name(token) == "self"
    }

    private func name(_ token: Token) -> String {
        source.text(token.nameStart..<token.nameEnd)
    }

    private func reference(_ token: Token, isOnSelf: Bool) -> ExpressionSyntax.Reference {
        ExpressionSyntax.Reference(
            name: name(token), range: SourceRange(file: file, start: token.startOffset, end: token.endOffset),
            isOnSelf: isOnSelf)
    }

    private func collectInterpolations(
        of token: Token, stringDepth: Int, into found: inout [ExpressionSyntax.Reference]
    ) {
        let ranges = TokenScanner.interpolations(
            in: source, id: file, stringAt: token.startOffset, end: token.endOffset)
        for range in ranges {
            var ignored = Diagnostics()  // the scanner already reported this text's problems once
            let scanned = TokenScanner.scan(
                source, id: file, range: range, stringDepth: TokenScanner.maximumStringNesting, diagnostics: &ignored)
            collect(scanned.tokens.dropLast(), stringDepth: stringDepth, into: &found)
        }
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
