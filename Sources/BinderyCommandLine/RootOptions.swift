import BinderySource

extension Option {
    static let version = Option(name: "version", help: "Show the version.")
    static let generateCompletionScript = Option(
        name: "generate-completion-script", valueName: "shell",
        allowedValues: CompletionShell.allCases.map(\.rawValue),
        help: "Print a completion script for bash, zsh or fish.")

    /// The options of `bindery` itself, before any subcommand (besides `-h, --help`, which every command takes).
    static let root: [Option] = [.version, .generateCompletionScript]
}

/// What `bindery` says when its first word is neither a subcommand nor one of its own options.
enum RootUsage {
    static func unknownSubcommand(_ name: String) -> String {
        let names = Command.all.map(\.name)
        if let closest = Suggestions.closest(to: name, in: names) {
            return "Unknown subcommand '\(name)'; did you mean '\(closest)'?"
        }
        return "Unknown subcommand '\(name)'; the subcommands are \(Wording.list(names, conjunction: "and"))"
    }

    static func unknownOption(_ argument: String) -> String {
        let name = String(argument.drop { $0 == "-" }.prefix { $0 != "=" })
        let shown = String(argument.prefix { $0 != "=" })
        // An option of a subcommand, given before it: show where it goes, with a subcommand that really takes it.
        for command in Command.all {
            guard let option = command.acceptedOptions.first(where: { $0.name == name }) else { continue }
            let arguments = command.positional.map { " <\($0.name)> ..." } ?? ""
            return "Unknown option '\(shown)'; a subcommand's options follow it, as in 'bindery \(command.name) "
                + "\(option.synopsis)\(arguments)'"
        }
        let names = ["help"] + Option.root.map(\.name)
        if let closest = Suggestions.closest(to: name, in: names) {
            return "Unknown option '\(shown)'; did you mean '--\(closest)'?"
        }
        let synopses = ["--help"] + Option.root.map(\.synopsis)
        return "Unknown option '\(shown)'; before a subcommand, bindery takes only "
            + Wording.list(synopses, conjunction: "and")
    }
}
