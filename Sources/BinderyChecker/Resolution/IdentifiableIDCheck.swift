import BinderySource
import BinderySyntax

/// `Identifiable` requires its `ID` to be `Hashable`. A model whose own `id` is not (a model that is not `Hashable`,
/// a tuple, a closure) still compiles: Swift takes the default that every class has, `id: ObjectIdentifier`, and
/// SwiftUI and every other generic client then identify the object, never the `id` the spec declares. That silent
/// switch is reported here, at the `id` property, when the checker can tell; a type of the user's is left to Swift.
/// So is a `@MainActor` model's `Hashable` serving a plain `Identifiable`, which Swift rejects in the generated class.
extension CheckRun {
    mutating func checkIdentifiableID(of decl: ModelDecl, _ model: Model) {
        // Cheap facts first: most models declare no conformance, and a member named `id` is looked for only in one
        // that is `Identifiable` (`SwiftType` drops a `Swift.` qualifier).
        guard !decl.conformances.isEmpty,
            let position = decl.conformances.firstIndex(where: { SwiftType($0).simpleName == "Identifiable" }),
            let index = decl.members.indices.first(where: { decl.members[$0].name.name.isSameName(as: "id") })
        else { return }
        let id = decl.members[index]
        let conformance = decl.conformances[position]
        // A `Hashable` that holds on the main actor only serves an `Identifiable` that does too: a plain one is
        // nonisolated, whatever the model's isolation, and Swift rejects it in the generated class.
        let isIsolated = decl.conformanceAttributes[position].contains { $0.name == "@MainActor" }
        // Written only when reporting: most `Identifiable` models have a Hashable `id`.
        let silently = {
            "model '\(model.name)' is '\(conformance)', whose 'id' must be Hashable, or Swift silently identifies "
                + "the object instead (its 'ObjectIdentifier'), never this 'id': "
        }
        let isolated = { (held: String) in
            "model '\(model.name)' is '\(conformance)' on any actor, so its 'id' must be Hashable on any actor, but "
                + "the conformance of model '\(held)' to 'Hashable' is isolated to the main actor; "
        }
        let message: String
        var notes: [Diagnostic.Note] = []
        var fixIts: [Diagnostic.FixIt] = []
        // A metatype (`Int.Type`) is no model or container, so only the conformance check's own test finds it.
        let verdict =
            unhashable(id.type, allowingMainActorConformances: isIsolated)
            ?? neverConforming(SwiftType(id.type), allowingTuple: false).map(Unhashable.never)
        switch verdict {
        case nil:
            return
        case .never(let description):
            message = silently() + "\(description) can never be Hashable; give 'id' a Hashable type"
        case .model(let held):
            let kind = held.isExternal ? "external class" : "model"
            message =
                silently()
                + "\(kind) '\(held.name)' is not \(held.isExternal ? "declared " : "")Hashable; add 'Hashable' to the "
                + "conformances of '\(held.name)'"
            notes = note("'\(held.name)' is declared here", at: held)
            fixIts = addingHashable(to: held)
        case .isolated(let held) where model.isolation == .mainActor:
            message = isolated(held.name) + "write '@MainActor \(conformance)' to conform on the main actor only"
            notes = note("'\(held.name)' is declared here", at: held)
            fixIts = [.inserting("@MainActor ", before: conformance.range)]
        case .isolated(let held):
            message = isolated(held.name) + "give '\(held.name)' the isolation of '\(model.name)'"
            notes = note("'\(held.name)' is declared here", at: held)
        }
        diagnostics.error(
            .unhashableType,
            message, at: id.name.range, notes: notes, fixIts: fixIts)
    }
}
