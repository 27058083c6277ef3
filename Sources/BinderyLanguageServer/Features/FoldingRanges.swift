import BinderySource
import BinderySyntax

/// `textDocument/foldingRange`: what an editor can fold. A declaration, member or rule over several lines folds from
/// the line of its name; a block's closing line stays in view (its `}`, as editors fold by indentation); a doc comment, a `/* … */` comment or a run of `//` lines over several lines folds as a comment; consecutive
/// imports as imports.
enum FoldingRanges {
    static func ranges(in snapshot: Snapshot, file: FileID) -> [LSP.FoldingRange] {
        guard let tree = snapshot.tree(file) else { return [] }
        var folds = Folds(snapshot: snapshot, file: file)
        var imports: [SourceRange] = []
        for declaration in tree.declarations {
            if case .import(let decl) = declaration {
                imports.append(decl.range)
                continue
            }
            folds.imports(imports)
            imports = []
            folds.add(declaration)
        }
        folds.imports(imports)
        folds.comments(tree.comments)
        return folds.ranges.sorted { ($0.startLine, $0.endLine) < ($1.startLine, $1.endLine) }
    }

    /// The ranges found so far, in lines of `file`.
    private struct Folds {
        let snapshot: Snapshot
        let file: FileID
        var ranges: [LSP.FoldingRange] = []

        mutating func add(_ declaration: Declaration) {
            switch declaration {
            case .import:
                break
            case .options(let decl):
                block(from: decl.range.start, decl.range)
            case .model(let decl):
                comment(decl.doc?.range)
                block(from: decl.name.range.start, decl.range)
                for member in decl.members {
                    comment(member.doc?.range)
                    block(from: member.kindRange.start, member.range)
                }
            case .transform(let decl):
                comment(decl.doc?.range)
                block(from: decl.name.range.start, decl.range)
            case .binding(let decl):
                comment(decl.doc?.range)
                block(from: decl.name.range.start, decl.range)
                for rule in decl.rules { block(from: rule.range.start, rule.range) }
            }
        }

        /// Imports on consecutive declarations, from the first to the last.
        mutating func imports(_ ranges: [SourceRange]) {
            guard let first = ranges.first, let last = ranges.last else { return }
            add(from: first.start, to: last.end, kind: "imports", keepingLastLine: false)
        }

        /// Plain comments: each over several lines, and each run of comments on consecutive lines.
        mutating func comments(_ comments: [Comment]) {
            var run: SourceRange?
            for comment in comments {
                if let current = run, line(comment.range.start) <= line(lastByte(current.start, current.end)) + 1 {
                    run = current.union(comment.range)
                } else {
                    self.comment(run)
                    run = comment.range
                }
            }
            comment(run)
        }

        /// A declaration, member or rule: its last line stays in view if it closes a block (`}`); a member or rule
        /// continued on other lines folds whole.
        private mutating func block(from start: Int, _ range: SourceRange) {
            let bytes = snapshot.source(file).bytes
            let closes =
                range.end > range.start && range.end <= bytes.count && bytes[range.end - 1] == UInt8(ascii: "}")
            add(from: start, to: range.end, kind: nil, keepingLastLine: closes)
        }

        private mutating func comment(_ range: SourceRange?) {
            guard let range else { return }
            add(from: range.start, to: range.end, kind: "comment", keepingLastLine: false)
        }

        private mutating func add(from start: Int, to end: Int, kind: String?, keepingLastLine: Bool) {
            let first = line(start)
            let last = line(lastByte(start, end)) - (keepingLastLine ? 1 : 0)
            guard last > first else { return }
            ranges.append(LSP.FoldingRange(startLine: first, endLine: last, kind: kind))
        }

        /// The last byte from `start` to `end` covers: a range that ends at a line's start covers none of that line.
        private func lastByte(_ start: Int, _ end: Int) -> Int {
            max(start, end - 1)
        }

        private func line(_ offset: Int) -> Int {
            snapshot.range(SourceRange(file: file, at: offset)).start.line
        }
    }
}
