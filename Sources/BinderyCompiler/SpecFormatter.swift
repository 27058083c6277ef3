import BinderyParser
import BinderySource
import BinderySyntax

/// Lays a parsed spec out canonically: four-space indents, one declaration after another with a blank line
/// between them, single spaces around arrows and pipes. Embedded Swift expressions are kept as written. Every
/// comment is kept: on its own line before the next item, or at the end of the line it ended.
///
/// The layout depends only on the tree and the comments, so `format(format(x)) == format(x)`.
public struct SpecFormatter {
    let source: SourceFile
    let syntax: SourceFileSyntax
    private var output = ""
    private var pendingComments: [Comment]
    private var commentIndex = 0
    /// Where the last item or comment written ended in the source, to see blank lines after it.
    private var lastItemEnd = 0

    public init(source: SourceFile, syntax: SourceFileSyntax) {
        self.source = source
        self.syntax = syntax
        // A comment inside an embedded expression is part of the expression's text. Both lists are in source
        // order and expressions do not overlap, so one walk through them finds which comments lie inside one.
        let expressionRanges = ExpressionRanges.collect(syntax).sorted { $0.start < $1.start }
        var next = 0
        pendingComments = syntax.comments.filter { comment in
            while next < expressionRanges.count, expressionRanges[next].end < comment.range.end { next += 1 }
            guard next < expressionRanges.count else { return true }
            return !(expressionRanges[next].start <= comment.range.start)
        }
    }

    /// The formatted text of the file.
    public static func format(_ source: SourceFile, _ syntax: SourceFileSyntax) -> String {
        var formatter = SpecFormatter(source: source, syntax: syntax)
        return formatter.run()
    }

    /// The formatted text of a file parsed on its own; nil when it has syntax errors, which `bindery format` leaves
    /// alone.
    public static func format(_ source: SourceFile) -> String? {
        let parsed = Parser.parse(source, id: FileID(0))
        return parsed.diagnostics.errorCount == 0 ? format(source, parsed.syntax) : nil
    }

    private mutating func run() -> String {
        var previous: Declaration?
        for (index, declaration) in syntax.declarations.enumerated() {
            if let previous {
                // One-line declarations written on consecutive lines (imports, short transforms) stay together.
                let together =
                    isOneLine(previous) && isOneLine(declaration)
                    && !hasBlankLine(before: declaration.range.start, after: previous.range.end)
                output += together ? "\n" : "\n\n"
            }
            let start = declaration.doc?.range.start ?? declaration.range.start
            flushComments(before: start, indent: "")
            keepBlankLineAfterComments(before: start)
            // Comments between a doc comment and its declaration, and inside a declaration written on one line or
            // inside the head it is written on one line with (a conformance list or parameters across lines), go
            // above it: after it they would read as the next declaration's.
            flushComments(before: headEnd(of: declaration), indent: "")
            emit(declaration)
            flushTrailingComments(after: declaration.range.end, before: next(after: index)?.range.start ?? Int.max)
            previous = declaration
        }
        // Comments after the last declaration keep a blank line before them; a spec of comments alone starts with
        // its first one.
        if !output.isEmpty {
            output += "\n"
            if hasBlankLine(before: pendingComments.dropFirst(commentIndex).first?.range.start ?? 0, after: lastItemEnd)
            {
                output += "\n"
            }
        }
        flushComments(before: Int.max, indent: "")
        return Self.withLineFeeds(output)
    }

    /// The layout's line ends are LF; comments and embedded Swift keep the text between their line ends, but CRLF or a
    /// lone CR inside them would leave a file of mixed line ends. Swift reads all three alike, multi-line string
    /// literals included, so this changes no meaning.
    private static func withLineFeeds(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\r")) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\r") {
                bytes.append(UInt8(ascii: "\n"))
            } else if !(byte == UInt8(ascii: "\n") && previous == UInt8(ascii: "\r")) {
                bytes.append(byte)
            }
            previous = byte
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func next(after index: Int) -> Declaration? {
        index + 1 < syntax.declarations.count ? syntax.declarations[index + 1] : nil
    }

    private func isOneLine(_ declaration: Declaration) -> Bool {
        switch declaration {
        case .import: return true
        case .transform(let decl):
            if case .reversible = decl.body { return false }
            return decl.doc == nil && !source.text(decl.range).contains(where: \.isNewline)
        case .options, .model, .binding: return false
        }
    }

    /// Where the part of `declaration` that is written on one line ends: all of it, or the head before its block.
    private func headEnd(of declaration: Declaration) -> Int {
        switch declaration {
        case .import: return declaration.range.end
        case .options: return declaration.range.start
        case .transform(let decl):
            if case .reversible = decl.body { return decl.output.range.end }
            return decl.range.end
        case .model(let decl):
            return decl.conformances.last?.range.end ?? decl.name.range.end
        case .binding(let decl):
            return closingParenthesis(
                after: decl.parameters.last?.range.end ?? decl.name.range.end, before: decl.range.end)
        }
    }

