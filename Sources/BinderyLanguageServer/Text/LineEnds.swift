/// A document's line ends, as an edit must keep them: `bindery format` and the compiler's fix-its write LF, but an
/// editor holding a CRLF document would otherwise be handed the whole file as changed on every format (and a
/// formatted file would never be "already formatted"), and a fix-it would mix LF lines into it.
enum LineEnds {
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let lineFeed = UInt8(ascii: "\n")

    /// The line end of the first line: LF, CRLF or a lone CR; LF for a text of one line.
    static func first(in bytes: [UInt8]) -> [UInt8] {
        guard let index = bytes.firstIndex(where: { $0 == carriageReturn || $0 == lineFeed }) else { return [lineFeed] }
        guard bytes[index] == carriageReturn else { return [lineFeed] }
        return index + 1 < bytes.count && bytes[index + 1] == lineFeed ? [carriageReturn, lineFeed] : [carriageReturn]
    }

    /// `bytes` with each line end (LF, CRLF or a lone CR) written as `end`: the formatter's output and a fix-it's
    /// text, which the compiler writes with LF, in the document's own line ends.
    static func replacingLineEnds(in bytes: [UInt8], with end: [UInt8]) -> [UInt8] {
        guard end != [lineFeed] || bytes.contains(carriageReturn) else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + bytes.count / 16)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            guard byte == lineFeed || byte == carriageReturn else {
                result.append(byte)
                continue
            }
            if byte == carriageReturn, index < bytes.count, bytes[index] == lineFeed { index += 1 }
            result += end
        }
        return result
    }

    /// The lines of `bytes`, each with its line end (LF, CRLF or a lone CR, as the language reads them); a last line
    /// without one is a line too.
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            guard byte == lineFeed || byte == carriageReturn else { continue }
            if byte == carriageReturn, index < bytes.count, bytes[index] == lineFeed { index += 1 }
            lines.append(bytes[start..<index])
            start = index
        }
        if start < bytes.count { lines.append(bytes[start...]) }
        return lines
    }
}
