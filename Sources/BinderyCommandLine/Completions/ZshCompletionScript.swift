import BinderySource

/// `bindery --generate-completion-script zsh`: `_arguments` specs, one function a subcommand.
struct ZshCompletionScript {
    let model: CompletionModel

    var text: String {
        let name = model.commandName
        let subcommands = model.subcommands.map { ($0.name, $0.abstract) } + [("help", model.helpSubcommandAbstract)]
        return """
            #compdef \(name)
            # zsh completion for \(name), written by '\(name) --generate-completion-script zsh'.
            #
            # Try it in this shell:  source <(\(name) --generate-completion-script zsh)
            # Install it: save it as _\(name) in a directory of $fpath, before compinit runs.

            _\(name)() {
                local context state state_descr line
                local -A opt_args
                _arguments -C \\
                    '(- : *)'{-h,--help}\(bracketed(model.helpAbstract)) \\
            \(model.rootOptions.map { "        " + spec($0, exclusive: true) + " \\\n" }.joined())\
                    ': :->subcommand' \\
                    '*:: :->argument'
                case ${state} in
                subcommand)
                    local -a subcommands=(
            \(subcommands.map { "            " + ShellQuoting.singleQuoted("\($0.0):\($0.1)") + "\n" }.joined())\
                    )
                    _describe -t subcommands '\(name) subcommand' subcommands
                    ;;
                argument)
                    case ${words[1]} in
            \(model.subcommands.map { "        \($0.name)) _\(name)_\($0.name) ;;\n" }.joined())\
                    help) _arguments ':subcommand:(\(model.subcommandNames.joined(separator: " ")))' ;;
                    esac
                    ;;
                esac
            }

            \(model.subcommands.map(function).joined(separator: "\n"))
            # Autoloaded from $fpath, this file is the function's body; sourced, it registers the function instead.
            if [[ ${zsh_eval_context[-1]} == loadautofunc ]]; then
                _\(name) "$@"
            else
                compdef _\(name) \(name)
            fi

            """
    }

    private func function(_ subcommand: CompletionModel.Subcommand) -> String {
        return """
            _\(model.commandName)_\(subcommand.name)() {
                _arguments \\
            \(subcommand.options.map { "        " + spec($0, exclusive: false) + " \\\n" }.joined())\
                    '(- *)'{-h,--help}\(bracketed(model.helpAbstract))\(positional(subcommand).map { " \\\n        " + $0 } ?? "")
            }

            """
    }

    /// The `_arguments` spec of a subcommand's positional arguments: one of its words, or any number of spec files.
    private func positional(_ subcommand: CompletionModel.Subcommand) -> String? {
        guard let name = subcommand.positionalName else { return nil }
        guard let words = subcommand.positionalWords else {
            return "'*:\(name):_files -g \"*.\(model.specExtension)\"'"
        }
        return ShellQuoting.singleQuoted(":\(name):(\(words.joined(separator: " ")))")
    }

    /// One `_arguments` spec: `'--name=[help]:value:action'`, or `'--name[help]'` for a flag. `exclusive` options
    /// end the command line (nothing else may come with them), as `bindery`'s own options do.
    private func spec(_ option: Option, exclusive: Bool) -> String {
        let prefix = exclusive ? "(- : *)" : ""
        guard let valueName = option.valueName else {
            return ShellQuoting.singleQuoted("\(prefix)--\(option.name)[\(escaped(option.help))]")
        }
        let action: String
        if let allowed = option.allowedValues {
            action = "(\(allowed.joined(separator: " ")))"
        } else {
            switch option.valueCompletion {
            case .text: action = " "
            case .file: action = "_files"
            case .directory: action = "_files -/"
            }
        }
        return ShellQuoting.singleQuoted("\(prefix)--\(option.name)=[\(escaped(option.help))]:\(valueName):\(action)")
    }

    /// `'[help]'`, for the `{-h,--help}` spec, which brace expansion keeps outside the quotes.
    private func bracketed(_ help: String) -> String {
        ShellQuoting.singleQuoted("[\(escaped(help))]")
    }

    /// A description inside `_arguments`' brackets, with the brackets and colons it reads escaped.
    private func escaped(_ help: String) -> String {
        help.replacingScalars("[", with: #"\["#).replacingScalars("]", with: #"\]"#).replacingScalars(":", with: #"\:"#)
    }
}
