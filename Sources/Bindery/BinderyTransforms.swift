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
    /// The transforms every spec can use without declaring them.
    public enum Builtin {
        /// Bool → Bool; reversible (its own inverse).
        public static func not(_ value: Bool) -> Bool { !value }

        /// Any value → its description, as `String(describing:)`.
        public static func string<Value>(_ value: Value) -> String { String(describing: value) }

        /// T? → whether it is `nil`.
        public static func isNil<Wrapped>(_ value: Wrapped?) -> Bool { value == nil }

        /// A collection or String → whether it is empty.
        public static func isEmpty<C: Collection>(_ value: C) -> Bool { value.isEmpty }

        /// String → without leading and trailing white space and newlines.
        public static func trimmed(_ value: String) -> String {
            let start = value.firstIndex { !$0.isWhitespace } ?? value.endIndex
            let end = value.lastIndex { !$0.isWhitespace }.map(value.index(after:)) ?? start
            return String(value[start..<max(start, end)])
        }

        public static func lowercased(_ value: String) -> String { value.lowercased() }

        public static func uppercased(_ value: String) -> String { value.uppercased() }
    }
}
