import BinderySource
import BinderySyntax

extension CheckRun {
    /// A nonisolated model's computed property is evaluated on no actor, so Swift rejects it when it reads a member of
    /// a `@MainActor` model or external class the model refers to (`owner?.name`); reading the reference itself
    /// (`owner != nil`) is allowed, as Swift allows it.
    mutating func checkComputedReadsAcrossIsolation() {
        for name in modelOrder {
            guard let model = models[name], !model.isExternal, model.module == nil, model.isolation == .nonisolated,
                let decl = modelSyntax[name]
            else { continue }
            for member in decl.members where member.kind == .computed {
                guard let value = member.value, let property = lookUpProperty(member.name.name, in: model.name)
                else { continue }
                var readsThroughAReference = false
                for reference in value.references
                where property.dependencies.contains(where: {
                    $0.isSameName(as: reference.name)
                }) && Self.isFollowedByMemberAccess(reference, in: value) {
                    guard
                        let read = lookUpProperty(reference.name, in: model.name),
                        // `owner.map { … }` on an optional reads a member of `Optional`, not of the model.
                        !(read.type.isOptional && Self.isFollowedByPlainDot(reference, in: value)),
                        let referenced = modelOrClass(namedBy: read.type.unwrapped), referenced.isolation == .mainActor
                    else { continue }
                    reportCrossIsolationRead(
                        "computed property '\(member.name.name)' of nonisolated model '\(model.name)' reads through "
                            + "'\(reference.name)'", of: referenced, by: model, members: "its", at: reference.range)
                    readsThroughAReference = true
                }
                // Past a nonisolated model the path reaches (`page?.owner?.name`): only where a @MainActor one exists.
                let bases = hasMainActorModels ? modelsReadOn(in: value, of: model) : []
                if !readsThroughAReference, hasMainActorModels {
                    checkReadsPastModels(of: member.name.name, in: model, value: value, bases: bases)
                }
                // Without a @MainActor model or class there is nothing to reach.
                if hasMainActorModels {
                    checkElementReads(
                        of: member.name.name, in: model, value: value, dependencies: property.dependencies,
                        bases: bases)
                }
            }
        }
    }

    /// The reads ``checkComputedReadsAcrossIsolation()`` cannot see on a reference itself: a member of a `@MainActor`
    /// model reached through a collection or another type holding it (`owners.map { $0.name }`,
    /// `owners.first?.name`, `byName["a"]?.count`). Bindery does not know what `$0` or `first` is, so a member read
    /// on anything but a property or a closure's result counts when a `@MainActor` model reached that way has a
    /// property of its name; a member of the collection itself (`owners.count`) is read on the property and does
    /// not.
    ///
    /// `bases` are what each member access of `value` is read on (``modelsReadOn(in:of:)``), or none: then only the
    /// model's own properties are followed, not those of the nonisolated models it reaches
    /// (`page?.owners.map { $0.name }`).
    private mutating func checkElementReads(
        of computed: String, in model: Model, value: ExpressionSyntax, dependencies: [String], bases: [String?]
    ) {
        var reached: [(model: Model, through: String, type: SwiftType)] = []
        func follow(_ read: Property, through: String) {
            // A model held directly is the check above's; an optional one is reached through `Optional`'s members
            // too (`owner.map { $0.name }`), as an array's elements are.
            if !read.type.isOptional, modelOrClass(namedBy: read.type) != nil { return }
            // Inside function types too: `f().name` on a `() -> Profile` reads a `Profile`'s member.
            for held in modelsSpelled(in: read.type) {
                guard held.isolation == .mainActor,
                    !reached.contains(where: { $0.model.name.isSameName(as: held.name) })
                else { continue }
                reached.append((held, through, read.type))
            }
        }
        for reference in value.references
        where dependencies.contains(where: { $0.isSameName(as: reference.name) })
            && !reached.contains(where: { $0.through.isSameName(as: reference.name) })
        {
            guard let read = lookUpProperty(reference.name, in: model.name) else { continue }
            follow(read, through: reference.name)
        }
        for (access, base) in zip(value.memberAccesses, bases) {
            guard let base, models[base]?.isolation == .nonisolated, let read = lookUpProperty(access.name, in: base)
            else { continue }
            let path = SourceRange(
                file: access.range.file, start: Self.pathStart(of: access, in: value), end: access.range.end)
            follow(read, through: sources.text(path))
        }
        guard !reached.isEmpty else { return }
        for access in value.memberAccesses where Self.mayReadAnElement(access, in: value) {
            guard
                let (held, through, type) = reached.first(where: {
                    lookUpProperty(access.name, in: $0.model.name) != nil
                })
            else { continue }
            reportCrossIsolationRead(
                "computed property '\(computed)' of nonisolated model '\(model.name)' reads '\(access.name)' of "
                    + Self.describe(held.name, reachedThrough: through, of: type), of: held, by: model,
                members: "their", at: access.range)
        }
    }

