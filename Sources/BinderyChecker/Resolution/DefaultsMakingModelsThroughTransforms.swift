import BinderySource
import BinderySyntax

extension CheckRun {
    /// The models a default makes through a transform it calls (`var next: Node? = BinderyTransforms.make(1)`, with
    /// `transform make(Int) -> Node? = Node(value: $0)`): each at the call in the default, with the argument labels of
    /// the call in the transform's body. One level deep: a transform calling another is left to Swift.
    func modelsMadeThroughTransforms(in value: ExpressionSyntax) -> [(String, SourceRange, [String])] {
        // Most defaults call no transform.
        guard value.references.contains(where: { $0.name == "BinderyTransforms" }) else { return [] }
        var found: [(String, SourceRange, [String])] = []
        for access in value.memberAccesses {
            guard case .reference(let index) = access.base, !value.references[index].isOnSelf,
                value.references[index].name == "BinderyTransforms"
            else { continue }
            let named = ExpressionSyntax.Reference(name: access.name, range: access.range, isOnSelf: false)
            guard Self.isCalled(named, in: value),
                Self.isSureToRun(access.range.start - value.range.start, of: value.text),
                let decl = transformSyntax[access.name]
            else { continue }
            let body: ExpressionSyntax
            switch decl.body {
            case .expression(let expression): body = expression
            case .reversible(let forward, _): body = forward
            case .external: continue
            }
            for (model, _, labels) in modelsMade(in: body, giving: decl.output, followingTransforms: false) {
                found.append((model, access.range, labels))
            }
        }
        return found
    }
}
