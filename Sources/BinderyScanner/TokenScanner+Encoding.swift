import BinderySource

extension TokenScanner {
    /// Past this many places with NUL bytes or bytes that are not UTF-8, a file is not text (a binary, or text in
    /// another encoding): one error says so, instead of one for each place and the noise of scanning the rest.
    static var encodingProblemsOfText: Int { 8 }

    /// Reports each run of bytes that is not UTF-8, and each run of NUL bytes, once. The main loop then skips such
    /// bytes as if they were spaces, so one bad byte gives one diagnostic and no follow-on noise. Returns false,
    /// having reported only that, for a file that is not text at all; it is then not scanned.
    mutating func validateEncoding() -> Bool {
        var position = index
        while position < end, bytes[position] != 0, bytes[position] < 0x80 { position += 1 }
        guard position < end else { return true }
        // Only as many places as a text file may have are kept: past that, they are only counted, so a large
        // binary costs no memory for them.
        var problems: [(kind: DiagnosticID, range: Range<Int>)] = []
        var problemCount = 0
        func record(_ kind: DiagnosticID, _ range: Range<Int>) {
            problemCount += 1
            if problemCount <= Self.encodingProblemsOfText { problems.append((kind, range)) }
        }
        while position < end {
            let byte = bytes[position]
            if byte == 0 {
                let start = position
                while position < end, bytes[position] == 0 { position += 1 }
                record(.nulByte, start..<position)
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
                record(.invalidUTF8, start..<position)
            }
        }
        guard problemCount <= Self.encodingProblemsOfText else {
            let first = problems[0].range
            error(
                .notText,
                "this file is not UTF-8 text: \(problemCount) places hold NUL bytes or bytes that are not UTF-8, "
                    + "the first here; a spec must be UTF-8 text (if this is one, save it as UTF-8)",
                first.lowerBound, first.upperBound)
            return false
        }
        for (kind, range) in problems {
            if kind == .nulByte {
                error(
                    .nulByte, "NUL byte in the spec; remove it (a spec is UTF-8 text)", range.lowerBound,
                    range.upperBound)
            } else {
                let shown = bytes[range].prefix(4).map { "0x" + String($0, radix: 16, uppercase: true) }
                    .joined(separator: " ")
                error(
                    .invalidUTF8, "invalid UTF-8 (\(shown)\(range.count > 4 ? " …" : "")); save the spec as UTF-8",
                    range.lowerBound, range.upperBound)
            }
        }
        return true
    }
}
