import BinderySource

/// A template node with its field names resolved against the contexts it renders in, and its partials inlined.
///
/// Rendering used to look every name up by text at every render, walking the contexts from the innermost out; a
/// name from an outer context missed in each inner one first. Resolved once, a name is the position of a field in
/// the context so many levels out, which rendering reads directly.
indirect enum CompiledNode {
    case text(String)
    case variable(FieldReference, path: [TemplateKey], range: SourceRange)
    case verbatim(FieldReference, path: [TemplateKey], standalone: Bool, range: SourceRange)
    case section(
        FieldReference, path: [TemplateKey], inverted: Bool, children: [CompiledNode], range: SourceRange)
    /// A partial resolved and compiled where it is included; `template` names it in messages.
    case partial(template: String, indent: String, nodes: [CompiledNode])
    /// A partial looked up when it renders, as before compiling: one that includes itself, or one that is missing
    /// (whose error then says so at the same place and time as it always has).
    case partialByName(name: String, indent: String, range: SourceRange)
}

/// How a compiled node finds its value.
enum FieldReference {
    /// The field at `position` of the context `depth` contexts out from the innermost.
    case field(depth: Int, position: Int)
    /// `.`
    case current
    /// `-first` or `-last`
    case position(first: Bool)
    /// Looked up by name when it renders: a dotted path, or a name no context in scope has (reported then, as an
    /// unknown variable), or any name where the contexts in scope are not known in advance.
    case byName
}

/// Compiles templates against the contexts they render in: from the root template with the root context's fields,
/// following sections and partials as rendering does (the walk ``TemplateCheck`` makes).
///
/// Where what is in scope cannot be known before rendering (inside a section over `.` holding a context, or over a
/// name no context has), names are left to be looked up when they render, so any template renders exactly as it
/// did before compiling, errors included.
struct TemplateCompiler {
    let templates: [String: Template]
    /// Partials already compiled, by name, depth and the contexts in scope, so each is compiled once per place.
    private var compiled: [String: (nodes: [CompiledNode], size: Int)] = [:]
    /// Nodes inlined so far, counting each partial at every place it is included, as the render program lays them
    /// out. Partials that include others twice over several levels would grow the program exponentially, though
    /// rendering takes only the branches it needs: past ``inliningBudget`` a partial is left to render by name.
    private var inlined = 0
    static let inliningBudget = 200_000
    /// The partials being inlined, outermost first: one that includes itself is left to render by name.
    private var including: [String] = []

    /// One level of what is in scope: a context of known fields, or a value a section entered.
    enum Frame {
        case context(TemplateSchema)
        case value
    }

    init(templates: [String: Template]) {
        self.templates = templates
    }

    /// `template` compiled for a root context with the fields of `root`; with no schema, every name is looked up
    /// when it renders.
    mutating func compile(_ template: Template, root: TemplateSchema?) -> [CompiledNode] {
        compile(template.nodes, stack: root.map { [.context($0)] }, depth: 0)
    }

    /// `nodes` compiled where `stack` is in scope (nil: not known) and `depth` partials deep.
    mutating func compile(_ nodes: [TemplateNode], stack: [Frame]?, depth: Int) -> [CompiledNode] {
        nodes.map { compile($0, stack: stack, depth: depth) }
    }

    private mutating func compile(_ node: TemplateNode, stack: [Frame]?, depth: Int) -> CompiledNode {
        switch node {
        case .text(let text):
            return .text(text)
        case .variable(let path, let range):
            return .variable(reference(path, in: stack).reference, path: path, range: range)
        case .verbatim(let path, let standalone, let range):
            return .verbatim(reference(path, in: stack).reference, path: path, standalone: standalone, range: range)
        case .section(let path, let inverted, let children, let range):
            let (reference, entered) = reference(path, in: stack)
            // An inverted section renders only when there is nothing to enter, so it enters nothing.
            let inner = inverted ? stack : entered.flatMap { frame in stack.map { $0 + [frame] } }
            return .section(
                reference, path: path, inverted: inverted, children: compile(children, stack: inner, depth: depth),
                range: range)
        case .partial(let name, let indent, let range):
            guard let stack, !including.contains(name),
                case (let partial?, _) = PartialLookup.find(name, in: templates, depth: depth)
            else { return .partialByName(name: name, indent: indent, range: range) }
            let key = "\(name)@\(depth)@" + stack.map(\.signature).joined(separator: "/")
            let entry: (nodes: [CompiledNode], size: Int)
            if let cached = compiled[key] {
                entry = cached
            } else {
                including.append(name)
                let nodes = compile(partial.nodes, stack: stack, depth: depth + 1)
                including.removeLast()
                entry = (nodes, nodes.reduce(0) { $0 + $1.size })
                compiled[key] = entry
            }
            inlined += entry.size
            guard inlined <= Self.inliningBudget else {
                return .partialByName(name: name, indent: indent, range: range)
            }
            return .partial(template: name, indent: indent, nodes: entry.nodes)
        }
    }

    /// How `path` is found where `stack` is in scope, and what a section over it enters (nil when not known).
    private func reference(_ path: [TemplateKey], in stack: [Frame]?) -> (reference: FieldReference, entered: Frame?) {
        guard let first = path.first, let stack else { return (.byName, nil) }
        switch first.special {
        case .current:
            // A value entered again is a value; a context entered again would be one of unknown fields.
            guard case .value = stack.last else { return (.current, nil) }
            return (.current, .value)
        case .first, .last:
            return (.position(first: first.special == .first), .value)
        case .none:
            break
        }
        guard path.count == 1 else { return (.byName, nil) }
        var depth = 0
        for frame in stack.reversed() {
            guard case .context(let schema) = frame else { continue }
            // The first field of a name, as looking it up by name finds.
            if let position = schema.fields.firstIndex(where: { $0.name == first.text }) {
                switch schema.fields[position].kind {
                case .list(let element): return (.field(depth: depth, position: position), .context(element()))
                case .text, .flag, .lines: return (.field(depth: depth, position: position), .value)
                }
            }
            depth += 1
        }
        return (.byName, nil)
    }
}

extension TemplateCompiler.Frame {
    /// What tells one stack from another for the partials compiled in it: the contexts' names.
    var signature: String {
        switch self {
        case .context(let schema): schema.name
        case .value: "-"
        }
    }
}
