/// Where a `/* … */` comment ends, nested ones included, as Swift reads it: shared by the scanner, Swift's
/// interpolation skipping and the look-ahead past an operator.
struct BlockComment {
    /// Just past the comment, or the limit when it is not closed.
    var end: Int
    /// How many comments are still open at the limit; 0 when it is closed.
    var openDepth: Int
    var spansLines: Bool

    /// The comment whose `/*` is at `start`.
    init(in bytes: UnsafeBufferPointer<UInt8>, at start: Int, limit: Int) {
        var cursor = start + 2
        var depth = 1
        var spansLines = false
        while cursor < limit {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "*"), cursor + 1 < limit, bytes[cursor + 1] == UInt8(ascii: "/") {
                cursor += 2
                depth -= 1
                if depth == 0 { break }
            } else if byte == UInt8(ascii: "/"), cursor + 1 < limit, bytes[cursor + 1] == UInt8(ascii: "*") {
                cursor += 2
                depth += 1
            } else {
                if CharacterClass.isNewline(byte) { spansLines = true }
                cursor += 1
            }
        }
        self.end = cursor
        self.openDepth = depth
        self.spansLines = spansLines
    }
}
