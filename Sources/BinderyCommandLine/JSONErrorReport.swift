import BinderySource

/// A run's errors under `--diagnostics json`, gathered from every stage and written as one array when the run ends:
/// a tool reading standard error then reads one JSON document, the specs' diagnostics and any file that could not be
/// read or written alike, where it found plain `error:` lines before.
final class JSONErrorReport {
    private var records = DiagnosticJSON.Records()
    /// Whether anything reported, a clean check's empty list included: a run that checks writes `[]`.
    private var hasReported = false

    func append(_ diagnostics: [Diagnostic], files: SourceFiles) {
        records.append(diagnostics, files: files)
        hasReported = true
    }

    /// `message` as plain output words it; its `error: ` is the record's `severity`.
    func appendFailure(_ message: String) {
        let prefix = "error: "
        records.appendFailure(message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : message)
        hasReported = true
    }

    /// Writes the array, once, if anything reported.
    func flush(to console: Console) {
        guard hasReported else { return }
        console.writeError(records.rendered())
        hasReported = false
    }
}

extension Console {
    /// Reports errors that have no place in a spec, each worded `error: …` as plain output shows it: a record each
    /// under `--diagnostics json`, a line each otherwise.
    func writeFailures(_ messages: [String]) {
        if let jsonErrors {
            for message in messages { jsonErrors.appendFailure(message) }
        } else {
            writeError(messages.map { $0 + "\n" }.joined())
        }
    }

    /// ``writeFailures(_:)`` of one message.
    func writeFailure(_ message: String) {
        writeFailures([message])
    }
}
