import BinderySource

extension TokenScanner {
    /// Directives that would make Swift compile something other than the spec's text, or point it elsewhere; and
    /// the diagnostic ones, which are statements, never the expression a spec writes where they could stand.
    private static let directives: Set<String> = [
        "if", "elseif", "else", "endif", "sourceLocation", "warning", "error",
    ]

    /// `#"raw"#`, `##"…"##`, `#/regex/#`, or `#name`.
    mutating func scanPound() {
        let start = index
        var cursor = index
        while cursor < end, bytes[cursor] == UInt8(ascii: "#") { cursor += 1 }
        if cursor < end, bytes[cursor] == UInt8(ascii: "\"") {
            scanStringToken()
            return
        }
        if cursor < end, bytes[cursor] == UInt8(ascii: "/"), let regexEnd = extendedRegexLiteral(at: start) {
            index = regexEnd
            emit(.regexLiteral, start, allowsRegexAfter: false)
            return
        }
        if cursor == index + 1, cursor < end, CharacterClass.isASCIIIdentifierStart(bytes[cursor]) {
            index = cursor
            skipIdentifierCharacters()
            let name = text((start + 1)..<index)
            if Self.directives.contains(name) {
                let message =
                    switch name {
                    case "sourceLocation":
                        "'#sourceLocation' cannot be written in a spec; the generated code already points back to it"
                    case "warning", "error":
                        "'#\(name)' cannot be written in a spec: it is a statement, and a spec holds expressions; "
                            + "write the message in a comment"
                    default:
                        "'#\(name)' cannot be written in a spec: what Bindery checks must be what Swift compiles; "
                            + "choose in Swift instead, in an external transform"
                    }
                error(.compilerDirective, message, start, index)
            }
            emit(.poundKeyword, start, allowsRegexAfter: Self.directives.contains(name))
            return
        }
        index = cursor
        error(.unexpectedPound, "unexpected '#'; a raw string is written #\"…\"#", start, cursor)
        spaceBefore = true
    }
}
