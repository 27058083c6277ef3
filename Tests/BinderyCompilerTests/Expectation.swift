import BinderySource

/// One `// expected-error@+1:5 {{message}}` comment of a verify-mode fixture.
struct Expectation: Equatable, CustomStringConvertible {
    var path: String
    /// The line of the comment itself, for reporting.
    var commentLine: Int
    /// The line the diagnostic must be on.
    var line: Int
    var column: Int?
    var severity: Diagnostic.Severity
    var message: String

    var description: String {
        "expected-\(severity.rawValue) on line \(line)\(column.map { ":\($0)" } ?? "") {{\(message)}}"
    }

    /// Every expectation in a file's bytes. Malformed ones (an `expected-` that does not parse) come back as
    /// problems, so a typo in a fixture cannot silently expect nothing.
    static func parse(_ bytes: [UInt8], path: String) -> (expectations: [Expectation], problems: [String]) {
        var expectations: [Expectation] = []
        var problems: [String] = []
        for (index, lineBytes) in lines(of: bytes).enumerated() {
            let line = String(decoding: lineBytes, as: UTF8.self)
            var rest = Substring(line)
            while let marker = rest.range(of: "// expected-") {
                rest = rest[marker.upperBound...]
                switch parseOne(&rest, path: path, line: index + 1) {
                case .success(let expectation): expectations.append(expectation)
                case .failure(let problem): problems.append("\(path):\(index + 1): \(problem.text)")
                }
            }
        }
        return (expectations, problems)
    }

    /// The lines of a fixture, ended by LF, CRLF or a lone CR as the scanner ends them, so an expectation's line
    /// is the line a diagnostic reports.
    private static func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        var offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                lines.append(bytes[start..<offset])
                offset +=
                    byte == UInt8(ascii: "\r") && offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "\n")
                    ? 2 : 1
                start = offset
            } else {
                offset += 1
            }
        }
        lines.append(bytes[start...])
        return lines
    }

    private struct Problem: Error {
        var text: String
    }

    private static func parseOne(_ rest: inout Substring, path: String, line: Int) -> Result<Expectation, Problem> {
        let severityText = rest.prefix { $0.isLetter }
        guard let severity = Diagnostic.Severity(rawValue: String(severityText)) else {
            return .failure(Problem(text: "unknown severity 'expected-\(severityText)'; use error, warning or note"))
        }
        rest = rest.dropFirst(severityText.count)
        var target = line
        if rest.first == "@" {
            rest = rest.dropFirst()
            guard let sign = rest.first, sign == "+" || sign == "-" else {
                return .failure(Problem(text: "'@' must be followed by +N or -N"))
            }
            rest = rest.dropFirst()
            let digits = rest.prefix { $0.isNumber }
            guard let offset = Int(digits) else { return .failure(Problem(text: "'@\(sign)' needs a number")) }
            rest = rest.dropFirst(digits.count)
            target += sign == "+" ? offset : -offset
        }
        var column: Int?
        if rest.first == ":" {
            rest = rest.dropFirst()
            let digits = rest.prefix { $0.isNumber }
            guard let value = Int(digits) else { return .failure(Problem(text: "':' must be followed by a column")) }
            column = value
            rest = rest.dropFirst(digits.count)
        }
        rest = rest.drop { $0 == " " }
        guard rest.hasPrefix("{{"), let close = rest.range(of: "}}") else {
            return .failure(Problem(text: "the message must be written {{like this}}"))
        }
        let message = String(rest[rest.index(rest.startIndex, offsetBy: 2)..<close.lowerBound])
        rest = rest[close.upperBound...]
        return .success(
            Expectation(
                path: path, commentLine: line, line: target, column: column, severity: severity, message: message))
    }
}
