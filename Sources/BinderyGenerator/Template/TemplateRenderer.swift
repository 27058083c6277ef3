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
        let program = RenderProgram(compiler.compile(template, root: nil), template: template.name)
        run(program, 0, program.steps.count, scope: &scope, into: &output)
    }

    /// Renders `program`, compiled for the context in `root`, with `root` as the outermost values.
    mutating func render(_ program: RenderProgram, root: ContextBox, into output: inout RenderedText) {
        var scope = TemplateScope(root: root)
        run(program, 0, program.steps.count, scope: &scope, into: &output)
    }

    /// Renders the steps of `program` from `start` up to `end` with `scope` as the values in scope; sections push
    /// onto it and pop what they pushed, so entering one copies nothing. A step is read in place and holds no
    /// references, so the loop retains nothing of the template.
    private mutating func run(
        _ program: RenderProgram, _ start: Int, _ end: Int, scope: inout TemplateScope,
        into output: inout RenderedText
    ) {
        let steps = program.steps
        var index = start
        while index < end {
            let step = steps[index]
            index += 1
            switch step.kind {
            case .text:
                output.appendText(program.bytes.baseAddress! + Int(step.start), Int(step.count))
            case .line:
                output.appendLine(program.bytes.baseAddress! + Int(step.start), Int(step.count))
            case .variable:
                switch lookup(step, program, in: scope) {
                case .string(let text): output.append(text)
                case .bool(let flag): output.append(flag ? "true" : "false")
                case .list, .context, .contexts, .strings:
                    let detail = program.details[Int(step.detail)]
                    report(
                        .templateFieldKind,
                        "'\(Self.shown(detail.path))' is a list or an object; show one of its fields",
                        detail.range)
                case nil:
                    reportUnknown(program.details[Int(step.detail)])
                }
            case .verbatim:
                switch lookup(step, program, in: scope) {
                case .string(let text):
                    output.appendVerbatim(text)
                    if step.flag { output.appendVerbatim("\n") }
                case nil:
                    reportUnknown(program.details[Int(step.detail)])
                default:
                    let detail = program.details[Int(step.detail)]
                    report(
                        .templateFieldKind, "'\(Self.shown(detail.path))' is not text; show a string with '{{{…}}}'",
                        detail.range)
                }
            case .section:
                let truthy = section(step, program, index, scope: &scope, into: &output)
                index = Int(step.end)
                // `{{#flag}}…{{/flag}}{{^flag}}…{{/flag}}` is an if and an else: the inverted section right after
                // names the same field of the same context, whose value is the same, so it is not read again (a
                // layout flag measures its line on every read, 4,000 to 10,000 instructions).
                if let truthy, index < end, Self.isElse(steps[index], of: step) {
                    let otherwise = steps[index]
                    if !truthy { run(program, index + 1, Int(otherwise.end), scope: &scope, into: &output) }
                    index = Int(otherwise.end)
                }
            case .partial:
                depth += 1
                output.pushIndent(
                    UnsafeBufferPointer(rebasing: program.bytes[Int(step.start)..<Int(step.start + step.count)]))
                run(program, index, Int(step.end), scope: &scope, into: &output)
                output.popIndent()
                depth -= 1
                index = Int(step.end)
            case .partialByName:
                partialByName(program.details[Int(step.detail)], scope: &scope, into: &output)
            }
        }
    }

    /// Whether `next` is an inverted section of the very field `section` (not inverted) read: the same depth and
    /// position in the scope, which entering and leaving `section` leaves as it was. Only a field resolved when the
    /// template was compiled: a name looked up at render time may be reported again.
    private static func isElse(_ next: RenderProgram.Step, of section: RenderProgram.Step) -> Bool {
        next.kind == .section && next.flag && next.reference == .field && section.reference == .field
            && next.start == section.start && next.count == section.count
    }

    /// A section whose children start at `children`. Returns whether the value was truthy, for an inverted section
    /// of the same field right after it; nil for an inverted section or a value not found.
    private mutating func section(
        _ step: RenderProgram.Step, _ program: RenderProgram, _ children: Int, scope: inout TemplateScope,
        into output: inout RenderedText
    ) -> Bool? {
        let end = Int(step.end)
        let inverted = step.flag
        // The value is switched on once where it lies: testing it, unwrapping it and switching again copied
        // it three times (retaining what it holds) for every section rendered.
        guard let value = lookup(step, program, in: scope) else {
            reportUnknown(program.details[Int(step.detail)])
            if inverted { run(program, children, end, scope: &scope, into: &output) }
            return nil
        }
        if inverted {
            if !value.isTruthy { run(program, children, end, scope: &scope, into: &output) }
            return nil
        }
        switch value {
        case .bool(let flag):
            guard flag else { return false }
            scope.push(.bool(true))
            run(program, children, end, scope: &scope, into: &output)
            scope.pop()
        case .list(let items):
            guard !items.isEmpty else { return false }
            for (index, item) in items.enumerated() {
                scope.push(item, position: (index, items.count))
                run(program, children, end, scope: &scope, into: &output)
                scope.pop()
            }
        case .contexts(let list):
            guard list.count > 0 else { return false }
            // One box for the whole list, moved from element to element, each read where it is.
            scope.push(elements: ElementBox(list), count: list.count)
            for index in 0..<list.count {
                scope.moveTo(index)
                run(program, children, end, scope: &scope, into: &output)
            }
            scope.pop()
        case .strings(let strings):
            guard !strings.isEmpty else { return false }
            for (index, string) in strings.enumerated() {
                scope.push(.string(string), position: (index, strings.count))
                run(program, children, end, scope: &scope, into: &output)
                scope.pop()
            }
        case .string(let text):
            guard !text.isEmpty else { return false }
            scope.push(value)
            run(program, children, end, scope: &scope, into: &output)
            scope.pop()
        case .context:
            scope.push(value)
            run(program, children, end, scope: &scope, into: &output)
            scope.pop()
        }
        return true
    }

    /// A partial the compiler left to be found by name: compiled and laid out now, one partial deeper.
    private mutating func partialByName(
        _ detail: RenderProgram.Detail, scope: inout TemplateScope, into output: inout RenderedText
    ) {
        let (found, problem) = PartialLookup.find(detail.partial, in: templates, depth: depth)
        guard let partial = found else {
            if let problem { report(problem.id, problem.message, detail.range) }
            return
        }
        var compiler = TemplateCompiler(templates: templates)
        let body = RenderProgram(
            compiler.compile(partial.nodes, stack: nil, depth: depth + 1), template: partial.name)
        depth += 1
        var indent = detail.indent
        indent.withUTF8 { output.pushIndent($0) }
        run(body, 0, body.steps.count, scope: &scope, into: &output)
        output.popIndent()
        depth -= 1
    }

    /// A step's value: read from the field it was resolved to, or looked up by name.
    private func lookup(_ step: RenderProgram.Step, _ program: RenderProgram, in scope: TemplateScope)
        -> TemplateValue?
    {
        switch step.reference {
        case .field: return scope.field(depth: Int(step.start), position: Int(step.count))
        case .current: return scope.current
        case .first, .last:
            guard let position = scope.position else { return nil }
            return .bool(step.reference == .first ? position.index == 0 : position.index == position.count - 1)
        case .byName: return lookup(program.details[Int(step.detail)].path, in: scope)
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

    private mutating func reportUnknown(_ detail: RenderProgram.Detail) {
        report(
            .templateUnknownVariable,
            "unknown variable '\(Self.shown(detail.path))' in template '\(detail.template)'; check its spelling",
            detail.range)
    }

    private mutating func report(_ id: DiagnosticID, _ message: String, _ range: SourceRange) {
        let diagnostic = Diagnostic.error(id, message, at: range)
        if reported.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
    }
}
