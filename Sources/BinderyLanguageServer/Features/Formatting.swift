import BinderyCompiler
import BinderySource

/// `textDocument/formatting`: `bindery format`'s layout, as one edit over the whole document.
enum Formatting {
    /// No edit when the text is already formatted, and none when the file has syntax errors: `bindery format`
    /// leaves such a file alone too.
    static func edits(in snapshot: Snapshot, file: FileID) -> [LSP.TextEdit] {
        guard let tree = snapshot.tree(file), let entry = snapshot.entry(file) else { return [] }
        // The checker runs only on syntactically clean modules, so without a checked module every error is a
        // syntax error; with one there are none.
        let hasSyntaxErrors =
            snapshot.compilation.module == nil
            && snapshot.compilation.diagnostics.all.contains { $0.severity == .error && $0.range.file == file }
        guard !hasSyntaxErrors else { return [] }
        let source = snapshot.source(file)
        let formatted = SpecFormatter.format(source, tree)
        guard Array(formatted.utf8) != source.bytes else { return [] }
        return [
            LSP.TextEdit(
                range: entry.lines.range(0, source.bytes.count, encoding: snapshot.encoding), newText: formatted)
        ]
    }
}
