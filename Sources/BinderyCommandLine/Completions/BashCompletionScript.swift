/// `bindery --generate-completion-script bash`: one completion function, with a `case` per subcommand.
struct BashCompletionScript {
    let model: CompletionModel

    var text: String {
        let name = model.commandName
        let rootWords = model.subcommandNames + ["help", "--help"] + model.rootOptions.map { "--\($0.name)" }
        let shells = model.rootOptions.first { $0.name == "generate-completion-script" }?.allowedValues ?? []
        return """
            # bash completion for \(name), written by '\(name) --generate-completion-script bash'.
            #
            # Try it in this shell:  source <(\(name) --generate-completion-script bash)
            # Install it:            \(name) --generate-completion-script bash \\
            #                            > ~/.local/share/bash-completion/completions/\(name)

            # Adds what 'compgen "$@"' offers for the current word, one completion a line, so names with spaces stay
            # whole.
            _\(name)_add() {
                local completion
                while IFS='' read -r completion; do
                    COMPREPLY+=("${completion}")
                done < <(compgen "$@" -- "${cur}")
            }

            # Spec files, and the directories that lead to them.
            _\(name)_specs() {
                _\(name)_add -d
                _\(name)_add -f -X '!*.\(model.specExtension)'
            }

            _\(name)() {
                local cur="${COMP_WORDS[COMP_CWORD]}"
                local prev="${COMP_WORDS[COMP_CWORD - 1]}"
                COMPREPLY=()
                # Bash splits '--color=al' at '=' (COMP_WORDBREAKS): the option is then one or two words back.
                if [[ "${cur}" == "=" ]]; then
                    cur=""
                elif [[ "${prev}" == "=" && ${COMP_CWORD} -ge 3 ]]; then
                    prev="${COMP_WORDS[COMP_CWORD - 2]}"
                fi

                if [[ ${COMP_CWORD} -eq 1 ]]; then
                    _\(name)_add -W \(words(rootWords))
                    return
                fi
                local -r subcommand="${COMP_WORDS[1]}"
                case "${subcommand}" in
                --generate-completion-script)
                    if [[ "${prev}" == --generate-completion-script ]]; then _\(name)_add -W \(words(shells)); fi
                    return
                    ;;
                help)
                    if [[ ${COMP_CWORD} -eq 2 ]]; then _\(name)_add -W \(words(model.subcommandNames)); fi
                    return
                    ;;
                esac
                # After '--' every word is a spec, even one that starts with a dash.
                local -i index
                for ((index = 2; index < COMP_CWORD; index++)); do
                    if [[ "${COMP_WORDS[index]}" == "--" ]]; then
                        _\(name)_specs
                        return
                    fi
                done

                case "${subcommand}" in
            \(model.subcommands.map(subcommandCase).joined())\
                esac
            }

            complete -o filenames -F _\(name) \(name)

            """
    }

    private func subcommandCase(_ subcommand: CompletionModel.Subcommand) -> String {
        let valueCases = subcommand.options.filter { !$0.isFlag }.map { option in
            "        --\(option.name)) \(valueCompletion(option))return ;;\n"
        }
        let optionWords = subcommand.options.map { "--\($0.name)" } + ["--help"]
        return """
                \(subcommand.name))
                    case "${prev}" in
            \(valueCases.joined())\
                    esac
                    if [[ "${cur}" == -* ]]; then
                        _\(model.commandName)_add -W \(words(optionWords))
                    else
                        \(positionalCompletion(subcommand))
                    fi
                    ;;

            """
    }

    /// The command that completes a positional argument: one of its words, or a spec file.
    private func positionalCompletion(_ subcommand: CompletionModel.Subcommand) -> String {
        guard let positionalWords = subcommand.positionalWords else { return "_\(model.commandName)_specs" }
        return "_\(model.commandName)_add -W \(words(positionalWords))"
    }

    /// The command that completes an option's value, followed by `; `, or nothing when any text goes.
    private func valueCompletion(_ option: Option) -> String {
        let add = "_\(model.commandName)_add"
        if let allowed = option.allowedValues { return "\(add) -W \(words(allowed)); " }
        switch option.valueCompletion {
        case .text: return ""
        case .file: return "\(add) -f; "
        case .directory: return "\(add) -d; "
        }
    }

    private func words(_ words: [String]) -> String {
        ShellQuoting.singleQuoted(words.joined(separator: " "))
    }
}
