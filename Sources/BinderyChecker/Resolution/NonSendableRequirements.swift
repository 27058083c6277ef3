import BinderySource
import BinderySyntax

/// A `@MainActor` model's `let` belongs to no actor only when its type is `Sendable`; one of a type that is not
/// (`let errorUserInfo: [String: Any]`, `let id: Draft` with `Draft` a nonisolated model) belongs to the main actor, as
/// a `var` does, and cannot satisfy a nonisolated conformance's requirement: Swift rejects the generated class
/// ("crosses into main actor-isolated code"). Reported as ``checkIsolatedRequirements(of:properties:isolation:)``
/// reports a `var`, when the checker can tell the type is not `Sendable`; a type of the user's is left to Swift.
extension CheckRun {
    mutating func checkNonSendableRequirements(of decl: ModelDecl, _ model: Model) {
        // Cheap facts first: a nonisolated model's `let`s are nonisolated anyway, and most models pass nothing through.
        guard model.isolation == .mainActor, !decl.conformances.isEmpty else { return }
        for position in decl.conformances.indices where decl.conformanceAttributes[position].isEmpty {
            let conformance = decl.conformances[position]
            guard let name = SwiftType(conformance).simpleName, let requirements = Self.requirementsOfProtocol[name]
            else { continue }
            for index in decl.members.indices where decl.members[index].kind == .let {
                let member = decl.members[index]
                guard requirements.contains(where: { member.name.name.isSameName(as: $0) }),
                    let culprit = notSendable(member.type)
                else { continue }
                let isolatedConformance = Self.errorProtocols.contains(name) ? nil : "@MainActor \(conformance)"
                let remedy =
                    isolatedConformance.map { "write '\($0)' to conform on the main actor only" }
                    ?? "remove it, and declare it in Swift as a 'nonisolated var' in an extension of '\(model.name)'"
                diagnostics.error(
                    .isolatedRequirement,
                    "model '\(model.name)' is @MainActor, and its let '\(member.name.name)' holds \(culprit), which is "
                        + "not Sendable, so it belongs to the main actor and cannot satisfy '\(conformance)' from "
                        + "anywhere; \(remedy)",
                    at: conformance.range,
                    notes: [.init("'\(member.name.name)' is declared here", at: member.name.range)],
                    fixIts: isolatedConformance == nil ? [] : [.inserting("@MainActor ", before: conformance.range)])
            }
        }
    }

    /// What in `type` is certainly not `Sendable`, described for a message: a nonisolated model not declared
    /// `@unchecked Sendable`, `Any`, a function type that is neither `@Sendable` nor `@MainActor`; nil when the type
    /// is Sendable or only Swift can tell (a type of the user's, an external class, an existential).
    private func notSendable(_ type: TypeSyntax) -> String? {
        switch type {
        case .named(let components, _):
            let standard = components.count == 2 && components[0].name.name == "Swift"
            guard components.count == 1 || standard else { return nil }
            let last = components[components.count - 1]
            if !standard, let held = models[last.name.name] {
                guard !held.isExternal, held.isolation == .nonisolated,
                    !held.conformances.contains(where: { $0.type.simpleName == "Sendable" })
                else { return nil }
                return "nonisolated model '\(held.name)'"
            }
            switch last.name.name {
            case "Any", "AnyObject": return "'\(last.name.name)'"
            case "Optional", "Array", "Dictionary", "Set":
                return last.genericArguments.lazy.compactMap(notSendable).first
            default: return nil
            }
        case .optional(let wrapped, _), .implicitlyUnwrapped(let wrapped, _), .array(let wrapped, _):
            return notSendable(wrapped)
        case .dictionary(let key, let value, _):
            return notSendable(key) ?? notSendable(value)
        case .tuple(let elements, _):
            return elements.lazy.compactMap { notSendable($0.type) }.first
        case .function(_, _, let attributes, _):
            let sendable = attributes.contains { !["@escaping", "@autoclosure", "async", "throws"].contains($0) }
            return sendable ? nil : "a function type '\(type)' that is not @Sendable"
        case .existential:
            return nil
        }
    }
}
