import BinderySource
import BinderySyntax

extension CheckRun {
    /// Records every model, transform and binding by name; a name declared twice anywhere in the module is an
    /// error at the second declaration, with a note at the first.
    mutating func declareTopLevelNames() {
        var firstDeclaration: [ExactName: (kind: String, range: SourceRange)] = [:]
        for file in files {
            for declaration in file.declarations {
                let kind: String
                let name: Identifier
                switch declaration {
                case .model(let decl): (kind, name) = ("model", decl.name)
                case .transform(let decl): (kind, name) = ("transform", decl.name)
                case .binding(let decl): (kind, name) = ("binding", decl.name)
                case .import, .options: continue
                }
                if let first = firstDeclaration[name.name] {
                    diagnostics.error(
                        .duplicateDeclaration,
                        first.kind == kind
                            ? "\(kind) '\(name.name)' is declared twice in this module; rename one of them"
                            : "'\(name.name)' is declared as a \(first.kind) and as a \(kind); rename one of them",
                        at: name.range,
                        notes: [.init("'\(name.name)' is first declared here", at: first.range)])
                    continue
                }
                firstDeclaration[name.name] = (kind, name.range)
                switch declaration {
                case .model(let decl):
                    modelSyntax[decl.name.name] = decl
                    modelOrder.append(decl.name.name)
                case .transform(let decl):
                    transformSyntax[decl.name.name] = decl
                default:
                    break
                }
            }
        }
    }
}
