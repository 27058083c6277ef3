import BinderySource

// Embedded Swift reaches a transform's static function through the namespace the generator declares them in,
// `BinderyTransforms` (see the language reference, "Transforms in Swift"): by that name anywhere, and as `Self`
// inside a transform body, which is a static function of it. The checker and the language server both read these.

extension ExpressionSyntax {
    /// The members of the transforms' namespace this expression names (`BinderyTransforms.ownerName`), and of `Self`
    /// when that is the namespace (`selfIsTheNamespace`), as it is in a transform body.
    public func transformNamespaceMembers(selfIsTheNamespace: Bool) -> [(name: String, range: SourceRange)] {
        // Outside a transform body the namespace is named (`BinderyTransforms`, `Bindery.BinderyTransforms`): an
        // expression naming neither reaches no transform, which is every expression of most modules.
        if !selfIsTheNamespace, !Self.mayNameTransformNamespace(references) { return [] }
        return memberAccesses.filter {
            isTransformNamespace($0.base, before: $0, selfIsTheNamespace: selfIsTheNamespace)
        }.map { (name: $0.name, range: $0.range) }
    }

    /// Whether `references`, an expression's outside a transform body, may name the transforms' namespace: one of them
    /// is `BinderyTransforms`, or `Bindery` before it. Takes the references alone, which a caller reads in place.
    @inlinable public static func mayNameTransformNamespace(_ references: [Reference]) -> Bool {
        // By length first: nearly every name differs from both in it, and that costs no comparison of bytes.
        references.contains {
            let length = $0.name.utf8.count
            return (length == 17 && $0.name == "BinderyTransforms") || (length == 7 && $0.name == "Bindery")
        }
    }

    /// Whether `base`, what `member` is read on, is the transforms' namespace: `BinderyTransforms` (on its own or
    /// with its module, `Bindery.`), or `Self` (inside the namespace's static functions, the namespace itself), or
    /// either's `.self`.
    private func isTransformNamespace(
        _ base: MemberAccess.Base, before member: MemberAccess, selfIsTheNamespace: Bool
    ) -> Bool {
        switch base {
        case .reference(let index):
            let reference = references[index]
            return !reference.isOnSelf && reference.name == "BinderyTransforms"
        case .member(let index):
            let qualifier = memberAccesses[index]
            if qualifier.name == "self" {
                return isTransformNamespace(qualifier.base, before: qualifier, selfIsTheNamespace: selfIsTheNamespace)
            }
            guard qualifier.name == "BinderyTransforms", case .reference(let module) = qualifier.base else {
                return false
            }
            return !references[module].isOnSelf && references[module].name == "Bindery"
        case .other:
            // `Self` is a keyword, not a reference: only the text before the `.` tells it.
            return selfIsTheNamespace && isWrittenAfterSelfType(member)
        case .call, .referenceCall, .shorthandArgument, .closureParameter, .implicitKeyPathRoot, .closure:
            return false
        }
    }

    /// Whether `member` is written `Self.member` (spaces and line ends allowed around the `.`).
    private func isWrittenAfterSelfType(_ member: MemberAccess) -> Bool {
        let offset = member.range.start - range.start
        let utf8 = text.utf8
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
        return !beforeWord.isIdentifierByte && beforeWord != UInt8(ascii: ".")
    }
}
