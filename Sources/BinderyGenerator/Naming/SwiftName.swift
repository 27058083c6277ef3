/// Spelling of names in generated Swift: identifiers that are keywords get backticks, derived names get the
/// case they need.
enum SwiftName {
    /// Words that cannot be used as a declaration name or a bare reference without backticks.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil",
        "self", "Self", "super", "throws", "true", "try", "_", "Type", "Protocol", "some", "any",
    ]

    /// `name`, in backticks when Swift would read it as a keyword.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// `name` as an argument label in a call, where only `inout`, `var` and `let` need backticks (Swift warns
    /// about the others).
    static func argumentLabel(_ name: String) -> String {
        ["inout", "var", "let"].contains(name) ? "`\(name)`" : name
    }

    /// `tags` → `Tags`, for names built around a property (`insertTags`, `didChangeTags`).
    static func capitalized(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// `Download` → `download`, for the observer method's label and parameter.
    static func lowercasedFirst(_ name: String) -> String {
        // An acronym prefix lowercases as a whole, as Swift's API guidelines do: `URLRow` → `urlRow`.
        let characters = Array(name)
        var index = 0
        while index < characters.count, characters[index].isUppercase { index += 1 }
        if index <= 1 || index == characters.count {
            return index == characters.count ? name.lowercased() : characters[0].lowercased() + String(characters[1...])
        }
        return String(characters[..<(index - 1)]).lowercased() + String(characters[(index - 1)...])
    }
}

/// Text from a spec placed inside generated Swift literals and comments, so it can never break out of them.
enum SwiftText {
    /// The contents of a `"…"` string literal that reads back as `text`.
    static func stringLiteralContents(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Text for a `//` comment: one line, whatever it holds.
    static func singleLineComment(_ text: String) -> String {
        String(
            text.unicodeScalars.map { scalar in
                scalar == "\n" || scalar == "\r" || (0x2028...0x2029).contains(scalar.value) ? " " : Character(scalar)
            })
    }

    /// `///` lines for a doc comment, each line of `text` on its own.
    static func docCommentLines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let trimmed = line.hasSuffix("\r") ? line.dropLast() : line
            return trimmed.isEmpty ? "///" : "/// " + trimmed
        }
    }
}
