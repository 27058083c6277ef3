/// Byte classes of Swift's lexical grammar, for ASCII; every byte of a multi-byte UTF-8 scalar counts as a letter.
enum CharacterClass {
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    static func isIdentifierContinue(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
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
