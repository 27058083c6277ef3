import BinderyScanner
import BinderySource
import BinderySyntax

/// `textDocument/selectionRange`: what "expand selection" grows through from a position. The token there, then each
/// syntax node around it (a path, a rule's source, a type, a member, a rule, a declaration with its doc comment),
/// with each bracket group of embedded Swift around it (its inside, then with its brackets), smallest first, each
/// holding the one before, and last the whole file.
enum SelectionRanges {
    static func ranges(in snapshot: Snapshot, file: FileID, at offsets: [Int]) -> [LSP.SelectionRange] {
        guard let tree = snapshot.tree(file) else {
            return offsets.map { LSP.SelectionRange(range: snapshot.range(SourceRange(file: file, at: $0))) }
        }
        let source = snapshot.source(file)
        var ignored = Diagnostics()
        let tokens = TokenScanner.scan(source, id: file, diagnostics: &ignored).tokens
        let groups = bracketGroups(tokens)
        let whole = 0..<source.bytes.count
        return offsets.map { offset in
            var candidates: [Range<Int>] = [whole]
            if let token = tokens.first(where: {
                Int($0.start) <= offset && offset <= Int($0.end) && $0.kind != .endOfFile
            }) {
                candidates.append(Int(token.start)..<Int(token.end))
            }
            for group in groups where group.whole.lowerBound < offset && offset < group.whole.upperBound {
                candidates.append(group.whole)
                if let inside = group.inside { candidates.append(inside) }
            }
            // Declarations are in order, and a doc comment comes after the declaration before: the first one that
            // ends at or past the position is the only one that can hold it.
            if let declaration = tree.declarations.first(where: { $0.range.end >= offset }) {
                // A range recovery made may end before it starts.
                candidates += nodes(of: declaration).map { min($0.start, $0.end)..<max($0.start, $0.end) }
            }
            return chain(candidates.filter { $0.lowerBound <= offset && offset <= $0.upperBound }, snapshot, file)
        }
    }

    /// Smallest first, each holding the one before: a candidate that straddles a smaller one is left out.
    private static func chain(_ candidates: [Range<Int>], _ snapshot: Snapshot, _ file: FileID) -> LSP.SelectionRange {
        var kept: [Range<Int>] = []
        for range in candidates.sorted(by: { ($0.count, $0.lowerBound) < ($1.count, $1.lowerBound) }) {
            if let last = kept.last,
                range == last || !(range.lowerBound <= last.lowerBound && last.upperBound <= range.upperBound)
            {
                continue
            }
            kept.append(range)
        }
        var selection: LSP.SelectionRange?
        for range in kept.reversed() {
            selection = LSP.SelectionRange(
                range: snapshot.range(SourceRange(file: file, start: range.lowerBound, end: range.upperBound)),
                parent: selection)
        }
        return selection ?? LSP.SelectionRange(range: snapshot.range(SourceRange(file: file, at: 0)))
    }

    /// Every `( … )`, `[ … ]` and `{ … }` whose brackets match: the group, brackets included, and what it holds,
    /// from its first token to its last (nothing for an empty group).
    private static func bracketGroups(_ tokens: [Token]) -> [(whole: Range<Int>, inside: Range<Int>?)] {
        var open: [Int] = []
        var groups: [(whole: Range<Int>, inside: Range<Int>?)] = []
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace:
                open.append(index)
            case .rightParen, .rightBracket, .rightBrace:
                guard let opening = open.last, matches(tokens[opening].kind, token.kind) else { continue }
                open.removeLast()
                let inside = opening + 1 < index ? Int(tokens[opening + 1].start)..<Int(tokens[index - 1].end) : nil
                groups.append((Int(tokens[opening].start)..<Int(token.end), inside))
            default:
                break
            }
        }
        return groups
    }

    private static func matches(_ opening: TokenKind, _ closing: TokenKind) -> Bool {
        switch (opening, closing) {
        case (.leftParen, .rightParen), (.leftBracket, .rightBracket), (.leftBrace, .rightBrace): true
        default: false
        }
    }

    /// The ranges of a declaration and of the syntax inside it.
    private static func nodes(of declaration: Declaration) -> [SourceRange] {
        switch declaration {
        case .import(let decl):
            return [decl.range] + decl.path.map(\.range)
        case .options(let decl):
            return [decl.range]
                + decl.entries.flatMap { [$0.key.range, $0.value.range, $0.key.range.union($0.value.range)] }
        case .model(let decl):
            var nodes = documented(decl.range, decl.doc) + [decl.name.range] + decl.conformances.map(\.range)
            for member in decl.members {
                nodes += documented(member.range, member.doc) + [member.name.range, member.type.range]
                if let value = member.value { nodes.append(value.range) }
            }
            return nodes
        case .transform(let decl):
            return documented(decl.range, decl.doc) + [decl.name.range, decl.output.range] + decl.inputs.map(\.range)
                + decl.body.expressions.map(\.range)
        case .binding(let decl):
            var nodes = documented(decl.range, decl.doc) + [decl.name.range]
            nodes += decl.parameters.flatMap { [$0.range, $0.name.range, $0.type.range] }
            for rule in decl.rules {
                nodes.append(rule.range)
                switch rule {
                case .assignment(let rule):
                    nodes += [rule.target.range] + rule.transforms.map(\.range)
                    for source in rule.sources {
                        nodes += [source.range, source.path.range]
                        if let fallback = source.fallback { nodes.append(fallback.range) }
                    }
                    if let first = rule.sources.first, let last = rule.sources.last {
                        nodes.append(first.range.union(last.range))
                    }
                case .action(let rule):
                    nodes += rule.paths.map(\.range) + [rule.handler.range]
                }
            }
            return nodes
        }
    }

    /// A declaration's range, and the same with its doc comment.
    private static func documented(_ range: SourceRange, _ doc: DocComment?) -> [SourceRange] {
        [range] + (doc.map { [$0.range.union(range)] } ?? [])
    }
}
