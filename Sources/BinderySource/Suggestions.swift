/// "Did you mean": the known name closest to a misspelt one, for every stage (keywords, properties, options,
/// subcommands) so all of them suggest alike.
public enum Suggestions {
    /// The closest candidate, if it is close enough to be a plausible typo: at most a third of the name wrong (one
    /// edit for short names), compared without regard to case. A candidate equal to the name is never suggested.
    public static func closest(to name: String, in candidates: [String]) -> String? {
        let lowered = name.lowercased()
        let limit = max(1, name.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = EditDistance.between(lowered, candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// `; did you mean 'x'?` and the fix-it that writes `x` over `range`, or nothing when no candidate is close.
    public static func didYouMean(_ name: String, at range: SourceRange, in candidates: [String]) -> (
        suffix: String, fixIts: [Diagnostic.FixIt]
    ) {
        guard let suggestion = closest(to: name, in: candidates) else { return ("", []) }
        return ("; did you mean '\(suggestion)'?", [Diagnostic.FixIt(replacing: range, with: suggestion)])
    }
}
