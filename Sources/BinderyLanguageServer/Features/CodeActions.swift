import BinderySource

/// `textDocument/codeAction`: each fix-it the compiler attached to a diagnostic in the range, as a quick fix.
enum CodeActions {
    /// `only`, when the editor gives it, lists the kinds of action it wants: an editor running `source.fixAll` or
    /// `source.organizeImports` on save applies whatever it is answered, so a quick fix must not come back then.
    static func actions(in snapshot: Snapshot, file: FileID, from start: Int, to end: Int, only: [String]? = nil)
        -> [LSP.CodeAction]
    {
        quickFixes(in: snapshot, file: file, from: start, to: end).filter { action in
            only.map { kinds in kinds.contains { isKind(action.kind, within: $0) } } ?? true
        }
    }

    /// Whether `kind` is `wanted` or one of its sub-kinds, as LSP nests kinds by dots: `quickfix` is within
    /// `quickfix` and within the empty kind, but not within `quickfix.rename` nor `source`.
    private static func isKind(_ kind: String, within wanted: String) -> Bool {
        wanted.isEmpty || kind == wanted || kind.hasPrefix(wanted + ".")
    }

    private static func quickFixes(in snapshot: Snapshot, file: FileID, from start: Int, to end: Int)
        -> [LSP.CodeAction]
    {
        guard let diagnostics = DiagnosticConversion.byFile(snapshot)[file] else { return [] }
        return diagnostics.compactMap { diagnostic in
            let range = diagnostic.source.range
            guard !diagnostic.source.fixIts.isEmpty, range.start <= end, start <= range.end else { return nil }
            var changes: [String: [LSP.TextEdit]] = [:]
            for fixIt in diagnostic.source.fixIts {
                guard let location = snapshot.location(fixIt.range) else { return nil }
                changes[location.uri, default: []].append(
                    LSP.TextEdit(range: location.range, newText: inDocumentLineEnds(fixIt, snapshot)))
            }
            return LSP.CodeAction(
                title: title(diagnostic.source.fixIts[0], snapshot),
                diagnostics: [diagnostic.lsp],
                edit: LSP.WorkspaceEdit(changes: changes),
                isPreferred: diagnostic.source.fixIts.count == 1)
        }
    }

    /// The fix-it's text with the line ends of the file it edits, as the user's other lines there end.
    private static func inDocumentLineEnds(_ fixIt: Diagnostic.FixIt, _ snapshot: Snapshot) -> String {
        let end = LineEnds.first(in: snapshot.source(fixIt.range.file).bytes)
        return String(decoding: LineEnds.replacingLineEnds(in: Array(fixIt.replacement.utf8), with: end), as: UTF8.self)
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
