/// Diagnostics as JSON, for editors and tools (`--diagnostics json`).
///
/// A single array; each element has `severity`, `id` (the stable ``DiagnosticID``; absent only for a template's
/// diagnostics), `message`, `path`, `line`, `column`, `endLine`, `endColumn`, `notes` (same location fields) and
/// `fixIts` (location fields and `replacement`). Keys are sorted, so the bytes are stable.
///
/// At most `limit` diagnostics (100 by default) are written. When more were found, one more record follows them:
/// `id` `diagnostics-omitted`, `severity` `note`, the location of the first one left out, a `message` such as
/// "137 more errors not shown", and `omitted`, the number left out.
///
/// A failure that has no place in a spec (a file that cannot be read or written) is a record with only `severity`
/// `error` and its `message`, so that a tool reading the array meets every error of a run there.
public enum DiagnosticJSON {
    public static func render(
        _ diagnostics: [Diagnostic], files: SourceFiles, limit: Int = DiagnosticLimit.standard
    ) -> String {
        var records = Records()
        records.append(diagnostics, files: files, limit: limit)
        return records.rendered()
    }

    /// The records of a run, gathered from its stages and written as one array.
    public struct Records {
        private var records: [Record] = []

        public init() {}

        /// Adds at most `limit` of `diagnostics`, and the record summing up the rest.
        public mutating func append(
            _ diagnostics: [Diagnostic], files: SourceFiles, limit: Int = DiagnosticLimit.standard
        ) {
            let limited = DiagnosticLimit(diagnostics, limit: limit)
            records += limited.shown.map { .diagnostic($0, files, omitted: nil) }
            if let summary = limited.summaryDiagnostic {
                records.append(.diagnostic(summary, files, omitted: limited.omitted.count))
            }
        }

        /// Adds an error that has no place in a spec.
        public mutating func appendFailure(_ message: String) {
            records.append(.failure(message))
        }

        /// The array, pretty-printed with sorted keys, and a line break.
        public func rendered() -> String {
            ((try? JSONTextEncoder(prettyPrinted: true, sortedKeys: true).text(of: records)) ?? "[]") + "\n"
        }
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

    private enum Record: Encodable {
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

        case diagnostic(Diagnostic, SourceFiles, omitted: Int?)
        case failure(String)

        func encode(to encoder: any Encoder) throws {
            switch self {
            case .diagnostic(let diagnostic, let files, let omitted):
                try encode(diagnostic, files, omitted: omitted, to: encoder)
            case .failure(let message):
                var container = encoder.container(keyedBy: Key.self)
                try container.encode(Diagnostic.Severity.error.rawValue, forKey: .severity)
                try container.encode(message, forKey: .message)
            }
        }

        private func encode(
            _ diagnostic: Diagnostic, _ files: SourceFiles, omitted: Int?, to encoder: any Encoder
        ) throws {
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
