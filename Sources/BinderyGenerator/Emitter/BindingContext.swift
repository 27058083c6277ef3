/// The render context of one binding: a class holding its models weakly, one function a rule, and the
/// subscriptions that call them.
struct BindingContext {
    let binding: BindingInput
    let file: GeneratedFileInput

    private struct Parts {
        var handlers: [TemplateObject] = []
        var pathSubscriptions: [TemplateObject] = []
        var flags: [TemplateObject] = []
        var rules: [TemplateObject] = []
        var start: [TemplateObject] = []
        var fallbacks: [TemplateObject] = []
    }

    var object: TemplateObject {
        var parts = Parts()
        for (index, rule) in binding.rules.enumerated() {
            add(rule, index: index, to: &parts)
        }
        let parameters: [TemplateObject] = binding.parameters.map { parameter in
            ["swiftName": .string(SwiftName.escaped(parameter.name)), "type": .string(parameter.type)]
        }
        var initParameters: [TemplateObject] = binding.parameters.map { parameter in
            ["label": .string(SwiftName.escaped(parameter.name)), "type": .string(parameter.type)]
        }
        initParameters += parts.handlers.map { handler in
            ["label": handler["swiftName"] ?? "", "type": .string("@escaping " + (handler["closureType"].text))]
        }
        return [
            "name": .string(SwiftName.escaped(binding.name)),
            "docLines": FileContext.docLines(binding.doc),
            "isolationAttribute": FileContext.isolationAttribute(binding.isolation),
            "parameters": .list(parameters.map(TemplateValue.object)),
            "handlers": .list(parts.handlers.map(TemplateValue.object)),
            "initParameters": FileContext.list(initParameters),
            "pathSubscriptions": .list(parts.pathSubscriptions.map(TemplateValue.object)),
            "twoWayRules": .list(parts.flags.map(TemplateValue.object)),
            "rules": .list(parts.rules.map(TemplateValue.object)),
            "start": .list(parts.start.map(TemplateValue.object)),
            "fallbacks": .list(parts.fallbacks.map(TemplateValue.object)),
        ]
    }

    /// `isActive, let download, let row`: every model must still be alive, and those the rule reads are bound.
    private func guardCondition(using roots: Set<String>) -> String {
        let bound = binding.parameters.filter { roots.contains($0.name) }.map { "let \(SwiftName.escaped($0.name))" }
        return (["isActive"] + bound).joined(separator: ", ")
    }

