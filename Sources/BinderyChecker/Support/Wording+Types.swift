import BinderySource

extension Wording {
    /// `a String`, `an Int64`, `an optional String` — how a message names a type.
    static func article(_ type: SwiftType) -> String {
        let text = type.description
        let first = text.first.map { "AEIOUaeiou".contains($0) } ?? false
        return (first ? "an " : "a ") + text
    }
}
