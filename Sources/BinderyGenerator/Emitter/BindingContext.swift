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
        var caches: [TemplateObject] = []
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
            "isolationModifier": FileContext.isolationModifier(binding.isolation),
            "parameters": .list(parameters.map(TemplateValue.object)),
            "handlers": .list(parts.handlers.map(TemplateValue.object)),
            "initParameters": FileContext.list(initParameters),
            "pathSubscriptions": .list(parts.pathSubscriptions.map(TemplateValue.object)),
            "twoWayRules": .list(parts.flags.map(TemplateValue.object)),
            "rules": .list(parts.rules.map(TemplateValue.object)),
            "start": .list(parts.start.map(TemplateValue.object)),
            "fallbacks": .list(parts.fallbacks.map(TemplateValue.object)),
            "caches": .list(parts.caches.map(TemplateValue.object)),
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
            var arguments: [(expression: String, type: String)] = []
            for (sourceIndex, source) in sources.enumerated() {
                var expression = Self.read(source.path)
                var type = source.path.valueType
                if let fallback = source.fallback {
                    let name = "fallbackRule\(index)Source\(sourceIndex)"
                    expression += " ?? \(name)()"
                    type = source.path.steps.last?.wrappedType ?? source.path.rootType
                    parts.fallbacks.append([
                        "functionName": .string(name),
                        "type": .string(source.path.steps.last?.wrappedType ?? source.path.rootType),
                        "expression": FileContext.expression(fallback, file: file),
                    ])
                }
                arguments.append((expression, type))
            }
            let forward = Self.apply(transforms, to: arguments)
            let text = ruleText(rule)
            let roots = Set([target.root] + sources.map(\.path.root))
            let flag = "writingRule\(index)"
            parts.rules.append(
                ruleFunction(
                    text: text, name: apply, flag: twoWay ? flag : nil, roots: roots,
                    body: forward.statements + ["\(Self.read(target)) = \(forward.value)"]))
            if !once {
                for (sourceIndex, source) in sources.enumerated() {
                    subscribe(
                        source.path, calling: apply, name: "subscribeRule\(index)Source\(sourceIndex)", into: &parts)
                }
            }
            if twoWay, let source = sources.first {
                let backward = "applyRule\(index)Backward"
                let backwardValue = Self.applyBackward(transforms, to: (Self.read(target), target.valueType))
                parts.flags.append(["flagName": .string(flag)])
                parts.rules.append(
                    ruleFunction(
                        text: text + " (backward)", name: backward, flag: flag, roots: roots,
                        body: backwardValue.statements + ["\(Self.read(source.path)) = \(backwardValue.value)"]))
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
            } else if paths.count == 1, let path = paths.first {
                addPathAction(
                    path, index: index, handler: handlerName, initial: initial, text: ruleText(rule), to: &parts)
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

    /// `on s.a?.b -> handler`: the path can change through any step, so the binding remembers the last value
    /// it reported and builds the change itself.
    private func addPathAction(
        _ path: PathInput, index: Int, handler: String, initial: Bool, text: String, to parts: inout Parts
    ) {
        let type = path.valueType
        let function = "onRule\(index)"
        let last = "lastValueOfRule\(index)"
        parts.handlers.append([
            "swiftName": .string(handler), "closureType": .string("(Bindery.Change<\(type)>) -> Swift.Void"),
        ])
        parts.caches.append(["name": .string(last), "type": .string(type)])
        parts.rules.append(
            ruleFunction(
                text: text, name: function, flag: nil, roots: [path.root],
                body: [
                    "let new: \(type) = \(Self.read(path))",
                    "let old = \(last)",
                    "\(last) = new",
                    "\(handler)(Bindery.Change(old: old, new: new, kind: .setting, isPrior: false))",
                ]))
        subscribe(path, calling: function, name: "subscribeRule\(index)Path0", into: &parts)
        if initial {
            // Reported at once with no old value, as `.initial` observations are.
            parts.start.append(call(function))
        } else {
            parts.rules.append(
                ruleFunction(
                    text: text + " (remembers the starting value)", name: "rememberRule\(index)", flag: nil,
                    roots: [path.root],
                    // Typed first: assigned straight to `T?`, an optional chain would make a broken path `nil`
                    // rather than `.some(nil)`.
                    body: ["let current: \(type) = \(Self.read(path))", "\(last) = current"]))
            parts.start.append(call("rememberRule\(index)"))
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

    /// The statements that compute a rule's value, one typed `let` a source and a transform so each line stays
    /// short and the type checker never infers through a chain, and the expression to assign.
    static func apply(
        _ transforms: [TransformUse], to arguments: [(expression: String, type: String)]
    ) -> (statements: [String], value: String) {
        guard !transforms.isEmpty else { return ([], arguments.first?.expression ?? "") }
        var statements: [String] = []
        var inputs: [String] = []
        for (index, argument) in arguments.enumerated() {
            let name = arguments.count == 1 ? "input" : "input\(index)"
            statements.append("let \(name): \(argument.type) = \(argument.expression)")
            inputs.append(name)
        }
        for (index, transform) in transforms.enumerated() {
            let name = "value\(index + 1)"
            statements += call(transform, inputs, into: name)
            inputs = [name]
        }
        return (statements, inputs.first ?? "")
    }

    /// The backward direction of a two-way rule: each reversible transform's inverse, last one first.
    static func applyBackward(
        _ transforms: [TransformUse], to argument: (expression: String, type: String)
    ) -> (statements: [String], value: String) {
        guard !transforms.isEmpty else { return ([], argument.expression) }
        var statements = ["let input: \(argument.type) = \(argument.expression)"]
        var input = "input"
        for (index, transform) in transforms.reversed().enumerated() {
            let name = "value\(index + 1)"
            let type = transform.inputs.first ?? argument.type
            // The only reversible built-in, `not`, is its own inverse.
            let inverse = transform.isBuiltIn ? function(transform) : function(transform) + "Backward"
            statements.append("let \(name): \(type) = \(inverse)(\(input))")
            input = name
        }
        return (statements, input)
    }

    /// `let name: Output = f(inputs)`.
    private static func call(_ transform: TransformUse, _ inputs: [String], into name: String) -> [String] {
        ["let \(name): \(transform.output) = \(function(transform))(\(inputs.joined(separator: ", ")))"]
    }

    /// Where a transform's function lives: the runtime's built-ins (one implementation, not a copy in every
    /// generated file), the spec's `…Transforms` enum, or `BinderyTransforms` for external ones.
    private static func function(_ transform: TransformUse) -> String {
        transform.isBuiltIn
            ? "Bindery.BinderyTransforms.Builtin.\(transform.name)"
            : "\(transform.namespace).\(SwiftName.escaped(transform.name))"
    }
}

extension Optional where Wrapped == TemplateValue {
    /// The string of a context value, or empty.
    var text: String {
        if case .string(let text) = self { return text }
        return ""
    }
}
