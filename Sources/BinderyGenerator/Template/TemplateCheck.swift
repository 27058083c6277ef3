import BinderySource

/// Checks templates against the fields of the contexts they will see, before anything renders: a misspelt field,
/// a list shown as text or text iterated as a list is reported at the template's line even on a branch that a
/// given spec never takes.
///
/// It follows rendering: from the root template with the root context, each section over a list enters its
/// elements' context, and a partial sees the contexts of the place that includes it.
struct TemplateCheck {
    let templates: [String: Template]
    private(set) var diagnostics: [Diagnostic] = []
    private var reported: Set<Diagnostic> = []
    /// Partials already checked with a given stack of contexts, so each is walked once per place it can appear.
    private var visited: Set<String> = []
    /// For each template reached, the contexts it renders in, innermost first (`property in model in file`).
    private(set) var scopes: [String: Set<String>] = [:]

    init(templates: [String: Template]) {
        self.templates = templates
    }

    /// One level of the contexts in scope: a context whose fields are visible, or a single value a section entered.
    private enum Frame {
        case context(TemplateSchema, isElement: Bool)
        case value(TemplateFieldKind, isElement: Bool)

        var isElement: Bool {
            switch self {
            case .context(_, let isElement), .value(_, let isElement): isElement
            }
        }

        var signature: String {
            switch self {
            case .context(let schema, _): schema.name
            case .value(let kind, _): kind.description
            }
        }
    }

    mutating func check(_ name: String, root: TemplateSchema) {
        guard let template = templates[name] else { return }
        let stack: [Frame] = [.context(root, isElement: false)]
        record(name, stack)
        check(template.nodes, template: name, stack: stack, depth: 0)
    }

    private mutating func check(_ nodes: [TemplateNode], template: String, stack: [Frame], depth: Int) {
        for node in nodes {
            switch node {
            case .text:
                break
            case .variable(let keys, let range), .verbatim(let keys, _, let range):
                let path = keys.map(\.text)
                guard let kind = resolve(path, in: stack, template: template, range: range) else { continue }
                if case .verbatim = node, kind != .text {
                    report(
                        .templateFieldKind,
                        "'\(path.joined(separator: "."))' is \(kind.description); '{{{…}}}' shows text",
                        range)
                } else if case .list = kind {
                    report(
                        .templateFieldKind,
                        "'\(path.joined(separator: "."))' is a list; go through it with '{{#…}}' and show its fields",
                        range)
                } else if kind == .lines {
                    report(
                        .templateFieldKind,
                        "'\(path.joined(separator: "."))' is lines; show them with '{{#…}}{{.}}{{/…}}'", range)
                }
            case .section(let keys, let inverted, let children, let range):
                let path = keys.map(\.text)
                guard let kind = resolve(path, in: stack, template: template, range: range) else { continue }
                var inner = stack
                if !inverted {
                    switch kind {
                    case .list(let schema): inner.append(.context(schema(), isElement: true))
                    case .lines: inner.append(.value(.text, isElement: true))
                    case .text, .flag: inner.append(.value(kind, isElement: false))
                    }
                }
                check(children, template: template, stack: inner, depth: depth)
            case .partial(let name, _, let range):
                let (found, problem) = PartialLookup.find(name, in: templates, depth: depth)
                guard let partial = found else {
                    if let problem { report(problem.id, problem.message, range) }
                    continue
                }
                let key = name + "@" + stack.map(\.signature).joined(separator: "/")
                guard visited.insert(key).inserted else { continue }
                record(name, stack)
                check(partial.nodes, template: name, stack: stack, depth: depth + 1)
            }
        }
    }

    private mutating func record(_ template: String, _ stack: [Frame]) {
        let contexts = stack.reversed().compactMap { frame -> String? in
            guard case .context(let schema, _) = frame else { return nil }
            return schema.name
        }
        scopes[template, default: []].insert(contexts.joined(separator: " in "))
    }

    /// What `path` names where `stack` is in scope, or nil (reported) when it names nothing.
    private mutating func resolve(
        _ path: [String], in stack: [Frame], template: String, range: SourceRange
    ) -> TemplateFieldKind? {
        guard let first = path.first else { return nil }
        let shown = path.joined(separator: ".")
        switch first {
        case ".":
            switch stack.last {
            case .value(let kind, _): return kind
            case .context(let schema, _):
                report(.templateFieldKind, "'.' is a \(schema.name) here, not text; show one of its fields", range)
                return nil
            case nil: return nil
            }
        case "-first", "-last":
            guard stack.contains(where: \.isElement) else {
                report(
                    .templatePositionOutsideList, "'\(first)' is only meaningful inside a section over a list", range)
                return nil
            }
            return .flag
        default:
            break
        }
        for frame in stack.reversed() {
            guard case .context(let schema, _) = frame, let field = schema.field(first) else { continue }
            guard path.count == 1 else {
                report(.templateUnknownVariable, "'\(first)' has no fields; '\(shown)' names nothing", range)
                return nil
            }
            return field.kind
        }
        let candidates = stack.flatMap { frame -> [String] in
            guard case .context(let schema, _) = frame else { return [] }
            return schema.fields.map(\.name)
        }
        let suggestion = Suggestions.closest(to: first, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
        report(.templateUnknownVariable, "unknown variable '\(shown)' in template '\(template)'\(suggestion)", range)
        return nil
    }

    private mutating func report(_ id: DiagnosticID, _ message: String, _ range: SourceRange) {
        let diagnostic = Diagnostic.error(id, message, at: range)
        if reported.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
    }
}

extension TemplateFieldKind: Equatable, CustomStringConvertible {
    public static func == (lhs: TemplateFieldKind, rhs: TemplateFieldKind) -> Bool {
        lhs.description == rhs.description
    }

    /// `text`, `a flag`, `lines`, `a list of model`.
    public var description: String {
        switch self {
        case .text: "text"
        case .flag: "a flag"
        case .lines: "lines"
        case .list(let schema): "a list of \(schema().name)"
        }
    }
}