    private func add(_ rule: RuleInput, index: Int, to parts: inout Parts) {
        switch rule {
        case .assignment(let target, let sources, let transforms, let twoWay, let once):
            let apply = "applyRule\(index)"
            var arguments: [String] = []
            for (sourceIndex, source) in sources.enumerated() {
                var expression = Self.read(source.path)
                if let fallback = source.fallback {
                    let name = "fallbackRule\(index)Source\(sourceIndex)"
                    expression += " ?? \(name)()"
                    parts.fallbacks.append([
                        "functionName": .string(name),
                        "type": .string(source.path.steps.last?.wrappedType ?? source.path.rootType),
                        "expression": FileContext.expression(fallback, file: file),
                    ])
                }
                arguments.append(expression)
            }
            let value = Self.apply(transforms, to: arguments)
            let text = ruleText(rule)
            let roots = Set([target.root] + sources.map(\.path.root))
            let flag = "writingRule\(index)"
            parts.rules.append(
                ruleFunction(
                    text: text, name: apply, flag: twoWay ? flag : nil, roots: roots,
                    body: ["\(Self.read(target)) = \(value)"]))
            if !once {
                for (sourceIndex, source) in sources.enumerated() {
                    subscribe(
                        source.path, calling: apply, name: "subscribeRule\(index)Source\(sourceIndex)", into: &parts)
                }
            }
            if twoWay, let source = sources.first {
                let backward = "applyRule\(index)Backward"
                let value = Self.applyBackward(transforms, to: Self.read(target))
                parts.flags.append(["flagName": .string(flag)])
                parts.rules.append(
                    ruleFunction(
                        text: text + " (backward)", name: backward, flag: flag, roots: roots,
                        body: ["\(Self.read(source.path)) = \(value)"]))
                subscribe(target, calling: backward, name: "subscribeRule\(index)Target", into: &parts)
            }
            parts.start.append(call(apply))
        case .action(let paths, let initial, let handler):
            let function = "onRule\(index)"
            let handlerName = SwiftName.escaped(handler)
            if paths.count == 1, let path = paths.first, path.steps.count == 1 {
                let type = path.valueType
                parts.handlers.append([
                    "swiftName": .string(handlerName),
                    "closureType": .string("(Bindery.Change<\(type)>) -> Swift.Void"),
                ])
                var rule = ruleFunction(
                    text: ruleText(rule), name: function, flag: nil, roots: [], body: ["\(handlerName)(change)"])
                rule["parameterList"] = .string("_ change: Bindery.Change<\(type)>")
                parts.rules.append(rule)
                parts.start.append(
                    observe(
                        object: Self.escapedRoot(path), property: path.steps[0].name, calls: [function],
                        passing: true, initial: initial))
            } else {
                parts.handlers.append([
                    "swiftName": .string(handlerName), "closureType": .string("() -> Swift.Void"),
                ])
                parts.rules.append(
                    ruleFunction(
                        text: ruleText(rule), name: function, flag: nil, roots: [], body: ["\(handlerName)()"]))
                for (pathIndex, path) in paths.enumerated() {
                    subscribe(path, calling: function, name: "subscribeRule\(index)Path\(pathIndex)", into: &parts)
                }
                if initial { parts.start.append(call(function)) }
            }
        }
    }

    private func ruleFunction(
        text: String, name: String, flag: String?, roots: Set<String>, body: [String]
    ) -> TemplateObject {
        [
            "ruleText": .string(text),
            "functionName": .string(name),
            "parameterList": "",
            "guardCondition": .string(guardCondition(using: roots)),
            "isTwoWayWrite": .bool(flag != nil),
            "flagName": .string(flag ?? ""),
            "body": .list(body.map(TemplateValue.string)),
        ]
    }

    /// Subscribes to every step of `path`: a one-step path once, in the initializer; a longer one through a
    /// function that subscribes again whenever a model along the path is replaced.
    private func subscribe(_ path: PathInput, calling function: String, name: String, into parts: inout Parts) {
        if path.steps.count <= 1 {
            if let step = path.steps.first {
                parts.start.append(
                    observe(object: Self.escapedRoot(path), property: step.name, calls: [function], passing: false))
            }
            return
        }
        let tokens = name.replacingOccurrences(of: "subscribe", with: "tokensOf")
        var steps: [TemplateObject] = []
        var object = Self.escapedRoot(path)
        for (index, step) in path.steps.enumerated() {
            let binding: String
            if index == 0 {
                binding = "guard let \(object) else { return }"
            } else {
                let previous = path.steps[index - 1]
                let local = "step\(index)"
                let read = "\(object).\(SwiftName.escaped(previous.name))"
                binding =
                    previous.isOptional ? "guard let \(local) = \(read) else { return }" : "let \(local) = \(read)"
                object = local
            }
            let isLast = index == path.steps.count - 1
            steps.append([
                "binding": .string(binding),
                "object": .string(object),
                "property": .string(SwiftName.escaped(step.name)),
                "changeParameter": "_",
                "statements": .list((isLast ? [function] : [name, function]).map { .string("self?.\($0)()") }),
            ])
        }
        parts.pathSubscriptions.append([
            "pathText": .string(path.text),
            "functionName": .string(name),
            "tokensName": .string(tokens),
            "steps": .list(steps.map(TemplateValue.object)),
        ])
        parts.start.append(call(name))
    }

