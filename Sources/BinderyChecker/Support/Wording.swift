/// Small pieces of message text, so every diagnostic words the same things the same way.
enum Wording {
    /// `'a', 'b' or 'c'`
    static func list(_ names: [String], conjunction: String = "or") -> String {
        let quoted = names.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + quoted.last!
    }

    /// `a String`, `an Int64`, `an optional String` — how a message names a type.
    static func article(_ type: SwiftType) -> String {
        let text = type.description
        let first = text.first.map { "AEIOUaeiou".contains($0) } ?? false
        return (first ? "an " : "a ") + text
    }
}
