/// Where transforms live. Users implement a spec's `external` transforms in an extension:
///
/// ```swift
/// extension BinderyTransforms {
///     static func initials(_ value: String) -> String { … }
/// }
/// ```
///
/// A spec's declared transforms are generated into extensions of it too, each as a static function named like the
/// transform (a reversible one's inverse is the overload labelled `backward:`). The built-in transforms live in a
/// namespace of their own, so a spec may declare a transform with a built-in's name and have it win without any
/// ambiguity.
public enum BinderyTransforms {
    /// The transforms every spec can use without declaring them: `not`, `string`, `isNil`, `isEmpty`, `trimmed`,
    /// `lowercased` and `uppercased`. Inlinable, so a generated call costs what the expression written out would.
    @_spi(BinderyGenerated)
    public enum Builtin {
        /// Bool → Bool; reversible (its own inverse).
        @inlinable public static func not(_ value: Bool) -> Bool { !value }

        /// Any value → its description, as `String(describing:)`.
        @inlinable public static func string<Value>(_ value: Value) -> String { String(describing: value) }

        /// T? → whether it is `nil`.
        @inlinable public static func isNil<Wrapped>(_ value: Wrapped?) -> Bool { value == nil }

        /// A collection or String → whether it is empty.
        @inlinable public static func isEmpty<C: Collection>(_ value: C) -> Bool { value.isEmpty }

        /// String → without leading and trailing white space and newlines.
        @inlinable public static func trimmed(_ value: String) -> String {
            let start = value.firstIndex { !$0.isWhitespace } ?? value.endIndex
            let end = value.lastIndex { !$0.isWhitespace }.map(value.index(after:)) ?? start
            return String(value[start..<max(start, end)])
        }

        @inlinable public static func lowercased(_ value: String) -> String { value.lowercased() }

        @inlinable public static func uppercased(_ value: String) -> String { value.uppercased() }
    }
}
