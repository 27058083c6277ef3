/// The lines one text changes in another, as hunks: so a formatting edit replaces only the lines the formatter
/// changed (an editor keeps the cursor, folds and marks elsewhere), and a range can be formatted by the hunks it
/// touches. Myers' O((N+M)D) algorithm, on the lines between a common prefix and suffix.
enum LineDiff {
    /// Lines `old` of the old text become lines `new` of the new one; either may be empty.
    struct Hunk: Equatable {
        var old: Range<Int>
        var new: Range<Int>
    }

    /// Past this many differing lines a diff costs more than it saves: the middle becomes one hunk.
    static let maximumDistance = 1_000

    static func hunks<Line: Equatable>(from old: [Line], to new: [Line]) -> [Hunk] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let oldMiddle = prefix..<(old.count - suffix)
        let newMiddle = prefix..<(new.count - suffix)
        if oldMiddle.isEmpty, newMiddle.isEmpty { return [] }
        guard let matches = matches(old[oldMiddle], new[newMiddle]) else {
            return [Hunk(old: oldMiddle, new: newMiddle)]
        }
        // Between consecutive matching lines, whatever differs is a hunk.
        var hunks: [Hunk] = []
        var oldLine = oldMiddle.lowerBound
        var newLine = newMiddle.lowerBound
        for (oldMatch, newMatch) in matches + [(oldMiddle.upperBound, newMiddle.upperBound)] {
            if oldLine < oldMatch || newLine < newMatch {
                hunks.append(Hunk(old: oldLine..<oldMatch, new: newLine..<newMatch))
            }
            oldLine = oldMatch + 1
            newLine = newMatch + 1
        }
        return hunks
    }

    /// The pairs of equal lines of a shortest edit script, in order, by index into the full arrays; nil past
    /// ``maximumDistance``. `furthest[offset + k]` is how far along the old lines diagonal `k` has reached; the trace
    /// keeps, for each distance, the diagonals it could reach (`-d-1...d+1`), so it grows with the distance squared,
    /// not with the text.
    private static func matches<Line: Equatable>(_ old: ArraySlice<Line>, _ new: ArraySlice<Line>) -> [(Int, Int)]? {
        let n = old.count
        let m = new.count
        let offset = n + m + 1
        var furthest = [Int](repeating: 0, count: 2 * offset + 1)
        var trace: [[Int]] = []
        for distance in 0...min(n + m, maximumDistance) {
            trace.append(Array(furthest[(offset - distance - 1)...(offset + distance + 1)]))
            for diagonal in stride(from: -distance, through: distance, by: 2) {
                let down =
                    diagonal == -distance
                    || (diagonal != distance && furthest[offset + diagonal - 1] < furthest[offset + diagonal + 1])
                var x = down ? furthest[offset + diagonal + 1] : furthest[offset + diagonal - 1] + 1
                var y = x - diagonal
                while x < n, y < m, old[old.startIndex + x] == new[new.startIndex + y] {
                    x += 1
                    y += 1
                }
                furthest[offset + diagonal] = x
                if x >= n, y >= m { return backtrack(trace, n, m, old.startIndex, new.startIndex) }
            }
        }
        return nil
    }

    /// Walks back from the end through the furthest points recorded at each distance, collecting the diagonal moves.
    private static func backtrack(_ trace: [[Int]], _ n: Int, _ m: Int, _ oldStart: Int, _ newStart: Int)
        -> [(Int, Int)]
    {
        var matches: [(Int, Int)] = []
        var x = n
        var y = m
        for distance in stride(from: trace.count - 1, through: 0, by: -1) {
            // Diagonal k at this distance is at index k + distance + 1 of its trace.
            func reached(_ diagonal: Int) -> Int { trace[distance][diagonal + distance + 1] }
            let diagonal = x - y
            let previous =
                diagonal == -distance || (diagonal != distance && reached(diagonal - 1) < reached(diagonal + 1))
                ? diagonal + 1 : diagonal - 1
            let previousX = reached(previous)
            let previousY = previousX - previous
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                matches.append((oldStart + x, newStart + y))
            }
            x = previousX
            y = previousY
        }
        return matches.reversed()
    }
}
