import BinderySource

/// The `bindery` command line: picks the subcommand, parses its arguments, and runs it.
public enum CommandLineTool {
    /// The version `bindery --version` prints.
    public static var version: String { BinderyVersion.current }

    /// Runs `bindery` with `arguments` (without the program name) and returns the exit status.
    public static func run(_ arguments: [String], console: Console = .standard()) -> ExitCode {
        var console = console
        var status = dispatch(arguments, console: &console)
        // Whatever the command did, output that did not arrive (a full disk under `dump > model.json`) is a file
        // that could not be written: exit status 2, not a truncated file and 0.
        if let reason = console.outputFailure() {
            console.writeFailure("error: cannot write to standard output: \(reason); what was written is incomplete")
            status = .failure
        }
        console.jsonErrors?.flush(to: console)
        return status
    }

    /// Runs the command; `console` gathers the run's errors once its arguments ask for `--diagnostics json`.
    private static func dispatch(_ arguments: [String], console: inout Console) -> ExitCode {
        guard let first = arguments.first else {
            console.writeError(HelpText.root)
            return .failure
        }
        switch first {
        case "-h", "--help", "help":
            // `bindery --help check` is `bindery help check`, as in git and swift.
            return help(Array(arguments.dropFirst()), console: console)
        case "--version":
            if let extra = arguments.dropFirst().first {
                console.writeError(
                    UsageError(message: "Unexpected argument '\(extra)'; '--version' takes none", command: nil).render()
                )
                return .failure
            }
            console.writeOutput(version + "\n")
            return .success
        default:
            break
        }
        if first.prefix(while: { $0 != "=" }) == "--\(Option.generateCompletionScript.name)" {
            return completionScript(arguments, console: console)
        }
        guard let command = Command.named(first) else {
            let message = first.hasPrefix("-") ? RootUsage.unknownOption(first) : RootUsage.unknownSubcommand(first)
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
            var invocation = try ArgumentParser(command: command).parse(rest)
            if invocation.shared.diagnosticFormat == .json { console.jsonErrors = JSONErrorReport() }
            if let failure = ConfigurationOption.apply(to: &invocation, console: console) { return failure }
            return command.run(invocation, console)
        } catch {
            console.writeError(error.render())
            return .failure
        }
    }

    private static func help(_ arguments: [String], console: Console) -> ExitCode {
        if arguments.count > 1 {
            let message =
                "Unexpected argument '\(arguments[1])'; 'bindery help' takes one subcommand, as in 'bindery help \(arguments[0])'"
            console.writeError(UsageError(message: message, command: nil).render())
            return .failure
        }
        // `help help`, like `help` alone, is about bindery itself.
        guard let name = arguments.first, name != "help", name != "-h", name != "--help" else {
            console.writeOutput(HelpText.root)
            return .success
        }
        guard let command = Command.named(name) else {
            console.writeError(UsageError(message: RootUsage.unknownSubcommand(name), command: nil).render())
            return .failure
        }
        console.writeOutput(HelpText.help(for: command))
        return .success
    }

    /// `bindery --generate-completion-script SHELL` (or `=SHELL`): the script on standard output.
    private static func completionScript(_ arguments: [String], console: Console) -> ExitCode {
        do throws(UsageError) {
            let shell = try CompletionScriptRequest.shell(from: arguments)
            console.writeOutput(shell.script())
            return .success
        } catch {
            console.writeError(error.render())
            return .failure
        }
    }
}