    /// Just past the `)` that closes a binding's parameters, written after `offset` with only comments between.
    private func closingParenthesis(after offset: Int, before end: Int) -> Int {
        var index = offset
        var comments = syntax.comments.drop(while: { $0.range.end <= offset }).makeIterator()
        var comment = comments.next()
        while index < end {
            if let current = comment, current.range.start <= index {
                index = max(index, current.range.end)
                comment = comments.next()
                continue
            }
            if source.bytes[index] == UInt8(ascii: ")") { return index + 1 }
            index += 1
        }
        return offset
    }

    // MARK: Declarations

    private mutating func emit(_ declaration: Declaration) {
        switch declaration {
        case .import(let decl):
            let attributes = decl.attributes.map { $0.name + " " }.joined()
            let access = decl.access.map { $0.name + " " } ?? ""
            output += attributes + access + "import " + decl.path.map(written).joined(separator: ".")
        case .options(let decl):
            output += "options {"
            for (index, entry) in decl.entries.enumerated() {
                line(before: entry.key.range.start, indent: "    ")
                flushComments(before: entry.value.range.end, indent: "    ")
                output += "    " + written(entry.key) + ": " + entry.value.name
                let next = index + 1 < decl.entries.count ? decl.entries[index + 1].key.range.start : decl.range.end - 1
                flushTrailingComments(after: entry.value.range.end, before: next)
            }
            closeBlock(at: decl.range.end, isEmpty: decl.entries.isEmpty)
        case .model(let decl):
            emitDoc(decl.doc, indent: "")
            output +=
                decl.attributes.map { $0.name + " " }.joined()
                + (decl.externalRange == nil ? "model " : "external class ")
                + written(decl.name)
            if !decl.conformances.isEmpty {
                output +=
                    ": "
                    + zip(decl.conformanceAttributes, decl.conformances).map { attributes, type in
                        (attributes.map(\.name) + [spelled(type)]).joined(separator: " ")
                    }.joined(separator: ", ")
            }
            output += " {"
            for (index, member) in decl.members.enumerated() {
                line(before: member.doc?.range.start ?? member.range.start, indent: "    ")
                // As for declarations: comments after the doc comment or inside the member go above it.
                flushComments(before: member.range.end, indent: "    ")
                emitDoc(member.doc, indent: "    ")
                output += "    " + member.kind.rawValue + " " + written(member.name) + ": "
                output += member.writtenType(spelling: spelled)
                if let value = member.value { output += " = " + value.text }
                let next = index + 1 < decl.members.count ? decl.members[index + 1] : nil
                flushTrailingComments(
                    after: member.range.end,
                    before: next.map { $0.doc?.range.start ?? $0.range.start } ?? decl.range.end - 1)
            }
            closeBlock(at: decl.range.end, isEmpty: decl.members.isEmpty)
        case .transform(let decl):
            emitDoc(decl.doc, indent: "")
            output += "transform " + written(decl.name) + "(" + decl.inputs.map(spelled).joined(separator: ", ")
            output += ") " + (decl.isReversibleArrow ? "<->" : "->") + " " + spelled(decl.output)
            switch decl.body {
            case .expression(let expression):
                output += " = " + expression.text
            case .external:
                output += " external"
            case .reversible(let forward, let backward):
                output += " {"
                for (label, expression, next) in [
                    ("forward", forward, backward.range.start), ("backward", backward, decl.range.end - 1),
                ] {
                    line(before: expression.range.start, indent: "    ")
                    output += "    \(label): " + expression.text
                    flushTrailingComments(after: expression.range.end, before: next)
                }
                closeBlock(at: decl.range.end, isEmpty: false)
            }
        case .binding(let decl):
            emitDoc(decl.doc, indent: "")
            output += decl.attributes.map { $0.name + " " }.joined() + "binding " + written(decl.name) + "("
            output += decl.parameters.map { written($0.name) + ": " + spelled($0.type) }.joined(separator: ", ")
            output += ") {"
            for (index, rule) in decl.rules.enumerated() {
                line(before: rule.range.start, indent: "    ")
                // A rule is written on one line: comments between the lines of a source list go before it.
                flushComments(before: rule.range.end, indent: "    ")
                output += "    " + rule.canonicalText(in: source)
                let next = index + 1 < decl.rules.count ? decl.rules[index + 1].range.start : decl.range.end - 1
                flushTrailingComments(after: rule.range.end, before: next)
            }
            closeBlock(at: decl.range.end, isEmpty: decl.rules.isEmpty)
        }
    }

    /// A type with its names as written, backticks included.
    private func spelled(_ type: TypeSyntax) -> String {
        type.spelled { written($0) }
    }

    /// A name as written, backticks included, so a backticked keyword stays escaped.
    private func written(_ identifier: Identifier) -> String {
        source.text(identifier.range)
    }

