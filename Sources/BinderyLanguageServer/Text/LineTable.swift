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
    /// Points along each long line with the code units from the line's start to them, in offset order: a column on
    /// a line of a spec written on one line (generated, minified) is counted from the nearest one before it, not
    /// from the line's start, or an outline of thousands of declarations there would walk the line once each.
    private let checkpoints: [Checkpoint]

    private struct Checkpoint {
        var offset: Int
        var utf16: Int
        var utf32: Int
    }

    /// How far apart checkpoints are, in bytes; a line no longer than this has none.
    private static let checkpointSpacing = 256

    /// - Parameter hidingByteOrderMark: for a file read from disk. An editor drops a UTF-8 byte-order mark when it
    ///   reads a file, so its first line's columns start after the mark; the text of an open document is the
    ///   editor's own, where anything sent counts.
    init(_ bytes: [UInt8], hidingByteOrderMark: Bool = false) {
        self.bytes = bytes
        lineStarts = SourceFile.lineStarts(of: bytes)
        textStart = hidingByteOrderMark && bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        checkpoints = Self.checkpoints(bytes, lineStarts: lineStarts, textStart: textStart)
    }

    /// Walks each long line as ``units(from:to:encoding:)`` does from the line's start, recording where it stands
    /// every ``checkpointSpacing`` bytes: a walk resumed at a checkpoint takes the steps the walk from the start
    /// would, so it counts the same.
    private static func checkpoints(_ bytes: [UInt8], lineStarts: [Int], textStart: Int) -> [Checkpoint] {
        var checkpoints: [Checkpoint] = []
        for line in lineStarts.indices {
            var offset = line == 0 ? textStart : lineStarts[line]
            let end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
            guard end - offset > checkpointSpacing else { continue }
            var utf16 = 0
            var utf32 = 0
            var next = offset + checkpointSpacing
            while offset < end {
                if offset >= next {
                    checkpoints.append(Checkpoint(offset: offset, utf16: utf16, utf32: utf32))
                    next = offset + checkpointSpacing
                }
                let step = UTF8Walk.step(bytes, at: offset, end: end)
                utf16 += unitCount(step, .utf16)
                utf32 += unitCount(step, .utf32)
                offset += step.length
            }
        }
        return checkpoints
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
        return LSP.Position(line: line, character: column(of: offset, onLine: line, encoding: encoding))
    }

    /// Code units from the start of `line` to `offset`, which is on it.
    func column(of offset: Int, onLine line: Int, encoding: PositionEncoding) -> Int {
        let lineStart = start(ofLine: line)
        guard encoding != .utf8, !checkpoints.isEmpty else {
            return units(from: lineStart, to: offset, encoding: encoding)
        }
        // Every checkpoint after the line's start and not past `offset` is on this line.
        let after = checkpoints.partitioningIndex { $0.offset > offset }
        guard after > 0, checkpoints[after - 1].offset > lineStart else {
            return units(from: lineStart, to: offset, encoding: encoding)
        }
        let checkpoint = checkpoints[after - 1]
        let counted = encoding == .utf16 ? checkpoint.utf16 : checkpoint.utf32
        return counted + units(from: checkpoint.offset, to: offset, encoding: encoding)
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
            let units = Self.unitCount(step, encoding)
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
            units += Self.unitCount(step, encoding)
            offset += step.length
        }
        return units
    }

    /// An invalid subsequence is one U+FFFD, so one unit, except in UTF-8, whose counts stay raw bytes.
    private static func unitCount(_ step: (length: Int, isValid: Bool), _ encoding: PositionEncoding) -> Int {
        step.isValid || encoding == .utf8 ? encoding.units(ofScalarWithByteCount: step.length) : 1
    }
}
