import BinderySource
import BinderySyntax

extension TypeSyntax {
    /// The types written directly inside this one, in the order written: a named type's generic arguments, what an
    /// optional, array or existential wraps, a dictionary's key and value, a tuple's elements, a function type's
    /// parameters and then its result.
    var parts: [TypeSyntax] {
        switch self {
        case .named(let components, _): components.flatMap(\.genericArguments)
        case .optional(let wrapped, _), .implicitlyUnwrapped(let wrapped, _), .array(let wrapped, _),
            .existential(_, let wrapped, _):
            [wrapped]
        case .dictionary(let key, let value, _): [key, value]
        case .tuple(let elements, _): elements.map(\.type)
        case .function(let parameters, let result, _, _): parameters.map(\.type) + [result]
        }
    }

    /// Whether no type is written inside this one: a name without generic arguments (`String`, `Foundation.Date`),
    /// the type most properties have.
    var isBareName: Bool {
        guard case .named(let components, _) = self else { return false }
        return components.allSatisfy { $0.genericArguments.isEmpty }
    }

    /// Calls `visit` with this type and every type inside it, in the order written; the parts of a type are
    /// visited when `visit` returns true for it. A loop, not recursion: a type may nest as deep as the parser allows.
    func visitTypes(_ visit: (TypeSyntax) -> Bool) {
        // A bare name has no parts: visited without allocating a stack for them.
        if isBareName {
            _ = visit(self)
            return
        }
        var pending = [self]
        while let type = pending.popLast() {
            if visit(type) { pending += type.parts.reversed() }
        }
    }

    /// Calls `visit` with every named type in this one (`Foo.Bar<T>` as its components and range), in the order
    /// written; when `visit` returns true, the named type's generic arguments are visited too.
    func visitNamedTypes(_ visit: ([NameComponent], SourceRange) -> Bool) {
        visitTypes { type in
            guard case .named(let components, let range) = type else { return true }
            return visit(components, range)
        }
    }
}
