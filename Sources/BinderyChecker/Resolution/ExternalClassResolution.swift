import BinderySource
import BinderySyntax

extension CheckRun {
    /// An `external class`: it only describes a Swift class declared elsewhere, so it has `var`s and `let`s with
    /// types and nothing else; `: Observable` says its properties can be observed through Swift's Observation.
    /// Its other conformances say what the real class conforms to (`Equatable`, so a model that is Equatable can
    /// hold one); generated code checks each against the class, at the spec's conformance.
    mutating func resolveExternalClass(_ decl: ModelDecl, isolation: Isolation, options: FileOptions) -> Model {
        let isObservable = decl.conformances.contains {
            ["Observable", "Observation.Observable"].contains($0.description)
        }
        let conformances = decl.conformances.filter {
            !["Observable", "Observation.Observable"].contains($0.description)
        }.map { Conformance(type: SwiftType($0), range: $0.range) }
        var properties: [Property] = []
        var seen: Set<ExactName> = []
        for member in decl.members where seen.insert(member.name.name).inserted {
            if member.kind == .computed {
                diagnostics.error(
                    .externalClassMember,
                    "external class '\(decl.name.name)' describes a class declared elsewhere, which computes what it "
                        + "computes; declare '\(member.name.name)' as 'var' or 'let'",
                    at: member.kindRange)
                continue
            }
            if let value = member.value {
                diagnostics.error(
                    .externalClassMember,
                    "external class '\(decl.name.name)' describes a class declared elsewhere, which sets its own "
                        + "values; remove the default of '\(member.name.name)'",
                    at: value.range)
            }
            var property = resolveProperty(member, in: decl, memberNames: [])
            property.value = nil
            properties.append(property)
        }
        var model = Model(
            name: decl.name.name,
            doc: decl.doc?.text,
            isolation: isolation,
            access: options.access,
            observation: false,
            conformances: conformances,
            implementsEquatable: false,
            implementsHashable: false,
            implementsEncodable: false,
            implementsDecodable: false,
            properties: properties,
            nameRange: decl.name.range,
            range: decl.range)
        model.kind = .externalClass(isObservable: isObservable)
        return model
    }

    /// Reports the first external class along `path` that is not `Observable`, for a rule that must read or
    /// observe it (`what` says how); true when the path can be observed.
    mutating func checkObservable(_ path: Path, _ what: String) -> Bool {
        let reached = [path.rootModel] + path.steps.dropLast().compactMap { $0.type.unwrapped.simpleName }
        for name in reached {
            guard let model = models[name], !model.isObservable else { continue }
            diagnostics.error(
                .externalNotObservable,
                "external class '\(name)' is not Observable, so '\(path)' cannot be \(what); if it is an "
                    + "@Observable class, declare 'external class \(name): Observable'",
                at: path.range)
            return false
        }
        return true
    }

    /// Whether `path` reads an `Observable` external class (which a binding observes through Swift's Observation).
    func readsObservableExternal(_ path: Path) -> Bool {
        let reached = [path.rootModel] + path.steps.dropLast().compactMap { $0.type.unwrapped.simpleName }
        return reached.contains { models[$0]?.isExternal == true }
    }
}
