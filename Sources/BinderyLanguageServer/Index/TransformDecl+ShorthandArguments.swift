import BinderyChecker
import BinderySyntax

extension TransformDecl {
    /// The types of `$0`, `$1` … in the body: the inputs, except in a reversible transform's `backward:` half, which
    /// turns the output back into the input, so its one `$0` is the output. Symbol index, completion and hover read
    /// members on `$N` by these, so a rename, a completion list and a hover agree on what `$0.name` names.
    func shorthandArgumentTypes(inBackward isBackward: Bool) -> [SwiftType] {
        isBackward ? [SwiftType(output)] : inputs.map(SwiftType.init)
    }

    /// Each embedded expression of the body, with the types of its `$0`, `$1` …; none for an `external` transform.
    var bodyExpressions: [(expression: ExpressionSyntax, shorthandArgumentTypes: [SwiftType])] {
        switch body {
        case .expression(let expression):
            return [(expression, shorthandArgumentTypes(inBackward: false))]
        case .reversible(let forward, let backward):
            return [
                (forward, shorthandArgumentTypes(inBackward: false)),
                (backward, shorthandArgumentTypes(inBackward: true)),
            ]
        case .external:
            return []
        }
    }
}
