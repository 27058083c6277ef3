import BinderySource
import BinderySyntax

extension CheckRun {
    /// A nonisolated model's defaults and computed properties are evaluated on no actor, where Swift rejects calling
    /// the initializer of a `@MainActor` model or external class (`var owner: Profile? = Profile()`).
    mutating func checkModelsMadeAcrossIsolation() {
        for name in modelOrder {
            guard let model = models[name], !model.isExternal, model.module == nil, model.isolation == .nonisolated,
                let decl = modelSyntax[name]
            else { continue }
            for member in decl.members {
                guard let value = member.value else { continue }
                for reference in value.references where !reference.isOnSelf && Self.isCalled(reference, in: value) {
                    guard let made = models[reference.name], made.isolation == .mainActor else { continue }
                    let what = member.kind == .computed ? "computed property" : "the default of property"
                    let kind = made.isExternal ? "external class" : "model"
                    diagnostics.error(
                        .crossIsolationRead,
                        "\(what) '\(member.name.name)' of nonisolated model '\(model.name)' makes a '\(made.name)', "
                            + "but \(kind) '\(made.name)' is @MainActor, so code on no actor cannot call its "
                            + "initializer; give '\(model.name)' and '\(made.name)' the same isolation",
                        at: reference.range,
                        notes: note("'\(made.name)' is declared here", at: made))
                }
            }
        }
    }
}