    /// A member of a `@MainActor` model or external class read past a nonisolated model the path reaches
    /// (`page?.owner?.name`, where `Page` is nonisolated and `owner` a `@MainActor` `Owner`): Swift rejects it as it
    /// rejects `owner?.name` on the model's own property. The first such read of `value` is reported, at its path.
    private mutating func checkReadsPastModels(
        of computed: String, in model: Model, value: ExpressionSyntax, bases: [String?]
    ) {
        for (access, base) in zip(value.memberAccesses, bases) {
            guard case .member(let index) = access.base, let base, let held = models[base],
                held.isolation == .mainActor, lookUpProperty(access.name, in: base) != nil
            else { continue }
            let through = value.memberAccesses[index]
            let path = SourceRange(
                file: through.range.file, start: Self.pathStart(of: through, in: value), end: through.range.end)
            reportCrossIsolationRead(
                "computed property '\(computed)' of nonisolated model '\(model.name)' reads through "
                    + "'\(sources.text(path))'", of: held, by: model, members: "its", at: path)
            return
        }
    }

    /// A key path rooted at a `@MainActor` model (`\Profile.name`) in `value`, a default or computed property of
    /// nonisolated `model` (`what`), which Swift forms only where the property may be read: not on no actor.
    mutating func checkKeyPathReads(_ what: @autoclosure () -> String, in model: Model, value: ExpressionSyntax) {
        for (rooted, access) in mainActorKeyPathReads(in: value) {
            reportCrossIsolationRead(
                "\(what()) reads '\(access.name)' of '\(rooted.name)' through a key path", of: rooted, by: model,
                members: "its", at: access.range)
        }
    }

    /// How a message names the `held` models reached through the property `through` of type `type`: those a
    /// function gives or takes (`the 'Owner' that 'makeOwner' gives` for a `() -> Owner`, `the 'Owner' values that
    /// 'makeOwners' gives` for a `() -> [Owner]`), or those a collection or an optional holds (`the 'Owner' values in
    /// 'owners'`).
    private static func describe(_ held: String, reachedThrough through: String, of type: SwiftType) -> String {
        guard case .function(let parameters, let result, _) = type.unwrapped else {
            return "the '\(held)' values in '\(through)'"
        }
        func names(_ type: SwiftType) -> Bool { type.spelledTypes.contains { $0.isSameName(as: held) } }
        // What the function gives is what a read reaches (`makeOwner().name`); failing that, what it takes.
        let (side, verb) = names(result) ? ([result], "gives") : (parameters.filter(names), "takes")
        let isOne = side.count == 1 && side[0].unwrapped.simpleName.map { $0.isSameName(as: held) } == true
        return "the '\(held)'\(isOne ? "" : " values") that '\(through)' \(verb)"
    }

    /// Whether `access` may read a member of an element of a collection rather than of the collection or a value
    /// made from it: on a closure's parameter (`owners.map { $0.name }`), on a member or call that gives an element
    /// (`owners.first?.name`, `owners.max { … }?.name`), or on what Bindery cannot tell (a subscript's result,
    /// `byName["a"]?.count`). Not on a property itself (`owners.count`), nor on a call that gives a collection
    /// (`owners.filter { … }.count`).
    static func mayReadAnElement(_ access: ExpressionSyntax.MemberAccess, in value: ExpressionSyntax) -> Bool {
        switch access.base {
        case .reference, .closure:
            return false
        case .member(let index), .call(let index):
            let elementGiving: Set<String> = [
                "first", "last", "min", "max", "randomElement", "popFirst", "popLast", "removeFirst", "removeLast",
            ]
            return elementGiving.contains(value.memberAccesses[index].name)
        case .closureParameter, .referenceCall, .implicitKeyPathRoot, .shorthandArgument, .other:
            return true
        }
    }

    /// `cross-isolation-read`: `what` reads members of `isolated`, a `@MainActor` model or external class, from
    /// `model`, which is nonisolated.
    private mutating func reportCrossIsolationRead(
        _ what: String, of isolated: Model, by model: Model, members whose: String, at range: SourceRange
    ) {
        let kind = isolated.isExternal ? "external class" : "model"
        diagnostics.error(
            .crossIsolationRead,
            what + ", but \(kind) '\(isolated.name)' is @MainActor, so code on no actor cannot read \(whose) members; "
                + "give '\(model.name)' and '\(isolated.name)' the same isolation",
            at: range,
            notes: note("'\(isolated.name)' is declared here", at: isolated))
    }

    /// Whether `reference` is followed by `.` itself, not `?.` or `!.`: on an optional, a member of `Optional`.
    private static func isFollowedByPlainDot(
        _ reference: ExpressionSyntax.Reference, in expression: ExpressionSyntax
    ) -> Bool {
        bytes(after: reference, in: expression)?.first == UInt8(ascii: ".")
    }

    /// Whether `reference` is followed by `.`, `?.` or `!.` in `expression`: a member of what it names is read.
    private static func isFollowedByMemberAccess(
        _ reference: ExpressionSyntax.Reference, in expression: ExpressionSyntax
    ) -> Bool {
        guard var rest = bytes(after: reference, in: expression) else { return false }
        if let first = rest.first, first == UInt8(ascii: "?") || first == UInt8(ascii: "!") { rest = rest.dropFirst() }
        return rest.first == UInt8(ascii: ".")
    }

    /// The bytes of `expression` after `reference`, from the first that is neither a space nor a newline; nil if
    /// `reference` is not inside it. Read in place: a copy of the expression's bytes per reference made a long
    /// expression quadratic.
    static func bytes(
        after reference: ExpressionSyntax.Reference, in expression: ExpressionSyntax
    ) -> Substring.UTF8View? {
        let offset = reference.range.end - expression.range.start
        let utf8 = expression.text.utf8
        guard offset >= 0, offset <= utf8.count else { return nil }
        return utf8.dropFirst(offset).drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") }
    }
}
