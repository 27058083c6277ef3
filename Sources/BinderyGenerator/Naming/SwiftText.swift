/// Text from a spec placed inside generated Swift literals and comments, so it can never break out of them.
enum SwiftText {
    /// A `"…"` string literal that reads back as `text`.
    static func stringLiteral(_ text: String) -> String {
        // Most text (names, paths, rules) needs no escape: then it is quoted whole, where building the literal a
        // scalar at a time cost 4% of `generate`. 0xE2 starts U+2028 and U+2029, and sends any text with it below.
        // The bytes are read from a buffer, and the literal written once into a string of its size: testing each
        // byte through the UTF-8 view, then `"\"" + text + "\""`, cost twice as much.
        let needsEscaping =
            text.utf8.withContiguousStorageIfAvailable(Self.needsEscaping) ?? Self.needsEscaping(text.utf8)
        guard needsEscaping else { return String(concatenating: "\"", text, "\"") }
        var result = "\""
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
        return result + "\""
    }

    /// Whether `bytes` hold a control character, a quote, a backslash, DEL or the lead byte of U+2028 or U+2029.
    private static func needsEscaping<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
        bytes.contains { byte in
            byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F || byte == 0xE2
        }
    }

    /// Text for a `//` comment: one line, whatever it holds. Swift ends a comment at LF, CR, and the Unicode line
    /// and paragraph separators.
    static func singleLineComment(_ text: String) -> String {
        String(
            text.unicodeScalars.map { scalar in
                scalar == "\n" || scalar == "\r" || (0x2028...0x2029).contains(scalar.value) ? " " : Character(scalar)
            })
    }

    /// `///` lines for a doc comment, each line of `text` on its own, whatever line ends it uses.
    static func docCommentLines(_ text: String) -> [String] {
        lines(of: text).map { $0.isEmpty ? "///" : "/// " + $0 }
    }

    /// The lines of `text`, split at LF, CRLF and lone CR, as Swift splits them.
    static func lines(of text: String) -> [String] {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" && previousWasCarriageReturn {
                previousWasCarriageReturn = false
                continue
            }
            previousWasCarriageReturn = scalar == "\r"
            if scalar == "\n" || scalar == "\r" {
                lines.append(String(current))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        lines.append(String(current))
        return lines
    }
}
