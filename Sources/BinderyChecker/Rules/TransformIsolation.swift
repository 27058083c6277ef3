import BinderySource
import BinderySyntax

extension CheckRun {
    /// Decides where each of this module's transforms runs (``Transform/isolation``), which the generator then
    /// writes, and reports a body that runs on no actor yet reads a member of a `@MainActor` model (`$0?.name`) or
    /// makes one (`Profile()`), which Swift rejects: here, at the body, rather than in the generated code.
    mutating func decideTransformIsolation(of files: inout [CheckedFile]) {
        var nonisolatedUses: [ExactName: (binding: Binding, range: SourceRange)] = [:]
        for binding in files.flatMap(\.bindings) where binding.isolation == .nonisolated {
            for case .assignment(let assignment) in binding.rules {
                for step in assignment.transforms where step.builtin == nil && nonisolatedUses[step.name] == nil {
                    nonisolatedUses[step.name] = (binding, step.range)
                }
            }
        }
        checkImportedTransformsOffTheMainActor(nonisolatedUses)
        // Every isolation first: a body may call a transform declared after it.
        for index in files.indices {
            for position in files[index].transforms.indices {
                let transform = files[index].transforms[position]
                files[index].transforms[position].isolation = isolation(
                    of: transform, appliedOffTheMainActor: nonisolatedUses[transform.name] != nil)
            }
        }
        let decided = files.flatMap(\.transforms)
        let isolations = Dictionary(
            decided.map { (ExactName($0.name), $0.isolation) }, uniquingKeysWith: { first, _ in first })
        for transform in decided {
            guard let decl = transformSyntax[transform.name] else { continue }
            for body in decl.body.expressions { checkCallsOfImportedExternalTransforms(in: body, isolations) }
            // On the main actor, its body may read and make what its types name, and call what runs there.
            guard transform.isolation != .mainActor else { continue }
            let use = nonisolatedUses[transform.name]
            let signatureModels = mainActorModels(namedIn: transform)
            for body in decl.body.expressions {
                // A reversible transform's backward half gives its input's type.
                let gives: SwiftType? =
                    if case .reversible(_, let backward) = decl.body, body.range == backward.range {
                        transform.inputs.first
                    } else {
                        transform.output
                    }
                checkTransformBody(body, giving: gives, of: transform, reading: signatureModels, appliedBy: use)
                checkTransformCalls(in: body, of: transform, isolations: isolations, appliedBy: use)
            }
        }
        checkModelCallsOfTransforms(isolations)
        checkFallbackCalls(in: files, isolations)
    }

    /// Where `transform` runs (see ``Transform/isolation``). Another module's nonisolated binding may apply a public
    /// (or package) external transform through its export, so that one is nonisolated unless its types name a `@MainActor` model
    /// or class, whose members its implementation may read. Only this module's build can tell whether the
    /// implementation is nonisolated (its target may default to `MainActor`): Swift reports one that is not at the
    /// spec's transform, rather than in the importing module's generated file.
    private func isolation(of transform: Transform, appliedOffTheMainActor: Bool) -> Isolation? {
        let namesMainActorTypes = !mainActorModels(namedIn: transform).isEmpty
        let isExternal = transform.body == .external
        if appliedOffTheMainActor || isExternal && transform.access != .internal && !namesMainActorTypes {
            return .nonisolated
        }
        if namesMainActorTypes { return .mainActor }
        return isExternal ? nil : .nonisolated
    }

    /// An imported transform with a body over a `@MainActor` model or external class was generated `@MainActor` in
    /// its module, unless a nonisolated binding there applies it too: a nonisolated binding here cannot call it.
    private mutating func checkImportedTransformsOffTheMainActor(
        _ uses: [ExactName: (binding: Binding, range: SourceRange)]
    ) {
        for (name, use) in uses.sorted(by: { $0.value.range.start < $1.value.range.start })
        where transformSyntax[name] == nil {
            guard let declaration = importedDeclarations[name], let transform = declaration.transform,
                transform.body != .external, transform.isolation == .mainActor,
                let isolated = mainActorModels(namedIn: transform).first
            else { continue }
            let kind = isolated.isExternal ? "external class" : "model"
            diagnostics.error(
                .crossIsolationRead,
                "transform '\(transform.name)' of module '\(declaration.module)' runs on the main actor, as it takes or "
                    + "returns a '\(isolated.name)', which is a @MainActor \(kind), but nonisolated binding "
                    + "'\(use.binding.name)' applies it; give '\(use.binding.name)' and '\(isolated.name)' the same "
                    + "isolation, or apply the transform only in @MainActor bindings",
                at: use.range, notes: declarationNote(ofImported: transform))
        }
    }

