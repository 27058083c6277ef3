import BinderySource

extension TokenScanner {
    /// Scans the string literal at `index` (after any `#`s) to its end, interpolations included, and returns
    /// whether it was terminated. Reports an unterminated literal at its opening quote.
    mutating func scanString(depth: Int, interpolations: inout [Range<Int>]) -> Bool {
        let start = index
        var pounds = 0
        while index < end, bytes[index] == UInt8(ascii: "#") {
            pounds += 1
            index += 1
        }
        let isMultiline =
            peek(0) == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        index += isMultiline ? 3 : 1
        guard depth < TokenScanner.maximumStringNesting else {
            error(
                .stringNestingTooDeep,
                "string literals nest more than \(TokenScanner.maximumStringNesting) deep inside interpolations; simplify the expression",
                start, index)
            skipToEndOfLine()
            return false
        }
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), hasPounds(pounds, at: index + 1) {
                index += 1 + pounds
                if peek(0) == UInt8(ascii: "(") {
                    index += 1
                    let interpolationStart = index
                    guard scanInterpolation(depth: depth, isMultiline: isMultiline) else {
                        reportUnterminated(start, pounds: pounds, isMultiline: isMultiline)
                        return false
                    }
                    interpolations.append(interpolationStart..<(index - 1))
                } else if index < end, bytes[index] != UInt8(ascii: "\n") {
                    index += 1
                }
            } else if byte == UInt8(ascii: "\"") {
                if isMultiline {
                    if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\""), hasPounds(pounds, at: index + 3) {
                        index += 3 + pounds
                        return true
                    }
                    index += 1
                } else if hasPounds(pounds, at: index + 1) {
                    index += 1 + pounds
                    return true
                } else {
                    index += 1
                }
            } else if byte == UInt8(ascii: "\n"), !isMultiline {
                reportUnterminated(start, pounds: pounds, isMultiline: false)
                return false
            } else {
                index += 1
            }
        }
        reportUnterminated(start, pounds: pounds, isMultiline: isMultiline)
        return false
    }

    private func hasPounds(_ count: Int, at position: Int) -> Bool {
        guard position + count <= end else { return false }
        for offset in 0..<count where bytes[position + offset] != UInt8(ascii: "#") {
            return false
        }
        return true
    }

    private mutating func skipToEndOfLine() {
        while index < end, bytes[index] != UInt8(ascii: "\n") { index += 1 }
    }

    private mutating func reportUnterminated(_ start: Int, pounds: Int, isMultiline: Bool) {
        if index >= end, unterminatedFrom == nil { unterminatedFrom = start }
        let closing = (isMultiline ? "\"\"\"" : "\"") + String(repeating: "#", count: pounds)
        error(
            .unterminatedString, "unterminated string literal; add '\(closing)' to close it", start,
            start + pounds + (isMultiline ? 3 : 1),
            fixIts: [Diagnostic.FixIt(replacing: SourceRange(file: file, start: index, end: index), with: closing)])
    }

    /// Skips the inside of `\( … )` up to and including its `)`, through nested brackets, strings and comments.
    /// A single-line string's interpolation ends at the line's end, as in Swift.
    private mutating func scanInterpolation(depth: Int, isMultiline: Bool) -> Bool {
        var parentheses = 1
        while index < end {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "("):
                parentheses += 1
                index += 1
            case UInt8(ascii: ")"):
                parentheses -= 1
                index += 1
                if parentheses == 0 { return true }
            case UInt8(ascii: "\n") where !isMultiline:
                return false
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                if byte == UInt8(ascii: "#") {
                    var cursor = index
                    while cursor < end, bytes[cursor] == UInt8(ascii: "#") { cursor += 1 }
                    guard cursor < end, bytes[cursor] == UInt8(ascii: "\"") else {
                        index = cursor
                        continue
                    }
                }
                var nested: [Range<Int>] = []
                guard scanString(depth: depth + 1, interpolations: &nested) else { return false }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                let saved = comments.count
                scanBlockComment()
                comments.removeSubrange(saved...)
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                if !isMultiline { return false }
                skipToEndOfLine()
            default:
                index += 1
            }
        }
        return false
    }
}
