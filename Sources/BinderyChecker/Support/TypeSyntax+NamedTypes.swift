import BinderySource
import BinderySyntax

extension TypeSyntax {
    /// Calls `visit` with every named type in this one (`Foo.Bar<T>` as its components and range), in the order
    /// written; when `visit` returns true, the named type's generic arguments are visited too.
    func visitNamedTypes(_ visit: ([NameComponent], SourceRange) -> Bool) {
        var pending = [self]
        while let type = pending.popLast() {
            switch type {
            case .named(let components, let range):
                if visit(components, range) { pending += components.flatMap(\.genericArguments).reversed() }
            case .optional(let wrapped, _), .implicitlyUnwrapped(let wrapped, _), .array(let wrapped, _),
                .existential(_, let wrapped, _):
                pending.append(wrapped)
            case .dictionary(let key, let value, _):
                pending += [value, key]
            case .tuple(let elements, _):
                pending += elements.map(\.type).reversed()
            case .function(let parameters, let result, _, _):
                pending.append(result)
                pending += parameters.reversed()
            }
        }
    }
}
