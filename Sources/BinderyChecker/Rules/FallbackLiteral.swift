import BinderySource

/// The kind of a fallback written as one literal (`?? "none"`, `?? 0`, `?? 0.5`, `?? false`), whose type the checker
/// knows as Swift would infer it for the standard library's scalar types.
enum FallbackLiteral {
    case string
    case integer
    case float
    case boolean

    init?(_ text: String) {
        // Read as UTF-8: every character the literals are told by is ASCII, and a byte of a longer character never
        // is one. Each rule's fallback is read at every check, so this avoids `Character`s and scalar arrays.
        let bytes = Array(Self.needsTrimming(text) ? text.trimmingSpacesAndTabs().utf8 : text.utf8)
        if bytes.elementsEqual("true".utf8) || bytes.elementsEqual("false".utf8) {
            self = .boolean
        } else if Self.isStringLiteral(bytes) {
            self = .string
        } else if Self.isNumber(bytes, fraction: false) {
            self = .integer
        } else if Self.isNumber(bytes, fraction: true) {
            self = .float
        } else {
            return nil
        }
    }

    /// Whether `text` may start or end with a space or tab: an ASCII one, or any character beyond ASCII, which may
    /// be a space of another kind.
    private static func needsTrimming(_ text: String) -> Bool {
        func mayBeSpace(_ byte: UInt8?) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte.map { $0 >= 0x80 } == true
        }
        return mayBeSpace(text.utf8.first) || mayBeSpace(text.utf8.last)
    }

    /// Whether a literal of this kind may be the scalar type `name`, among those ``example(of:)`` knows: for any
    /// other type Swift decides (a type of the user's may be expressible by any literal).
    private func fits(_ name: String) -> Bool {
        switch self {
        case .string: name == "String"
        case .integer: name == "Int" || name == "UInt" || name == "Double" || name == "Float"
        case .float: name == "Double" || name == "Float"
        case .boolean: name == "Bool"
        }
    }

    var description: String {
        switch self {
        case .string: "a string literal"
        case .integer: "an integer literal"
        case .float: "a floating-point literal"
        case .boolean: "a Boolean literal"
        }
    }

    /// A fallback of the scalar type `name`, for the fix, when it is one whose literals this check knows.
    static func example(of name: String) -> String? {
        switch name {
        case "String": "\"\""
        case "Int", "UInt", "Double", "Float": "0"
        case "Bool": "false"
        default: nil
        }
    }

    /// Whether a literal of this kind cannot be a `name`, which ``example(of:)`` knows.
    func cannotBe(_ name: String) -> Bool {
        Self.example(of: name) != nil && !fits(name)
    }

    /// One single-line string literal, without interpolation: `"a" + "b"` or `"a" == b` is not one.
    private static func isStringLiteral(_ bytes: [UInt8]) -> Bool {
        let quote = UInt8(ascii: "\"")
        guard bytes.count >= 2, bytes.first == quote, bytes.last == quote else { return false }
        var index = 1
        while index < bytes.count - 1 {
            switch bytes[index] {
            case UInt8(ascii: "\\"):
                // An escape, but not `\(`: an interpolation may hold anything.
                guard index + 1 < bytes.count - 1, bytes[index + 1] != UInt8(ascii: "(") else { return false }
                index += 2
            case quote, UInt8(ascii: "\n"):
                return false
            default:
                index += 1
            }
        }
        return index == bytes.count - 1
    }

    /// A decimal number, with an optional leading `-`, digits and `_`, and with `fraction` one `.` between digits.
    private static func isNumber(_ bytes: [UInt8], fraction: Bool) -> Bool {
        var rest = bytes[...]
        if rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
        let parts = rest.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard parts.count == (fraction ? 2 : 1) else { return false }
        func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        return parts.allSatisfy { part in
            part.first.map(isDigit) == true && part.allSatisfy { $0 == UInt8(ascii: "_") || isDigit($0) }
        }
    }
}
