import BinderySource

/// Turns a template's text into a ``Template``, reporting every malformed tag with the template's own line.
struct TemplateParser {
    private let source: SourceFile
    private let file: FileID
    private var diagnostics: [Diagnostic] = []

    init(source: SourceFile, file: FileID) {
        self.source = source
        self.file = file
    }

    static func parse(name: String, source: SourceFile, file: FileID) -> (Template, [Diagnostic]) {
        var parser = TemplateParser(source: source, file: file)
        let nodes = parser.parseNodes()
        return (Template(name: name, file: file, nodes: nodes), parser.diagnostics)
    }

    private struct Tag {
        enum Kind {
            case variable, verbatim, section, inverted, close, partial, comment
        }
        var kind: Kind
        var name: String
        var range: SourceRange
        /// The indentation of a tag alone on its line; nil for a tag inside a line.
        var indent: String?
    }

    private enum Token {
        case text(String)
        case tag(Tag)
    }

    private var bytes: [UInt8] { source.bytes }

    private mutating func parseNodes() -> [TemplateNode] {
        var stack: [(tag: Tag, nodes: [TemplateNode])] = []
        var current: [TemplateNode] = []
        for token in tokenize() {
            switch token {
            case .text(let text):
                if !text.isEmpty { current.append(.text(text)) }
            case .tag(let tag):
                switch tag.kind {
                case .comment:
                    break
                case .variable:
                    current.append(.variable(path: path(tag.name), range: tag.range))
                case .verbatim:
                    current.append(.verbatim(path: path(tag.name), standalone: tag.indent != nil, range: tag.range))
                case .partial:
                    current.append(.partial(name: tag.name, indent: tag.indent ?? "", range: tag.range))
                case .section, .inverted:
                    stack.append((tag, current))
                    current = []
                case .close:
                    guard let open = stack.popLast() else {
                        error(
                            .templateUnmatchedClose,
                            "'{{/\(tag.name)}}' closes no open section; remove it or add '{{#\(tag.name)}}'", tag.range)
                        continue
                    }
                    if open.tag.name != tag.name {
                        error(
                            .templateUnmatchedClose,
                            "'{{/\(tag.name)}}' does not match the open section '\(open.tag.name)'; "
                                + "close it with '{{/\(open.tag.name)}}'",
                            tag.range
                        )
                    }
                    let section = TemplateNode.section(
                        path: path(open.tag.name), inverted: open.tag.kind == .inverted, children: current,
                        range: open.tag.range)
                    current = open.nodes + [section]
                }
            }
        }
        while let open = stack.popLast() {
            error(
                .templateUnclosedSection, "section '\(open.tag.name)' is never closed; add '{{/\(open.tag.name)}}'",
                open.tag.range)
            current = open.nodes
        }
        return current
    }

    private func path(_ name: String) -> [TemplateKey] {
        name == "."
            ? [TemplateKey(".")]
            : name.split(separator: ".", omittingEmptySubsequences: false).map { TemplateKey(String($0)) }
    }

    private mutating func error(_ id: DiagnosticID, _ message: String, _ range: SourceRange) {
        diagnostics.append(.error(id, message, at: range))
    }

