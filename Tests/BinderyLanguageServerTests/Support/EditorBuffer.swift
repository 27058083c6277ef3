/// A document as an editor holds it while the user types, written apart from the server's own text handling so
/// the two can disagree: lines end at LF, CRLF or a lone CR, and a `character` counts UTF-16 units, or UTF-8 ones
/// when the server chose them.
struct EditorBuffer {
    private(set) var bytes: [UInt8]
    let countsUTF8: Bool

    init(_ bytes: [UInt8], countsUTF8: Bool = false) {
        self.bytes = bytes
        self.countsUTF8 = countsUTF8
    }

    private func units(_ scalar: Unicode.Scalar) -> Int {
        countsUTF8 ? scalar.utf8.count : scalar.utf16.count
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Each line's text, without its terminator, and the byte offset where it starts.
    var lines: [(start: Int, content: [UInt8])] {
        var result: [(start: Int, content: [UInt8])] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
                index += 1
                continue
            }
            result.append((start, Array(bytes[start..<index])))
            let isCRLF = byte == UInt8(ascii: "\r") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n")
            index += isCRLF ? 2 : 1
            start = index
        }
        result.append((start, Array(bytes[start...])))
        return result
    }

    /// The offsets in a line where a character may sit: between scalars, never inside a surrogate pair.
    func boundaries(of content: [UInt8]) -> [Int] {
        var offsets = [0]
        for scalar in String(decoding: content, as: UTF8.self).unicodeScalars {
            offsets.append(offsets[offsets.count - 1] + units(scalar))
        }
        return offsets
    }

    /// The byte offset of an LSP position; past a line's end is the line's end, past the last line the text's end.
    func offset(line: Int, character: Int) -> Int {
        let lines = self.lines
        guard line < lines.count else { return bytes.count }
        var offset = lines[line].start
        var remaining = character
        for scalar in String(decoding: lines[line].content, as: UTF8.self).unicodeScalars {
            guard remaining >= units(scalar) else { break }
            remaining -= units(scalar)
            offset += scalar.utf8.count
        }
        return offset
    }

    /// The LSP position of a byte offset at a scalar boundary.
    func position(of offset: Int) -> (line: Int, character: Int) {
        let lines = self.lines
        let line = lines.lastIndex { $0.start <= offset } ?? 0
        let length = min(offset - lines[line].start, lines[line].content.count)
        let prefix = String(decoding: lines[line].content[..<length], as: UTF8.self)
        return (line, prefix.unicodeScalars.reduce(0) { $0 + units($1) })
    }

    /// Whether a position names a place in the text: a line that exists, a character at a scalar boundary within it.
    func isInside(line: Int, character: Int) -> Bool {
        let lines = self.lines
        guard line >= 0, line < lines.count else { return false }
        return boundaries(of: lines[line].content).contains(character)
    }

    mutating func replace(from start: Int, to end: Int, with text: String) {
        bytes.replaceSubrange(start..<max(start, end), with: Array(text.utf8))
    }
}
