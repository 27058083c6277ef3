import BinderyScanner
import BinderySource

/// The argument labels of a call written right after a name (`Person(name: "", age: 3)`), read from the tokens:
/// the syntax tree keeps no labels. When the name is a model's, each label is the generated initializer's parameter
/// for the property of that name (`init(name: String = "", …)`), which a rename of the property must reach.
enum InitializerLabels {
    /// The labels at the top level of the parentheses right after `callee`, up to `end` (the expression's end).
    static func labels(after callee: SourceRange, in source: SourceFile, end: Int) -> [(
        name: String, range: SourceRange
    )] {
        guard callee.end < end, end <= source.bytes.count else { return [] }
        var ignored = Diagnostics()
        let tokens = TokenScanner.scan(source, id: callee.file, range: callee.end..<end, diagnostics: &ignored).tokens
        // The call's `(` must follow the name directly, as Swift requires of a call.
        guard let open = tokens.first, open.kind == .leftParen, open.startOffset == callee.end else { return [] }
        var labels: [(name: String, range: SourceRange)] = []
        var depth = 0
        for (index, token) in tokens.enumerated() {
            if token.kind.isOpeningBracket {
                depth += 1
            } else if token.kind.isClosingBracket {
                depth -= 1
                if depth == 0 { break }
            } else if depth == 1, token.kind == .identifier, index + 1 < tokens.count,
                tokens[index + 1].kind == .colon, [.leftParen, .comma].contains(tokens[index - 1].kind)
            {
                labels.append(
                    (
                        source.text(token.nameStart..<token.nameEnd),
                        SourceRange(file: callee.file, start: token.startOffset, end: token.endOffset)
                    ))
            }
        }
        return labels
    }
}
