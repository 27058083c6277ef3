import BinderySource
import BinderySyntax

extension CheckRun {
    /// A declaration takes its file's access, and Swift rejects one more visible than the models it names: a public
    /// transform taking an internal model, a public binding over one, a public model holding one. Reported at the
    /// use, naming both ways out. An external class counts as visible as the spec that declares it says: declare
    /// `UILabel` in a spec with `access: public` to bind it in public bindings.
    mutating func checkDeclarationAccess(bindings: [Binding]) {
        // An internal declaration uses nothing less visible than itself: skipped before the types it names and its
        // description are listed, which cost as much as the rest of the check for nothing.
        let visibleModels = models.values.filter { $0.module == nil && !$0.isExternal && $0.access != .internal }
        for model in visibleModels.sorted(by: { $0.name < $1.name }) {
            // By index: iterating the properties copies each one, retaining everything it holds.
            for position in model.properties.indices {
                reportLessVisible(
                    model.properties[position].type.spelledTypes, in: "model '\(model.name)'", access: model.access,
                    at: model.properties[position].nameRange)
            }
        }
        for file in files {
            for case .transform(let decl) in file.declarations where transformSyntax[decl.name.name] == decl {
                guard let transform = transforms[decl.name.name], transform.access != .internal else { continue }
                reportLessVisible(
                    (transform.inputs + [transform.output]).flatMap(\.spelledTypes),
                    in: "transform '\(transform.name)'", access: transform.access, at: decl.name.range)
            }
        }
        for binding in bindings where binding.access != .internal {
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
        // An imported model is public, or reported where it is used already, unless it is `package` and its module
        // is in this package: then a public declaration here may not use it either.
        guard access != .internal,
            let used = names.compactMap({ models[$0] }).first(where: {
                ($0.module == nil
                    || ($0.access == .package && importedDeclarations[ExactName($0.name)]?.isVisibleToImporter == true))
                    && rank($0.access) < rank(access)
            })
        else { return }
        let kind = used.isExternal ? "external class" : "model"
        let fix: String
        if let module = used.module {
            fix =
                "give this file 'access: \(used.access.rawValue)', or give the specs of '\(module)' "
                + "'options { access: \(access.rawValue) }'"
        } else {
            fix =
                "declare '\(used.name)' in a file with 'access: \(access.rawValue)', or move the "
                + "\(declaration.prefix { $0 != " " }) to a file "
                + (used.access == .internal ? "without 'access'" : "with 'access: \(used.access.rawValue)'")
        }
        diagnostics.error(
            .lessVisibleType,
            "\(declaration) is \(access.rawValue) but uses \(kind) '\(used.name)'"
                + (used.module.map { " of module '\($0)'" } ?? "") + ", which is \(used.access.rawValue); " + fix,
            at: range, notes: [.init("'\(used.name)' is declared here", at: used.nameRange)])
    }
}
