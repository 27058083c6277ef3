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
