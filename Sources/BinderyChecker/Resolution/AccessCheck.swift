import BinderySource
import BinderySyntax

extension CheckRun {
    /// A declaration takes its file's access, and Swift rejects one more visible than the models it names: a public
    /// transform taking an internal model, a public binding over one, a public model holding one. Reported at the
    /// use, naming both ways out. An external class counts as visible as the spec that declares it says: declare
    /// `UILabel` in a spec with `access: public` to bind it in public bindings.
    mutating func checkDeclarationAccess(bindings: [Binding]) {
        for model in models.values.sorted(by: { $0.name < $1.name }) where model.module == nil && !model.isExternal {
            // By index: iterating the properties copies each one, retaining everything it holds.
            for position in model.properties.indices {
                reportLessVisible(
                    model.properties[position].type.spelledTypes, in: "model '\(model.name)'", access: model.access,
                    at: model.properties[position].nameRange)
            }
        }
        for file in files {
            for case .transform(let decl) in file.declarations where transformSyntax[decl.name.name] == decl {
                guard let transform = transforms[decl.name.name] else { continue }
                reportLessVisible(
                    (transform.inputs + [transform.output]).flatMap(\.spelledTypes),
                    in: "transform '\(transform.name)'", access: transform.access, at: decl.name.range)
            }
        }
        for binding in bindings {
            for parameter in binding.parameters {
                reportLessVisible(
                    [parameter.model], in: "binding '\(binding.name)'", access: binding.access, at: parameter.range)
            }
        }
    }

    private mutating func reportLessVisible(
        _ names: [String], in declaration: String, access: AccessLevel, at range: SourceRange
    ) {
        func rank(_ access: AccessLevel) -> Int {
            switch access {
            case .internal: 0
            case .package: 1
            case .public: 2
            }
        }
        guard access != .internal,
            let used = names.compactMap({ models[$0] }).first(where: {
                $0.module == nil && rank($0.access) < rank(access)
            })
        else { return }
        diagnostics.error(
            .lessVisibleType,
            "\(declaration) is \(access.rawValue) but uses \(used.isExternal ? "external class" : "model") '\(used.name)', which is \(used.access.rawValue); "
                + "declare '\(used.name)' in a file with 'access: \(access.rawValue)', or move the \(declaration.prefix { $0 != " " }) to a file "
                + (used.access == .internal ? "without 'access'" : "with 'access: \(used.access.rawValue)'"),
            at: range, notes: [.init("'\(used.name)' is declared here", at: used.nameRange)])
    }
}
