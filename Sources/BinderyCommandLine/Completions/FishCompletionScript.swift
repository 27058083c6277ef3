import BinderySource

/// `bindery --generate-completion-script fish`: one `complete` line an option or subcommand, each guarded by the
/// subcommand it belongs to.
struct FishCompletionScript {
    let model: CompletionModel

    var text: String {
        let name = model.commandName
        let root = "__\(name)_subcommand_is"
        var lines = [
            "# fish completion for \(name), written by '\(name) --generate-completion-script fish'.",
            "#",
            "# Try it in this shell:  \(name) --generate-completion-script fish | source",
            "# Install it:            \(name) --generate-completion-script fish > ~/.config/fish/completions/\(name).fish",
            "",
            "# With no argument: no subcommand is on the line yet. With one: the subcommand on the line is that one.",
            "function \(root)",
            "    set -l words (commandline -opc)",
            "    if test (count $argv) -eq 0",
            "        test (count $words) -eq 1",
            "    else",
            "        test (count $words) -ge 2; and test \"$words[2]\" = \"$argv[1]\"",
            "    end",
            "end",
            "",
            "# Spec files, and the directories that lead to them.",
            "function __\(name)_specs",
            "    for path in (commandline -ct)*",
            "        if test -d $path",
            "            echo $path/",
            "        else if string match -q -- '*.\(model.specExtension)' $path",
            "            echo $path",
            "        end",
            "    end",
            "end",
            "",
            "complete -c \(name) -f",
            "complete -c \(name) -n \(root) -s h -l help -d \(quoted(model.helpAbstract))",
        ]
        lines += model.rootOptions.map { complete(condition: root, $0) }
        // Once a root option that takes a value is on the line, the value comes next.
        for option in model.rootOptions {
            guard let allowed = option.allowedValues else { continue }
            let condition = quoted("\(root) --\(option.name)")
            lines.append("complete -c \(name) -n \(condition) -x -a \(quoted(allowed.joined(separator: " ")))")
        }
        for subcommand in model.subcommands {
            lines.append("complete -c \(name) -n \(root) -a \(subcommand.name) -d \(quoted(subcommand.abstract))")
        }
        lines.append("complete -c \(name) -n \(root) -a help -d \(quoted(model.helpSubcommandAbstract))")
        lines.append(
            "complete -c \(name) -n \(quoted("\(root) help")) -a \(quoted(model.subcommandNames.joined(separator: " ")))"
        )
        for subcommand in model.subcommands {
            let condition = quoted("\(root) \(subcommand.name)")
            lines.append("")
            lines += subcommand.options.map { complete(condition: condition, $0) }
            lines.append("complete -c \(name) -n \(condition) -s h -l help -d \(quoted(model.helpAbstract))")
            let positional = subcommand.positionalWords?.joined(separator: " ") ?? "(__\(name)_specs)"
            lines.append("complete -c \(name) -n \(condition) -a \(quoted(positional))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func complete(condition: String, _ option: Option) -> String {
        var line = "complete -c \(model.commandName) -n \(condition) -l \(option.name)"
        if !option.isFlag {
            if let allowed = option.allowedValues {
                line += " -x -a \(quoted(allowed.joined(separator: " ")))"
            } else {
                switch option.valueCompletion {
                case .text: line += " -x"
                case .file: line += " -r -F"
                case .directory: line += " -x -a \(quoted("(__fish_complete_directories)"))"
                }
            }
        }
        return line + " -d \(quoted(option.help))"
    }

    /// Fish's single quotes take `\'` and `\\` as escapes.
    private func quoted(_ text: String) -> String {
        "'" + text.replacingScalars(#"\"#, with: #"\\"#).replacingScalars("'", with: #"\'"#) + "'"
    }
}
