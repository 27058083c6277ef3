import BinderySource

/// Converts between byte offsets in a spec and LSP positions.
///
/// Lines end at LF, CRLF or a lone CR, as both LSP and the spec language define them (``SourceFile`` counts them
/// alike); an open document's text has no `SourceFile` until it is compiled, so the server keeps this table.
struct LineTable: Sendable {
    let bytes: [UInt8]
    /// The byte offset where each line starts; line 0 starts at 0.
    let lineStarts: [Int]
    /// Where the text of line 0 starts: after a byte-order mark the editor does not show, else 0.
    private let textStart: Int

    /// - Parameter hidingByteOrderMark: for a file read from disk. An editor drops a UTF-8 byte-order mark when it
    ///   reads a file, so its first line's columns start after the mark; the text of an open document is the
    ///   editor's own, where anything sent counts.
    init(_ bytes: [UInt8], hidingByteOrderMark: Bool = false) {
        self.bytes = bytes
        lineStarts = SourceFile.lineStarts(of: bytes)
        textStart = hidingByteOrderMark && bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// Where a line's text starts, as the editor counts columns.
    func start(ofLine line: Int) -> Int {
        line == 0 ? textStart : lineStarts[line]
    }

    var lineCount: Int { lineStarts.count }

    /// Where a line's text ends, before its terminator.
    func contentEnd(ofLine line: Int) -> Int {
        guard line + 1 < lineStarts.count else { return bytes.count }
        var end = lineStarts[line + 1]
        if end > lineStarts[line], bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > lineStarts[line], bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return end
    }

    /// The zero-based line holding `offset` (clamped to the text): the last line starting at or before it.
    func line(of offset: Int) -> Int {
        let offset = max(0, min(offset, bytes.count))
        return max(0, lineStarts.partitioningIndex { $0 > offset } - 1)
    }

    func position(of offset: Int, encoding: PositionEncoding) -> LSP.Position {
        let offset = max(textStart, min(offset, bytes.count))
        let line = line(of: offset)
        return LSP.Position(line: line, character: units(from: start(ofLine: line), to: offset, encoding: encoding))
    }

    func range(_ start: Int, _ end: Int, encoding: PositionEncoding) -> LSP.Range {
        LSP.Range(
            start: position(of: start, encoding: encoding), end: position(of: max(start, end), encoding: encoding))
    }

    /// The byte offset of a position. As LSP asks, a line past the end means the end of the text and a character
    /// past the end of its line means the line's end; a position inside a scalar moves to the scalar's start.
    func offset(of position: LSP.Position, encoding: PositionEncoding) -> Int {
        guard position.line >= 0 else { return textStart }
        guard position.line < lineStarts.count else { return bytes.count }
        let end = contentEnd(ofLine: position.line)
        var offset = start(ofLine: position.line)
        var remaining = max(0, position.character)
        while offset < end, remaining > 0 {
            let step = UTF8Walk.step(bytes, at: offset, end: end)
            let units = unitCount(step, encoding)
            if units > remaining { break }
            remaining -= units
            offset += step.length
        }
        return offset
    }

    /// Code units between two byte offsets of one line.
    func units(from start: Int, to end: Int, encoding: PositionEncoding) -> Int {
        if encoding == .utf8 { return end - start }
        var offset = start
        var units = 0
        while offset < end {
            let step = UTF8Walk.step(bytes, at: offset, end: end)
            units += unitCount(step, encoding)
            offset += step.length
        }
        return units
    }

    /// An invalid subsequence is one U+FFFD, so one unit, except in UTF-8, whose counts stay raw bytes.
    private func unitCount(_ step: (length: Int, isValid: Bool), _ encoding: PositionEncoding) -> Int {
        step.isValid || encoding == .utf8 ? encoding.units(ofScalarWithByteCount: step.length) : 1
    }
}
