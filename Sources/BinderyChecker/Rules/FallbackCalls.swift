import BinderySource
import BinderySyntax

extension CheckRun {
    /// Reports a fallback (`holder.title ?? …`) that calls what Swift rejects where the binding evaluates it: another
    /// module's external transform (`BinderyTransforms.nameOf(nil)`), whose function need not be public; and, in a
    /// nonisolated binding, which runs on no actor, the initializer of a `@MainActor` model (`Profile()`) or a
    /// transform that runs on the main actor. Run once every transform's isolation is decided.
    mutating func checkFallbackCalls(in files: [CheckedFile], _ isolations: [ExactName: Isolation?]) {
        // By index: each checked binding holds its rules, which a loop over them would copy.
        var bindingIsolations: [SourceRange: Isolation] = [:]
        for fileIndex in files.indices {
            for bindingIndex in files[fileIndex].bindings.indices {
                let binding = (
                    files[fileIndex].bindings[bindingIndex].range, files[fileIndex].bindings[bindingIndex].isolation
                )
                if bindingIsolations[binding.0] == nil { bindingIsolations[binding.0] = binding.1 }
            }
        }
        // What each fallback stands in for, which an implicit `.init()` makes: made when a fallback may need it.
        var fallbackTypes: [SourceRange: SwiftType]?
        for file in self.files {
            for case .binding(let decl) in file.declarations {
                let isNonisolated = bindingIsolations[decl.range] == .nonisolated
                for case .assignment(let rule) in decl.rules {
                    for source in rule.sources {
                        // A literal calls nothing; most fallbacks are one.
                        guard let fallback = source.fallback,
                            !fallback.references.isEmpty || !fallback.memberAccesses.isEmpty
                        else { continue }
                        if isNonisolated, fallbackTypes == nil { fallbackTypes = Self.fallbackTypes(in: files) }
                        checkCalls(
                            in: fallback, standingFor: fallbackTypes?[fallback.range], of: decl.name.name,
                            isNonisolated: isNonisolated, isolations)
                    }
                }
            }
        }
    }

    /// The type each fallback of `files` stands in for, by the fallback's range.
    private static func fallbackTypes(in files: [CheckedFile]) -> [SourceRange: SwiftType] {
        var types: [SourceRange: SwiftType] = [:]
        for case .assignment(let assignment) in files.flatMap(\.bindings).flatMap(\.rules) {
            for source in assignment.sources {
                if let fallback = source.fallback { types[fallback.range] = source.type }
            }
        }
        return types
    }

    private mutating func checkCalls(
        in fallback: ExpressionSyntax, standingFor type: SwiftType?, of binding: String, isNonisolated: Bool,
        _ isolations: [ExactName: Isolation?]
    ) {
        // In a binding, only `BinderyTransforms.` reaches a transform.
        let transformNames = fallback.transformNamespaceMembers(selfIsTheNamespace: false)
        for mention in transformNames {
            reportCallOfImportedExternalTransform(
                mention, by: "a fallback of binding '\(binding)'", orElse: nil, isolations)
        }
        guard isNonisolated else { return }
        let fix = "use another fallback, or give the models of '\(binding)' the same isolation as"
        for (rooted, access) in mainActorKeyPathReads(in: fallback) {
            let kind = rooted.isExternal ? "external class" : "model"
            diagnostics.error(
                .crossIsolationRead,
                "a fallback of nonisolated binding '\(binding)' reads '\(access.name)' of '\(rooted.name)' through a "
                    + "key path, but \(kind) '\(rooted.name)' is @MainActor, and code on no actor cannot read its "
                    + "members; \(fix) '\(rooted.name)'",
                at: access.range, notes: note("'\(rooted.name)' is declared here", at: rooted))
        }
        // `.init()` makes what the path gives (`holder.made <- holder.other ?? .init()`).
        for (model, range) in mainActorModelsMade(in: fallback, giving: type) {
            let kind = model.isExternal ? "external class" : "model"
            diagnostics.error(
                .crossIsolationRead,
                "a fallback of nonisolated binding '\(binding)' makes a '\(model.name)', which is a @MainActor "
                    + "\(kind), and code on no actor cannot call its initializer; \(fix) '\(model.name)'",
                at: range, notes: note("'\(model.name)' is declared here", at: model))
        }
        for mention in transformNames {
            guard let (callee, isolated, kind) = mainActorCallee(mention.name, isolations) else { continue }
            diagnostics.error(
                .crossIsolationRead,
                "a fallback of nonisolated binding '\(binding)' calls transform '\(callee.name)', which runs on the "
                    + "main actor as it takes or returns a '\(isolated.name)', a @MainActor \(kind), and code on no "
                    + "actor cannot call it; \(fix) '\(isolated.name)'",
                at: mention.range, notes: note("'\(isolated.name)' is declared here", at: isolated))
        }
    }
}
