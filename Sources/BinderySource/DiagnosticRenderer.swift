/// Turns diagnostics into the text a person reads in a terminal or an IDE's build log.
///
/// The first line of each is `path:line:col: severity: message [id]`, the form Xcode, SwiftPM and editors parse
/// (Swift's own diagnostics end in `[#Group]` alike); then the source line, a caret under the start and tildes under
/// the rest of the range, and any fix-it. The id is what `bindery explain` looks up; notes have none.
public struct DiagnosticRenderer: Sendable {
    public var files: SourceFiles
    public var colored: Bool

    public init(files: SourceFiles, colored: Bool = false) {
        self.files = files
        self.colored = colored
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined()
    }

    /// The first `limit` diagnostics, then one line saying how many more there are.
    public func render(_ diagnostics: [Diagnostic], limit: Int) -> String {
        let limited = DiagnosticLimit(diagnostics, limit: limit)
        return render(limited.shown) + (limited.summary.map { $0 + "\n" } ?? "")
    }

    public func render(_ diagnostic: Diagnostic) -> String {
        var out = block(
            diagnostic.severity, diagnostic.message, id: diagnostic.id, diagnostic.range, fixIts: diagnostic.fixIts)
        for note in diagnostic.notes {
            out += block(.note, note.message, id: nil, note.range, fixIts: [])
        }
        return out
    }

    /// How many characters of a source line are echoed; a longer line shows the part around the caret.
    public static let maximumLineWidth = 160
    /// How many characters before the caret a trimmed line keeps.
    static let contextBeforeCaret = 60

    private func block(
        _ severity: Diagnostic.Severity, _ message: String, id: DiagnosticID?, _ range: SourceRange,
        fixIts: [Diagnostic.FixIt]
    )
        -> String
    {
        let location = files.location(range)
        // A path is bytes too: a newline or an escape in a file name must not break the line or drive the terminal.
        var out = paint(Self.printable("\(location)") + ": ", .bold)
        out += paint("\(severity.rawValue):", Style(severity)) + paint(" \(Self.printable(message))", .bold)
        // Not bold: the message is what to read; the id, what to look up.
        out += (id.map { " [\($0.rawValue)]" } ?? "") + "\n"
        let file = files[range.file]
        let wholeLine = file.lineRange(location.line)
        let lineRange = Self.bytesAround(range.start, in: wholeLine, of: file.bytes)
        let line = Array(Self.printable(file.text(lineRange)))
        let start = min(max(range.start, lineRange.lowerBound), lineRange.upperBound)
        let caret = file.text(lineRange.lowerBound..<start).count
        let covered = file.text(start..<min(max(range.end, start + 1), lineRange.upperBound)).count
        let window = Self.window(lineLength: line.count, caret: caret)
        let cutBefore = window.lowerBound > 0 || lineRange.lowerBound > wholeLine.lowerBound
        let cutAfter = window.upperBound < line.count || lineRange.upperBound < wholeLine.upperBound
        out += (cutBefore ? "…" : "") + String(line[window]) + (cutAfter ? "…" : "")
        out += "\n"
        // Under the characters the range covers in the window, as many columns as the terminal draws them with.
        let underlined = line[min(caret, window.upperBound)..<min(caret + max(covered, 1), window.upperBound)]
        let columns = underlined.reduce(0) { $0 + TerminalColumns.width(of: $1) }
        let marker = "^" + String(repeating: "~", count: max(0, columns - 1))
        out += indent(line, window, to: caret, afterEllipsis: cutBefore) + paint(marker, .green) + "\n"
        // A deletion (empty replacement) has nothing to show under the caret; the message says what to remove.
        for fixIt in fixIts
        where fixIt.range.file == range.file && !fixIt.replacement.isEmpty && !fixIt.replacement.contains("\n") {
            let fixLocation = files.location(fixIt.range)
            guard fixLocation.line == location.line, fixIt.range.start >= lineRange.lowerBound else { continue }
            let fixCaret = file.text(lineRange.lowerBound..<min(fixIt.range.start, lineRange.upperBound)).count
            guard window.contains(fixCaret) || fixCaret == window.upperBound else { continue }
            out +=
                indent(line, window, to: fixCaret, afterEllipsis: cutBefore)
                + paint(Self.printable(fixIt.replacement), .green) + "\n"
        }
        return out
    }

    /// The bytes of a line worth decoding to echo the part around `offset`: enough on each side for the widest window
    /// of characters (four bytes each at most), so a line of megabytes (minified, or a binary file, or `/dev/zero`
    /// read to the size limit) costs no more than a short one. Both ends fall on the start of a scalar.
    static func bytesAround(_ offset: Int, in line: Range<Int>, of bytes: [UInt8]) -> Range<Int> {
        let margin = 4 * maximumLineWidth
        guard line.count > 2 * margin else { return line }
        let isContinuation = { (index: Int) in index < line.upperBound && bytes[index] & 0xC0 == 0x80 }
        var lower = max(line.lowerBound, min(offset, line.upperBound) - margin)
        var upper = min(line.upperBound, max(offset, line.lowerBound) + margin)
        while lower < upper, isContinuation(lower) { lower += 1 }
        while upper > lower, isContinuation(upper) { upper -= 1 }
        return lower..<upper
    }

    /// The characters of a line to echo: all of it, or, when it is too long to read, a stretch around the caret.
    private static func window(lineLength: Int, caret: Int) -> Range<Int> {
        guard lineLength > maximumLineWidth else { return 0..<lineLength }
        let start = max(0, min(caret - contextBeforeCaret, lineLength - maximumLineWidth))
        return start..<(start + maximumLineWidth)
    }

    /// Spaces (and the line's own tabs) up to character `column` of the echoed window, past its leading `…`: two
    /// under a character a terminal draws two columns wide.
    private func indent(_ line: [Character], _ window: Range<Int>, to column: Int, afterEllipsis: Bool) -> String {
        let lead = afterEllipsis ? " " : ""
        let end = max(window.lowerBound, min(column, line.count))
        let under = line[window.lowerBound..<end].map {
            $0 == "\t" ? "\t" : String(repeating: " ", count: TerminalColumns.width(of: $0))
        }
        return lead + under.joined() + String(repeating: " ", count: max(0, column - end))
    }

    /// The text with control characters (a spec may hold any byte) shown as U+FFFD, so an echoed line cannot
    /// drive the terminal; tabs stay, for alignment.
    private static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { ($0.value < 0x20 && $0 != "\t") || $0.value == 0x7F }) else {
            return text
        }
        return String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { ($0.value < 0x20 && $0 != "\t") || $0.value == 0x7F ? "\u{FFFD}" : $0 }))
    }

    private enum Style: String {
        case bold = "\u{1B}[1m"
        case red = "\u{1B}[1;31m"
        case magenta = "\u{1B}[1;35m"
        case gray = "\u{1B}[1;90m"
        case green = "\u{1B}[1;32m"

        init(_ severity: Diagnostic.Severity) {
            switch severity {
            case .error: self = .red
            case .warning: self = .magenta
            case .note: self = .gray
            }
        }
    }

    private func paint(_ text: String, _ style: Style) -> String {
        colored ? style.rawValue + text + "\u{1B}[0m" : text
    }
}
