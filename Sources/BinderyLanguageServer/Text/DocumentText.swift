/// The text of an open document as the editor holds it: its bytes, with edits applied as the client sends them.
struct DocumentText: Sendable {
    private(set) var lines: LineTable

    init(_ text: String) {
        lines = LineTable(Array(text.utf8))
    }

    var bytes: [UInt8] { lines.bytes }

    /// Applies one `didChange` event: the whole text when it has no range, else a replacement of that range.
    mutating func apply(_ change: LSP.TextDocumentContentChangeEvent, encoding: PositionEncoding) {
        guard let range = change.range else {
            lines = LineTable(Array(change.text.utf8))
            return
        }
        let start = lines.offset(of: range.start, encoding: encoding)
        let end = max(start, lines.offset(of: range.end, encoding: encoding))
        var bytes = lines.bytes
        bytes.replaceSubrange(start..<end, with: Array(change.text.utf8))
        lines = LineTable(bytes)
    }
}
