import BinderySource
import BinderySyntax

/// The module's declarations by name, read from the syntax trees alone, so an editor gets answers while a file
/// has syntax errors (the checker does not run then). Like the checker, the first declaration of a name wins.
struct DeclarationTable {
    struct ModelEntry {
        var decl: ModelDecl
        /// Each member by name; the first one when a name is declared twice.
        var members: [String: MemberDecl]
    }

    private(set) var models: [String: ModelEntry] = [:]
    private(set) var transforms: [String: TransformDecl] = [:]
    private(set) var bindings: [String: BindingDecl] = [:]
    /// Model names in declaration order, for completion.
    private(set) var modelOrder: [String] = []
    private(set) var transformOrder: [String] = []
    /// Each file's `access` option as written (`public`, `package`), for showing declarations as Swift sees them.
    private(set) var access: [FileID: String] = [:]

    init(trees: [SourceFileSyntax]) {
        var taken: Set<String> = []
        for tree in trees {
            for declaration in tree.declarations {
                switch declaration {
                case .model(let decl):
                    guard taken.insert(decl.name.name).inserted else { continue }
                    var members: [String: MemberDecl] = [:]
                    for member in decl.members where members[member.name.name] == nil {
                        members[member.name.name] = member
                    }
                    models[decl.name.name] = ModelEntry(decl: decl, members: members)
                    modelOrder.append(decl.name.name)
                case .transform(let decl):
                    guard taken.insert(decl.name.name).inserted else { continue }
                    transforms[decl.name.name] = decl
                    transformOrder.append(decl.name.name)
                case .binding(let decl):
                    guard taken.insert(decl.name.name).inserted else { continue }
                    bindings[decl.name.name] = decl
                case .options(let decl):
                    if let entry = decl.entries.last(where: { $0.key.name == "access" }) {
                        access[tree.file] = entry.value.name
                    }
                case .import:
                    break
                }
            }
        }
    }

    func model(_ name: String) -> ModelEntry? {
        models[name]
    }

    /// Whether `name` is declared at the top level (model, transform or binding).
    func isDeclared(_ name: String) -> Bool {
        models[name] != nil || transforms[name] != nil || bindings[name] != nil
    }
}
