import BinderySource
import BinderySyntax

extension CheckRun {
    /// Records every model, transform and binding by name; a name declared twice anywhere in the module is an
    /// error at the second declaration, with a note at the first.
    /// `a model`, `an external class`.
    private static func withArticle(_ kind: String) -> String {
        (kind.hasPrefix("e") ? "an " : "a ") + kind
    }

    mutating func declareTopLevelNames() {
        var firstDeclaration: [ExactName: (kind: String, range: SourceRange)] = [:]
        // Sized once: grown a declaration at a time, the table was copied over and over.
        firstDeclaration.reserveCapacity(files.reduce(0) { $0 + $1.declarations.count })
        for file in files {
            for declaration in file.declarations {
                let kind: String
                let name: Identifier
                switch declaration {
                case .model(let decl):
                    (kind, name) = (decl.externalRange == nil ? "model" : "external class", decl.name)
                case .transform(let decl): (kind, name) = ("transform", decl.name)
                case .binding(let decl): (kind, name) = ("binding", decl.name)
                case .import, .options: continue
                }
                if let first = firstDeclaration[name.name] {
                    diagnostics.error(
                        .duplicateDeclaration,
                        first.kind == kind && kind == "external class"
                            ? "external class '\(name.name)' is described twice in this module, and a class has one "
                                + "description; keep one, with the properties of both"
                            : first.kind == kind
                                ? "\(kind) '\(name.name)' is declared twice in this module; rename one of them"
                                : "'\(name.name)' is declared as \(Self.withArticle(first.kind)) and as "
                                    + "\(Self.withArticle(kind)); rename one of them",
                        at: name.range,
                        notes: [.init("'\(name.name)' is first declared here", at: first.range)])
                    if first.kind != kind {
                        if case .model = declaration { modelNamesTakenEarlier.insert(ExactName(name.name)) }
                        if case .transform = declaration { transformNamesTakenEarlier.insert(ExactName(name.name)) }
                    }
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
