/// Where transforms live. Users implement a spec's `external` transforms in an extension:
///
/// ```swift
/// extension BinderyTransforms {
///     static func initials(_ value: String) -> String { … }
/// }
/// ```
///
/// SPEC's built-ins are in ``Builtin``, under their own names, so a spec may declare a transform with a built-in's
/// name and have it win without any ambiguity.
public enum BinderyTransforms {
    /// The transforms every spec can use without declaring them. Inlinable, so a generated call costs what
    /// the expression written out would.
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
