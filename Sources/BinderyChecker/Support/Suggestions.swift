import BinderySource

/// "Did you mean": the known name closest to a misspelt one, by edit distance.
enum Suggestions {
    /// The closest candidate, if it is close enough to be a plausible typo (at most a third of the name wrong).
    static func closest(to name: String, in candidates: [String]) -> String? {
        let limit = max(1, name.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(name.lowercased(), candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// `; did you mean 'x'?` and its fix-it, or nothing when no candidate is close.
    static func didYouMean(_ name: String, at range: SourceRange, in candidates: [String]) -> (
        suffix: String, fixIts: [Diagnostic.FixIt]
    ) {
        guard let suggestion = closest(to: name, in: candidates) else { return ("", []) }
        return ("; did you mean '\(suggestion)'?", [Diagnostic.FixIt(replacing: range, with: suggestion)])
    }

    /// Edit distance where swapping two neighbouring characters counts as one edit, the commonest typo
    /// (`titel` for `title`).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
