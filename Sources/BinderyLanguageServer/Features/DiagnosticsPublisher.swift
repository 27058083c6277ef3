/// Sends `textDocument/publishDiagnostics` for every spec of every module, but only what changed: a module whose
/// snapshot was already published costs nothing (the server goes idle after every request), and in a module that
/// was compiled again only files whose diagnostics differ are sent, so an edit in a 1,000-file workspace sends
/// one or two notifications, not a thousand.
struct DiagnosticsPublisher {
    private struct Published {
        /// The workspace and the snapshot these diagnostics came from, held so that neither is freed: a new one
        /// could take a freed one's address, and its diagnostics would never be sent.
        var workspace: Workspace
        var snapshot: Snapshot
        var byURI: [String: [LSP.Diagnostic]]
    }

    /// By workspace.
    private var published: [ObjectIdentifier: Published] = [:]

    /// The notifications that bring the client up to date with the current snapshot of each workspace; the files of
    /// a workspace that is gone, or no longer in its module, are cleared.
    ///
    /// The clearings come first: a URI that is gone may name a file that is still there under another spelling
    /// (the editor's `a%2Bb` for the server's `a+b` once the file is opened, or a document that moved from a module
    /// of its own into a folder's), and a client that reads both as one file must end with its diagnostics.
    mutating func update(_ current: [(workspace: Workspace, snapshot: Snapshot)]) -> [LSP.PublishDiagnosticsParams] {
        var clearings: [LSP.PublishDiagnosticsParams] = []
        var notifications: [LSP.PublishDiagnosticsParams] = []
        var live: Set<ObjectIdentifier> = []
        for (workspace, snapshot) in current {
            let key = ObjectIdentifier(workspace)
            live.insert(key)
            let before = published[key]
            guard before?.snapshot !== snapshot else { continue }
            var byURI: [String: [LSP.Diagnostic]] = [:]
            let byFile = DiagnosticConversion.byFile(snapshot)
            for (index, entry) in snapshot.entries.enumerated() {
                let diagnostics = byFile[.init(index)]?.map(\.lsp) ?? []
                byURI[entry.uri] = diagnostics
                let previous = before?.byURI[entry.uri]
                // A client starts with no diagnostics for a file, so a clean file needs no notification at first.
                if previous == diagnostics || (previous == nil && diagnostics.isEmpty) { continue }
                notifications.append(.init(uri: entry.uri, version: entry.version, diagnostics: diagnostics))
            }
            for (uri, diagnostics) in before?.byURI ?? [:] where byURI[uri] == nil && !diagnostics.isEmpty {
                clearings.append(.init(uri: uri, version: nil, diagnostics: []))
            }
            published[key] = Published(workspace: workspace, snapshot: snapshot, byURI: byURI)
        }
        for (key, gone) in published where !live.contains(key) {
            for (uri, diagnostics) in gone.byURI where !diagnostics.isEmpty {
                clearings.append(.init(uri: uri, version: nil, diagnostics: []))
            }
            published[key] = nil
        }
        return clearings + notifications
    }
}
