import BinderyCommandLine
import Testing

/// What `bindery` says when it is used wrongly: what is wrong, and what would be right.
@Suite struct UsageTests {
    @Test func anOptionWithOneAllowedValueNamesThatValue() {
        let result = bindery(["dump", "--format", "yaml", "Spec.bind"])
        #expect(result.status == .failure)
        #expect(
            result.error.hasPrefix(
                "Error: The value 'yaml' is invalid for '--format <format>'; please provide 'json'\n"))
    }

    @Test func anOptionWithSeveralAllowedValuesListsThem() {
        let result = bindery(["graph", "--format", "svg", "Spec.bind"])
        #expect(
            result.error.hasPrefix(
                "Error: The value 'svg' is invalid for '--format <format>'; please provide one of 'dot' or 'mermaid'\n")
        )
    }

    @Test func usageShowsARequiredOptionWithoutBrackets() {
        let help = bindery(["generate", "--help"]).output
        #expect(help.contains("USAGE: bindery generate <spec> ... --output <dir> [--output-file <path>]"))
        let missing = bindery(["generate", "Spec.bind"])
        #expect(missing.status == .failure)
        #expect(missing.error.hasPrefix("Error: Missing expected option '--output <dir>'\n"))
        #expect(missing.error.contains("Usage: bindery generate <spec> ... --output <dir> ["))
    }

    @Test func aCommandThatTakesNoArgumentsShowsNoneAndRejectsOne() {
        let help = bindery(["help", "lsp"]).output
        #expect(help.contains("USAGE: bindery lsp [--stdio]\n"))
        #expect(!help.contains("ARGUMENTS:"))
        let result = bindery(["lsp", "Spec.bind"])
        #expect(result.status == .failure)
        #expect(result.error.hasPrefix("Error: Unexpected argument 'Spec.bind'; 'bindery lsp' takes no arguments\n"))
    }

    @Test func optionsThatMeanNothingToACommandAreNotOffered() {
        let help = bindery(["help", "templates"]).output
        #expect(help.contains("USAGE: bindery templates <action> ... [--force]\n"))
        #expect(!help.contains("--imported-spec"))
        let result = bindery(["templates", "export", "Out", "--templates", "Mine"])
        #expect(result.status == .failure)
        #expect(result.error.hasPrefix("Error: Unknown option '--templates'"))
    }

    @Test func anUnknownSubcommandListsTheSubcommandsAsHelpDoes() {
        let unknown = bindery(["frobnicate"])
        let viaHelp = bindery(["help", "frobnicate"])
        #expect(unknown.status == .failure)
        #expect(viaHelp.status == .failure)
        #expect(
            unknown.error.hasPrefix(
                "Error: Unknown subcommand 'frobnicate'; the subcommands are 'check', 'generate', 'format', 'graph', "
                    + "'dump', 'lsp', 'templates' and 'explain'\n"))
        #expect(viaHelp.error == unknown.error)
    }

    @Test func aSubcommandsOptionGivenBeforeItShowsWhereItGoes() {
        let result = bindery(["--in-place", "Spec.bind"])
        #expect(result.status == .failure)
        #expect(
            result.error.hasPrefix(
                "Error: Unknown option '--in-place'; a subcommand's options follow it, as in "
                    + "'bindery format --in-place <spec> ...'\n"))
    }

    @Test func anUnknownOptionBeforeAnySubcommandNamesWhatBinderyTakes() {
        #expect(
            bindery(["--verison"]).error.hasPrefix("Error: Unknown option '--verison'; did you mean '--version'?\n"))
        let unknown = bindery(["--frobnicate"])
        #expect(
            unknown.error.hasPrefix(
                "Error: Unknown option '--frobnicate'; before a subcommand, bindery takes only '--help', '--version' "
                    + "and '--generate-completion-script <shell>'\n"))
        // Whatever the hint names exists: the completion option it mentions works.
        #expect(bindery(["--generate-completion-script", "bash"]).status == .success)
    }

    @Test func rootHelpListsTheCompletionOption() {
        let help = bindery(["--help"]).output
        #expect(help.contains("--generate-completion-script <shell>"))
        #expect(help.contains("Print a completion script for bash, zsh or fish."))
    }

    @Test func versionIsASemanticVersion() throws {
        let result = bindery(["--version"])
        #expect(result.status == .success)
        #expect(try #/^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?\n$/#.wholeMatch(in: result.output) != nil)
    }

    @Test func helpAboutHelpIsTheRootHelpAndHelpBeforeASubcommandIsItsHelp() {
        for arguments in [["help", "help"], ["--help"], ["help"]] {
            let run = bindery(arguments)
            #expect(run.status == .success, "\(arguments)")
            #expect(run.output.hasPrefix("OVERVIEW: Generate observable Swift models"), "\(arguments)")
        }
        for arguments in [["--help", "graph"], ["-h", "graph"], ["help", "graph"]] {
            #expect(bindery(arguments).output.hasPrefix("OVERVIEW: Print the models"), "\(arguments)")
        }
    }

    @Test func anArgumentThatMeansNothingAfterVersionOrHelpIsAUsageError() {
        let version = bindery(["--version", "check"])
        #expect(version.status == .failure)
        #expect(version.output == "")
        #expect(version.error.hasPrefix("Error: Unexpected argument 'check'; '--version' takes none\n"))
        let help = bindery(["help", "format", "--in-place"])
        #expect(help.status == .failure)
        #expect(
            help.error.hasPrefix(
                "Error: Unexpected argument '--in-place'; 'bindery help' takes one subcommand, as in 'bindery help format'\n"
            ))
    }
}
