/// Text edits done scalar by scalar, as Foundation's `NSString` did them, for the tools, which link no Foundation
/// (issue 14) and so have neither `replacingOccurrences(of:with:)` nor `trimmingCharacters(in:)`.
///
/// Scalars, not characters, because escaping must not miss a quote that a combining mark follows (one `Character`),
/// and a line break must be found inside `\r\n` (one `Character` too).
extension StringProtocol {
    /// Every occurrence of `target` replaced with `replacement`, scanning from the start.
    public func replacingScalars(_ target: String, with replacement: String) -> String {
        let scalars = String.UnicodeScalarView(unicodeScalars)
        return String(scalars.replacing(target.unicodeScalars, with: replacement.unicodeScalars))
    }

    /// Without the spaces (Unicode category Zs) and tabs at either end: Foundation's `.whitespaces`; line breaks
    /// stay.
    public func trimmingSpacesAndTabs() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !Self.isSpaceOrTab($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !Self.isSpaceOrTab($0) })!
        return String(String.UnicodeScalarView(scalars[first...last]))
    }

    private static func isSpaceOrTab(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }
}
