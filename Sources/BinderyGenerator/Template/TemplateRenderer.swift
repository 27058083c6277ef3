import BinderySource

/// Renders parsed templates against a context, resolving partials by name within one ``TemplateSet``.
struct TemplateRenderer {
    let templates: [String: Template]
    private(set) var diagnostics: [Diagnostic] = []
    private var reported: Set<Diagnostic> = []
    private var depth = 0

    /// Deeper than this, a partial is taken to include itself.

    init(templates: [String: Template]) {
        self.templates = templates
    }

    mutating func render(_ template: Template, context: [Frame], into output: inout RenderedText) {
        var stack = context
        render(template.nodes, template: template.name, stack: &stack, into: &output)
    }

    /// One level of the context: a value a section entered, and where it stands in its list, if it is an element.
    struct Frame {
        var value: TemplateValue
        var position: (index: Int, count: Int)?
    }

    /// Renders `nodes` with `stack` as the contexts in scope, innermost last; sections push onto it and pop what
    /// they pushed, so entering one copies nothing.
    private mutating func render(
        _ nodes: [TemplateNode], template: String, stack: inout [Frame], into output: inout RenderedText
    ) {
        for node in nodes {
            switch node {
            case .text(let text):
                output.append(text)
            case .variable(let path, let range):
                switch lookup(path, in: stack) {
                case .string(let text): output.append(text)
                case .bool(let flag): output.append(flag ? "true" : "false")
                case .list, .context:
                    report(
                        .templateFieldKind, "'\(Self.shown(path))' is a list or an object; show one of its fields",
                        range)
                case nil:
                    reportUnknown(path, template: template, range: range)
                }
            case .verbatim(let path, let standalone, let range):
                switch lookup(path, in: stack) {
                case .string(let text):
                    output.appendVerbatim(text)
                    if standalone { output.appendVerbatim("\n") }
                case nil:
                    reportUnknown(path, template: template, range: range)
                default:
                    report(.templateFieldKind, "'\(Self.shown(path))' is not text; show a string with '{{{…}}}'", range)
                }
            case .section(let path, let inverted, let children, let range):
                let value = lookup(path, in: stack)
                if value == nil { reportUnknown(path, template: template, range: range) }
                if inverted {
                    if !(value?.isTruthy ?? false) {
                        render(children, template: template, stack: &stack, into: &output)
                    }
                } else if let value, value.isTruthy {
                    if case .list(let items) = value {
                        for (index, item) in items.enumerated() {
                            stack.append(Frame(value: item, position: (index, items.count)))
                            render(children, template: template, stack: &stack, into: &output)
                            stack.removeLast()
                        }
                    } else {
                        stack.append(Frame(value: value))
                        render(children, template: template, stack: &stack, into: &output)
                        stack.removeLast()
                    }
                }
            case .partial(let name, let indent, let range):
                let (found, problem) = PartialLookup.find(name, in: templates, depth: depth)
                guard let partial = found else {
                    if let problem { report(problem.id, problem.message, range) }
                    continue
                }
                depth += 1
                output.pushIndent(indent)
                render(partial.nodes, template: partial.name, stack: &stack, into: &output)
                output.popIndent()
                depth -= 1
            }
        }
    }

    /// `.` is the current element; `-first` and `-last` say where it stands in its list; any other name is the
    /// field of the innermost context that has it.
    private func lookup(_ path: [TemplateKey], in stack: [Frame]) -> TemplateValue? {
        guard let first = path.first else { return nil }
        switch first.special {
        case .current:
            return stack.last?.value
        case .first, .last:
            guard let position = stack.last(where: { $0.position != nil })?.position else { return nil }
            return .bool(first.special == .first ? position.index == 0 : position.index == position.count - 1)
        case .none:
            break
        }
        var found: TemplateValue?
        for frame in stack.reversed() {
            if case .context(let object) = frame.value, let value = object.value(for: first) {
                found = value
                break
            }
        }
        for key in path.dropFirst() {
            guard case .context(let object) = found else { return nil }
            found = object.value(for: key)
        }
        return found
    }

    private static func shown(_ path: [TemplateKey]) -> String {
        path.map(\.text).joined(separator: ".")
    }

    private mutating func reportUnknown(_ path: [TemplateKey], template: String, range: SourceRange) {
        report(
            .templateUnknownVariable,
            "unknown variable '\(Self.shown(path))' in template '\(template)'; check its spelling", range)
    }

    private mutating func report(_ id: DiagnosticID, _ message: String, _ range: SourceRange) {
        let diagnostic = Diagnostic.error(id, message, at: range)
        if reported.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
    }
}

/// The output being rendered, with the indentation of the partials it is inside.
///
/// A standalone `{{>partial}}` indents every non-empty line its partial produces (blank lines get no trailing
/// spaces). Applying the indentation while appending, rather than re-indenting each partial's finished text, visits
/// every byte once however deeply partials nest.
struct RenderedText {
    private(set) var bytes: [UInt8] = []
    private var indents: [[UInt8]] = []
    private var indent: [UInt8] = []
    private var atLineStart = true

    private static let newline = UInt8(ascii: "\n")

    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Copies runs between newlines whole, inserting the indentation before each non-empty line.
    private mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard !indent.isEmpty else {
            bytes.append(contentsOf: buffer)
            if let last = buffer.last { atLineStart = last == Self.newline }
            return
        }
        var start = 0
        while start < buffer.count {
            var end = start
            while end < buffer.count && buffer[end] != Self.newline { end += 1 }
            if end > start {
                if atLineStart { bytes.append(contentsOf: indent) }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start..<end]))
                atLineStart = false
            }
            if end < buffer.count {
                bytes.append(Self.newline)
                atLineStart = true
                end += 1
            }
            start = end
        }
    }

    /// Appends `text` with no indentation: its columns are final.
    mutating func appendVerbatim(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        if let last = text.utf8.last { atLineStart = last == Self.newline }
    }

    mutating func pushIndent(_ extra: String) {
        indents.append(indent)
        indent += Array(extra.utf8)
    }

    mutating func popIndent() {
        indent = indents.popLast() ?? []
    }
}
