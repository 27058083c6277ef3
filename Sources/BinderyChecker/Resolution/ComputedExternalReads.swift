import BinderySource
import BinderySyntax

extension CheckRun {
    /// A computed property's dependencies are the properties of generated models it read: Bindery does not follow an
    /// external class's properties (Observation reports them only to a binding that reads one), so a computed
    /// property reading `form.query` off an external class it holds is recomputed, and its observers and the rules
    /// reading it are told, only when a model property it reads changes: a change of `query` alone is missed. Reading
    /// the value gives the right answer, so nothing fails; what observes it silently goes stale. Reported for a
    /// `var` member (a `let` never changes) read on a property holding the class, the model's own or that of a model
    /// it reaches (`search?.form?.query`), or on an element of a collection of them; only when the module has an
    /// external class at all.
    mutating func warnAboutComputedReadsOfExternalClasses() {
        guard hasExternalClasses else { return }
        for name in modelOrder {
            guard let model = models[name], !model.isExternal, model.module == nil, let decl = modelSyntax[name]
            else { continue }
            for member in decl.members where member.kind == .computed {
                guard let value = member.value else { continue }
                if !warnAboutExternalClassRead(in: value, of: member.name.name, in: model) {
                    warnAboutExternalElementRead(in: value, of: member.name.name, in: model)
                }
            }
        }
    }

    /// The first read of a `var` of an external class in `value`, the expression of computed property `computed` of
    /// `model`, if there is one: on a property holding the class (`form?.query`), or on one a generated model it
    /// reaches holds (`owner?.form?.query`). Returns whether it reported one.
    @discardableResult
    private mutating func warnAboutExternalClassRead(
        in value: ExpressionSyntax, of computed: String, in model: Model
    ) -> Bool {
        for (access, base) in zip(value.memberAccesses, modelsReadOn(in: value, of: model)) {
            guard let base, let external = models[base], external.isExternal,
                lookUpProperty(access.name, in: base)?.kind == .variable,
                // A nonisolated model reading a @MainActor class's member is cross-isolation-read already.
                external.isolation == model.isolation
            else { continue }
            let start = Self.pathStart(of: access, in: value)
            let read = SourceRange(file: access.range.file, start: start, end: access.range.end)
            reportExternalRead(of: access.name, in: external, by: computed, of: model, at: read)
            return true
        }
        return false
    }

    /// The first read of a `var` of an external class that `value` reaches through a collection or another type
    /// holding it (`forms.map { $0.query }`, `forms.first?.query`), held by the model or by a generated model it
    /// reaches (`search?.forms.map { $0.query }`), told as ``checkComputedReadsAcrossIsolation()`` tells such reads of
    /// a `@MainActor` model: Bindery does not know what `$0` or `first` is, so a member read on anything but a
    /// property counts when such a class has a `var` of its name.
    private mutating func warnAboutExternalElementRead(
        in value: ExpressionSyntax, of computed: String, in model: Model
    ) {
        var reached: [Model] = []
        func holds(_ property: Property?) {
            // A class held directly (`form`, `form?`) is the check above's.
            guard let property, property.kind != .computed, property.referencedModel == nil else { return }
            for held in modelsSpelled(in: property.type) {
                guard held.isExternal, held.isolation == model.isolation,
                    !reached.contains(where: { $0.name.isSameName(as: held.name) })
                else { continue }
                reached.append(held)
            }
        }
        for reference in value.references { holds(lookUpProperty(reference.name, in: model.name)) }
        for (access, base) in zip(value.memberAccesses, modelsReadOn(in: value, of: model)) {
            guard let base, models[base]?.isExternal == false else { continue }
            holds(lookUpProperty(access.name, in: base))
        }
        guard !reached.isEmpty else { return }
        for access in value.memberAccesses where Self.mayReadAnElement(access, in: value) {
            guard
                let held = reached.first(where: {
                    lookUpProperty(access.name, in: $0.name)?.kind == .variable
                })
            else { continue }
            reportExternalRead(of: access.name, in: held, by: computed, of: model, at: access.range)
            return
        }
    }

    /// `computed-reads-external-class`: computed property `computed` of `model` reads `property` of `external` at
    /// `read`.
    private mutating func reportExternalRead(
        of property: String, in external: Model, by computed: String, of model: Model, at read: SourceRange
    ) {
        diagnostics.warning(
            .computedReadsExternalClass,
            "computed property '\(computed)' reads '\(property)' of external class '\(external.name)', whose changes "
                + "Bindery does not follow: '\(computed)' is recomputed, and its observers and the rules reading it "
                + "are told, only when a property of '\(model.name)' it reads changes; keep a copy of '\(property)' in "
                + "a 'var' of '\(model.name)', "
                + (external.isObservable
                    ? "which a binding can keep up to date from '\(external.name)' (it is Observable), "
                    : "set wherever '\(external.name)' changes it, ")
                + "and compute from that",
            at: read,
            notes: note("'\(external.name)' is declared here", at: external))
    }
}
