import BinderySource
import BinderySyntax

extension CheckRun {
    /// A nonisolated model's defaults and computed properties are evaluated on no actor, where Swift rejects calling
    /// the initializer of a `@MainActor` model or external class (`var owner: Profile? = Profile()`), and a key path
    /// to one's property (`\Profile.name`).
    mutating func checkModelsMadeAcrossIsolation() {
        for name in modelOrder {
            guard let model = models[name], !model.isExternal, model.module == nil, model.isolation == .nonisolated,
                let decl = modelSyntax[name]
            else { continue }
            for member in decl.members {
                guard let value = member.value else { continue }
                let what = member.kind == .computed ? "computed property" : "the default of property"
                // The message is written only for a read found: this runs for every member of the module's models.
                checkKeyPathReads(
                    "\(what) '\(member.name.name)' of nonisolated model '\(model.name)'", in: model, value: value)
                for (made, range) in mainActorModelsMade(in: value, giving: SwiftType(member.type)) {
                    let kind = made.isExternal ? "external class" : "model"
                    diagnostics.error(
                        .crossIsolationRead,
                        "\(what) '\(member.name.name)' of nonisolated model '\(model.name)' makes a '\(made.name)', "
                            + "but \(kind) '\(made.name)' is @MainActor, so code on no actor cannot call its "
                            + "initializer; give '\(model.name)' and '\(made.name)' the same isolation",
                        at: range,
                        notes: note("'\(made.name)' is declared here", at: made))
                }
            }
        }
    }

    /// The `@MainActor` models and external classes `expression` makes, each with the range of what names it: by their
    /// name (`Profile()`, `Profile.init()`), with their module (`App.Profile()`), and as `.init(…)` of the one `type`
    /// names, what the expression gives, or of an element of a literal of that type (`var owner: Profile? = .init()`,
    /// `var owners: [Profile] = [.init()]`).
    func mainActorModelsMade(in expression: ExpressionSyntax, giving type: @autoclosure () -> SwiftType?) -> [(
        model: Model, range: SourceRange
    )] {
        var made: [(model: Model, range: SourceRange)] = []
        for reference in expression.references
        where !reference.isOnSelf && Self.isCalled(reference, in: expression) {
            guard let model = models[reference.name], model.isolation == .mainActor else { continue }
            made.append((model, reference.range))
        }
        made += mainActorModelsMadeWithTheirModule(in: expression)
        // Most expressions call no `.init`: the type is made only for one that does.
        if expression.memberAccesses.contains(where: { $0.name == "init" }), let type = type() {
            for implicit in implicitInitializers(in: expression, giving: type)
            where implicit.model.isolation == .mainActor {
                made.append((implicit.model, implicit.range))
            }
        }
        return made
    }

    /// The `@MainActor` models and external classes `expression` makes by their name written with their module
    /// (`App.Profile()`, `Core.Profile.init()`), each with the range of its name: the same initializer as
    /// `Profile()`, which the bare-name checks find.
    private func mainActorModelsMadeWithTheirModule(in expression: ExpressionSyntax) -> [(
        model: Model, range: SourceRange
    )] {
        expression.memberAccesses.compactMap { access in
            // The call first, then the look-up: most members read are no call, and a look-up hashes the name.
            guard case .reference(let index) = access.base, !expression.references[index].isOnSelf,
                Self.isCalled(.init(name: access.name, range: access.range, isOnSelf: false), in: expression),
                let model = models[access.name], model.isolation == .mainActor,
                (model.module ?? moduleName).map({ $0.isSameName(as: expression.references[index].name) }) == true
            else { return nil }
            return (model, access.range)
        }
    }
}
