import BinderyLanguageServer

/// What an editor does with the edits the server answers.
enum TextEdits {
    /// `text` with LSP edits applied, their characters counted in UTF-16 as the sample client asks.
    static func applying(_ edits: JSONValue?, to text: String) -> String {
        var bytes = Array(text.utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var lineStarts = [0]
        for line in lines { lineStarts.append(lineStarts[lineStarts.count - 1] + line.utf8.count + 1) }
        func offset(_ position: JSONValue?) -> Int {
            let line = position?["line"]?.intValue ?? 0
            guard line < lines.count else { return bytes.count }
            let units = lines[line].utf16.prefix(position?["character"]?.intValue ?? 0)
            return min(bytes.count, lineStarts[line] + String(decoding: Array(units), as: UTF16.self).utf8.count)
        }
        let ranges = (edits?.arrayValue ?? []).map { edit in
            (offset(edit["range"]?["start"]), offset(edit["range"]?["end"]), edit["newText"]?.stringValue ?? "")
        }
        for (start, end, newText) in ranges.sorted(by: { $0.0 > $1.0 }) {
            bytes.replaceSubrange(start..<end, with: Array(newText.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