    private mutating func tokenize() -> [Token] {
        var tokens: [Token] = []
        var textStart = 0
        var searchFrom = 0
        while let open = find("{{", from: searchFrom) {
            guard let close = find("}}", from: open + 2) else {
                error(
                    .templateUnclosedTag, "'{{' is never closed; add '}}'",
                    SourceRange(file: file, start: open, end: open + 2))
                break
            }
            var tagEnd = close + 2
            // `{{{name}}}`: the first `}}` found is the inner one.
            let isTriple =
                bytes[open + 2] == UInt8(ascii: "{") && tagEnd < bytes.count && bytes[tagEnd] == UInt8(ascii: "}")
            if isTriple { tagEnd += 1 }
            let range = SourceRange(file: file, start: open, end: tagEnd)
            guard var tag = makeTag(inner: (isTriple ? open + 3 : open + 2)..<close, range: range, verbatim: isTriple)
            else {
                searchFrom = tagEnd
                continue
            }
            var textEnd = open
            var nextText = tagEnd
            if !tag.trimsBefore && !tag.trimsAfter && tag.tag.kind != .variable,
                let line = standaloneLine(tagStart: open, tagEnd: tagEnd, textStart: textStart)
            {
                textEnd = line.start
                nextText = line.next
                tag.tag.indent = source.text(line.start..<open)
            }
            var text = source.text(textStart..<textEnd)
            if tag.trimsBefore {
                while let last = text.last, last.isWhitespace { text.removeLast() }
            }
            if tag.trimsAfter {
                while nextText < bytes.count, bytes[nextText].isWhitespaceByte { nextText += 1 }
            }
            tokens.append(.text(text))
            tokens.append(.tag(tag.tag))
            textStart = nextText
            searchFrom = nextText
        }
        tokens.append(.text(source.text(textStart..<bytes.count)))
        return tokens
    }

    /// When a tag is alone on its line (only blanks around it), the line start and where text resumes after
    /// the line's end, so the whole line disappears from the output.
    private func standaloneLine(tagStart: Int, tagEnd: Int, textStart: Int) -> (start: Int, next: Int)? {
        var start = tagStart
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") {
            start -= 1
        }
        guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n"), start >= textStart else { return nil }
        var end = tagEnd
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") {
            end += 1
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\r") { end += 1 }
        if end == bytes.count { return (start, end) }
        guard bytes[end] == UInt8(ascii: "\n") else { return nil }
        return (start, end + 1)
    }

    private mutating func makeTag(inner: Range<Int>, range: SourceRange, verbatim: Bool) -> (
        tag: Tag, trimsBefore: Bool, trimsAfter: Bool
    )? {
        var content = source.text(inner)
        let trimsBefore = content.hasPrefix("~")
        if trimsBefore { content.removeFirst() }
        let trimsAfter = content.hasSuffix("~")
        if trimsAfter { content.removeLast() }
        var kind = Tag.Kind.variable
        if verbatim {
            let name = content.trimmingWhitespace()
            guard isValidName(name, partial: false) else {
                error(
                    .templateInvalidName,
                    "'\(name)' is not a valid template name; use letters, digits and '_', joined by '.'", range)
                return nil
            }
            return (Tag(kind: .verbatim, name: name, range: range, indent: nil), trimsBefore, trimsAfter)
        }
        switch content.first {
        case "#": kind = .section
        case "^": kind = .inverted
        case "/": kind = .close
        case ">": kind = .partial
        case "!": kind = .comment
        default: break
        }
        if kind != .variable { content.removeFirst() }
        let name = content.trimmingWhitespace()
        if kind != .comment, !isValidName(name, partial: kind == .partial) {
            error(
                .templateInvalidName,
                "'\(name)' is not a valid template name; use letters, digits and '_', joined by '.', or '.' alone",
                range)
            return nil
        }
        return (Tag(kind: kind, name: name, range: range, indent: nil), trimsBefore, trimsAfter)
    }

    private func isValidName(_ name: String, partial: Bool) -> Bool {
        if name == "." { return !partial }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        if partial && parts.count != 1 { return false }
        // By bytes: every character allowed is one ASCII byte, and asking a Character whether it is a letter looks
        // up its Unicode properties, 18,000 instructions a name (a tenth of the built-in templates' parsing).
        return parts.allSatisfy { part in
            !part.isEmpty && part.utf8.allSatisfy(Self.isNameByte)
        }
    }

    /// Letters and digits of ASCII, `_` and `-`.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
            true
        default: false
        }
    }

    private func find(_ needle: String, from start: Int) -> Int? {
        let pattern = Array(needle.utf8)
        guard bytes.count >= pattern.count, start <= bytes.count - pattern.count else { return nil }
        var index = start
        while index <= bytes.count - pattern.count {
            if bytes[index] == pattern[0] && bytes[index + 1] == pattern[1] { return index }
            index += 1
        }
        return nil
    }

}

extension String {
    func trimmingWhitespace() -> String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
