/// "Did you mean": the known name closest to a misspelt one, for every stage (keywords, properties, options,
/// subcommands) so all of them suggest alike.
public enum Suggestions {
    /// The closest candidate, if it is close enough to be a plausible typo: at most a third of the name wrong (one
    /// edit for short names), compared without regard to case. A candidate spelt exactly as the name is never
    /// suggested; one that only looks the same, spelt with other Unicode scalars (`é` as one scalar or as `e` and a
    /// combining accent), always is, since Swift tells the two apart (see ``ExactName``).
    public static func closest(to name: String, in candidates: [String]) -> String? {
        if let lookalike = candidates.first(where: { isLookalike($0, name) }) { return lookalike }
        let target = folded(name)
        let limit = max(1, name.count / 3)
        var rows = EditDistance.Rows()
        var best: (name: String, distance: Int)?
        for candidate in candidates where !candidate.isSameName(as: name) {
            let bound = min(limit, (best?.distance ?? .max) - 1)
            guard bound >= 0 else { break }
            let distance = EditDistance.between(target, folded(candidate), limit: bound, rows: &rows)
            if distance <= bound { best = (candidate, distance) }
        }
        return best?.name
    }

    /// `; did you mean 'x'?` and the fix-it that writes `x` over `range`, or nothing when no candidate is close.
    public static func didYouMean(_ name: String, at range: SourceRange, in candidates: [String]) -> (
        suffix: String, fixIts: [Diagnostic.FixIt]
    ) {
        guard let suggestion = closest(to: name, in: candidates) else { return ("", []) }
        let fixIts = [Diagnostic.FixIt(replacing: range, with: suggestion)]
        if isLookalike(suggestion, name) {
            return (
                "; did you mean '\(suggestion)'? The two look the same but are spelt with different Unicode scalars "
                    + "(one is not normalized as the other), and Swift tells them apart", fixIts
            )
        }
        return ("; did you mean '\(suggestion)'?", fixIts)
    }

    /// Equal as `String`s (canonically equivalent), yet different names to Swift.
    private static func isLookalike(_ candidate: String, _ name: String) -> Bool {
        candidate == name && !candidate.isSameName(as: name)
    }

    /// The word's scalars with case folded, for comparing without regard to case.
    private static func folded(_ word: String) -> [UInt32] {
        if word.utf8.allSatisfy({ $0 < 0x80 }) {
            return word.utf8.map { UInt32($0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0) }
        }
        return word.lowercased().unicodeScalars.map(\.value)
    }
}
