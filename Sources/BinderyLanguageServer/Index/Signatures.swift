import BinderyChecker
import BinderySource
import BinderySyntax

/// Declarations written out as a user reads them in hover, completion details and the outline.
enum Signatures {
    static func model(_ decl: ModelDecl) -> String {
        let attributes = decl.attributes.map { $0.name + " " }.joined()
        let conformances =
            decl.conformances.isEmpty ? "" : ": " + decl.conformances.map(\.description).joined(separator: ", ")
        let keyword = decl.externalRange == nil ? "model " : "external class "
        return attributes + keyword + decl.name.name + conformances
    }

    /// `var title: String = "Untitled"`, `computed progress: Double = …`.
    static func member(_ member: MemberDecl) -> String {
        var text = member.kind.rawValue + " " + member.name.name + ": " + member.writtenType(spelling: \.description)
        if let value = member.value { text += " = " + value.text }
        return text
    }

    static func transform(_ decl: TransformDecl) -> String {
        var text = "transform " + decl.name.name + "(" + decl.inputs.map(\.description).joined(separator: ", ") + ")"
        text += (decl.isReversibleArrow ? " <-> " : " -> ") + decl.output.description
        if case .external = decl.body { text += " external" }
        return text
    }

    /// The signature with its body: `= expression`, the reversible pair, or `external`.
    static func transformWithBody(_ decl: TransformDecl) -> String {
        switch decl.body {
        case .expression(let expression):
            return transform(decl) + " = " + expression.text
        case .reversible(let forward, let backward):
            return transform(decl) + " {\n    forward: " + forward.text + "\n    backward: " + backward.text + "\n}"
        case .external:
            return transform(decl)
        }
    }

    static func parameter(_ parameter: BindingDecl.Parameter) -> String {
        parameter.name.name + ": " + parameter.type.description
    }

    /// The handlers of a binding's actions in rule order, each with its closure type: `(Change<T>) -> Void` for
    /// one path, `() -> Void` for several (SPEC part 2).
    static func handlers(of binding: BindingDecl, table: DeclarationTable) -> [(name: String, type: String)] {
        var seen: Set<ExactName> = []
        var result: [(name: String, type: String)] = []
        for case .action(let action) in binding.rules where seen.insert(action.handler.name).inserted {
            result.append((action.handler.name, handlerType(action, in: binding, table: table)))
        }
        return result
    }

    static func handlerType(_ action: ActionRule, in binding: BindingDecl, table: DeclarationTable) -> String {
        guard action.paths.count == 1 else { return "() -> Void" }
        let type = TypedPath(action.paths[0], in: binding, table: table).type
        return "(Change<\(type?.description ?? "_")>) -> Void"
    }

    /// The binding's initializer as the generated Swift declares it.
    static func initializer(of binding: BindingDecl, table: DeclarationTable) -> String {
        let access = table.access[binding.name.range.file].map { $0 == "internal" ? "" : $0 + " " } ?? ""
        var parameters = binding.parameters.map { parameter($0) }
        parameters += handlers(of: binding, table: table).map { "\($0.name): @escaping \($0.type)" }
        guard !parameters.isEmpty else { return access + "init()" }
        return access + "init(\n" + parameters.map { "    " + $0 }.joined(separator: ",\n") + "\n)"
    }
}
