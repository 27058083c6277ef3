import BinderySource

extension TokenScanner {
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
