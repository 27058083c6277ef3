import BinderySource

extension TokenScanner {
    /// A name or keyword, with Swift's identifier characters.
    mutating func scanIdentifier() {
        let start = index
        skipIdentifierCharacters()
        emit(.identifier, start)
    }

    private mutating func skipIdentifierCharacters() {
        while index < end {
            let byte = bytes[index]
            if byte < 0x80 {
                guard CharacterClass.isASCIIIdentifierContinue(byte) else { return }
                index += 1
            } else {
                guard let (scalar, length) = CharacterClass.scalar(bytes, at: index, end: end),
                    CharacterClass.isIdentifierContinue(scalar)
                else { return }
                index += length
            }
        }
    }

    /// A non-ASCII scalar starts a name or an operator, as in Swift, or is an error; invalid UTF-8 was reported up
    /// front and reads as a space.
    mutating func scanNonASCII() {
        guard let (scalar, length) = CharacterClass.scalar(bytes, at: index, end: end) else {
            index += 1
            spaceBefore = true
            return
        }
        if CharacterClass.isIdentifierStart(scalar) {
            scanIdentifier()
            return
        }
        if CharacterClass.isOperatorStart(scalar) {
            scanOperator()
            return
        }
        let start = index
        index += length
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        switch scalar.value {
        case 0xA0, 0x2000...0x200A, 0x202F, 0x205F, 0x3000:
            error(.unexpectedCharacter, "unusual space (\(code)) in the spec; use a plain space", start, index)
        case 0x201C, 0x201D, 0x201E, 0x201F, 0x2018, 0x2019:
            error(.unexpectedCharacter, "curly quote (\(code)); Swift's strings use '\"'", start, index)
        default:
            error(.unexpectedCharacter, "unexpected character '\(scalar)' (\(code))", start, index)
        }
        spaceBefore = true
    }

    /// `` `default` ``: a name written in backticks, so a keyword can be one. Backticks do not widen Swift's
    /// identifier characters: what lies between them must be one name.
    mutating func scanBacktickIdentifier() {
        let start = index
        index += 1
        var invalid: (position: Int, character: String)?
        var isFirst = true
        while index < end, bytes[index] != UInt8(ascii: "`"), !CharacterClass.isNewline(bytes[index]) {
            let position = index
            if let (scalar, length) = CharacterClass.scalar(bytes, at: index, end: end) {
                let allowed =
                    isFirst ? CharacterClass.isIdentifierStart(scalar) : CharacterClass.isIdentifierContinue(scalar)
                if !allowed, invalid == nil { invalid = (position, Self.describe(scalar)) }
                index += length
            } else {
                if invalid == nil { invalid = (position, "a byte that is not UTF-8") }
                index += 1
            }
            isFirst = false
        }
        guard index < end, bytes[index] == UInt8(ascii: "`") else {
            error(
                .invalidBacktickedName, "unterminated backticked name; add '`' after the name", start, index,
                fixIts: [Diagnostic.FixIt(replacing: SourceRange(file: file, start: index, end: index), with: "`")])
            spaceBefore = true
            return
        }
        index += 1
        if index - start == 2 {
            error(
                .invalidBacktickedName, "empty backticked name '``'; write a name between the backticks", start, index)
            spaceBefore = true
            return
        }
        if let invalid {
            error(
                .invalidBacktickedName,
                "a backticked name holds one Swift name (letters, digits and '_', not starting with a digit), "
                    + "but this one has \(invalid.character); remove it",
                start, index)
        }
        emit(.identifier, start, backticked: true, allowsRegexAfter: false)
    }

