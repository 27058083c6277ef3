import BinderySource

/// The kind of a fallback written as one literal (`?? "none"`, `?? 0`, `?? 0.5`, `?? false`), whose type the checker
/// knows as Swift would infer it for the standard library's scalar types.
enum FallbackLiteral {
    case string
    case integer
    case float
    case boolean

    init?(_ text: String) {
        let text = text.trimmingSpacesAndTabs()
        if text == "true" || text == "false" {
            self = .boolean
        } else if Self.isStringLiteral(text) {
            self = .string
        } else if Self.isNumber(text, fraction: false) {
            self = .integer
        } else if Self.isNumber(text, fraction: true) {
            self = .float
        } else {
            return nil
        }
    }

    /// The scalar types a literal of this kind may be, among those ``example(of:)`` knows: for any other type Swift
    /// decides (a type of the user's may be expressible by any literal).
    private var fits: Set<String> {
        switch self {
        case .string: ["String"]
        case .integer: ["Int", "UInt", "Double", "Float"]
        case .float: ["Double", "Float"]
        case .boolean: ["Bool"]
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
        Self.example(of: name) != nil && !fits.contains(name)
    }

    /// One single-line string literal, without interpolation: `"a" + "b"` or `"a" == b` is not one.
    private static func isStringLiteral(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count >= 2, scalars.first == "\"", scalars.last == "\"" else { return false }
        var index = 1
        while index < scalars.count - 1 {
            switch scalars[index] {
            case "\\":
                // An escape, but not `\(`: an interpolation may hold anything.
                guard index + 1 < scalars.count - 1, scalars[index + 1] != "(" else { return false }
                index += 2
            case "\"", "\n":
                return false
            default:
                index += 1
            }
        }
        return index == scalars.count - 1
    }

    /// A decimal number, with an optional leading `-`, digits and `_`, and with `fraction` one `.` between digits.
    private static func isNumber(_ text: String, fraction: Bool) -> Bool {
        var rest = Substring(text)
        if rest.hasPrefix("-") { rest = rest.dropFirst() }
        let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == (fraction ? 2 : 1) else { return false }
        return parts.allSatisfy { part in
            part.first?.isASCII == true && part.first?.isNumber == true
                && part.allSatisfy { $0 == "_" || ($0.isASCII && $0.isNumber) }
        }
    }
}
