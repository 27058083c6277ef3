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
}
