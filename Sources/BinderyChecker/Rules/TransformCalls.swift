import BinderySource
import BinderySyntax

extension CheckRun {
    /// Reports a body that runs on no actor yet calls a transform that runs on the main actor (`ownerName(nil)`, where
    /// `transform ownerName(Profile?) -> String`), by any name of its function (see ``transformFunctionNames(in:)``):
    /// Swift rejects the call, or the function passed on as a nonisolated one (`map(ownerName)`), in the generated
    /// code, so it is reported here, at the name, with the fix, as a member read of a `@MainActor` model is.
    /// `isolations` holds where each of this module's transforms runs; another module's say so themselves.
    mutating func checkTransformCalls(
        in body: ExpressionSyntax, of transform: Transform, isolations: [ExactName: Isolation?],
        appliedBy use: (binding: Binding, range: SourceRange)?
    ) {
        for mention in Self.transformFunctionNames(in: body) {
            let name = ExactName(mention.name)
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
                transform, what, isolated, cannot: "call it", appliedBy: use, at: mention.range)
        }
    }

    /// Reports a body that calls another module's external transform, by any name of its function (see
    /// ``transformFunctionNames(in:)``): its module implements it by hand, as an `internal` function is enough there
    /// (the generated bindings that import it call a public export), so Swift would find nothing to call here but an
    /// inaccessible function. A rule may apply it.
    mutating func checkCallsOfImportedExternalTransforms(
        in body: ExpressionSyntax, _ isolations: [ExactName: Isolation?]
    ) {
        for mention in Self.transformFunctionNames(in: body) {
            let name = ExactName(mention.name)
            guard isolations[name] == nil, let declaration = importedDeclarations[name],
                let callee = declaration.transform, callee.body == .external
            else { continue }
            diagnostics.error(
                .importedNotPublic,
                "transform '\(callee.name)' of module '\(declaration.module)' is implemented by hand in that module, "
                    + "where its Swift function need not be public, so a transform of this module cannot call it; "
                    + "apply it in a rule ('… | \(callee.name)'), or call a transform of your own",
                at: mention.range, notes: declarationNote(ofImported: callee))
        }
    }

    /// The names in a transform body that may reach the static function of a transform (in the `BinderyTransforms`
    /// extension the bodies are generated in), called or passed on as a function (`items.map(ownerName)`): bare
    /// (`ownerName(nil)`, which no name the body declares shadows), or a static member of that namespace
    /// (`Self.ownerName`, `BinderyTransforms.ownerName`, `Bindery.BinderyTransforms.ownerName`, `Self.self.ownerName`).
    /// Which of them name a transform is the caller's to look up.
    static func transformFunctionNames(in body: ExpressionSyntax) -> [(name: String, range: SourceRange)] {
        let bare = body.references.map { (name: $0.name, range: $0.range) }
        let qualified = body.memberAccesses.filter { isTransformNamespace($0.base, before: $0, in: body) }
        return bare + qualified.map { (name: $0.name, range: $0.range) }
    }

    /// Whether `base`, what `member` is read on, is the transforms' namespace: `BinderyTransforms` (on its own or
    /// with its module, `Bindery.`), or `Self` (inside the namespace's static functions, the namespace itself), or
    /// either's `.self`.
    private static func isTransformNamespace(
        _ base: ExpressionSyntax.MemberAccess.Base, before member: ExpressionSyntax.MemberAccess,
        in body: ExpressionSyntax
    ) -> Bool {
        switch base {
        case .reference(let index):
            let reference = body.references[index]
            return !reference.isOnSelf && reference.name == "BinderyTransforms"
        case .member(let index):
            let qualifier = body.memberAccesses[index]
            if qualifier.name == "self" { return isTransformNamespace(qualifier.base, before: qualifier, in: body) }
            guard qualifier.name == "BinderyTransforms", case .reference(let module) = qualifier.base else {
                return false
            }
            return !body.references[module].isOnSelf && body.references[module].name == "Bindery"
        case .other:
            // `Self` is a keyword, not a reference: only the text before the `.` tells it.
            return isWrittenAfterSelfType(member, in: body)
        case .call, .shorthandArgument, .closureParameter, .implicitKeyPathRoot, .closure:
            return false
        }
    }

    /// Whether `member` is written `Self.member` (spaces and line ends allowed around the `.`).
    private static func isWrittenAfterSelfType(_ member: ExpressionSyntax.MemberAccess, in body: ExpressionSyntax)
        -> Bool
    {
        let offset = member.range.start - body.range.start
        let utf8 = body.text.utf8
        guard offset >= 0, offset <= utf8.count else { return false }
        let isSpace = { (byte: UInt8) in
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 10 || byte == 13
        }
        var before = utf8.prefix(offset)
        while let last = before.last, isSpace(last) { before = before.dropLast() }
        guard before.last == UInt8(ascii: ".") else { return false }
        before = before.dropLast()
        while let last = before.last, isSpace(last) { before = before.dropLast() }
        guard before.suffix(4).elementsEqual("Self".utf8) else { return false }
        // The whole word `Self`, not the end of another name (`MySelf`) or a member (`x.Self`).
        guard let beforeWord = before.dropLast(4).last else { return true }
        return !isIdentifierByte(beforeWord) && beforeWord != UInt8(ascii: ".")
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// "'name' is declared here" at an imported transform, when its spec is among this run's sources to point into.
    func declarationNote(ofImported transform: Transform) -> [Diagnostic.Note] {
        guard let range = transform.nameRange, importedFilesInSources.contains(range.file) else { return [] }
        return [Diagnostic.Note("'\(transform.name)' is declared here", at: range)]
    }
}
