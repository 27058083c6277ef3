import BinderySource

/// The compiler's diagnostics as LSP's: severities mapped, byte ranges turned into positions in the negotiated
/// encoding, notes as related information (they may point into another file of the module).
enum DiagnosticConversion {
    /// Every diagnostic of the snapshot, by the ``FileID`` of the file it is in, in the order `check` prints them.
    static func byFile(_ snapshot: Snapshot) -> [FileID: [(source: Diagnostic, lsp: LSP.Diagnostic)]] {
        var result: [FileID: [(source: Diagnostic, lsp: LSP.Diagnostic)]] = [:]
        for diagnostic in snapshot.compilation.sortedDiagnostics where snapshot.entry(diagnostic.range.file) != nil {
            result[diagnostic.range.file, default: []].append((diagnostic, convert(diagnostic, snapshot)))
        }
        return result
    }

    static func convert(_ diagnostic: Diagnostic, _ snapshot: Snapshot) -> LSP.Diagnostic {
        let related = diagnostic.notes.compactMap { note in
            snapshot.location(note.range).map { LSP.DiagnosticRelatedInformation(location: $0, message: note.message) }
        }
        return LSP.Diagnostic(
            range: snapshot.range(diagnostic.range),
            severity: severity(diagnostic.severity),
            // The id the command line prints in brackets, so an editor shows it too and `bindery explain` can be
            // asked about it.
            code: diagnostic.id?.rawValue,
            message: diagnostic.message,
            relatedInformation: related.isEmpty ? nil : related)
    }

    private static func severity(_ severity: Diagnostic.Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }
}
