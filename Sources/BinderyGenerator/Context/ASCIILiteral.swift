import BinderyChecker

/// ``PlainLiteral/fits(_:_:)`` for a default written in ASCII, decided on its bytes.
///
/// Among ASCII characters, the digits are the only ones `Character.isNumber` accepts and the bytes 0x0A–0x0D the
/// only newlines, and every Character is one byte except `\r\n`, which is a newline either way: so the bytes give
/// the same answer as the Characters, without walking grapheme breaks.
enum ASCIILiteral {
    /// Whether `text` is a literal `type` holds as is; nil when `text` is not ASCII, for the Character-based test.
    static func fits(_ text: String, _ type: SwiftType) -> Bool? {
        var text = text
        return text.withUTF8 { bytes -> Bool? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            return fits(trimmed(bytes), type)
        }
    }

    private static func fits(_ text: Slice<UnsafeBufferPointer<UInt8>>, _ type: SwiftType) -> Bool {
        switch type {
        case .optional(let wrapped):
            return text.elementsEqual("nil".utf8) || fits(text, wrapped)
        case .array:
            return text.elementsEqual("[]".utf8)
        case .dictionary:
            return text.elementsEqual("[:]".utf8)
        case .named(let components) where components.count == 1 && components[0].genericArguments.isEmpty:
            switch components[0].name {
            case "Bool": return text.elementsEqual("true".utf8) || text.elementsEqual("false".utf8)
            case "String": return isSimpleString(text)
            case "Double", "Float": return isNumber(text, allowingFraction: true)
            case let name:
                guard let range = integerLimits(name) else { return false }
                return isNumber(text, allowingFraction: false) && isInteger(text, within: range)
            }
        default:
            return false
        }
    }

    /// Without the spaces and tabs at either end.
    private static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> Slice<UnsafeBufferPointer<UInt8>> {
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) })
        else { return bytes[0..<0] }
        return bytes[first...last]
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isNumber(_ text: Slice<UnsafeBufferPointer<UInt8>>, allowingFraction: Bool) -> Bool {
        var digits = text
        if digits.first == UInt8(ascii: "-") { digits = digits.dropFirst() }
        guard let first = digits.first, isDigit(first) else { return false }
        var seenPoint = false
        for byte in digits {
            if byte == UInt8(ascii: "."), allowingFraction, !seenPoint {
                seenPoint = true
            } else if !(isDigit(byte) || byte == UInt8(ascii: "_")) {
                return false
            }
        }
        return digits.last != UInt8(ascii: ".")
    }

    /// Whether the decimal integer `text` (digits, `_`, perhaps a leading `-`) lies in `range`.
    private static func isInteger(
        _ text: Slice<UnsafeBufferPointer<UInt8>>, within range: (negative: String, positive: String)
    ) -> Bool {
        let isNegative = text.first == UInt8(ascii: "-")
        var digits = text.filter(isDigit).drop { $0 == UInt8(ascii: "0") }
        if digits.isEmpty { digits = [UInt8(ascii: "0")][...] }
        let limit = Array((isNegative ? range.negative : range.positive).utf8)
        // `digits <= limit` as strings of ASCII digits.
        return digits.count < limit.count || (digits.count == limit.count && !limit.lexicographicallyPrecedes(digits))
    }

    private static func isSimpleString(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard text.count >= 2, text.first == UInt8(ascii: "\""), text.last == UInt8(ascii: "\"") else { return false }
        return !text.dropFirst().dropLast().contains {
            $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || ($0 >= 0x0A && $0 <= 0x0D)
        }
    }

    /// The magnitudes each integer type holds, below and above zero, in decimal digits. `Int` and `UInt` get 32
    /// bits: they have them on every platform (watchOS's arm64_32 included).
    static func integerLimits(_ name: String) -> (negative: String, positive: String)? {
        switch name {
        case "Int8": ("128", "127")
        case "Int16": ("32768", "32767")
        case "Int32", "Int": ("2147483648", "2147483647")
        case "Int64": ("9223372036854775808", "9223372036854775807")
        case "UInt8": ("0", "255")
        case "UInt16": ("0", "65535")
        case "UInt32", "UInt": ("0", "4294967295")
        case "UInt64": ("0", "18446744073709551615")
        default: nil
        }
    }
}
