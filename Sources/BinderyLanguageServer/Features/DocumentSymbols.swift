import BinderySource
import BinderySyntax

/// `textDocument/documentSymbol`: the outline. Models with their properties, transforms, bindings with their
/// parameters and rules, options with their entries.
enum DocumentSymbols {
    /// LSP's SymbolKind numbers.
    private enum Kind {
        static let module = 2
        static let namespace = 3
        static let `class` = 5
        static let property = 7
        static let field = 8
        static let function = 12
        static let variable = 13
        static let constant = 14
        static let key = 20
        static let event = 24
    }

    static func symbols(in snapshot: Snapshot, file: FileID) -> [LSP.DocumentSymbol] {
        guard let tree = snapshot.tree(file) else { return [] }
        return tree.declarations.map { symbol(for: $0, snapshot) }
    }

    private static func symbol(for declaration: Declaration, _ snapshot: Snapshot) -> LSP.DocumentSymbol {
        switch declaration {
        case .import(let decl):
            let name = decl.path.map(\.name).joined(separator: ".")
            return make(
                name.isEmpty ? "import" : name, "import", Kind.module, decl.range, decl.path.first?.range, snapshot)
        case .options(let decl):
            let entries = decl.entries.map { entry in
                make(
                    entry.key.name, entry.value.name, Kind.key, entry.key.range.union(entry.value.range),
                    entry.key.range, snapshot)
            }
            return make("options", nil, Kind.namespace, decl.range, nil, snapshot, children: entries)
        case .model(let decl):
            let members = decl.members.map { member in
                let kind = member.kind == .let ? Kind.constant : Kind.property
                let detail = (member.kind == .computed ? "computed " : "") + member.type.description
                return make(member.name.name, detail, kind, member.range, member.name.range, snapshot)
            }
            let conformances = decl.conformances.map(\.description).joined(separator: ", ")
            return make(
                decl.name.name, conformances.isEmpty ? nil : conformances, Kind.class, decl.range, decl.name.range,
                snapshot, children: members)
        case .transform(let decl):
            let signature = Signatures.transform(decl).dropFirst("transform ".count + decl.name.name.count)
            return make(decl.name.name, String(signature), Kind.function, decl.range, decl.name.range, snapshot)
        case .binding(let decl):
            let parameters = decl.parameters.map { parameter in
                make(
                    parameter.name.name, parameter.type.description, Kind.variable, parameter.range,
                    parameter.name.range, snapshot)
            }
            let rules = decl.rules.map { rule in
                switch rule {
                case .assignment(let rule):
                    let arrow = rule.direction == .twoWay ? "<->" : "<-"
                    let sources = rule.sources.map(\.path.text).joined(separator: ", ")
                    return make(
                        rule.target.text, "\(arrow) \(sources)", Kind.field, rule.range, rule.target.range, snapshot)
                case .action(let rule):
                    let paths = rule.paths.map(\.text).joined(separator: ", ")
                    return make(rule.handler.name, "on \(paths)", Kind.event, rule.range, rule.handler.range, snapshot)
                }
            }
            let header = "(" + decl.parameters.map { Signatures.parameter($0) }.joined(separator: ", ") + ")"
            return make(
                decl.name.name, header, Kind.class, decl.range, decl.name.range, snapshot, children: parameters + rules)
        }
    }

    /// A symbol whose selection range lies inside its range, as LSP requires even when recovery made odd ranges.
    private static func make(
        _ name: String, _ detail: String?, _ kind: Int, _ range: SourceRange, _ selection: SourceRange?,
        _ snapshot: Snapshot, children: [LSP.DocumentSymbol]? = nil
    ) -> LSP.DocumentSymbol {
        let full = selection.map { range.union($0) } ?? range
        let selected = selection ?? range
        return LSP.DocumentSymbol(
            name: name.isEmpty ? "_" : name, detail: detail, kind: kind, range: snapshot.range(full),
            selectionRange: snapshot.range(selected), children: children)
    }
}
