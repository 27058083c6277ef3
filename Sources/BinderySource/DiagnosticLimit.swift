/// How many diagnostics a run shows: the first `limit` in order, then one line saying how many more there are, so a
/// broken or generated spec with thousands of errors gives a readable report in little time.
public struct DiagnosticLimit: Sendable {
    /// What the command line shows.
    public static let standard = 100

    /// The diagnostics to show, in the order given.
    public let shown: [Diagnostic]
    /// Those left out.
    public let omitted: [Diagnostic]

    public init(_ diagnostics: [Diagnostic], limit: Int = DiagnosticLimit.standard) {
        shown = Array(diagnostics.prefix(max(0, limit)))
        omitted = Array(diagnostics.dropFirst(max(0, limit)))
    }

    /// `137 more errors not shown`, or with warnings, `140 more diagnostics not shown (137 errors, 3 warnings)`;
    /// nil when nothing was left out.
    public var summary: String? {
        guard !omitted.isEmpty else { return nil }
        let errors = omitted.count { $0.severity == .error }
        let warnings = omitted.count { $0.severity == .warning }
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        if errors == omitted.count { return "\(omitted.count) more \(errors == 1 ? "error" : "errors") not shown" }
        if warnings == omitted.count {
            return "\(omitted.count) more \(warnings == 1 ? "warning" : "warnings") not shown"
        }
        return "\(omitted.count) more diagnostics not shown (\(count(errors, "error")), \(count(warnings, "warning")))"
    }

    /// The summary as a diagnostic for tools: a note at the first diagnostic left out.
    public var summaryDiagnostic: Diagnostic? {
        guard let summary, let first = omitted.first else { return nil }
        return Diagnostic(.note, .diagnosticsOmitted, summary, at: first.range)
    }
}
