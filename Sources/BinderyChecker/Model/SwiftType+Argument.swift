extension SwiftType {
    /// The type of a value a caller passes for a parameter of this type: a parameter's own attributes say how the
    /// function treats its argument, not what the argument is. `@escaping () -> Void` takes a `() -> Void`, and
    /// `@autoclosure () -> Int` an `Int`, so a rule's source of that type fits a transform's input written so.
    public var asArgument: SwiftType {
        guard case .function(let parameters, let result, let attributes) = self else { return self }
        if attributes.contains("@autoclosure") { return result }
        return .function(parameters: parameters, result: result, attributes: attributes.filter { $0 != "@escaping" })
    }
}
