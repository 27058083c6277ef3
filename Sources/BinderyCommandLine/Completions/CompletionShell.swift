import BinderySource

/// The shells `bindery --generate-completion-script` writes for, spelt as swift-argument-parser spells them.
enum CompletionShell: String, CaseIterable {
    case bash
    case zsh
    case fish

    /// The script that completes `bindery`'s subcommands, options, option values and spec files in this shell.
    func script() -> String {
        let model = CompletionModel()
        switch self {
        case .bash: return BashCompletionScript(model: model).text
        case .zsh: return ZshCompletionScript(model: model).text
        case .fish: return FishCompletionScript(model: model).text
        }
    }
}

/// What every shell's script completes, read once from the commands, so no script can drift from the parser.
struct CompletionModel {
    struct Subcommand {
        var name: String
        var abstract: String
        var options: [Option]
        /// What the positional arguments are, for the scripts' comments and zsh's descriptions (`spec`).
        var positionalName: String?
        /// The words the positional arguments are one of (`explain`'s ids); nil when they are spec files.
        var positionalWords: [String]?
    }

    let commandName = "bindery"
    let subcommands: [Subcommand]
    /// `bindery`'s own options, before any subcommand; `-h, --help` comes on top everywhere.
    let rootOptions: [Option] = Option.root
    let helpAbstract = "Show help information."
    let helpSubcommandAbstract = "Show help for a subcommand."
    /// Spec files end in this; positional arguments complete to them (and to directories, to reach them).
    let specExtension = "bind"

    init() {
        subcommands = Command.all.map { command in
            Subcommand(
                name: command.name, abstract: command.abstract, options: command.acceptedOptions,
                positionalName: command.positional?.name, positionalWords: command.positional?.completions)
        }
    }

    var subcommandNames: [String] { subcommands.map(\.name) }
}

/// Quoting for the scripts' words and descriptions.
enum ShellQuoting {
    /// `'text'` for POSIX shells (bash, zsh): a quote inside becomes `'\''`.
    static func singleQuoted(_ text: String) -> String {
        "'" + text.replacingScalars("'", with: #"'\''"#) + "'"
    }
}
