import BinderySource

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
