/// Swift's lexical character classes, so that what Bindery reads as one name, operator or space, Swift does too.
enum CharacterClass {
    static func isASCIIIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }

    /// Swift lets `$` continue a name (`a$b` is one identifier).
    static func isASCIIIdentifierContinue(_ byte: UInt8) -> Bool {
        isASCIIIdentifierStart(byte) || isDigit(byte) || byte == UInt8(ascii: "$")
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
    }

    /// Line ends, as Swift reads them: LF, and CR alone or before LF.
    static func isNewline(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// Swift's ASCII operator characters (`.` only continues an operator that starts with one).
    static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            true
        default:
            false
        }
    }

    /// Whether a scalar may continue a Swift identifier (C11 Annex D, as Swift's lexer has it).
    static func isIdentifierContinue(_ scalar: Unicode.Scalar) -> Bool {
        let c = scalar.value
        if c < 0x80 { return isASCIIIdentifierContinue(UInt8(c)) }
        switch c {
        case 0x00A8, 0x00AA, 0x00AD, 0x00AF, 0x00B2...0x00B5, 0x00B7...0x00BA, 0x00BC...0x00BE, 0x00C0...0x00D6,
            0x00D8...0x00F6, 0x00F8...0x00FF, 0x0100...0x167F, 0x1681...0x180D, 0x180F...0x1FFF, 0x200B...0x200D,
            0x202A...0x202E, 0x203F...0x2040, 0x2054, 0x2060...0x206F, 0x2070...0x218F, 0x2460...0x24FF,
            0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F,
            0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE44, 0xFE47...0xFFF8:
            return true
        case 0x10000...0xEFFFD:
            return c & 0xFFFF <= 0xFFFD
        default:
            return false
        }
    }

    /// Whether a scalar may start a Swift identifier: a continuation that is not a combining mark.
    static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        let c = scalar.value
        if c < 0x80 { return isASCIIIdentifierStart(UInt8(c)) }
        guard isIdentifierContinue(scalar) else { return false }
        switch c {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: return false
        default: return true
        }
    }

    /// Whether a scalar may start a Swift operator: ASCII operator characters and Unicode math, arrows, symbols.
    static func isOperatorStart(_ scalar: Unicode.Scalar) -> Bool {
        let c = scalar.value
        if c < 0x80 { return isOperator(UInt8(c)) || c == UInt32(UInt8(ascii: ".")) }
        switch c {
        case 0x00A1...0x00A7, 0x00A9, 0x00AB, 0x00AC, 0x00AE, 0x00B0, 0x00B1, 0x00B6, 0x00BB, 0x00BF, 0x00D7,
            0x00F7, 0x2016, 0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
            0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3030:
            return true
        default:
            return false
        }
    }

    /// Whether a scalar may continue a Swift operator: an operator start, or a combining mark or variation selector.
    static func isOperatorContinue(_ scalar: Unicode.Scalar) -> Bool {
        if isOperatorStart(scalar) { return true }
        switch scalar.value {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return true
        default:
            return false
        }
    }

    /// The scalar the well-formed UTF-8 sequence at `index` encodes, and its length; nil when the bytes there are
    /// not one.
    static func scalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> (Unicode.Scalar, Int)? {
        let length = utf8SequenceLength(bytes, at: index, end: end)
        guard length > 0 else { return nil }
        var value = UInt32(bytes[index])
        if length > 1 {
            value &= UInt32(0x7F) >> length
            for offset in 1..<length {
                value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
            }
        }
        return Unicode.Scalar(value).map { ($0, length) }
    }

    /// The length of the well-formed UTF-8 sequence at `index`, or 0 when the bytes there are not one.
    static func utf8SequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> Int {
        let lead = bytes[index]
        if lead < 0x80 { return 1 }
        let length: Int
        var lowest: UInt8 = 0x80
        var highest: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: (length, lowest) = (3, 0xA0)
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: (length, highest) = (3, 0x9F)
        case 0xF0: (length, lowest) = (4, 0x90)
        case 0xF1...0xF3: length = 4
        case 0xF4: (length, highest) = (4, 0x8F)
        default: return 0
        }
        guard index + length <= end else { return 0 }
        let second = bytes[index + 1]
        guard second >= lowest, second <= highest else { return 0 }
        for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 {
            return 0
        }
        return length
    }
}
