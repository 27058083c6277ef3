import BinderySource

/// Parses one command's arguments, the way swift-argument-parser does: `--name value`, `--name=value`, flags,
/// and `--` before arguments that start with a dash.
struct ArgumentParser {
    let command: Command

    func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        let options = command.acceptedOptions
        var positional: [String] = []
        var values: [String: String] = [:]
        var repeatedValues: [String: [String]] = [:]
        var flags: Set<String> = []
        var index = 0
        var onlyPositionalFromHere = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionalFromHere || !argument.hasPrefix("-") || argument == "-" {
                positional.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionalFromHere = true
                continue
            }
            let body = argument.drop { $0 == "-" }
            let name = String(body.prefix { $0 != "=" })
            let inlineValue = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
            guard argument.hasPrefix("--"), let option = options.first(where: { $0.name == name }) else {
                throw UsageError(message: unknownOptionMessage(argument, options: options), command: command)
            }
            if option.isFlag {
                if inlineValue != nil {
                    throw UsageError(message: "The flag '--\(name)' does not take a value", command: command)
                }
                flags.insert(name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError(message: "Missing value for '\(option.synopsis)'", command: command)
            }
            if let allowed = option.allowedValues, !allowed.contains(value) {
                let expected = allowed.count == 1 ? Wording.list(allowed) : "one of " + Wording.list(allowed)
                throw UsageError(
                    message: "The value '\(value)' is invalid for '\(option.synopsis)'; please provide \(expected)",
                    command: command)
            }
            values[name] = value
            repeatedValues[name, default: []].append(value)
        }
        guard let expected = command.positional else {
            if let first = positional.first {
                throw UsageError(
                    message: "Unexpected argument '\(first)'; 'bindery \(command.name)' takes no arguments",
                    command: command)
            }
            return try invocation(positional, values, flags, repeatedValues, options)
        }
        if positional.count < expected.minimumCount {
            throw UsageError(
                message: "Missing expected argument '<\(expected.name)>\(expected.isRepeating ? " ..." : "")'",
                command: command)
        }
        if !expected.isRepeating, positional.count > 1 {
            throw UsageError(message: "Unexpected argument '\(positional[1])'", command: command)
        }
        return try invocation(positional, values, flags, repeatedValues, options)
    }

    private func invocation(
        _ positional: [String], _ values: [String: String], _ flags: Set<String>,
        _ repeatedValues: [String: [String]], _ options: [Option]
    ) throws(UsageError) -> Invocation {
        if let missing = options.first(where: { $0.isRequired && values[$0.name] == nil }) {
            throw UsageError(message: "Missing expected option '\(missing.synopsis)'", command: command)
        }
        let shared = SharedOptions(
            templatesDirectory: values["templates"],
            configurationFile: values["config"],
            diagnosticFormat: values["diagnostics"].flatMap(SharedOptions.DiagnosticFormat.init) ?? .text,
            color: values["color"].flatMap(SharedOptions.ColorChoice.init) ?? .auto,
            importedSpecs: repeatedValues["imported-spec"] ?? [],
            samePackageModules: repeatedValues["same-package"] ?? [], moduleName: values["module-name"])
        return Invocation(
            arguments: positional, values: values, flags: flags, shared: shared, repeatedValues: repeatedValues)
    }

    private func unknownOptionMessage(_ argument: String, options: [Option]) -> String {
        let name = String(argument.drop { $0 == "-" }.prefix { $0 != "=" })
        let closest = Suggestions.closest(to: name, in: options.map(\.name))
        let shown = String(argument.prefix { $0 != "=" })
        return "Unknown option '\(shown)'" + (closest.map { "; did you mean '--\($0)'?" } ?? "")
    }
}
