import BinderySource
import BinderySyntax

// What the member reads of an embedded Swift expression are read on, as far as its paths through models tell: the
// checks of what a computed property reads past its own model's properties start here.
extension CheckRun {
    /// For each member access of `value`, an expression of `model`, the model or external class it is read on, when
    /// the path tells: `form` in `form?.query`, `Search` then `SearchForm` in `search?.form?.query`.
    func modelsReadOn(in value: ExpressionSyntax, of model: Model) -> [String?] {
        // For each member access, the model or external class the property it reads holds.
        var held: [String?] = []
        var bases: [String?] = []
        held.reserveCapacity(value.memberAccesses.count)
        bases.reserveCapacity(value.memberAccesses.count)
        for access in value.memberAccesses {
            let base: String?
            switch access.base {
            case .reference(let index) where value.references.indices.contains(index):
                let holder = lookUpProperty(value.references[index].name, in: model.name)
                base = holder?.kind == .computed ? nil : holder?.referencedModel
            case .member(let index) where index < held.count:
                base = held[index]
            default:
                base = nil
            }
            let property = base.flatMap { lookUpProperty(access.name, in: $0) }
            held.append(property?.kind == .computed ? nil : property?.referencedModel)
            bases.append(base)
        }
        return bases
    }

    /// Where the path that ends at `access` starts: the property it is read on, through the members before it.
    static func pathStart(of access: ExpressionSyntax.MemberAccess, in value: ExpressionSyntax) -> Int {
        var current = access
        while true {
            switch current.base {
            case .reference(let index) where value.references.indices.contains(index):
                return value.references[index].range.start
            case .member(let index) where value.memberAccesses.indices.contains(index):
                current = value.memberAccesses[index]
            default:
                return current.range.start
            }
        }
    }
}
