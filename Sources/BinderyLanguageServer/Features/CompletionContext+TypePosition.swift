extension CompletionContext {
    /// The tokens after which a type starts inside a type being written: `: ‸`, `[‸`, `[String: ‸`, `(Int, ‸`,
    /// `(Int) -> ‸`, `Set<‸`.
    static let typeStarts: Set<String> = [":", "[", "(", ",", "->", "<"]

    /// Whether the cursor is where a member's type, or a type nested in it, starts: after the member's `:` and
    /// before its `=`, at one of `typeStarts` (`var tags: [‸`, `var lookup: [String: ‸`).
    var isAtMemberTypeStart: Bool {
        guard let keyword = lineTexts.firstIndex(where: { ["var", "let", "computed"].contains($0) }),
            lineTexts.count > keyword + 2, lineTexts[keyword + 2] == ":", !lineTexts.contains("="),
            let previous, Self.typeStarts.contains(previous)
        else { return false }
        return true
    }
}
