import BinderySource

extension TokenScanner {
    /// Reports each run of bytes that is not UTF-8, and each run of NUL bytes, once. The main loop then skips such
    /// bytes as if they were spaces, so one bad byte gives one diagnostic and no follow-on noise.
    mutating func validateEncoding() {
        var position = index
        var sawSuspect = false
        while position < end {
            let byte = bytes[position]
            if byte == 0 || byte >= 0x80 {
                sawSuspect = true
                break
            }
            position += 1
        }
        guard sawSuspect else { return }
        while position < end {
            let byte = bytes[position]
            if byte == 0 {
                let start = position
                while position < end, bytes[position] == 0 { position += 1 }
                error(.nulByte, "NUL byte in the spec; remove it (a spec is UTF-8 text)", start, position)
            } else if byte < 0x80 {
                position += 1
            } else {
                let length = CharacterClass.utf8SequenceLength(bytes, at: position, end: end)
                if length > 0 {
                    position += length
                    continue
                }
                let start = position
                position += 1
                while position < end, bytes[position] >= 0x80,
                    CharacterClass.utf8SequenceLength(bytes, at: position, end: end) == 0
                {
                    position += 1
                }
                let shown = bytes[start..<position].prefix(4).map { "0x" + String($0, radix: 16, uppercase: true) }
                    .joined(separator: " ")
                error(
                    .invalidUTF8, "invalid UTF-8 (\(shown)\(position - start > 4 ? " …" : "")); save the spec as UTF-8",
                    start,
                    position)
            }
        }
    }
}