    private func call(_ function: String) -> TemplateObject {
        ["observe": false, "call": .string(function)]
    }

    private func observe(
        object: String, property: String, calls: [String], passing: Bool, initial: Bool = false
    ) -> TemplateObject {
        [
            "call": "",
            "observe": [
                "object": .string(object),
                "options": .string(initial ? ", options: [.initial]" : ""),
                "property": .string(SwiftName.escaped(property)),
                "changeParameter": .string(passing ? "change" : "_"),
                "statements": .list(calls.map { .string("self?.\($0)(\(passing ? "change" : ""))") }),
            ],
        ]
    }

    private func ruleText(_ rule: RuleInput) -> String {
        switch rule {
        case .assignment(let target, let sources, let transforms, let twoWay, let once):
            let source =
                sources.count == 1
                ? sources[0].path.text + (sources[0].fallback.map { " ?? \($0.text)" } ?? "")
                : "("
                    + sources.map { $0.path.text + ($0.fallback.map { " ?? \($0.text)" } ?? "") }.joined(
                        separator: ", ")
                    + ")"
            let pipe = transforms.map { " | \($0.name)" }.joined()
            return "\(target.text) \(twoWay ? "<->" : "<-") \(once ? "once " : "")\(source)\(pipe)"
        case .action(let paths, let initial, let handler):
            return "on \(paths.map(\.text).joined(separator: ", "))\(initial ? " initial" : "") -> \(handler)"
        }
    }

    static func escapedRoot(_ path: PathInput) -> String {
        SwiftName.escaped(path.root)
    }

    /// `download.owner?.name`, with `?.` after each optional step.
    static func read(_ path: PathInput) -> String {
        var text = escapedRoot(path)
        for (index, step) in path.steps.enumerated() {
            let chained = index > 0 && path.steps[index - 1].isOptional
            text += (chained ? "?." : ".") + SwiftName.escaped(step.name)
        }
        return text
    }

    static func apply(_ transforms: [TransformUse], to arguments: [String]) -> String {
        guard let first = transforms.first else { return arguments.first ?? "" }
        var value = call(first, arguments)
        for transform in transforms.dropFirst() {
            value = call(transform, [value])
        }
        return value
    }

    static func applyBackward(_ transforms: [TransformUse], to value: String) -> String {
        var value = value
        for transform in transforms.reversed() {
            if transform.isBuiltIn && transform.name == "not" {
                value = "!" + parenthesized(value)
            } else {
                value = "\(transform.namespace).\(transform.name)Backward(\(value))"
            }
        }
        return value
    }

    private static func call(_ transform: TransformUse, _ arguments: [String]) -> String {
        let argument = arguments.first ?? ""
        guard transform.isBuiltIn else {
            return
                "\(transform.namespace).\(SwiftName.escaped(transform.name))(\(arguments.joined(separator: ", ")))"
        }
        switch transform.name {
        case "not": return "!" + parenthesized(argument)
        case "string": return "Swift.String(describing: \(argument))"
        case "isNil": return parenthesized(argument) + " == nil"
        case "isEmpty": return parenthesized(argument) + ".isEmpty"
        case "lowercased", "uppercased": return parenthesized(argument) + ".\(transform.name)()"
        // Without Foundation, which the spec may not import: whitespace dropped from both ends.
        case "trimmed":
            return "Swift.String(\(parenthesized(argument)).drop(while: \\.isWhitespace).reversed()"
                + ".drop(while: \\.isWhitespace).reversed())"
        default: return "\(transform.name)(\(argument))"
        }
    }

    private static func parenthesized(_ expression: String) -> String {
        expression.contains(" ") ? "(\(expression))" : expression
    }
}

extension Optional where Wrapped == TemplateValue {
    /// The string of a context value, or empty.
    var text: String {
        if case .string(let text) = self { return text }
        return ""
    }
}
