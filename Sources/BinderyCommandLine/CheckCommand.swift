extension Command {
    /// `bindery check SPEC...`: parse and validate, write nothing.
    static let check = Command(
        name: "check",
        abstract: "Parse and validate specs without generating anything.",
        discussion: """
            All specs given are checked together as one module. With --templates <dir>, the templates there are \
            checked too, against the fields each template receives, and the specs are rendered with them (nothing \
            is written), so a template that would fail on these specs fails here.

            Exit status: 0 when they are valid, 1 when they (or the templates) have errors, 2 on bad usage or when \
            a file cannot be read.
            """,
        positional: .init(name: "spec", help: "The .bind files to check.")
    ) { invocation, console in
        DiagnosticReport.compile(invocation, console: console) { compilation in
            guard invocation.shared.templatesDirectory != nil else { return .success }
            switch DiagnosticReport.render(compilation, invocation, console: console) {
            case .rendered: return .success
            case .failed(let exitCode): return exitCode
            }
        }
    }
}
