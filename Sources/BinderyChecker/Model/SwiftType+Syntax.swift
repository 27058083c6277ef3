import BinderySyntax

extension SwiftType {
    /// The normalised type of what a spec wrote. `T!` is treated as `T?`: a spec has no use for the difference.
    public init(_ syntax: TypeSyntax) {
        switch syntax {
        case .named(let components, _):
            let converted = components.map { Component($0.name.name, $0.genericArguments.map(SwiftType.init)) }
            self = SwiftType.normalising(converted)
        case .optional(let wrapped, _), .implicitlyUnwrapped(let wrapped, _):
            self = .optional(SwiftType(wrapped))
        case .array(let element, _):
            self = .array(SwiftType(element))
        case .dictionary(let key, let value, _):
            self = .dictionary(key: SwiftType(key), value: SwiftType(value))
        case .tuple(let elements, _):
            let converted = elements.map { TupleElement(label: $0.label?.name, type: SwiftType($0.type)) }
            // `(T)` is just `T`.
            if converted.count == 1, converted[0].label == nil {
                self = converted[0].type
            } else {
                self = .tuple(converted)
            }
        case .function(let parameters, let result, let attributes, _):
            self = .function(
                parameters: parameters.map { SwiftType($0.type) }, result: SwiftType(result), attributes: attributes)
        case .existential(let keyword, let constraint, _):
            self = .existential(keyword: keyword, SwiftType(constraint))
        }
    }

    private static func normalising(_ components: [Component]) -> SwiftType {
        var components = components
        // `Swift.Optional<T>` and `Optional<T>`, `Swift.Void` and `Void`, are the same type.
        if components.count == 2, components[0].name == "Swift", components[0].genericArguments.isEmpty {
            components.removeFirst()
        }
        guard components.count == 1 else { return .named(components) }
        let arguments = components[0].genericArguments
        switch (components[0].name, arguments.count) {
        case ("Optional", 1): return .optional(arguments[0])
        case ("Array", 1): return .array(arguments[0])
        case ("Dictionary", 2): return .dictionary(key: arguments[0], value: arguments[1])
        // `Void` is the standard library's name for `()`, which no spec may declare again.
        case ("Void", 0): return .tuple([])
        default: return .named(components)
        }
    }
}
