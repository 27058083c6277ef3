/// Turns diagnostics into the text a person reads in a terminal or an IDE's build log.
///
/// The first line of each is `path:line:col: severity: message`, the form Xcode, SwiftPM and editors parse;
/// then the source line, a caret under the start and tildes under the rest of the range, and any fix-it.
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

    public func render(_ diagnostic: Diagnostic) -> String {
        var out = block(diagnostic.severity, diagnostic.message, diagnostic.range, fixIts: diagnostic.fixIts)
        for note in diagnostic.notes {
            out += block(.note, note.message, note.range, fixIts: [])
        }
        return out
    }

    private func block(
        _ severity: Diagnostic.Severity, _ message: String, _ range: SourceRange, fixIts: [Diagnostic.FixIt]
    )
        -> String
    {
        let location = files.location(range)
        var out = paint("\(location): ", .bold)
        out += paint("\(severity.rawValue):", Style(severity)) + paint(" \(message)", .bold) + "\n"
        let file = files[range.file]
        let lineRange = file.lineRange(location.line)
        let line = file.text(lineRange)
        out += line + "\n"
        let startColumn = range.start - lineRange.lowerBound
        let endColumn = max(startColumn + 1, min(range.end, lineRange.upperBound) - lineRange.lowerBound)
        let prefix = file.text(lineRange.lowerBound..<(lineRange.lowerBound + startColumn))
        let covered = file.text((lineRange.lowerBound + startColumn)..<(lineRange.lowerBound + endColumn))
        let indent = String(prefix.map { $0 == "\t" ? "\t" : " " })
        let marker = "^" + String(repeating: "~", count: max(0, covered.count - 1))
        out += indent + paint(marker, .green) + "\n"
        // A deletion (empty replacement) has nothing to show under the caret; the message says what to remove.
        for fixIt in fixIts
        where fixIt.range.file == range.file && !fixIt.replacement.isEmpty && !fixIt.replacement.contains("\n") {
            let fixLocation = files.location(fixIt.range)
            guard fixLocation.line == location.line else { continue }
            let fixPrefix = file.text(lineRange.lowerBound..<fixIt.range.start)
            out += String(fixPrefix.map { $0 == "\t" ? "\t" : " " }) + paint(fixIt.replacement, .green) + "\n"
        }
        return out
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
