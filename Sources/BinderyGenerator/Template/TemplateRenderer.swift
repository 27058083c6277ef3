import BinderySource

/// Renders parsed templates against a context, resolving partials by name within one ``TemplateSet``.
struct TemplateRenderer {
    let templates: [String: Template]
    let strict: Bool
    private(set) var diagnostics: [Diagnostic] = []
    private var reported: Set<Diagnostic> = []
    private var depth = 0

    /// Deeper than this, a partial is taken to include itself.
    private static let maximumDepth = 32

    init(templates: [String: Template], strict: Bool) {
        self.templates = templates
        self.strict = strict
    }

    mutating func render(_ template: Template, context: [TemplateValue], into output: inout String) {
        render(template.nodes, template: template.name, context: context, into: &output)
    }

    private mutating func render(
        _ nodes: [TemplateNode], template: String, context: [TemplateValue], into output: inout String
    ) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .variable(let path, let range):
                switch lookup(path, in: context) {
                case .string(let text): output += text
                case .bool(let flag): output += flag ? "true" : "false"
                case .list, .object:
                    report("'\(path.joined(separator: "."))' is a list or an object; show one of its fields", range)
                case nil:
                    if strict { reportUnknown(path, template: template, range: range) }
                }
            case .section(let path, let inverted, let children, let range):
                let value = lookup(path, in: context)
                if value == nil && strict { reportUnknown(path, template: template, range: range) }
                if inverted {
                    if !(value?.isTruthy ?? false) {
                        render(children, template: template, context: context, into: &output)
                    }
                } else if let value, value.isTruthy {
                    if case .list(let items) = value {
                        for item in items {
                            render(children, template: template, context: context + [item], into: &output)
                        }
                    } else {
                        render(children, template: template, context: context + [value], into: &output)
                    }
                }
            case .partial(let name, let indent, let range):
                guard let partial = templates[name] else {
                    report("unknown partial '\(name)'; add Templates/\(name).template or fix the name", range)
                    continue
                }
                guard depth < Self.maximumDepth else {
                    report("partial '\(name)' includes itself without end; break the cycle", range)
                    continue
                }
                depth += 1
                var nested = ""
                render(partial.nodes, template: partial.name, context: context, into: &nested)
                depth -= 1
                output += indent.isEmpty ? nested : indented(nested, by: indent)
            }
        }
    }

    private func lookup(_ path: [String], in context: [TemplateValue]) -> TemplateValue? {
        guard let first = path.first else { return nil }
        if first == "." { return context.last }
        var found: TemplateValue?
        for frame in context.reversed() {
            if case .object(let object) = frame, let value = object[first] {
                found = value
                break
            }
        }
        for key in path.dropFirst() {
            guard case .object(let object) = found else { return nil }
            found = object[key]
        }
        return found
    }

    /// Indents every non-empty line, so blank lines carry no trailing spaces.
    ///
    /// Byte by byte: partials nest, so this runs over most of the output several times.
    private func indented(_ text: String, by indent: String) -> String {
        let newline = UInt8(ascii: "\n")
        let indentBytes = Array(indent.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + text.utf8.count / 8)
        var atLineStart = true
        for byte in text.utf8 {
            if atLineStart && byte != newline { result += indentBytes }
            result.append(byte)
            atLineStart = byte == newline
        }
        return String(decoding: result, as: UTF8.self)
    }

    private mutating func reportUnknown(_ path: [String], template: String, range: SourceRange) {
        report("unknown variable '\(path.joined(separator: "."))' in template '\(template)'; check its spelling", range)
    }

    private mutating func report(_ message: String, _ range: SourceRange) {
        let diagnostic = Diagnostic.error(message, at: range)
        if reported.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
    }
}
