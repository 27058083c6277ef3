import BinderySource

/// The `bindery` command line: picks the subcommand, parses its arguments, and runs it.
public enum CommandLineTool {
    /// The version `bindery --version` prints.
    public static let version = "0.1.0"

    /// Runs `bindery` with `arguments` (without the program name) and returns the exit status.
    public static func run(_ arguments: [String], console: Console = .standard()) -> ExitCode {
        guard let first = arguments.first else {
            console.writeError(HelpText.root)
            return .failure
        }
        switch first {
        case "-h", "--help":
            console.writeOutput(HelpText.root)
            return .success
        case "--version":
            console.writeOutput(version + "\n")
            return .success
        case "help":
            return help(Array(arguments.dropFirst()), console: console)
        default:
            break
        }
        guard let command = Command.named(first) else {
            let message: String
            if first.hasPrefix("-") {
                message = "Unknown option '\(first)'; options follow a subcommand, as in 'bindery check \(first) SPEC'"
            } else {
                let closest = Suggestions.closest(to: first, in: Command.all.map(\.name))
                message = "Unknown subcommand '\(first)'" + (closest.map { "; did you mean '\($0)'?" } ?? "")
            }
            console.writeError(UsageError(message: message, command: nil).render())
            return .failure
        }
        let rest = Array(arguments.dropFirst())
        let beforeTerminator = rest.prefix { $0 != "--" }
        if beforeTerminator.contains("--help") || beforeTerminator.contains("-h") {
            console.writeOutput(HelpText.help(for: command))
            return .success
        }
        do {
            let invocation = try ArgumentParser(command: command).parse(rest)
            return command.run(invocation, console)
        } catch {
            console.writeError(error.render())
            return .failure
        }
    }

    private static func help(_ arguments: [String], console: Console) -> ExitCode {
        guard let name = arguments.first else {
            console.writeOutput(HelpText.root)
            return .success
        }
        guard let command = Command.named(name) else {
            let names = Command.all.map(\.name).joined(separator: ", ")
            console.writeError(
                UsageError(message: "Unknown subcommand '\(name)'; the subcommands are \(names)", command: nil)
                    .render())
            return .failure
        }
        console.writeOutput(HelpText.help(for: command))
        return .success
    }
}
