import BinderySource

/// How usage errors name the choices a user had: one wording for options, values and subcommands alike.
enum Choices {
    /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'` (or `and`).
    static func list(_ names: [String], conjunction: String = "or") -> String {
        let quoted = names.map { "'\($0)'" }
        guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }

    /// The name a typo most likely meant (at most two edits away), for "did you mean".
    static func closest(to word: String, among names: [String]) -> String? {
        names.map { ($0, EditDistance.between($0, word)) }.filter { $0.1 <= 2 }.min { $0.1 < $1.1 }?.0
    }
}
