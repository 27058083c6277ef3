/// Diagnostics as JSON, for editors and tools (`--diagnostics json`).
///
/// A single array; each element has `severity`, `id` (the stable ``DiagnosticID``; absent only for a template's
/// diagnostics), `message`, `path`, `line`, `column`, `endLine`, `endColumn`, `notes` (same location fields) and
/// `fixIts` (location fields and `replacement`). Keys are sorted, so the bytes are stable.
///
/// At most `limit` diagnostics (100 by default) are written. When more were found, one more record follows them:
/// `id` `diagnostics-omitted`, `severity` `note`, the location of the first one left out, a `message` such as
/// "137 more errors not shown", and `omitted`, the number left out.
public enum DiagnosticJSON {
    public static func render(
        _ diagnostics: [Diagnostic], files: SourceFiles, limit: Int = DiagnosticLimit.standard
    ) -> String {
        let limited = DiagnosticLimit(diagnostics, limit: limit)
        var records = limited.shown.map { Record($0, files) }
        if let summary = limited.summaryDiagnostic {
            records.append(Record(summary, files, omitted: limited.omitted.count))
        }
        let text = (try? JSONTextEncoder(prettyPrinted: true, sortedKeys: true).text(of: records)) ?? "[]"
        return text + "\n"
    }

    private struct Span: Encodable {
        var path: String
        var line: Int
        var column: Int
        var endLine: Int
        var endColumn: Int

        init(_ range: SourceRange, _ files: SourceFiles) {
            let start = files.location(range)
            let end = files.endLocation(range)
            (path, line, column, endLine, endColumn) = (start.path, start.line, start.column, end.line, end.column)
        }
    }

    private struct Record: Encodable {
        struct Note: Encodable {
            var message: String
            var span: Span
            func encode(to encoder: any Encoder) throws {
                try span.encode(to: encoder)
                var container = encoder.container(keyedBy: Key.self)
                try container.encode(message, forKey: .message)
            }
        }
        struct FixIt: Encodable {
            var replacement: String
            var span: Span
            func encode(to encoder: any Encoder) throws {
                try span.encode(to: encoder)
                var container = encoder.container(keyedBy: Key.self)
                try container.encode(replacement, forKey: .replacement)
            }
        }
        enum Key: String, CodingKey {
            case severity, id, message, notes, fixIts, replacement, omitted
        }

        var diagnostic: Diagnostic
        var files: SourceFiles
        var omitted: Int?

        init(_ diagnostic: Diagnostic, _ files: SourceFiles, omitted: Int? = nil) {
            self.diagnostic = diagnostic
            self.files = files
            self.omitted = omitted
        }

        func encode(to encoder: any Encoder) throws {
            try Span(diagnostic.range, files).encode(to: encoder)
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(diagnostic.severity.rawValue, forKey: .severity)
            try container.encodeIfPresent(diagnostic.id?.rawValue, forKey: .id)
            try container.encodeIfPresent(omitted, forKey: .omitted)
            try container.encode(diagnostic.message, forKey: .message)
            try container.encode(
                diagnostic.notes.map { Note(message: $0.message, span: Span($0.range, files)) }, forKey: .notes)
            try container.encode(
                diagnostic.fixIts.map { FixIt(replacement: $0.replacement, span: Span($0.range, files)) },
                forKey: .fixIts
            )
        }
    }
}
