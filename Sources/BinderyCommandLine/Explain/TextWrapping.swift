/// Prose broken into lines for a terminal.
enum TextWrapping {
    /// `text`'s words filled into lines of at most `width` characters. A backticked span is never broken (a reader
    /// copies it whole), and a word or span longer than a line gets a line of its own.
    static func lines(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in words(text) {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? word : " " + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// The text split at spaces outside backticks.
    private static func words(_ text: String) -> [String] {
        var words: [String] = []
        var word = ""
        var inCode = false
        for character in text {
            if character == "`" { inCode.toggle() }
            if character == " ", !inCode {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }
}
