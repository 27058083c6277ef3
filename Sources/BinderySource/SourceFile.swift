/// The text of one spec file, as bytes, with what it takes to turn byte offsets into lines and columns.
///
/// Bytes, not `String`: a spec may hold invalid UTF-8, and every stage must still be able to point at it.
public struct SourceFile: Sendable {
    /// The path as the user gave it; diagnostics print it as is, so it stays relative when they wrote it so.
    public let path: String
    public let bytes: [UInt8]
    /// The byte offset at which each line starts; line 1 starts at 0.
    public let lineStarts: [Int]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.lineStarts = Self.lineStarts(of: bytes)
    }

    /// The byte offset at which each line of `bytes` starts. Lines end at LF, CRLF or a lone CR, as Swift, LSP and
    /// editors read them.
    public static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            if byte == UInt8(ascii: "\n") {
                starts.append(offset)
            } else if byte == UInt8(ascii: "\r") {
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "\n") { offset += 1 }
                starts.append(offset)
            }
        }
        return starts
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The 1-based line and byte column of `offset`. Offsets past the end clamp to the end.
    public func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        let offset = max(0, min(offset, bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    /// The byte range of a 1-based line, without its line terminator.
    public func lineRange(_ line: Int) -> Range<Int> {
        let start = lineStarts[max(0, min(line - 1, lineStarts.count - 1))]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        if end > start, line < lineStarts.count, bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > start, line < lineStarts.count, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<max(start, end)
    }

    /// The text of a byte range, with invalid UTF-8 shown as U+FFFD.
    public func text(_ range: Range<Int>) -> String {
        String(decoding: bytes(range), as: UTF8.self)
    }

    /// The bytes of a range, cut to the file: a range past its end gives what there is.
    public func bytes(_ range: Range<Int>) -> ArraySlice<UInt8> {
        bytes[max(0, min(range.lowerBound, bytes.count))..<max(0, min(range.upperBound, bytes.count))]
    }

    public func text(_ range: SourceRange) -> String {
        text(range.start..<range.end)
    }
}
