import BinderySource

/// `textDocument/codeAction`: each fix-it the compiler attached to a diagnostic in the range, as a quick fix.
enum CodeActions {
    static func actions(in snapshot: Snapshot, file: FileID, from start: Int, to end: Int) -> [LSP.CodeAction] {
        guard let diagnostics = DiagnosticConversion.byFile(snapshot)[file] else { return [] }
        return diagnostics.compactMap { diagnostic in
            let range = diagnostic.source.range
            guard !diagnostic.source.fixIts.isEmpty, range.start <= end, start <= range.end else { return nil }
            var changes: [String: [LSP.TextEdit]] = [:]
            for fixIt in diagnostic.source.fixIts {
                guard let location = snapshot.location(fixIt.range) else { return nil }
                changes[location.uri, default: []].append(
                    LSP.TextEdit(range: location.range, newText: fixIt.replacement))
            }
            return LSP.CodeAction(
                title: title(diagnostic.source.fixIts[0], snapshot),
                diagnostics: [diagnostic.lsp],
                edit: LSP.WorkspaceEdit(changes: changes),
                isPreferred: diagnostic.source.fixIts.count == 1)
        }
    }

    /// What the fix does, as a menu shows it: "Replace 'titel' with 'title'", "Insert '?.'", "Remove ';'".
    private static func title(_ fixIt: Diagnostic.FixIt, _ snapshot: Snapshot) -> String {
        let old = snapshot.source(fixIt.range.file).text(fixIt.range)
        let new = fixIt.replacement
        if old.isEmpty { return "Insert '\(shorten(new))'" }
        if new.isEmpty { return "Remove '\(shorten(old))'" }
        return "Replace '\(shorten(old))' with '\(shorten(new))'"
    }

    private static func shorten(_ text: String) -> String {
        let line = text.replacingScalars("\n", with: "⏎")
        return line.count > 40 ? String(line.prefix(39)) + "…" : line
    }
}
