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

    /// The expression alone on its lines, as a single-expression function body (a default, a computed expression, a
    /// fallback), so `if` and `switch` expressions read as the spec meant. One that starts with `#` (`#line`) would
    /// read as a compiler directive at the start of a line, so it is returned.
    init(_ expression: EmbeddedExpression, file: String) {
        if expression.text.first == "#" {
            text = Self.placed(expression, after: "return ", file: file)
        } else if Self.isLoneName(expression) {
            text = Self.placed(expression, after: "(", before: ")", file: file)
        } else {
            text = Self.placed(expression, after: "", file: file)
        }
    }

    /// `return` and the expression, for a closure body with a statement before it. `return ` stands in the
    /// indentation, so the expression keeps its spec column: a transform's expression always follows `= ` or
    /// `forward: ` on its line, and any other `= ` or `?? `, so there is room for it.
    init(returning expression: EmbeddedExpression, file: String) {
        if Self.isLoneName(expression) {
            text = Self.placed(expression, after: "return (", before: ")", file: file)
        } else {
            text = Self.placed(expression, after: "return ", file: file)
        }
    }

    /// Whether the expression is one name alone. A declaration modifier (`dynamic`, `lazy`, `final`, `open`) alone
    /// at the start of a line, or after `return` with the closing `#sourceLocation()` on the next line, starts a
    /// declaration instead: in parentheses it is the value.
    private static func isLoneName(_ expression: EmbeddedExpression) -> Bool {
        expression.text.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
    }

    /// The expression at its spec line and column, `keyword` written into its indentation and `closing` after it.
    private static func placed(
        _ expression: EmbeddedExpression, after keyword: String, before closing: String = "", file: String
    ) -> String {
        var lines = SwiftText.lines(of: expression.text)
        lines[0] =
            String(repeating: " ", count: max(0, expression.location.column - 1 - keyword.count)) + keyword + lines[0]
        lines[lines.count - 1] += closing
        return "#sourceLocation(file: \(SwiftText.stringLiteral(file)), line: \(expression.location.line))\n"
            + lines.joined(separator: "\n") + "\n#sourceLocation()"
    }

    /// A private alias of a type the spec names (``CheckedFile/swiftTypeReferences``), the type at its spec line and
    /// column, so Swift reports a type that does not exist in the spec. The alias's keywords stand on the line before
    /// the type's (numbered one less), so the type keeps its column however little the spec indents it.
    init(typeAlias name: String, of type: EmbeddedExpression, file: String) {
        let declaration = "private typealias \(name) ="
        var lines = SwiftText.lines(of: type.text)
        let line = type.location.line
        let indentation = type.location.column - 1
        if line > 1 {
            lines[0] = String(repeating: " ", count: indentation) + lines[0]
            lines.insert(declaration, at: 0)
        } else {
            // The spec's first line: the keywords must share it, and the column is kept when there is room.
            lines[0] =
                declaration + String(repeating: " ", count: max(1, indentation - declaration.count)) + lines[0]
        }
        text =
            "#sourceLocation(file: \(SwiftText.stringLiteral(file)), line: \(max(1, line - 1)))\n"
            + lines.joined(separator: "\n") + "\n#sourceLocation()"
    }

    /// For a spec whose declarations are `public` or `package`: what ``init(typeAlias:of:file:)`` is for an internal
    /// one, and more. The type must also be as visible as the declarations that use it, which Swift reports at the
    /// name of what it declares: so the check is a function (hidden from clients, as `@_spi`) that takes the type,
    /// named on the type's line, before it, with the type at its spec column, so a type that does not exist is still
    /// reported there. Swift's message then reads "function cannot be declared public because its parameter uses an
    /// internal type", at the spec's line. Other files of the module may declare the same function: `label`, the
    /// argument label of a second parameter after the type, tells them apart.
    init(
        visibilityCheck name: String, label fileLabel: String, of type: EmbeddedExpression, access: AccessLevel,
        file: String
    ) {
        let modifiers = access == .public ? "@_spi(BinderyGenerated) public func" : "package func"
        let label = name + "(_: "
        var lines = SwiftText.lines(of: type.text)
        let line = type.location.line
        let indentation = max(0, type.location.column - 1 - label.count)
        lines[0] = String(repeating: " ", count: indentation) + label + lines[0]
        lines[lines.count - 1] += ", \(fileLabel) _: Swift.Void) {}"
        if line > 1 {
            lines.insert(modifiers, at: 0)
        } else {
            // The spec's first line: the keywords must share it, and the type's column is kept when there is room.
            lines[0] = modifiers + " " + lines[0].drop { $0 == " " }
        }
        text =
            "#sourceLocation(file: \(SwiftText.stringLiteral(file)), line: \(max(1, line - 1)))\n"
            + lines.joined(separator: "\n") + "\n#sourceLocation()"
    }

    /// `line`, the import of `module`, when Swift can find the module; otherwise an error at the spec's line and
    /// column of the module's name (`#error`'s message starts at its column), where Swift would report the import in
    /// the generated file. `spelling` is the module's name as Swift code writes it (in backticks when a keyword).
    /// The import too stands at the spec's line, its module's name at its column: what Swift says of an import it
    /// can find (`@testable` of a module not compiled for testing) is reported there. Laid out as swift-format
    /// leaves it, which does not indent `#if` blocks.
    init(importing module: String, as spelling: String, line: String, at location: SourceLocation, file: String) {
        let message =
            "no such module '\(module)'; check its name, or add the package or target that provides it to the "
            + "target's dependencies"
        let directive = "#sourceLocation(file: \(SwiftText.stringLiteral(file)), line: \(location.line))"
        let indentation = max(0, location.column - 1 - (line.count - spelling.count))
        text = [
            "#if canImport(\(spelling))",
            directive,
            String(repeating: " ", count: indentation) + line,
            "#sourceLocation()",
            "#else",
            directive,
            String(repeating: " ", count: max(0, location.column - 1 - "#error(".count)) + "#error("
                + SwiftText.stringLiteral(message) + ")",
            "#sourceLocation()",
            "#endif",
        ].joined(separator: "\n")
    }

    /// A reference to something a spec names (an external transform), at the column where the spec names it.
    init(reference: String, at location: SourceLocation, file: String) {
        text =
            "#sourceLocation(file: \(SwiftText.stringLiteral(file)), line: \(location.line))\n"
            + String(repeating: " ", count: max(0, location.column - 1)) + reference + "\n#sourceLocation()"
    }
}
