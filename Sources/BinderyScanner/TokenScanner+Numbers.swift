import BinderySource

extension TokenScanner {
    /// A number as Swift's lexer reads one: `12_000`, `1.5e-3`, `0x1Fp2`, `0x1.8p1`, `0o17`, `0b101`. What Swift's
    /// lexer rejects is an error here too: letters run into a number (`1abc`), no digit right after `0x`, `0o` or
    /// `0b` (`0x_1`), a hexadecimal fraction with no `p` exponent (`0x1.8`), an exponent with no digit (`1e`,
    /// `1e_3`). `4.x` and `0xff.description` are a number and a member, as in Swift; so is `t.0.1`, tuple access.
    mutating func scanNumber() {
        let start = index
        let prefix = bytes[start] == UInt8(ascii: "0") ? peek(1) : nil
        switch prefix {
        case UInt8(ascii: "x"):
            scanHexNumber(from: start)
        case UInt8(ascii: "o"):
            scanPrefixedInteger(from: start, base: "octal digits (0-7)") {
                $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "7")
            }
        case UInt8(ascii: "b"):
            scanPrefixedInteger(from: start, base: "binary digits (0 or 1)") {
                $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: "1")
            }
        default:
            scanDecimalNumber(from: start)
        }
        reportLeadingDot(before: start)
        emit(.numberLiteral, start, allowsRegexAfter: false)
    }

    /// `[0-9][0-9_]*(\.[0-9][0-9_]*)?([eE][+-]?[0-9][0-9_]*)?`
    private mutating func scanDecimalNumber(from start: Int) {
        skipDigits(CharacterClass.isDigit)
        // `t.0.1` is tuple access, not the number 0.1; `4.x` is a member.
        if peek(0) == UInt8(ascii: "."), let next = peek(1), CharacterClass.isDigit(next), previous.kind != .period {
            index += 1
            skipDigits(CharacterClass.isDigit)
        } else if peek(0) == UInt8(ascii: ".") {
            return
        }
        if peek(0) == UInt8(ascii: "e") || peek(0) == UInt8(ascii: "E") {
            guard scanExponent(of: start) else { return }
        }
        reportLettersAfterNumber(from: start)
    }

    /// `0x[0-9a-fA-F][0-9a-fA-F_]*(\.[0-9a-fA-F][0-9a-fA-F_]*)?([pP][+-]?[0-9][0-9_]*)?`, where a fraction needs
    /// the exponent. Swift reads `0xff.description` and `0x1.fp` as a member of `0xff` and `0x1`: a fraction that
    /// starts with a letter and has no exponent is a member name.
    private mutating func scanHexNumber(from start: Int) {
        index = start + 2
        guard let first = peek(0), CharacterClass.isHexDigit(first) else {
            reportMissingFirstDigit(from: start, base: "hexadecimal digits (0-9, A-F)")
            return
        }
        skipDigits(CharacterClass.isHexDigit)
        var dot: Int?
        if peek(0) == UInt8(ascii: "."), let next = peek(1), CharacterClass.isHexDigit(next), previous.kind != .period {
            dot = index
            index += 1
            skipDigits(CharacterClass.isHexDigit)
        } else if peek(0) == UInt8(ascii: ".") {
            return
        }
        let fractionStartsWithLetter = dot.map { !CharacterClass.isDigit(bytes[$0 + 1]) } ?? false
        guard peek(0) == UInt8(ascii: "p") || peek(0) == UInt8(ascii: "P") else {
            if let dot {
                if fractionStartsWithLetter {
                    index = dot
                    return
                }
                let digitsEnd = index
                skipIdentifierCharacters()
                let written = text(start..<index)
                let fixed = text(start..<digitsEnd) + "p0"
                error(
                    .invalidNumber,
                    "'\(written)' is a hexadecimal floating-point literal with no exponent, which Swift requires; "
                        + "add one with 'p', as in '\(fixed)'",
                    start, index)
                return
            }
            reportLettersAfterNumber(from: start)
            return
        }
        // `0x1.fp` is `0x1` and its member `fp`.
        if let dot, fractionStartsWithLetter {
            var cursor = index + 1
            let signed = cursor < end && (bytes[cursor] == UInt8(ascii: "+") || bytes[cursor] == UInt8(ascii: "-"))
            if signed { cursor += 1 }
            if !signed, cursor >= end || !CharacterClass.isDigit(bytes[cursor]) {
                index = dot
                return
            }
        }
        guard scanExponent(of: start) else { return }
        reportLettersAfterNumber(from: start)
    }

    /// `0o17`, `0b101`: the first digit must follow the prefix directly.
    private mutating func scanPrefixedInteger(from start: Int, base: String, isDigit: (UInt8) -> Bool) {
        index = start + 2
        guard let first = peek(0), isDigit(first) else {
            reportMissingFirstDigit(from: start, base: base)
            return
        }
        skipDigits(isDigit)
        reportLettersAfterNumber(from: start)
    }

    private mutating func skipDigits(_ isDigit: (UInt8) -> Bool) {
        while index < end, isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") { index += 1 }
    }

    /// `e-3`, `p+4`: after the letter and its sign, an exponent needs a digit first. Reports and returns false when it
    /// has none, with the rest of the number's letters and digits taken into the literal.
    private mutating func scanExponent(of start: Int) -> Bool {
        let letter = index
        index += 1
        if peek(0) == UInt8(ascii: "+") || peek(0) == UInt8(ascii: "-") { index += 1 }
        guard let digit = peek(0), CharacterClass.isDigit(digit) else {
            let afterSign = index
            skipIdentifierCharacters()
            let written = text(start..<index)
            let digits = text(afterSign..<index).drop { $0 == "_" }
            let isDigits = !digits.isEmpty && digits.allSatisfy { ("0"..."9").contains($0) || $0 == "_" }
            let example = text(start..<afterSign) + (isDigits ? digits : "0")
            error(
                .invalidNumber,
                "'\(written)' has an exponent that does not start with a digit; write its digits right after "
                    + "'\(text(letter..<afterSign))', as in '\(example)'",
                start, index)
            return false
        }
        skipDigits(CharacterClass.isDigit)
        return true
    }

    /// `0x_1`, `0b2`, `0x`: Swift wants a digit of the base right after the prefix.
    private mutating func reportMissingFirstDigit(from start: Int, base: String) {
        skipIdentifierCharacters()
        let written = text(start..<index)
        let prefix = text(start..<start + 2)
        let rest = written.dropFirst(2)
        let hint =
            rest.first == "_" && rest.contains(where: { $0 != "_" })
            ? "write the first digit right after '\(prefix)', as in '\(prefix)\(rest.drop { $0 == "_" })'"
            : "write \(base) right after '\(prefix)'"
        error(.invalidNumber, "'\(written)' is not a valid number literal; \(hint)", start, index)
    }

    /// Letters or digits run into a number make it invalid, as in Swift: `1abc`, `0b102`.
    private mutating func reportLettersAfterNumber(from start: Int) {
        let suffix = index
        skipIdentifierCharacters()
        if index > suffix {
            error(.invalidNumber, "'\(text(start..<index))' is not a valid number literal", start, index)
        }
    }

    /// `.5`: Swift has no number that starts with a dot, and reports `.5` where an operand starts (`x = .5`,
    /// `f(.5)`, `-.5`). After an operand the dot is a member access, as in `t.0`, `a!.0`, `copy.0` or `\.0`.
    private mutating func reportLeadingDot(before start: Int) {
        guard previous.kind == .period, previous.end == start, let period = tokens.last else {
            return
        }
        if tokens.count >= 2,
            Token.endsOperand(
                at: tokens.count - 2, in: tokens, beforePeriod: true, text: { text($0.startOffset..<$0.endOffset) })
        {
            return
        }
        let number = text(start..<index)
        error(
            .invalidNumber, "'.\(number)' is not a valid number literal; write '0.\(number)'", period.startOffset,
            index,
            fixIts: [
                Diagnostic.FixIt(
                    replacing: SourceRange(file: file, start: period.startOffset, end: period.startOffset), with: "0")
            ])
    }
}
