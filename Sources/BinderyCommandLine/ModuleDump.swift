import BinderyChecker
import BinderySource

/// The checked module as the JSON `bindery dump` prints: plain objects, arrays and strings, keys sorted.
struct ModuleDump {
    /// Raised whenever a key changes meaning or shape, so tools can refuse a dump they do not understand.
    /// 2: locations became objects (file, line, column) instead of "path:line:column" strings.
    static let schemaVersion = 2

    let files: SourceFiles

    func json(_ module: CheckedModule) -> String {
        let object: [String: Any] = ["version": Self.schemaVersion, "files": module.files.map(file)]
        return (PlainJSON.text(object) ?? "") + "\n"
    }

    /// `{"file": path, "line": 3, "column": 7}`: 1-based, the column counted in bytes, as diagnostics count it.
    private func location(_ range: SourceRange?) -> Any {
        guard let range else { return PlainJSON.null }
        let location = files.location(range)
        return ["file": location.path, "line": location.line, "column": location.column]
    }

    private func file(_ file: CheckedFile) -> [String: Any] {
        [
            "path": file.path,
            "imports": file.imports.map(\.module),
            "options": [
                "access": file.options.access.rawValue,
                "isolation": file.options.isolation.rawValue,
                "observation": file.options.observation,
            ],
            "models": file.models.map(model),
            "transforms": file.transforms.map(transform),
            "bindings": file.bindings.map(binding),
        ]
    }

    private func model(_ model: Model) -> [String: Any] {
        var implements: [String] = []
        if model.implementsEquatable { implements.append("Equatable") }
        if model.implementsHashable { implements.append("Hashable") }
        if let coding = model.implementedCoding { implements.append(coding) }
        return [
            "name": model.name,
            "location": location(model.nameRange),
            "isolation": model.isolation.rawValue,
            "access": model.access.rawValue,
            "observation": model.observation,
            "conformances": model.conformances.map(\.description),
            "implements": implements,
            "properties": model.properties.map(property),
        ]
    }

    private func property(_ property: Property) -> [String: Any] {
        var result: [String: Any] = [
            "name": property.name,
            "kind": property.kind == .variable ? "var" : property.kind == .constant ? "let" : "computed",
            "type": property.type.description,
            "location": location(property.nameRange),
        ]
        if let value = property.value { result[property.kind == .computed ? "expression" : "default"] = value.text }
        if property.kind == .computed { result["dependencies"] = property.dependencies }
        if let model = property.referencedModel { result["model"] = model }
        return result
    }

    private func transform(_ transform: Transform) -> [String: Any] {
        let kind: String
        switch transform.body {
        case .expression: kind = "expression"
        case .reversible: kind = "reversible"
        case .external: kind = "external"
        case .builtin: kind = "builtin"
        }
        return [
            "name": transform.name,
            "inputs": transform.inputs.map(\.description),
            "output": transform.output.description,
            "kind": kind,
            "location": location(transform.range),
        ]
    }

    private func binding(_ binding: Binding) -> [String: Any] {
        [
            "name": binding.name,
            "isolation": binding.isolation.rawValue,
            "access": binding.access.rawValue,
            "parameters": binding.parameters.map { ["name": $0.name, "model": $0.model] },
            "rules": binding.rules.map(rule),
            "location": location(binding.range),
        ]
    }

    private func rule(_ rule: Rule) -> [String: Any] {
        switch rule {
        case .assignment(let assignment):
            return [
                "kind": "assignment",
                "target": assignment.target.description,
                "direction": assignment.direction.rawValue,
                "once": assignment.isOnce,
                "sources": assignment.sources.map { source -> [String: Any] in
                    var result: [String: Any] = ["path": source.path.description, "type": source.type.description]
                    if let fallback = source.fallback { result["fallback"] = fallback.text }
                    return result
                },
                "transforms": assignment.transforms.map { step -> [String: Any] in
                    [
                        "name": step.name, "builtin": step.builtin != nil,
                        "inputs": step.inputs.map(\.description), "output": step.output.description,
                    ]
                },
                "type": assignment.valueType.description,
                "location": location(assignment.range),
            ]
        case .action(let action):
            var result: [String: Any] = [
                "kind": "action",
                "paths": action.paths.map(\.description),
                "initial": action.isInitial,
                "handler": action.handler,
                "location": location(action.range),
            ]
            if let type = action.changeType { result["changeType"] = type.description }
            return result
        }
    }
}
