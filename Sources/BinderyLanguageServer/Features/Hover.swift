import BinderyChecker
import BinderySource
import BinderySyntax

/// `textDocument/hover`: what a name stands for, as Swift will see it.
///
/// A property shows its declaration and doc comment, and in a path the type of the path up to it; a transform its
/// signature; a binding the initializer the generated class has, with one closure per action. A model, property or
/// transform of an imported spec reads the same, with the module that declares it.
enum Hover {
    static func hover(in snapshot: Snapshot, file: FileID, offset: Int) -> LSP.Hover? {
        let index = snapshot.index
        guard let occurrence = index.occurrence(at: offset, in: file),
            let text = describe(occurrence, index.table, snapshot)
        else { return shorthandArgument(in: snapshot, file: file, offset: offset) }
        return LSP.Hover(contents: LSP.MarkupContent(value: text), range: snapshot.range(occurrence.range))
    }

    private static func describe(_ occurrence: Occurrence, _ table: DeclarationTable, _ snapshot: Snapshot) -> String? {
        let symbol = occurrence.symbol
        switch symbol.kind {
        case .model:
            guard let entry = table.model(symbol.name) else { return nil }
            let properties = entry.decl.members.map { "    " + Signatures.member($0) }
            let body = properties.isEmpty ? " {}" : " {\n" + properties.joined(separator: "\n") + "\n}"
            return document(Signatures.model(entry.decl) + body, doc: entry.decl.doc) + origin(symbol, table)
        case .property:
            guard let container = symbol.container, let member = table.model(container)?.members[symbol.name] else {
                return nil
            }
            var text = code(Signatures.member(member))
            if case .path(_, let path, let index?) = occurrence.role,
                let binding = table.bindings[bindingName(occurrence)],
                index < path.steps.count
            {
                let typed = TypedPath(path, in: binding, table: table)
                if index < typed.steps.count, let type = typed.steps[index].pathType {
                    text += "\n\n`\(prefix(of: path, through: index))` is `\(type)`"
                }
            }
            text += "\n\nProperty of model `\(container)`"
            if let module = table.importedModule(of: symbol) { text += " of module `\(module)`" }
            return text + (member.doc.map { "\n\n" + $0.text } ?? "")
        case .transform:
            guard let decl = table.transforms[symbol.name] else { return nil }
            return document(Signatures.transformWithBody(decl), doc: decl.doc) + origin(symbol, table)
                + isolation(ofTransform: symbol.name, snapshot)
        case .builtinTransform:
            guard let builtin = BuiltinTransform(rawValue: symbol.name) else { return nil }
            return code(builtin.signature) + "\n\n" + builtin.summary + appliedTypes(occurrence, snapshot)
        case .binding:
            guard let decl = table.bindings[symbol.name] else { return nil }
            let access = table.access[decl.name.range.file].map { $0 == "internal" ? "" : $0 + " " } ?? ""
            let header =
                access + "final class " + decl.name.name + "\n\n" + Signatures.initializer(of: decl, table: table)
            return document(header, doc: decl.doc, "swift")
        case .parameter:
            guard let container = symbol.container, let binding = table.bindings[container],
                let parameter = binding.parameters.first(where: { $0.name.name.isSameName(as: symbol.name) })
            else { return nil }
            return code(Signatures.parameter(parameter), "swift") + "\n\nParameter of binding `\(container)`"
        case .handler:
            guard let container = symbol.container, let binding = table.bindings[container],
                let handler = Signatures.handlers(of: binding, table: table).first(where: {
                    $0.name.isSameName(as: symbol.name)
                })
            else { return nil }
            return code("\(handler.name): @escaping \(handler.type)", "swift")
                + "\n\nA closure parameter of `\(container)`'s initializer, called by the action `on …`."
        }
    }

    /// Where a model or transform of an imported spec comes from: its name alone does not say.
    private static func origin(_ symbol: Symbol, _ table: DeclarationTable) -> String {
        table.importedModule(of: symbol).map { "\n\nDeclared in module `\($0)`" } ?? ""
    }

    /// Where the transform's generated function runs, as the checker decided it (``Transform/isolation``): what
    /// its body may read, and what a hand-written implementation must be. Nothing when the module did not check.
    private static func isolation(ofTransform name: String, _ snapshot: Snapshot) -> String {
        guard let module = snapshot.compilation.module,
            let transform = (module.transforms + module.importedTransforms).first(where: {
                $0.name.isSameName(as: name)
            })
        else { return "" }
        let isExternal = transform.body == .external
        switch transform.isolation {
        case .mainActor:
            return isExternal
                ? "\n\nImplemented by hand, on the main actor: `@MainActor static func \(name)(…)`."
                : "\n\nRuns on the main actor: its types name a `@MainActor` model or class, whose members it may read."
        case .nonisolated:
            return isExternal
                ? "\n\nImplemented by hand, on no actor: `nonisolated static func \(name)(…)`."
                : "\n\nRuns on no actor (`nonisolated`)."
        case nil:
            return isExternal ? "\n\nImplemented by hand, in the target's default isolation." : ""
        }
    }

    private static func bindingName(_ occurrence: Occurrence) -> String {
        if case .path(let binding, _, _) = occurrence.role { binding } else { "" }
    }

    /// `download.owner?.name` up to the step at `index`, as written but without spacing.
    private static func prefix(of path: PathSyntax, through index: Int) -> String {
        path.steps.prefix(index + 1).reduce(path.root.name) {
            $0 + ($1.isOptionalChained ? "?." : ".") + $1.name.name
        }
    }

    /// The types the checker resolved this use of a built-in at, when the module checked: `string`, `isNil` and
    /// `isEmpty` take any type, so the signature alone does not say what they take here.
    private static func appliedTypes(_ occurrence: Occurrence, _ snapshot: Snapshot) -> String {
        guard case .transformUse = occurrence.role, let module = snapshot.compilation.module else { return "" }
        for binding in module.bindings where binding.range.file == occurrence.range.file {
            for case .assignment(let assignment) in binding.rules {
                guard let step = assignment.transforms.first(where: { $0.range == occurrence.range }) else { continue }
                return "\n\nHere: `(\(step.inputs.map(\.description).joined(separator: ", "))) -> \(step.output)`"
            }
        }
        return ""
    }

    /// A fenced block: `bind` for spec declarations (VS Code highlights it with the extension's grammar),
    /// `swift` for what the generated Swift declares.
    private static func code(_ text: String, _ language: String = "bind") -> String {
        "```" + language + "\n" + text + "\n```"
    }

    private static func document(_ signature: String, doc: DocComment?, _ language: String = "bind") -> String {
        code(signature, language) + (doc.map { "\n\n" + $0.text } ?? "")
    }
}
