import BinderyChecker
import BinderySource

/// Swift written in a spec (a default, a computed expression, a transform body, a fallback), placed in generated
/// code so that Swift reports any error in it at the spec's line and column: a `#sourceLocation` directive before
/// it, and its first line indented to the spec's column. Its other lines keep the spec's own indentation.
///
/// Templates show it with `{{{code}}}`, which adds no indentation: the columns must stay as computed here.
///
/// The spec's path is a Swift string literal (``SwiftText/stringLiteral(_:)``) in every directive, so a quote, a
/// backslash or a line break in it can neither break the directive nor put text into the code. swiftc (6.3) takes
/// the directive's file name as written between the quotes, without reading the escapes: such a path is reported
/// with them (`we\"ird.bind`). A raw string would be exact, but `#sourceLocation` does not accept one.
struct EmbeddedCode {
    let text: String

    /// `return` and the expression, for a function or closure body. `return ` stands in the indentation, so the
    /// expression keeps its spec column: a default, computed expression or transform body always follows `= ` or
    /// `forward: ` on its line, and a fallback `?? `, so there is room for it. Without it an expression that
    /// starts a line could read as a statement: `#line` alone on a line is the old line-control directive.
    init(returning expression: EmbeddedExpression, file: String) {
        var lines = SwiftText.lines(of: expression.text)
        let keyword = "return "
        lines[0] =
            String(repeating: " ", count: max(0, expression.location.column - 1 - keyword.count)) + keyword + lines[0]
        text =
            "#sourceLocation(file: \(SwiftText.stringLiteral(file)), line: \(expression.location.line))\n"
            + lines.joined(separator: "\n") + "\n#sourceLocation()"
    }

    /// A reference to something a spec names (an external transform), at the column where the spec names it.
    init(reference: String, at location: SourceLocation, file: String) {
        text =
            "#sourceLocation(file: \(SwiftText.stringLiteral(file)), line: \(location.line))\n"
            + String(repeating: " ", count: max(0, location.column - 1)) + reference + "\n#sourceLocation()"
    }
}
