import BinderyCommandLine
import BinderySource
import Foundation
import Testing

/// `bindery --generate-completion-script SHELL`: a script each shell loads, completing what `bindery` accepts.
@Suite struct CompletionTests {
    private func script(_ shell: String) throws -> String {
        let result = bindery(["--generate-completion-script", shell])
        try #require(result.status == .success, "\(result.error)")
        #expect(result.error == "")
        return result.output
    }

    /// Writes `shell`'s script into `scratch` as `name`, and checks that the shell reads it without a syntax error.
    private func install(_ shell: String, as name: String, in scratch: Scratch) throws -> (Shell, file: String) {
        let file = try scratch.write(name, try script(shell))
        let program = try #require(Shell(shell))
        let syntax = try program.run(["-n", file])
        #expect(syntax.status == 0, "\(syntax.output)")
        return (program, file)
    }

    /// A folder with a spec, another file and a subfolder, to complete paths in.
    private func workspace() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.write("Download.bind", "model Download {}\n")
        try scratch.write("notes.txt", "")
        try scratch.write("Specs/Other.bind", "model Other {}\n")
        return scratch
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func everyScriptNamesEverySubcommandAndOption(_ shell: String) throws {
        let text = try script(shell)
        for command in Command.all {
            #expect(text.contains(command.name), "\(shell) script lacks \(command.name)")
            for option in command.options + Option.shared {
                #expect(text.contains(option.name), "\(shell) script lacks --\(option.name) of \(command.name)")
            }
        }
        #expect(text.contains("generate-completion-script"))
    }

    @Test func bothSpellingsOfTheOptionWork() throws {
        #expect(bindery(["--generate-completion-script=zsh"]).output == (try script("zsh")))
    }

    @Test func anUnknownShellListsTheShells() {
        let result = bindery(["--generate-completion-script", "ksh"])
        #expect(result.status == .failure)
        #expect(
            result.error.hasPrefix(
                "Error: The value 'ksh' is invalid for '--generate-completion-script <shell>'; please provide one of "
                    + "'bash', 'zsh' or 'fish'\n"))
        #expect(bindery(["--generate-completion-script"]).error.hasPrefix("Error: Missing value for"))
    }

    @Test(.enabled(if: Shell.isInstalled("bash")))
    func bashLoadsTheScriptAndCompletes() throws {
        let scratch = try workspace()
        let (bash, file) = try install("bash", as: "bindery.bash", in: scratch)
        // Calls the completion function as bash does on Tab: the words so far, the last one being completed.
        let probe = """
            source '\(file)'
            complete_words() {
                COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
                _bindery bindery "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
                echo "$*: $(printf '%s\\n' "${COMPREPLY[@]}" | sort | paste -s -d ' ' -)"
            }
            complete_words bindery ge
            complete_words bindery dump --format ''
            complete_words bindery check --color = al
            complete_words bindery check ''
            complete_words bindery generate --output ''
            complete_words bindery format --in
            complete_words bindery help gr
            complete_words bindery --generate-completion-script ''
            complete_words bindery explain less-v
            complete_words bindery explain ''
            """
        let result = try bash.run(["-c", probe], in: scratch.url)
        #expect(result.status == 0, "\(result.output)")
        #expect(
            result.output == """
                bindery ge: generate
                bindery dump --format : json
                bindery check --color = al: always
                bindery check : Download.bind Specs
                bindery generate --output : Specs
                bindery format --in: --in-place
                bindery help gr: graph
                bindery --generate-completion-script : bash fish zsh
                bindery explain less-v: less-visible-type
                bindery explain : \(DiagnosticID.allCases.map(\.rawValue).sorted().joined(separator: " "))

                """)
    }

    @Test(.enabled(if: Shell.isInstalled("zsh")))
    func zshLoadsTheScript() throws {
        let scratch = try Scratch()
        let (zsh, file) = try install("zsh", as: "_bindery", in: scratch)
        // Sourced after compinit, it registers itself for bindery.
        let loaded = try zsh.run([
            "-f", "-c", "autoload -U compinit && compinit -u -D && source '\(file)' && print -r -- $_comps[bindery]",
        ])
        #expect(loaded.status == 0, "\(loaded.output)")
        #expect(loaded.output == "_bindery\n")
    }

    @Test(.enabled(if: Shell.isInstalled("fish")))
    func fishLoadsTheScriptAndCompletes() throws {
        let scratch = try workspace()
        let (fish, file) = try install("fish", as: "bindery.fish", in: scratch)
        let probe = """
            source '\(file)'
            for line in 'bindery ge' 'bindery dump --format ' 'bindery check ' 'bindery generate --output ' \
                    'bindery --generate-completion-script ' 'bindery explain less-v'
                echo $line: (complete -C $line | string replace -r '\\t.*' '' | sort)
            end
            """
        let result = try fish.run(["-c", probe], in: scratch.url)
        #expect(result.status == 0, "\(result.output)")
        #expect(
            result.output == """
                bindery ge: generate
                bindery dump --format : json
                bindery check : Download.bind Specs/
                bindery generate --output : Specs/
                bindery --generate-completion-script : bash fish zsh
                bindery explain less-v: less-visible-type

                """)
    }
}
