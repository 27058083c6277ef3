import BinderyScanner
import BinderySource
import BinderySyntax

/// Where an embedded expression may end besides a new line, `;` and an unmatched closing bracket.
struct ExpressionStops: OptionSet {
    let rawValue: UInt8
    /// A single `|` at depth 0 starts a pipe (a fallback's end).
    static let pipe = ExpressionStops(rawValue: 1)
    /// A `,` at depth 0 separates sources in a parenthesised list.
    static let comma = ExpressionStops(rawValue: 2)
    /// `backward:` or `forward:` at depth 0 starts the other half of a reversible transform.
    static let reversibleLabel = ExpressionStops(rawValue: 4)
}

extension SyntaxParser {
    /// Finds the end of the embedded Swift expression that starts at the current token and returns it verbatim,
    /// with the names it mentions. Returns `nil`, without reporting, when there is no expression here.
    mutating func parseExpression(stops: ExpressionStops = []) -> ExpressionSyntax? {
        let first = position
        var open: [Int] = []  // token indexes of the brackets open so far, up to the nesting limit
        var overflow = 0
        while !isAtEnd {
            let token = current
            let depth = open.count + overflow
            if depth == 0 {
                if position != first, token.isAtStartOfLine { break }
                if token.kind == .semicolon || token.kind.isClosingBracket { break }
                if stops.contains(.pipe), token.kind == .pipe { break }
                if stops.contains(.comma), token.kind == .comma { break }
                if stops.contains(.reversibleLabel), position != first, isReversibleLabel(at: position) { break }
            } else if token.isAtStartOfLine, looksLikeStatementStart(at: position) {
                break
            }
            if token.kind.isOpeningBracket {
                if open.count < Parser.maximumNesting {
                    open.append(position)
                } else {
                    if overflow == 0 {
                        error(
                            "expression nests brackets more than \(Parser.maximumNesting) deep; simplify it",
                            at: range(token))
                    }
                    overflow += 1
                }
            } else if token.kind.isClosingBracket {
                if overflow > 0 {
                    overflow -= 1
                } else if let opener = open.popLast(), tokens[opener].kind.matchingClose != token.kind {
                    error(
                        "expected '\(closeText(tokens[opener].kind))' to match '\(text(tokens[opener]))', found \(describe(token))",
                        at: range(token),
                        notes: [Diagnostic.Note("'\(text(tokens[opener]))' opened here", at: range(tokens[opener]))])
                }
            }
            advance()
        }
        if let opener = open.last {
            error(
                "expected '\(closeText(tokens[opener].kind))' to match '\(text(tokens[opener]))'",
                at: SourceRange(file: file, start: previousEnd, end: previousEnd),
                notes: [Diagnostic.Note("'\(text(tokens[opener]))' opened here", at: range(tokens[opener]))],
                fixIts: [insertion(closeText(tokens[opener].kind), at: previousEnd)])
        }
        guard position > first else { return nil }
        let expressionRange = SourceRange(file: file, start: tokens[first].startOffset, end: previousEnd)
        return ExpressionSyntax(
            text: source.text(expressionRange), range: expressionRange,
            references: ReferenceFinder(source: source, file: file).references(in: tokens[first..<position]))
    }

    private func closeText(_ kind: TokenKind) -> String {
        switch kind {
        case .leftParen: ")"
        case .leftBracket: "]"
        default: "}"
        }
    }

    func isReversibleLabel(at index: Int) -> Bool {
        let token = tokens[index]
        guard isKeyword(token, "forward") || isKeyword(token, "backward") else { return false }
        guard tokens[min(index + 1, tokens.count - 1)].kind == .colon else { return false }
        // `cond ? backward : other` is a ternary, not a label.
        return index == 0 || tokens[index - 1].kind != .question
    }

    /// A line inside unclosed brackets that looks like the next member, rule or declaration: the bracket was
    /// never closed, so stop there rather than swallow the rest of the file.
    private func looksLikeStatementStart(at index: Int) -> Bool {
        if looksLikeDeclarationStart(at: index) { return true }
        let token = tokens[index]
        let next = tokens[min(index + 1, tokens.count - 1)]
        let afterNext = tokens[min(index + 2, tokens.count - 1)]
        if isKeyword(token, "var") || isKeyword(token, "let") || isKeyword(token, "computed") {
            return next.kind == .identifier && afterNext.kind == .colon
        }
        return false
    }
}

/// Finds the names an embedded expression mentions (see ``ExpressionSyntax/Reference``), looking into string
/// interpolations but not string text.
struct ReferenceFinder {
    let source: SourceFile
    let file: FileID

    func references(in tokens: ArraySlice<Token>) -> [ExpressionSyntax.Reference] {
        var found: [ExpressionSyntax.Reference] = []
        collect(tokens, into: &found)
        return found
    }

    private func collect(_ tokens: ArraySlice<Token>, into found: inout [ExpressionSyntax.Reference]) {
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
            case .stringLiteral:
                collectInterpolations(of: token, into: &found)
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

    private func collectInterpolations(of token: Token, into found: inout [ExpressionSyntax.Reference]) {
        let ranges = TokenScanner.interpolations(
            in: source, id: file, stringAt: token.startOffset, end: token.endOffset)
        for range in ranges {
            var ignored = Diagnostics()  // the scanner already reported this text's problems once
            let scanned = TokenScanner.scan(source, id: file, range: range, diagnostics: &ignored)
            collect(scanned.tokens.dropLast(), into: &found)
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
