import BinderySource

/// Reads `--generate-completion-script SHELL` (or `--generate-completion-script=SHELL`), `bindery`'s only option
/// that takes a value, with the same messages as a subcommand's options.
enum CompletionScriptRequest {
    static func shell(from arguments: [String]) throws(UsageError) -> CompletionShell {
        let option = Option.generateCompletionScript
        var rest = arguments.dropFirst()
        let value: String
        if let equals = arguments[0].firstIndex(of: "=") {
            value = String(arguments[0][arguments[0].index(after: equals)...])
        } else if let next = rest.first, !next.hasPrefix("-") {
            value = next
            rest = rest.dropFirst()
        } else {
            throw UsageError(
                message: "Missing value for '\(option.synopsis)'; please provide one of "
                    + Wording.list(option.allowedValues ?? []),
                command: nil)
        }
        if let extra = rest.first {
            throw UsageError(message: "Unexpected argument '\(extra)'", command: nil)
        }
        guard let shell = CompletionShell(rawValue: value) else {
            throw UsageError(
                message: "The value '\(value)' is invalid for '\(option.synopsis)'; please provide one of "
                    + Wording.list(option.allowedValues ?? []),
                command: nil)
        }
        return shell
    }
}
