/// How an option is written, for examples in messages.
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

/// `download` → `Download`, for examples in messages.
enum ModelNameGuess {
    static func from(_ parameter: String) -> String {
        guard let first = parameter.first else { return "Model" }
        return first.uppercased() + parameter.dropFirst()
    }
}
