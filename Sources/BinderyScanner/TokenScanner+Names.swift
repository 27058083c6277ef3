import BinderySource

extension TokenScanner {
    /// A name or keyword, with Swift's identifier characters.
    mutating func scanIdentifier() {
        let start = index
        skipIdentifierCharacters()
        emit(.identifier, start)
    }

    mutating func skipIdentifierCharacters() {
        skipScalars(ascii: CharacterClass.isASCIIIdentifierContinue, other: CharacterClass.isIdentifierContinue)
    }

    /// Moves past every scalar the tests accept (`ascii` for ASCII bytes, `other` for the rest), stopping at the first
    /// they refuse or at bytes that are not UTF-8.
    mutating func skipScalars(ascii: (UInt8) -> Bool, other: (Unicode.Scalar) -> Bool) {
        while index < end {
            let byte = bytes[index]
            if byte < 0x80 {
                guard ascii(byte) else { return }
                index += 1
            } else {
                guard let (scalar, length) = CharacterClass.scalar(bytes, at: index, end: end), other(scalar) else {
                    return
                }
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
        // Invisible, and an identifier character to Swift: quoted back in a message it would show as nothing.
        if scalar.value == 0xFEFF {
            index += length
            error(
                .unexpectedCharacter,
                "byte order mark (U+FEFF) inside the spec; only the start of a file may have one, delete it",
                index - length, index)
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
}
