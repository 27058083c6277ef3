extension Command {
    /// `bindery dump SPEC... --format json`
    static let dump = Command(
        name: "dump",
        abstract: "Print the checked model as JSON, for tools.",
        discussion: """
            The specs are checked together as one module and printed as one JSON object with sorted keys, the \
            same bytes for the same input. Its schema, version 2:

            {"version": 2, "files": [{"path", "imports": [module], "options": {"access", "isolation", \
            "observation"}, "models": [...], "transforms": [...], "bindings": [...]}]}

            A model has name, location, isolation, access, observation, conformances, implements (of Equatable, \
            Hashable, Codable, or Encodable or Decodable alone) and properties (name, kind: var | let | computed, type, default or expression, \
            dependencies, model when it refers to one, location). A transform has name, inputs, output, kind \
            (expression | reversible | external | builtin) and location. A binding has name, isolation, access, \
            parameters ({name, model}), location and rules: an assignment has target, direction (oneWay | twoWay), \
            once, sources ({path, type, fallback}), transforms ({name, builtin, inputs, output}), type and location; \
            an action has paths, initial, handler, changeType and location. Paths are written as in the spec \
            (download.owner?.name). A location is {"file": path, "line": number, "column": number}, both numbers \
            1-based, the column counted in bytes as diagnostics count it; version 1 wrote it as "path:line:column".
            """,
        positional: .init(name: "spec", help: "The .bind files to dump."),
        options: [.dumpFormat]
    ) { invocation, console in
        DiagnosticReport.compile(invocation, console: console) { compilation in
            guard let module = compilation.module else { return .specErrors }
            console.writeOutput(ModuleDump(files: compilation.files).json(module))
            return .success
        }
    }
}

extension Option {
    static let dumpFormat = Option(
        name: "format", valueName: "format", allowedValues: ["json"], defaultValue: "json",
        help: "The output format; JSON is the only one.")
}
