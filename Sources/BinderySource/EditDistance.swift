/// How many single-character edits turn one word into another, for every stage's "did you mean".
///
/// Optimal string alignment: a swapped pair of neighbours (`titel` for `title`, `modle` for `model`) counts as one
/// edit, as a typo should. Compared case-sensitively; callers lowercase when case should not matter.
public enum EditDistance {
    public static func between(_ a: String, _ b: String) -> Int {
        var rows = Rows()
        return between(a.unicodeScalars.map(\.value), b.unicodeScalars.map(\.value), limit: .max, rows: &rows)
    }

    /// The three rows the computation keeps, reused from one comparison to the next.
    struct Rows {
        var beforePrevious: [Int] = []
        var previous: [Int] = []
        var current: [Int] = []
    }

    /// The distance between two words given as Unicode scalar values, when it is at most `limit`; otherwise some
    /// number above `limit`, found as soon as every alignment is past it, so a search among ten thousand
    /// candidates costs little.
    static func between(_ a: [UInt32], _ b: [UInt32], limit: Int, rows: inout Rows) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        if abs(a.count - b.count) > limit { return limit + 1 }
        let width = b.count + 1
        rows.beforePrevious = Array(repeating: 0, count: width)
        rows.previous = Array(0..<width)
        rows.current = Array(repeating: 0, count: width)
        var previousMinimum = 0
        for i in 1...a.count {
            rows.current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(rows.previous[j] + 1, rows.current[j - 1] + 1, rows.previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, rows.beforePrevious[j - 2] + 1)
                }
                rows.current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            // Every later row builds on this one and, through a swap, the one before: once both are past the
            // limit, so is the result.
            if rowMinimum > limit, previousMinimum > limit { return limit + 1 }
            previousMinimum = rowMinimum
            swap(&rows.beforePrevious, &rows.previous)
            swap(&rows.previous, &rows.current)
        }
        return rows.previous[b.count]
    }
}
