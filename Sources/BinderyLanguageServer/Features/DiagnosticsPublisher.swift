/// Sends `textDocument/publishDiagnostics` for every spec of a module, but only for files whose diagnostics
/// changed since the last time: after an edit in a 1,000-file workspace, one or two notifications go out, not a
/// thousand.
struct DiagnosticsPublisher {
    /// What each URI was last sent.
    private var published: [String: [LSP.Diagnostic]] = [:]

    /// The notifications that bring the client up to date with `snapshots`; a URI no snapshot holds any more is
    /// cleared.
    mutating func update(_ snapshots: [Snapshot]) -> [LSP.PublishDiagnosticsParams] {
        var notifications: [LSP.PublishDiagnosticsParams] = []
        var live: Set<String> = []
        for snapshot in snapshots {
            let byFile = DiagnosticConversion.byFile(snapshot)
            for (index, entry) in snapshot.entries.enumerated() {
                live.insert(entry.uri)
                let diagnostics = byFile[.init(index)]?.map(\.lsp) ?? []
                // A client starts with no diagnostics for a file, so a clean file needs no notification at first.
                if published[entry.uri] == diagnostics || (published[entry.uri] == nil && diagnostics.isEmpty) {
                    continue
                }
                published[entry.uri] = diagnostics
                notifications.append(.init(uri: entry.uri, version: entry.version, diagnostics: diagnostics))
            }
        }
        for uri in published.keys.sorted() where !live.contains(uri) {
            published[uri] = nil
            notifications.append(.init(uri: uri, version: nil, diagnostics: []))
        }
        return notifications
    }
}