    private mutating func checkTransformBody(
        _ body: ExpressionSyntax, giving gives: SwiftType?, of transform: Transform, reading signatureModels: [Model],
        appliedBy use: (binding: Binding, range: SourceRange)?
    ) {
        for access in body.memberAccesses {
            let read: Model?
            switch access.base {
            case .reference:
                // A static member, or a key path's property (see ``mainActorKeyPathReads(in:)``).
                read = nil
            case .shorthandArgument(let index):
                // On an input itself: a member of the model it is, not of a collection holding it (`$0.count`).
                read =
                    index < transform.inputs.count
                    ? modelOrClass(namedBy: transform.inputs[index].unwrapped).flatMap { input in
                        signatureModels.first { $0.name.isSameName(as: input.name) }
                    } : nil
            case .member, .call:
                read = Self.mayReadAnElement(access, in: body) ? signatureModels.first { has(access.name, $0) } : nil
            case .closureParameter, .referenceCall, .implicitKeyPathRoot, .closure, .other:
                read = signatureModels.first { has(access.name, $0) }
            }
            guard let read, has(access.name, read) else { continue }
            reportTransformOffTheMainActor(
                transform, "reads '\(access.name)' of '\(read.name)'", read, cannot: "read its members", appliedBy: use,
                at: access.range)
        }
        for (rooted, access) in mainActorKeyPathReads(in: body) {
            reportTransformOffTheMainActor(
                transform, "reads '\(access.name)' of '\(rooted.name)'", rooted, cannot: "read its members",
                appliedBy: use, at: access.range)
        }
        for (made, range) in mainActorModelsMade(in: body, giving: gives) {
            reportTransformOffTheMainActor(
                transform, "makes a '\(made.name)'", made, cannot: "call its initializer", appliedBy: use, at: range)
        }
    }

    /// The `@MainActor` models and external classes among the types `transform` takes or returns, inside function
    /// types too (`(() -> Profile) -> String` calls the function and reads what it gives), written with their module's
    /// name too (`App.Profile`).
    func mainActorModels(namedIn transform: Transform) -> [Model] {
        // Most modules have none: their transforms' types need no walk.
        guard hasMainActorModels else { return [] }
        return (transform.inputs + [transform.output]).flatMap(modelsSpelled).filter { $0.isolation == .mainActor }
    }

    private func has(_ property: String, _ model: Model) -> Bool {
        lookUpProperty(property, in: model.name) != nil
    }

    /// `cross-isolation-read` for a transform body that runs on no actor.
    mutating func reportTransformOffTheMainActor(
        _ transform: Transform, _ what: String, _ isolated: Model, cannot: String,
        appliedBy use: (binding: Binding, range: SourceRange)?, at range: SourceRange
    ) {
        let kind = isolated.isExternal ? "external class" : "model"
        let why: String
        let fix: String
        var notes = note("'\(isolated.name)' is declared here", at: isolated)
        if let use {
            why = "nonisolated binding '\(use.binding.name)' applies it, so it runs on no actor"
            fix =
                "give '\(use.binding.name)' and '\(isolated.name)' the same isolation, or apply the transform only in "
                + "@MainActor bindings"
            notes.append(.init("'\(use.binding.name)' applies '\(transform.name)' here", at: use.range))
        } else {
            why = "its inputs and output name no @MainActor model or external class, so it runs on no actor"
            fix = "take or return a '\(isolated.name)' in the transform's signature, so that it runs on the main actor"
        }
        diagnostics.error(
            .crossIsolationRead,
            "transform '\(transform.name)' \(what), which is a @MainActor \(kind), but \(why), and code on no actor "
                + "cannot \(cannot); \(fix)",
            at: range, notes: notes)
    }

    /// The properties of `@MainActor` models that `expression` forms key paths to, rooted at the model's name
    /// (`\Profile.name`) or at it written with its module's (`\App.Profile.name`): Swift forms them only where the
    /// property may be read.
    func mainActorKeyPathReads(in expression: ExpressionSyntax) -> [(
        model: Model, property: ExpressionSyntax.MemberAccess
    )] {
        expression.memberAccesses.compactMap { access in
            let root: Model?
            switch access.base {
            case .reference(let index):
                let name = expression.references[index]
                root = Self.isKeyPathRoot(name, in: expression) ? models[name.name] : nil
            case .member(let index):
                // The backslash first, then the look-up, which hashes the name.
                let type = expression.memberAccesses[index]
                guard case .reference(let moduleIndex) = type.base,
                    Self.isKeyPathRoot(expression.references[moduleIndex], in: expression),
                    let model = models[type.name]
                else { return nil }
                let module = expression.references[moduleIndex]
                root = (model.module ?? moduleName).map { $0.isSameName(as: module.name) } == true ? model : nil
            case .call, .referenceCall, .shorthandArgument, .closureParameter, .implicitKeyPathRoot, .closure, .other:
                root = nil
            }
            guard let root, root.isolation == .mainActor, lookUpProperty(access.name, in: root.name) != nil else {
                return nil
            }
            return (root, access)
        }
    }

    /// Whether `reference` is written right after a backslash, as the root of a key path (`\Profile.name`).
    static func isKeyPathRoot(_ reference: ExpressionSyntax.Reference, in expression: ExpressionSyntax) -> Bool {
        let offset = reference.range.start - expression.range.start
        let utf8 = expression.text.utf8
        guard offset > 0, offset <= utf8.count else { return false }
        return utf8[utf8.index(utf8.startIndex, offsetBy: offset - 1)] == UInt8(ascii: "\\")
    }

    /// Whether `reference` is followed by `(` or `.init(`: a call, such as an initializer's (`Profile()`, or
    /// `Profile ()`, which Swift calls too, or `Profile.init()`).
    static func isCalled(_ reference: ExpressionSyntax.Reference, in expression: ExpressionSyntax) -> Bool {
        guard var rest = bytes(after: reference, in: expression) else { return false }
        if rest.starts(with: ".init".utf8) {
            rest = rest.dropFirst(5).drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") }
        }
        return rest.first == UInt8(ascii: "(")
    }
}