    private mutating func emitDoc(_ doc: DocComment?, indent: String) {
        guard let doc else { return }
        for line in doc.text.split(separator: "\n", omittingEmptySubsequences: false) {
            output += indent + (line.isEmpty ? "///" : "/// " + line) + "\n"
        }
    }

    // MARK: Lines and comments

    /// Starts a new line inside a block for an item at `start`, keeping one blank line where the source had one,
    /// and the comments written before the item.
    private mutating func line(before start: Int, indent: String) {
        output += "\n"
        let firstComment = commentIndex < pendingComments.count ? pendingComments[commentIndex].range.start : Int.max
        if hasBlankLine(before: min(start, firstComment), after: lastItemEnd), !output.hasSuffix("{\n") {
            output += "\n"
        }
        flushComments(before: start, indent: indent)
        keepBlankLineAfterComments(before: start)
    }

    /// A blank line between the last comment written and the item after it stays.
    private mutating func keepBlankLineAfterComments(before start: Int) {
        // Never right after a block's `{`: the blank line the source has is before the block, not inside it.
        if output.hasSuffix("\n"), !output.hasSuffix("\n\n"), !output.hasSuffix("{\n"),
            hasBlankLine(before: start, after: lastItemEnd),
            commentIndex > 0, pendingComments[commentIndex - 1].range.end == lastItemEnd
        {
            output += "\n"
        }
    }

    /// Closes a block whose items are written. `isEmpty` says whether it had none: the output cannot tell, as the last
    /// item's trailing comment may end in `{` itself.
    private mutating func closeBlock(at end: Int, isEmpty hasNoItems: Bool) {
        let closing = end - 1
        // An empty block closes on its own line, `{}`; a comment inside it does not.
        var isEmpty = hasNoItems
        if commentIndex < pendingComments.count, pendingComments[commentIndex].range.start < closing {
            output += "\n"
            flushComments(before: closing, indent: "    ", trimLastNewline: true)
            isEmpty = false
        }
        output += isEmpty ? "}" : "\n}"
        lastItemEnd = end
    }

    private mutating func flushComments(before offset: Int, indent: String, trimLastNewline: Bool = false) {
        while commentIndex < pendingComments.count, pendingComments[commentIndex].range.start < offset {
            let comment = pendingComments[commentIndex]
            if hasBlankLine(before: comment.range.start, after: lastItemEnd), lastItemEnd > 0,
                !output.hasSuffix("\n\n"), !output.hasSuffix("{\n"), !output.isEmpty
            {
                output += "\n"
            }
            output += indent + comment.text + "\n"
            lastItemEnd = comment.range.end
            commentIndex += 1
        }
        if trimLastNewline, output.hasSuffix("\n") { output.removeLast() }
    }

    /// Comments that start on the line where an item ended, before the next item (or the block's `}`) starts, stay at
    /// the end of that line. One after the next item on that line is the next item's.
    private mutating func flushTrailingComments(after end: Int, before next: Int = Int.max) {
        lastItemEnd = end
        let line = source.lineAndColumn(of: max(0, end - 1)).line
        while commentIndex < pendingComments.count, pendingComments[commentIndex].range.start >= end,
            pendingComments[commentIndex].range.start < next,
            source.lineAndColumn(of: pendingComments[commentIndex].range.start).line == line
        {
            output += "  " + pendingComments[commentIndex].text
            lastItemEnd = pendingComments[commentIndex].range.end
            commentIndex += 1
        }
    }

    /// Whether the source has an empty line between `start` and `end`.
    private func hasBlankLine(before end: Int, after start: Int) -> Bool {
        guard start < end, end != Int.max else { return false }
        let first = source.lineAndColumn(of: start).line
        let last = source.lineAndColumn(of: end).line
        guard last - first >= 2 else { return false }
        for line in (first + 1)..<last where source.text(source.lineRange(line)).allSatisfy(\.isWhitespace) {
            return true
        }
        return false
    }
}

extension Declaration {
    fileprivate var isImport: Bool {
        if case .import = self { true } else { false }
    }

    fileprivate var doc: DocComment? {
        switch self {
        case .model(let decl): decl.doc
        case .transform(let decl): decl.doc
        case .binding(let decl): decl.doc
        case .import, .options: nil
        }
    }
}

/// The ranges of every embedded expression of a file.
enum ExpressionRanges {
    static func collect(_ syntax: SourceFileSyntax) -> [SourceRange] {
        var ranges: [SourceRange] = []
        for declaration in syntax.declarations {
            switch declaration {
            case .model(let decl):
                ranges += decl.members.compactMap(\.value?.range)
            case .transform(let decl):
                switch decl.body {
                case .expression(let expression): ranges.append(expression.range)
                case .reversible(let forward, let backward): ranges += [forward.range, backward.range]
                case .external: break
                }
            case .binding(let decl):
                for case .assignment(let rule) in decl.rules {
                    ranges += rule.sources.compactMap(\.fallback?.range)
                }
            case .import, .options:
                break
            }
        }
        return ranges
    }
}
