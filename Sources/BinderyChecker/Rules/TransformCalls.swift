import BinderySource
import BinderySyntax

extension CheckRun {
    /// Reports a body that runs on no actor yet calls, by its bare name, a transform that runs on the main actor
    /// (`ownerName(nil)`, where `transform ownerName(Profile?) -> String`): Swift rejects the call in the generated
    /// code, so it is reported here, at the call, with the fix, as a member read of a `@MainActor` model is.
    /// `isolations` holds where each of this module's transforms runs; another module's say so themselves.
    mutating func checkTransformCalls(
        in body: ExpressionSyntax, of transform: Transform, isolations: [ExactName: Isolation?],
        appliedBy use: (binding: Binding, range: SourceRange)?
    ) {
        for reference in body.references where Self.isCalled(reference, in: body) {
            let name = ExactName(reference.name)
            let callee: Transform?
            if let isolation = isolations[name] {
                callee = isolation == .mainActor ? transforms[name] : nil
            } else {
                callee = importedDeclarations[name]?.transform.flatMap { $0.isolation == .mainActor ? $0 : nil }
            }
            guard let callee, let isolated = mainActorModels(namedIn: callee).first else { continue }
            let what =
                "calls transform '\(callee.name)', which runs on the main actor as it takes or returns a "
                + "'\(isolated.name)'"
            reportTransformOffTheMainActor(
                transform, what, isolated, cannot: "call it", appliedBy: use, at: reference.range)
        }
    }

    /// Reports a body that calls, by its bare name, another module's external transform: its module implements it
    /// by hand, as an `internal` function is enough there (the generated bindings that import it call a public export),
    /// so Swift would find nothing to call here but an inaccessible function. A rule may apply it.
    mutating func checkCallsOfImportedExternalTransforms(
        in body: ExpressionSyntax, _ isolations: [ExactName: Isolation?]
    ) {
        for reference in body.references where Self.isCalled(reference, in: body) {
            let name = ExactName(reference.name)
            guard isolations[name] == nil, let declaration = importedDeclarations[name],
                let callee = declaration.transform, callee.body == .external
            else { continue }
            diagnostics.error(
                .importedNotPublic,
                "transform '\(callee.name)' of module '\(declaration.module)' is implemented by hand in that module, "
                    + "where its Swift function need not be public, so a transform of this module cannot call it; "
                    + "apply it in a rule ('… | \(callee.name)'), or call a transform of your own",
                at: reference.range, notes: declarationNote(ofImported: callee))
        }
    }

    /// "'name' is declared here" at an imported transform, when its spec is among this run's sources to point into.
    func declarationNote(ofImported transform: Transform) -> [Diagnostic.Note] {
        guard let range = transform.nameRange, importedFilesInSources.contains(range.file) else { return [] }
        return [Diagnostic.Note("'\(transform.name)' is declared here", at: range)]
    }
}
