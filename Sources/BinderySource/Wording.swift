/// Small pieces of message text, so every stage words the same things the same way.
public enum Wording {
    /// `'a', 'b' or 'c'` (or `a, b and c` unquoted); one item alone; nothing for none.
    public static func list(_ items: [String], conjunction: String = "or", quoted: Bool = true) -> String {
        let shown = quoted ? items.map { "'\($0)'" } : items
        guard let last = shown.last else { return "" }
        guard shown.count > 1 else { return last }
        return shown.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}

extension Wording {
    /// How many steps of a chain a message spells out; a longer chain shows its start and its end.
    public static let chainLimit = 10

    /// `a → b → c`, or `a → b → … 9990 more … → y → z` for a chain too long to read.
    public static func chain(_ steps: [String]) -> String {
        guard steps.count > chainLimit else { return steps.joined(separator: " → ") }
        let head = steps.prefix(chainLimit - 2)
        let tail = steps.suffix(2)
        let skipped = steps.count - head.count - tail.count
        return (head + ["… \(skipped) more …"] + tail).joined(separator: " → ")
    }
}
