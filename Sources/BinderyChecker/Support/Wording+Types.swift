import BinderySource

extension Wording {
    /// `a String`, `an Int64`, `a UInt8`, `an optional String` — how a message names a type.
    static func article(_ type: SwiftType) -> String {
        let text = type.description
        return (startsWithVowelSound(text) ? "an " : "a ") + text
    }

    /// Whether `text` is read starting with a vowel: by its first letter, but a `U` read "you" (`UInt8`, `URL`,
    /// `UUID`, `UIView`: an acronym, whose second letter is a capital; `User`, `Unit`, `Utility`) or an `Eu` (`Euro`)
    /// is not.
    private static func startsWithVowelSound(_ text: String) -> Bool {
        guard let first = text.first, "AEIOUaeiou".contains(first) else { return false }
        let second = text.dropFirst().first
        if first == "U" || first == "u" {
            if second?.isUppercase == true { return false }
            return !["Us", "Uni", "Uti", "Ur", "us", "uni", "uti"].contains { text.hasPrefix($0) }
        }
        return !(first == "E" && second == "u")
    }
}
