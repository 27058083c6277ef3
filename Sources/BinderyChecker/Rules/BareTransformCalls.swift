import BinderySource
import BinderySyntax

extension CheckRun {
    /// Warns about a transform of the module called by its bare name in a model's default or computed property, or
    /// in a fallback (`computed byline: String = describe(owner)`). Generated code evaluates these outside the
    /// transforms' namespace, where the name finds a Swift function of the user's with that name if there is one,
    /// and nothing otherwise ("cannot find 'describe' in scope"). The checker cannot see the module's Swift, so this is
    /// a warning, with the call that reaches the transform as its fix-it; the call counts as a use of the transform,
    /// so `unused-transform` does not say to remove it as well. Run before ``warnAboutUnusedTransforms()``.
    mutating func warnAboutBareTransformCalls() {
        // Most modules call no transform outside a rule; none can without declaring one.
        guard !transformSyntax.isEmpty else { return }
        for file in files {
            for declaration in file.declarations {
                switch declaration {
                case .model(let decl):
                    // By index: a loop over the members would copy each.
                    for index in decl.members.indices {
                        guard let value = decl.members[index].value else { continue }
                        let place = decl.members[index].kind == .computed ? "a computed property" : "a default value"
                        warnAboutBareTransformCalls(in: value, of: decl.name.name, place: place)
                    }
                case .binding(let decl):
                    for case .assignment(let rule) in decl.rules {
                        for source in rule.sources {
                            guard let fallback = source.fallback, !fallback.references.isEmpty else { continue }
                            warnAboutBareTransformCalls(in: fallback, of: nil, place: "a fallback")
                        }
                    }
                case .transform, .import, .options:
                    break
                }
            }
        }
    }

    /// `model` is the model whose member `expression` is, whose own members the bare name reaches first.
    private mutating func warnAboutBareTransformCalls(in expression: ExpressionSyntax, of model: String?, place: String)
    {
        for reference in expression.references where !reference.isOnSelf {
            // A call first: most names are properties read, and this costs no hashing.
            guard Self.isCalled(reference, in: expression), transformSyntax[reference.name] != nil else { continue }
            if let model, lookUpProperty(reference.name, in: model) != nil { continue }
            usedTransforms.insert(ExactName(reference.name))
            let name = reference.name
            let start = SourceRange(
                file: reference.range.file, start: reference.range.start, end: reference.range.start)
            diagnostics.warning(
                .bareTransformCall,
                "transform '\(name)' is called by its bare name in \(place), which generated code evaluates outside "
                    + "the transforms' namespace; call it as 'BinderyTransforms.\(name)(…)', or rename the transform "
                    + "if you mean a Swift function named '\(name)'",
                at: reference.range, fixIts: [.init(replacing: start, with: "BinderyTransforms.")])
        }
    }
}