    private static func describe(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case " ": "a space"
        case "\t": "a tab"
        default:
            scalar.value < 0x20 || scalar.value == 0x7F
                ? "the control character \\u{\(String(scalar.value, radix: 16, uppercase: true))}" : "'\(scalar)'"
        }
    }

    /// `$0` (a transform's input) or `$name`.
    mutating func scanDollarIdentifier() {
        let start = index
        index += 1
        skipIdentifierCharacters()
        if index == start + 1 {
            error(.invalidDollarIdentifier, "'$' must be followed by a number or a name, as in '$0'", start, index)
            spaceBefore = true
        } else {
            emit(.dollarIdentifier, start, allowsRegexAfter: false)
        }
    }

    /// `\` starts a key path (`\.name`, `\Model.name`); anywhere else it belongs inside a string literal.
    mutating func scanBackslash() {
        let start = index
        let next = peek(1)
        let startsKeyPath =
            next == UInt8(ascii: ".") || next.map(CharacterClass.isASCIIIdentifierStart) == true
            || (next.map { $0 >= 0x80 } == true
                && CharacterClass.scalar(bytes, at: index + 1, end: end).map { CharacterClass.isIdentifierStart($0.0) }
                    == true)
        index += 1
        if startsKeyPath {
            emit(.backslash, start, allowsRegexAfter: false)
        } else {
            error(
                .unexpectedCharacter, "unexpected character '\\'; a backslash belongs inside a string literal", start,
                index)
            spaceBefore = true
        }
    }

    /// Directives that would make Swift compile something other than the spec's text, or point it elsewhere.
    private static let directives: Set<String> = ["if", "elseif", "else", "endif", "sourceLocation"]

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
                error(
                    .compilerDirective,
                    name == "sourceLocation"
                        ? "'#sourceLocation' cannot be written in a spec; the generated code already points back to it"
                        : "'#\(name)' cannot be written in a spec: what Bindery checks must be what Swift compiles; "
                            + "choose in Swift instead, in an external transform",
                    start, index)
            }
            emit(.poundKeyword, start, allowsRegexAfter: Self.directives.contains(name))
            return
        }
        index = cursor
        error(.unexpectedPound, "unexpected '#'; a raw string is written #\"…\"#", start, cursor)
        spaceBefore = true
    }

    /// `'x'`: read as the string it was meant to be, and say how Swift writes it.
    mutating func scanSingleQuoted() {
        let start = index
        var close = index + 1
        while close < end, bytes[close] != UInt8(ascii: "'"), !CharacterClass.isNewline(bytes[close]) { close += 1 }
        guard close < end, bytes[close] == UInt8(ascii: "'") else {
            index += 1
            error(.unexpectedCharacter, "unexpected character '''; string literals use double quotes", start, index)
            spaceBefore = true
            return
        }
        index = close + 1
        let inner = text((start + 1)..<close)
        error(
            .singleQuotedString, "single-quoted strings are not Swift; write \"\(inner)\"", start, index,
            fixIts: [
                Diagnostic.FixIt(replacing: SourceRange(file: file, start: start, end: index), with: "\"\(inner)\"")
            ])
        emit(.stringLiteral, start, allowsRegexAfter: false)
    }

    /// A number as Swift lexes one: `12_000`, `1.5e-3`, `0x1Fp2`, `0o17`, `0b101`. Letters run into it make it
    /// invalid, as in Swift.
    mutating func scanNumber() {
        let start = index
        index += 1
        let prefix = bytes[start] == UInt8(ascii: "0") ? peek(0) : nil
        switch prefix {
        case UInt8(ascii: "x"):
            index += 1
            skipDigits(CharacterClass.isHexDigit)
            if peek(0) == UInt8(ascii: "."), let next = peek(1), CharacterClass.isHexDigit(next),
                previous.kind != .period
            {
                index += 1
                skipDigits(CharacterClass.isHexDigit)
            }
            if peek(0) == UInt8(ascii: "p") || peek(0) == UInt8(ascii: "P") { skipExponent() }
        case UInt8(ascii: "o"):
            index += 1
            skipDigits { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "7") }
        case UInt8(ascii: "b"):
            index += 1
            skipDigits { $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: "1") }
        default:
            skipDigits(CharacterClass.isDigit)
            // `t.0.1` is tuple access, not the number 0.1.
            if peek(0) == UInt8(ascii: "."), let next = peek(1), CharacterClass.isDigit(next), previous.kind != .period
            {
                index += 1
                skipDigits(CharacterClass.isDigit)
            }
            if peek(0) == UInt8(ascii: "e") || peek(0) == UInt8(ascii: "E") { skipExponent() }
        }
        let isPrefixed = prefix == UInt8(ascii: "x") || prefix == UInt8(ascii: "o") || prefix == UInt8(ascii: "b")
        let hasNoDigits = isPrefixed && index == start + 2
        let suffix = index
        skipIdentifierCharacters()
        if index > suffix || hasNoDigits {
            error(.invalidNumber, "'\(text(start..<index))' is not a valid number literal", start, index)
        }
        emit(.numberLiteral, start, allowsRegexAfter: false)
    }

    private mutating func skipDigits(_ isDigit: (UInt8) -> Bool) {
        while index < end, isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") { index += 1 }
    }

    /// `e-3`, `p+4`: an exponent needs at least one digit.
    private mutating func skipExponent() {
        let exponent = index
        index += 1
        if peek(0) == UInt8(ascii: "+") || peek(0) == UInt8(ascii: "-") { index += 1 }
        guard let digit = peek(0), CharacterClass.isDigit(digit) else {
            index = exponent  // the letters that follow make the literal invalid
            return
        }
        skipDigits(CharacterClass.isDigit)
    }
}
