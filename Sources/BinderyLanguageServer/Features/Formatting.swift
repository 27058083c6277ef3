import BinderyCompiler
import BinderySource

/// `textDocument/formatting` and `textDocument/rangeFormatting`: `bindery format`'s layout, as one edit per run of
/// lines the formatter changes, so the editor keeps the cursor, folds and marks on the lines it does not; a range is
/// formatted by the runs of lines it touches.
enum Formatting {
    /// No edit when the text is already formatted, and none when the file has syntax errors: `bindery format`
    /// leaves such a file alone too. `range`, when given, keeps only the edits of runs that touch its lines.
    static func edits(in snapshot: Snapshot, file: FileID, range: LSP.Range? = nil) -> [LSP.TextEdit] {
        guard let tree = snapshot.tree(file), let entry = snapshot.entry(file) else { return [] }
        // The checker runs only on syntactically clean modules, so without a checked module every error is a
        // syntax error; with one there are none.
        let hasSyntaxErrors =
            snapshot.compilation.module == nil
            && snapshot.compilation.diagnostics.all.contains { $0.severity == .error && $0.range.file == file }
        guard !hasSyntaxErrors else { return [] }
        let source = snapshot.source(file)
        let formatted = Array(SpecFormatter.format(source, tree).utf8)
        // In the document's own line ends, so a formatted CRLF document has no edit and an edit keeps them.
        let target = LineEnds.replacingLineEnds(in: formatted, with: LineEnds.first(in: source.bytes))
        guard target != source.bytes else { return [] }
        let oldLines = LineEnds.lines(source.bytes)
        let newLines = LineEnds.lines(target)
        let oldStarts = oldLines.map(\.startIndex) + [source.bytes.count]
        let lines = range.map { range in
            Self.lines(
                from: snapshot.offset(of: range.start, in: file), to: snapshot.offset(of: range.end, in: file),
                starts: oldStarts)
        }
        let hunks = LineDiff.hunks(from: oldLines, to: newLines)
        var chosen = hunks.filter { hunk in lines.map { touches(hunk, $0) } ?? true }
        // Formatting can move text from one run of lines to another (a comment from between a doc comment and its
        // declaration to above the doc comment is a deletion and an insertion): applying one run without the other
        // would drop or repeat that text. A range whose runs do not format to the same spec as the whole document
        // is widened to the whole document.
        if chosen.count < hunks.count {
            let partial = SourceFile(path: source.path, bytes: Self.applying(chosen, of: newLines, to: oldLines))
            if SpecFormatter.format(partial).map({ Array($0.utf8) }) != formatted { chosen = hunks }
        }
        return chosen.map { hunk in
            let text = newLines[hunk.new].reduce(into: [UInt8]()) { $0 += $1 }
            return LSP.TextEdit(
                range: entry.lines.range(
                    oldStarts[hunk.old.lowerBound], oldStarts[hunk.old.upperBound],
                    encoding: snapshot.encoding),
                newText: String(decoding: text, as: UTF8.self))
        }
    }

    /// The lines from byte offset `start` to `end`, by their `starts`: a range that ends at the start of a line does
    /// not cover that line.
    private static func lines(from start: Int, to end: Int, starts: [Int]) -> ClosedRange<Int> {
        func line(of offset: Int) -> Int { starts.lastIndex { $0 <= offset } ?? 0 }
        let first = min(line(of: start), max(0, starts.count - 2))
        let last = end > start && starts.contains(end) ? line(of: end) - 1 : line(of: end)
        return first...max(first, min(last, max(0, starts.count - 2)))
    }

    /// `old` with the runs of lines `hunks` replace by those of `new`.
    private static func applying(
        _ hunks: [LineDiff.Hunk], of new: [ArraySlice<UInt8>], to old: [ArraySlice<UInt8>]
    ) -> [UInt8] {
        var bytes: [UInt8] = []
        var next = 0
        for hunk in hunks {
            for line in old[next..<hunk.old.lowerBound] { bytes += line }
            for line in new[hunk.new] { bytes += line }
            next = hunk.old.upperBound
        }
        for line in old[next...] { bytes += line }
        return bytes
    }

    /// Whether a run of changed lines touches `lines`; one that only inserts touches the lines it goes between.
    private static func touches(_ hunk: LineDiff.Hunk, _ lines: ClosedRange<Int>) -> Bool {
        hunk.old.isEmpty
            ? hunk.old.lowerBound >= lines.lowerBound && hunk.old.lowerBound <= lines.upperBound + 1
            : hunk.old.overlaps(lines.lowerBound..<(lines.upperBound + 1))
    }

}
