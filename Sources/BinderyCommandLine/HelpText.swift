/// The text of `bindery --help` and `bindery help COMMAND`, laid out like swift-argument-parser's.
enum HelpText {
    static let rootUsage = "bindery <subcommand>"

    static var root: String {
        var lines = [
            "OVERVIEW: Generate observable Swift models and the bindings between them from .bind specs.",
            "",
            "USAGE: \(rootUsage)",
            "",
            "OPTIONS:",
        ]
        lines += Option.root.map { row($0.synopsis, $0.help) }
        lines += [
            row("-h, --help", "Show help information."),
            "",
            "SUBCOMMANDS:",
        ]
        lines += Command.all.map { row($0.name, $0.abstract) }
        lines += ["", "  See 'bindery help <subcommand>' for detailed help."]
        return lines.joined(separator: "\n") + "\n"
    }

    static func usage(of command: Command) -> String {
        var words = ["bindery", command.name]
        if let positional = command.positional {
            let argument = "<\(positional.name)>\(positional.isRepeating ? " ..." : "")"
            words.append(positional.minimumCount == 0 ? "[\(argument)]" : argument)
        }
        words += command.acceptedOptions.map { $0.isRequired ? $0.synopsis : "[\($0.synopsis)]" }
        return words.joined(separator: " ")
    }

    static func help(for command: Command) -> String {
        var lines = ["OVERVIEW: \(command.abstract)"]
        if !command.discussion.isEmpty {
            lines += ["", command.discussion]
        }
        lines += ["", "USAGE: \(usage(of: command))"]
        if let positional = command.positional {
            lines += ["", "ARGUMENTS:", row("<\(positional.name)>", positional.help)]
        }
        lines += ["", "OPTIONS:"]
        for option in command.acceptedOptions {
            var help = option.help
            if let allowed = option.allowedValues {
                help += " (values: \(allowed.joined(separator: ", "))"
                help += option.defaultValue.map { "; default: \($0))" } ?? ")"
            }
            lines.append(row(option.synopsis, help))
        }
        lines.append(row("-h, --help", "Show help information."))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `  name                    help`, with the help in one column when the name is short enough.
    private static func row(_ name: String, _ help: String) -> String {
        let column = 24
        let prefix = "  " + name
        if prefix.count < column {
            return prefix + String(repeating: " ", count: column - prefix.count) + help
        }
        return prefix + "\n" + String(repeating: " ", count: column) + help
    }
}
