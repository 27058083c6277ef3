/// A row of the reference's diagnostic list as a terminal shows it: the markdown of its cell as plain text, the
/// severity its `(warning)` or `(note)` prefix gives (an unmarked row is an error: the section lists what the
/// checker rejects), and a one-line summary for `bindery explain` with no id.
struct Explanation {
    let entry: DiagnosticList.Entry
    let severity: String
    /// What the diagnostic is reported for, plain text without the severity's prefix.
    let text: String
    /// Where, when the prefix says (`(warning, at the file's start)`).
    let qualifier: String?

    init(_ entry: DiagnosticList.Entry) {
        self.entry = entry
        var text = Self.plainText(entry.markdown)
        var severity = "error"
        var qualifier: String?
        for marked in ["warning", "note"] where text.hasPrefix("(\(marked)") {
            guard let close = text.firstIndex(of: ")") else { break }
            let inside = text[text.index(text.startIndex, offsetBy: marked.count + 1)..<close]
            severity = marked
            if inside.hasPrefix(", ") { qualifier = String(inside.dropFirst(2)) }
            text = String(text[text.index(after: close)...].drop { $0 == " " })
        }
        self.severity = severity
        self.text = text
        self.qualifier = qualifier
    }

    /// `bindery explain ID`: the id, its severity and table, and the row's text wrapped to `width` columns.
    func rendered(width: Int) -> String {
        let article = severity == "error" ? "an" : "a"
        var lines = ["\(entry.id): \(article) \(severity) (\(Self.plainText(entry.group)))", ""]
        let reported = qualifier.map { "Reported \($0) for" } ?? "Reported for"
        lines += TextWrapping.lines("\(reported) \(text).", width: width)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The row's first clause: up to the first `:`, `;` or `(` outside backticks, which start an elaboration, once
    /// the clause has a few words (`` `'x'`: Swift's strings use double quotes `` is not cut after `` `'x'` ``).
    var summary: String {
        var inCode = false
        var end = text.endIndex
        for index in text.indices {
            let character = text[index]
            if character == "`" { inCode.toggle() }
            if !inCode, character == ":" || character == ";" || character == "(",
                text[..<index].split(separator: " ").count >= 3
            {
                end = index
                break
            }
        }
        let clause = text[..<end].trimmingSpacesAndTabs().drop { $0 == "," }
        return severity == "error" ? String(clause) : "(\(severity)) \(clause)"
    }

    /// The markdown of a cell as plain text: a link shows its text alone (its target is an anchor of the reference)
    /// and `**bold**` its words; backticks stay, since they mark what a spec writes (`a \`}\` that closes nothing`),
    /// and what they enclose is kept as written.
    static func plainText(_ markdown: String) -> String {
        var out = ""
        var inCode = false
        var rest = Substring(markdown)
        while let character = rest.popFirst() {
            if character == "`" {
                inCode.toggle()
                out.append(character)
            } else if !inCode, character == "*", rest.first == "*" {
                rest.removeFirst()
            } else if !inCode, character == "[", let link = link(at: rest) {
                out += link.text
                rest = link.rest
            } else {
                out.append(character)
            }
        }
        return out
    }

    /// `text](target)` after a `[`: the link's text and what follows it.
    private static func link(at rest: Substring) -> (text: Substring, rest: Substring)? {
        guard let close = rest.firstIndex(of: "]") else { return nil }
        let afterText = rest[rest.index(after: close)...]
        guard afterText.first == "(", let end = afterText.firstIndex(of: ")") else { return nil }
        return (rest[..<close], afterText[afterText.index(after: end)...])
    }
}
