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

    /// Renders `template` with `context` as the outermost values, every name looked up when it renders.
    mutating func render(_ template: Template, context: TemplateValue, into output: inout RenderedText) {
        var compiler = TemplateCompiler(templates: templates)
        var scope = TemplateScope(context)
        render(compiler.compile(template, root: nil), template: template.name, scope: &scope, into: &output)
    }

    /// Renders `nodes`, compiled for the context in `root`, with `root` as the outermost values.
    mutating func render(
        _ nodes: [CompiledNode], template: String, root: ContextBox, into output: inout RenderedText
    ) {
        var scope = TemplateScope(root: root)
        render(nodes, template: template, scope: &scope, into: &output)
    }

    /// Renders `nodes` with `scope` as the values in scope; sections push onto it and pop what they pushed, so
    /// entering one copies nothing.
    private mutating func render(
        _ nodes: [CompiledNode], template: String, scope: inout TemplateScope, into output: inout RenderedText
    ) {
        for node in nodes {
            switch node {
            case .text(let text):
                output.append(text)
            case .variable(let reference, let path, let range):
                switch lookup(reference, path, in: scope) {
                case .string(let text): output.append(text)
                case .bool(let flag): output.append(flag ? "true" : "false")
                case .list, .context, .contexts, .strings:
                    report(
                        .templateFieldKind, "'\(Self.shown(path))' is a list or an object; show one of its fields",
                        range)
                case nil:
                    reportUnknown(path, template: template, range: range)
                }
            case .verbatim(let reference, let path, let standalone, let range):
                switch lookup(reference, path, in: scope) {
                case .string(let text):
                    output.appendVerbatim(text)
                    if standalone { output.appendVerbatim("\n") }
                case nil:
                    reportUnknown(path, template: template, range: range)
                default:
                    report(.templateFieldKind, "'\(Self.shown(path))' is not text; show a string with '{{{…}}}'", range)
                }
            case .section(let reference, let path, let inverted, let children, let range):
                // The value is switched on once where it lies: testing it, unwrapping it and switching again copied
                // it three times (retaining what it holds) for every section rendered.
                guard let value = lookup(reference, path, in: scope) else {
                    reportUnknown(path, template: template, range: range)
                    if inverted { render(children, template: template, scope: &scope, into: &output) }
                    continue
                }
                if inverted {
                    if !value.isTruthy { render(children, template: template, scope: &scope, into: &output) }
                    continue
                }
                switch value {
                case .bool(let flag):
                    guard flag else { continue }
                    scope.push(.bool(true))
                    render(children, template: template, scope: &scope, into: &output)
                    scope.pop()
                case .list(let items):
                    for (index, item) in items.enumerated() {
                        scope.push(item, position: (index, items.count))
                        render(children, template: template, scope: &scope, into: &output)
                        scope.pop()
                    }
                case .contexts(let list):
                    guard list.count > 0 else { continue }
                    // One box for the whole list, moved from element to element, each read where it is.
                    scope.push(elements: ElementBox(list), count: list.count)
                    for index in 0..<list.count {
                        scope.moveTo(index)
                        render(children, template: template, scope: &scope, into: &output)
                    }
                    scope.pop()
                case .strings(let strings):
                    for (index, string) in strings.enumerated() {
                        scope.push(.string(string), position: (index, strings.count))
                        render(children, template: template, scope: &scope, into: &output)
                        scope.pop()
                    }
                case .string(let text):
                    guard !text.isEmpty else { continue }
                    scope.push(value)
                    render(children, template: template, scope: &scope, into: &output)
                    scope.pop()
                case .context:
                    scope.push(value)
                    render(children, template: template, scope: &scope, into: &output)
                    scope.pop()
                }
            case .partial(let name, let indent, let nodes):
                render(partial: nodes, name: name, indent: indent, scope: &scope, into: &output)
            case .partialByName(let name, let indent, let range):
                let (found, problem) = PartialLookup.find(name, in: templates, depth: depth)
                guard let partial = found else {
                    if let problem { report(problem.id, problem.message, range) }
                    continue
                }
                var compiler = TemplateCompiler(templates: templates)
                let nodes = compiler.compile(partial.nodes, stack: nil, depth: depth + 1)
                render(partial: nodes, name: partial.name, indent: indent, scope: &scope, into: &output)
            }
        }
    }

    /// A partial's nodes, one partial deeper and indented by `indent`.
    private mutating func render(
        partial nodes: [CompiledNode], name: String, indent: String, scope: inout TemplateScope,
        into output: inout RenderedText
    ) {
        depth += 1
        output.pushIndent(indent)
        render(nodes, template: name, scope: &scope, into: &output)
        output.popIndent()
        depth -= 1
    }

    /// A compiled name's value: read from the field it was resolved to, or looked up by name.
    private func lookup(_ reference: FieldReference, _ path: [TemplateKey], in scope: TemplateScope) -> TemplateValue? {
        switch reference {
        case .field(let depth, let position): scope.field(depth: depth, position: position)
        case .current, .position, .byName: lookup(path, in: scope)
        }
    }

    /// `.` is the current element; `-first` and `-last` say where it stands in its list; any other name is the
    /// field of the innermost context that has it.
    private func lookup(_ path: [TemplateKey], in scope: TemplateScope) -> TemplateValue? {
        guard let first = path.first else { return nil }
        switch first.special {
        case .current:
            return scope.current
        case .first, .last:
            guard let position = scope.position else { return nil }
            return .bool(first.special == .first ? position.index == 0 : position.index == position.count - 1)
        case .none:
            break
        }
        var found = scope.field(first)
        for key in path.dropFirst() {
            switch found {
            case .context(let object): found = object.value(for: key)
            default: return nil
            }
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
