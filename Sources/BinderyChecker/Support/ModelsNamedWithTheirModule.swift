extension CheckRun {
    /// The model or external class `type` names: bare (`Profile`), or with its module's name (`App.Profile`, or
    /// `Core.Profile` of an imported module), which Swift reads as the same class.
    func modelOrClass(namedBy type: SwiftType) -> Model? {
        if let name = type.simpleName { return models[name] }
        guard case .named(let components) = type, components.count == 2,
            components.allSatisfy({ $0.genericArguments.isEmpty }), let model = models[components[1].name],
            let module = model.module ?? moduleName, components[0].name.isSameName(as: module)
        else { return nil }
        return model
    }

    /// The models and external classes `type` spells anywhere, in a function type and as a metatype's base too (see
    /// ``SwiftType/spelledTypes``), bare or with their module's name.
    func modelsSpelled(in type: SwiftType) -> [Model] {
        type.spelledTypes.compactMap { models[$0] } + type.moduleQualifiedTypes.compactMap { modelOrClass(namedBy: $0) }
    }
}

extension SwiftType {
    /// Every two-component named type without generic arguments (`App.Profile`) the type spells, in function types
    /// too: what may be a model written with its module's name.
    var moduleQualifiedTypes: [SwiftType] {
        var found: [SwiftType] = []
        forEachNamedType(throughFunctions: true) { components in
            if components.count == 2, components.allSatisfy({ $0.genericArguments.isEmpty }) {
                found.append(.named(components))
            }
        }
        return found
    }
}

extension CheckRun {
    /// Whether `value` fits `place` once every model named with its module (`App.Profile?`) is named alone
    /// (`Profile?`): Swift's one class either way; or as a model into `any P` of a protocol it is declared to conform
    /// to. Asked only after ``fits(_:into:)`` said no, which it rarely does.
    func fitsOnCloserLook(_ value: SwiftType, into place: SwiftType) -> Bool {
        let (value, place) = (withModelsNamedAlone(value), withModelsNamedAlone(place))
        return fits(value, into: place) || TypeFit.boxes(value, asArgument: place)
            || fitsAsDeclaredConformance(value, into: place)
    }

    /// `type` with each model or external class written with its module's name written alone.
    func withModelsNamedAlone(_ type: SwiftType) -> SwiftType {
        switch type {
        case .named(let components):
            if components.count == 2, let model = modelOrClass(namedBy: type) { return .named(model.name) }
            return .named(
                components.map { .init($0.name, $0.genericArguments.map { withModelsNamedAlone($0) }) })
        case .optional(let wrapped): return .optional(withModelsNamedAlone(wrapped))
        case .array(let element): return .array(withModelsNamedAlone(element))
        case .dictionary(let key, let value):
            return .dictionary(key: withModelsNamedAlone(key), value: withModelsNamedAlone(value))
        case .tuple(let elements):
            return .tuple(elements.map { .init(label: $0.label, type: withModelsNamedAlone($0.type)) })
        case .function(let parameters, let result, let attributes):
            return .function(
                parameters: parameters.map { withModelsNamedAlone($0) }, result: withModelsNamedAlone(result),
                attributes: attributes)
        case .existential(let keyword, let constraint):
            return .existential(keyword: keyword, withModelsNamedAlone(constraint))
        }
    }
}

extension CheckRun {
    /// The names of the types a value of `type` holds, as ``SwiftType/namedTypes`` gives them, with a model or
    /// external class written with its module's name (`App.Profile`) by its own name: one walk, as that one.
    func heldTypeNames(_ type: SwiftType) -> [String] {
        var names: [String] = []
        var qualified: [SwiftType] = []
        // The closure collects only: asking for the models in it would capture the whole run.
        type.forEachNamedType(throughFunctions: false) { components in
            if components.count == 1 {
                names.append(components[0].name)
            } else if components.count == 2 {
                qualified.append(.named(components))
            }
        }
        return names + qualified.compactMap { modelOrClass(namedBy: $0)?.name }
    }
}
