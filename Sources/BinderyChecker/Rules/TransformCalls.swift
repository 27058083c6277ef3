import BinderySource
import BinderySyntax

extension CheckRun {
    /// Reports a body that runs on no actor yet calls a transform that runs on the main actor (`ownerName(nil)`, where
    /// `transform ownerName(Profile?) -> String`), by any name of its function (see ``transformFunctionNames(in:)``):
    /// Swift rejects the call, or the function passed on as a nonisolated one (`map(ownerName)`), in the generated
    /// code, so it is reported here, at the name, with the fix, as a member read of a `@MainActor` model is.
    /// `isolations` holds where each of this module's transforms runs; another module's say so themselves.
    mutating func checkTransformCalls(
        in body: ExpressionSyntax, of transform: Transform, isolations: [ExactName: Isolation?],
        appliedBy use: (binding: Binding, range: SourceRange)?
    ) {
        for mention in Self.transformFunctionNames(in: body) {
            guard let (callee, isolated, _) = mainActorCallee(mention.name, isolations) else { continue }
            let what =
                "calls transform '\(callee.name)', which runs on the main actor as it takes or returns a "
                + "'\(isolated.name)'"
            reportTransformOffTheMainActor(
                transform, what, isolated, cannot: "call it", appliedBy: use, at: mention.range)
        }
    }

    /// Reports a body that calls another module's external transform, by any name of its function (see
    /// ``transformFunctionNames(in:)``): its module implements it by hand, as an `internal` function is enough there
    /// (the generated bindings that import it call a public export), so Swift would find nothing to call here but an
    /// inaccessible function. A rule may apply it.
    mutating func checkCallsOfImportedExternalTransforms(
        in body: ExpressionSyntax, _ isolations: [ExactName: Isolation?]
    ) {
        // A module that imports no specs (most) has nothing to look for.
        guard !importedDeclarations.isEmpty else { return }
        for mention in Self.transformFunctionNames(in: body) {
            reportCallOfImportedExternalTransform(
                mention, by: "a transform of this module", orElse: "call a transform of your own", isolations)
        }
    }

    /// `imported-not-public` when `mention` names another module's external transform, which `caller` calls; the fix
    /// is to apply it in a rule instead, or `alternative`.
    mutating func reportCallOfImportedExternalTransform(
        _ mention: (name: String, range: SourceRange), by caller: String, orElse alternative: String?,
        _ isolations: [ExactName: Isolation?]
    ) {
        guard !importedDeclarations.isEmpty else { return }
        let name = ExactName(mention.name)
        guard isolations[name] == nil, let declaration = importedDeclarations[name],
            let callee = declaration.transform, callee.body == .external
        else { return }
        diagnostics.error(
            .importedNotPublic,
            "transform '\(callee.name)' of module '\(declaration.module)' is implemented by hand in that module, "
                + "where its Swift function need not be public, so \(caller) cannot call it; "
                + "apply it in a rule ('… | \(callee.name)')" + (alternative.map { ", or \($0)" } ?? " instead"),
            at: mention.range, notes: declarationNote(ofImported: callee))
    }

    /// Reports a default or computed property of this module's models that calls a transform through the namespace
    /// of the generated transforms (`BinderyTransforms.describe(owner)`; a bare name there is not a transform) where
    /// Swift cannot: one that runs on the main actor, from a nonisolated model, whose defaults and computed
    /// properties run on no actor; and another module's external transform, whose function need not be public.
    mutating func checkModelCallsOfTransforms(_ isolations: [ExactName: Isolation?]) {
        for modelName in modelOrder {
            guard let decl = modelSyntax[modelName] else { continue }
            // By index, and the names first: a member is copied, and its message written, only when it calls one.
            for index in decl.members.indices
            where decl.members[index].value.map({ ExpressionSyntax.mayNameTransformNamespace($0.references) }) == true {
                guard let value = decl.members[index].value else { continue }
                // In a model, `Self` is the model: only `BinderyTransforms.` reaches a transform.
                let mentions = value.transformNamespaceMembers(selfIsTheNamespace: false)
                guard !mentions.isEmpty, let model = models[modelName], !model.isExternal, model.module == nil
                else { continue }
                let member = decl.members[index]
                let what =
                    (member.kind == .computed ? "computed property" : "the default of property")
                    + " '\(member.name.name)' of model '\(model.name)'"
                for mention in mentions {
                    reportCallOfImportedExternalTransform(
                        mention, by: what, orElse: nil, isolations)
                    guard model.isolation == .nonisolated,
                        let (callee, isolated, kind) = mainActorCallee(mention.name, isolations)
                    else { continue }
                    diagnostics.error(
                        .crossIsolationRead,
                        "\(what) calls transform '\(callee.name)', which runs on the main actor as it takes or returns "
                            + "a '\(isolated.name)', a @MainActor \(kind), but '\(model.name)' is nonisolated, so code "
                            + "on no actor cannot call it; give '\(model.name)' and '\(isolated.name)' the same isolation",
                        at: mention.range, notes: note("'\(isolated.name)' is declared here", at: isolated))
                }
            }
        }
    }

    /// The transform `name` names if it runs on the main actor, with the `@MainActor` model or external class that
    /// puts it there and what that is, for the message of a call from code on no actor.
    func mainActorCallee(_ name: String, _ isolations: [ExactName: Isolation?]) -> (
        callee: Transform, isolated: Model, kind: String
    )? {
        guard let callee = mainActorTransform(name, isolations), let isolated = mainActorModels(namedIn: callee).first
        else { return nil }
        return (callee, isolated, isolated.isExternal ? "external class" : "model")
    }

    /// The transform `name` names, this module's or an imported one, if it runs on the main actor.
    func mainActorTransform(_ name: String, _ isolations: [ExactName: Isolation?]) -> Transform? {
        let name = ExactName(name)
        if let isolation = isolations[name] { return isolation == .mainActor ? transforms[name] : nil }
        if importedDeclarations.isEmpty { return nil }
        return importedDeclarations[name]?.transform.flatMap { $0.isolation == .mainActor ? $0 : nil }
    }

    /// The names in a transform body that may reach the static function of a transform (in the `BinderyTransforms`
    /// extension the bodies are generated in), called or passed on as a function (`items.map(ownerName)`): bare
    /// (`ownerName(nil)`, which no name the body declares shadows), or a static member of that namespace
    /// (`Self.ownerName`, `BinderyTransforms.ownerName`, `Bindery.BinderyTransforms.ownerName`, `Self.self.ownerName`).
    /// Which of them name a transform is the caller's to look up.
    static func transformFunctionNames(in body: ExpressionSyntax) -> [(name: String, range: SourceRange)] {
        body.references.map { (name: $0.name, range: $0.range) }
            + body.transformNamespaceMembers(selfIsTheNamespace: true)
    }

    /// "'name' is declared here" at an imported transform, when its spec is among this run's sources to point into.
    func declarationNote(ofImported transform: Transform) -> [Diagnostic.Note] {
        guard let range = transform.nameRange, importedFilesInSources.contains(range.file) else { return [] }
        return [Diagnostic.Note("'\(transform.name)' is declared here", at: range)]
    }
}
