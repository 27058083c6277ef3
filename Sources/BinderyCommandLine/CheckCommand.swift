extension Command {
    /// `bindery check SPEC...`: parse and validate, write nothing.
    static let check = Command(
        name: "check",
        abstract: "Parse and validate specs without generating anything.",
        discussion: "All specs given are checked together as one module. Exit status: 0 when they are valid, "
            + "1 when they have errors, 2 on bad usage or when a file cannot be read.",
        positional: .init(name: "spec", help: "The .bind files to check.")
    ) { invocation, console in
        DiagnosticReport.compile(invocation, console: console)
    }
}
