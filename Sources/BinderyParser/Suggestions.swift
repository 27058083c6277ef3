/// Nearest declaration keyword to a misspelt word (`modle` → `model`), for "did you mean".
enum KeywordSuggestion {
    static let keywords = ["import", "options", "model", "transform", "binding"]

    static func closest(to word: String) -> String? {
        let lowered = word.lowercased()
        let candidates = keywords.map { ($0, EditDistance.between($0, lowered)) }.filter {
            $0.1 <= 2 && $0.1 < $0.0.count / 2 + 1
        }
        return candidates.min { $0.1 < $1.1 }?.0
    }
}

enum OptionExample {
    static func forKey(_ key: String) -> String {
        switch key {
        case "access": "public"
        case "isolation": "MainActor"
        case "observation": "true"
        default: "value"
        }
    }
}

enum EditDistance {
    static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a.utf8)
        let b = Array(b.utf8)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        // Optimal string alignment: a swapped pair (`vra`, `modle`) costs one edit, as a typo should.
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}

enum MemberKeywordSuggestion {
    static func closest(to word: String) -> String? {
        let candidates = ["var", "let", "computed"].map { ($0, EditDistance.between($0, word)) }
            .filter { $0.1 > 0 && $0.1 <= ($0.0.count > 3 ? 2 : 1) }
        return candidates.min { $0.1 < $1.1 }?.0
    }
}

/// `download` → `Download`, for examples in messages.
enum ModelNameGuess {
    static func from(_ parameter: String) -> String {
        guard let first = parameter.first else { return "Model" }
        return first.uppercased() + parameter.dropFirst()
    }
}
