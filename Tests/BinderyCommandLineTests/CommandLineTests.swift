import BinderyCommandLine
import FixtureSupport
import Foundation
import Testing

/// `bindery` as a user runs it: exit status, what goes to standard output and standard error.
@Suite struct CommandLineTests {
    struct Run {
        var status: ExitCode
        var output: String
        var error: String
    }

    func run(_ arguments: [String], terminal: Bool = false, noColor: Bool = false) -> Run {
        let captured = CapturedConsole(errorIsTerminal: terminal, environmentDisablesColor: noColor)
        let status = CommandLineTool.run(arguments, console: captured.console)
        return Run(status: status, output: captured.output, error: captured.error)
    }

    var download: String { FixtureFiles.root.appendingPathComponent("Valid/Download.bind").path }

    func temporary(_ name: String, _ text: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bindery-cli-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func checkValidSpecSucceedsSilently() {
        let result = run(["check", download])
        #expect(result.status == .success)
        #expect(result.output == "")
        #expect(result.error == "")
    }

    @Test func checkInvalidSpecExitsOneWithLocatedDiagnostics() throws {
        let path = try temporary("Bad.bind", "model M {\n    var title = \"\"\n}\n")
        let result = run(["check", path])
        #expect(result.status == .specErrors)
        #expect(
            result.error == """
                \(path):2:15: error: expected ':' and a type after property name 'title'; write 'var title: String' [expected-colon]
                    var title = ""
                              ^

                """)
    }

    @Test func diagnosticsOfSeveralFilesAreSortedByFile() throws {
        let first = try temporary("A.bind", "model A {\n    var x\n}\n")
        let second = try temporary("B.bind", "model B {\n    var y\n}\n")
        let result = run(["check", second, first])
        #expect(result.status == .specErrors)
        let lines = result.error.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix(second) == true)
    }

    @Test func jsonDiagnostics() throws {
        let path = try temporary("Bad.bind", "model M {\n    var title = \"\"\n}\n")
        let result = run(["check", "--diagnostics", "json", path])
        #expect(result.status == .specErrors)
        let records = try #require(
            try JSONSerialization.jsonObject(with: Data(result.error.utf8)) as? [[String: Any]])
        #expect(records.count == 1)
        #expect(records.first?["line"] as? Int == 2)
        #expect(records.first?["column"] as? Int == 15)
        #expect(records.first?["severity"] as? String == "error")
        #expect(records.first?["id"] as? String == "expected-colon")
    }

    /// A tool reading standard error as JSON met plain `error:` lines when a file could not be read or written. Every
    /// error of a run is one record of one array: a spec's warning and an output that cannot be written together.
    @Test func jsonDiagnosticsHoldFailuresWithoutAPlaceInOneArray() throws {
        let path = try temporary(
            "Warned.bind", "transform unused(Int) -> Int = $0\nmodel M {\n    var x: Int = 0\n}\n")
        let blocker = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("Out").path
        try Data("not a directory".utf8).write(to: URL(fileURLWithPath: blocker))
        let result = run(["generate", "--diagnostics", "json", path, "--output", blocker])
        #expect(result.status == .failure)
        let records = try #require(
            try JSONSerialization.jsonObject(with: Data(result.error.utf8)) as? [[String: Any]], "\(result.error)")
        #expect(records.map { $0["severity"] as? String } == ["warning", "error"])
        #expect(records.first?["id"] as? String == "unused-transform")
        #expect(records.last?.keys.sorted() == ["message", "severity"])
        #expect((records.last?["message"] as? String)?.hasPrefix("cannot create the directory '\(blocker)'") == true)
        // A spec that cannot be read is a record too.
        let missing = run(["check", "--diagnostics", "json", path + ".missing.bind"])
        #expect(missing.status == .failure)
        let missingRecords = try JSONSerialization.jsonObject(with: Data(missing.error.utf8)) as? [[String: Any]]
        #expect(missingRecords?.first?["message"] as? String == "no such file '\(path).missing.bind'")
    }

    @Test func colorFollowsTheTerminalUnlessForced() throws {
        let path = try temporary("Bad.bind", "model M {\n    var title = \"\"\n}\n")
        #expect(!run(["check", path]).error.contains("\u{1B}["))
        #expect(run(["check", path], terminal: true).error.contains("\u{1B}["))
        #expect(run(["check", "--color", "always", path]).error.contains("\u{1B}["))
        #expect(!run(["check", "--color=never", path], terminal: true).error.contains("\u{1B}["))
    }

    /// `NO_COLOR` (any value but the empty one) and `TERM=dumb` turn colour off on a terminal; `--color always`
    /// still turns it on, as https://no-color.org asks of a command-line option.
    @Test func noColorInTheEnvironmentTurnsAutoColourOffButNotAlways() throws {
        let path = try temporary("Bad.bind", "model M {\n    var title = \"\"\n}\n")
        #expect(!run(["check", path], terminal: true, noColor: true).error.contains("\u{1B}["))
        #expect(run(["check", "--color", "always", path], terminal: true, noColor: true).error.contains("\u{1B}["))
        func disables(_ environment: [String: String]) -> Bool { Console.disablesColor { environment[$0] } }
        #expect(disables(["NO_COLOR": "1"]) && disables(["NO_COLOR": "0"]) && disables(["TERM": "dumb"]))
        #expect(!disables([:]) && !disables(["NO_COLOR": ""]) && !disables(["TERM": "xterm-256color"]))
    }

    @Test func missingFileIsAnIOFailureNamingThePath() {
        let result = run(["check", "/no/such/Spec.bind"])
        #expect(result.status == .failure)
        #expect(result.error == "error: no such file '/no/such/Spec.bind'\n")
    }

    @Test func anImportedSpecWhoseModuleIsNoNameSaysItWasReadAsAPath() {
        let result = run(["check", "/dev/null", "--imported-spec", "Core-Kit=/no/such/Core.bind"])
        #expect(result.status == .failure)
        #expect(
            result.error == "error: no such file 'Core-Kit=/no/such/Core.bind'\n"
                + "note: 'Core-Kit=/no/such/Core.bind' was read as a path, as 'Core-Kit' is not a module name (letters, "
                + "digits and '_'); write --imported-spec MODULE=PATH with the module's name\n")
        let named = run(["check", "/dev/null", "--imported-spec", "CoreKit=/no/such/Core.bind"])
        #expect(named.error == "error: no such file '/no/such/Core.bind'\n")
    }

    /// A spec of the module being compiled, given again as another module's, was reported as clashing with "a
    /// model of module 'Core', which this module imports", or as needing `import App`.
    @Test func anImportedSpecOfTheModuleBeingCompiledSaysToNameItOnlyAsASpec() throws {
        let core = try temporary("Core.bind", "model Profile {\n    var name: String = \"\"\n}\n")
        let itself = run(["check", core, "--imported-spec", "Core=\(core)"])
        #expect(itself.status == .failure)
        #expect(
            itself.error == "error: '--imported-spec Core=\(core)' names '\(core)', which is also a spec to compile "
                + "here; a spec of the module being compiled is named only as a spec: remove it from --imported-spec, "
                + "which is for the specs of the modules this one imports\n")
        let ownModule = run(["check", "/dev/null", "--module-name", "App", "--imported-spec", "App=\(core)"])
        #expect(ownModule.status == .failure)
        #expect(
            ownModule.error == "error: '--imported-spec App=\(core)' gives a spec of module 'App', the module being "
                + "compiled (--module-name App); name a spec of this module as a spec to compile, without "
                + "--imported-spec, or write the module it belongs to: --imported-spec MODULE=\(core)\n")
        #expect(
            run(["check", "/dev/null", "--module-name", "App", "--imported-spec", "Core=\(core)"]).status == .success)
    }

    /// `--same-package` names a module of an imported spec: a misspelt one would leave its `access: package`
    /// declarations reported as out of reach, with the cause out of sight.
    @Test func aSamePackageModuleWithNoImportedSpecIsAnError() throws {
        let core = try temporary(
            "Core.bind", "options {\n    access: package\n}\n\nmodel Profile {\n    var name: String = \"\"\n}\n")
        let app = try temporary("App.bind", "import Core\n\nbinding B(profile: Profile) {\n}\n")
        let misspelt = run(["check", app, "--imported-spec", "Core=\(core)", "--same-package", "Cor"])
        #expect(misspelt.status == .failure)
        #expect(
            misspelt.error
                == "error: '--same-package Cor' names no module of an --imported-spec; did you mean 'Core'?\n")
        let alone = run(["check", app, "--same-package", "Zed"])
        #expect(
            alone.error == "error: '--same-package Zed' names no module of an --imported-spec; give its specs with "
                + "--imported-spec Zed=PATH\n")
        #expect(run(["check", app, "--imported-spec", "Core=\(core)"]).status == .specErrors)
        #expect(run(["check", app, "--imported-spec", "Core=\(core)", "--same-package", "Core"]).status == .success)
    }

    @Test func aDashSaysHowToReadStandardInput() {
        let result = run(["check", "-"])
        #expect(result.status == .failure)
        #expect(result.error == "error: no such file '-'; to read a spec from standard input, name '/dev/stdin'\n")
    }

    @Test func directoryGivenAsAFileIsAnIOFailure() {
        let result = run(["check", FixtureFiles.root.path])
        #expect(result.status == .failure)
        #expect(result.error.contains("'\(FixtureFiles.root.path)' is a directory"))
    }

    @Test func unreadableFileIsAnIOFailure() throws {
        let path = try temporary("Locked.bind", "model M {}\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path) }
        // Root reads anything; the check only means something for other users.
        guard !FileManager.default.isReadableFile(atPath: path) else { return }
        let result = run(["check", path])
        #expect(result.status == .failure)
        #expect(result.error.contains("cannot read '\(path)'"))
    }

    @Test func unknownOptionNamesTheFlagAndPointsToHelp() {
        let result = run(["check", "--colour", "never", download])
        #expect(result.status == .failure)
        #expect(result.error.hasPrefix("Error: Unknown option '--colour'; did you mean '--color'?\n"))
        #expect(result.error.contains("Usage: bindery check <spec> ..."))
        #expect(result.error.hasSuffix("See 'bindery check --help' for more information.\n"))
    }

    @Test func invalidOptionValueListsTheChoices() {
        let result = run(["check", "--diagnostics", "xml", download])
        #expect(result.status == .failure)
        #expect(result.error.hasPrefix("Error: The value 'xml' is invalid for '--diagnostics <format>'"))
        #expect(result.error.contains("'text' or 'json'"))
    }

    @Test func missingOptionValue() {
        let result = run(["check", download, "--templates"])
        #expect(result.status == .failure)
        #expect(result.error.hasPrefix("Error: Missing value for '--templates <dir>'"))
    }

    @Test func missingSpecArgument() {
        let result = run(["check"])
        #expect(result.status == .failure)
        #expect(result.error.hasPrefix("Error: Missing expected argument '<spec> ...'"))
    }

    @Test func missingTemplatesDirectoryIsAnIOFailure() {
        let result = run(["check", "--templates", "/no/such/dir", download])
        #expect(result.status == .failure)
        #expect(result.error.contains("'/no/such/dir'"))
    }

    @Test func unknownSubcommandSuggestsTheClosest() {
        let result = run(["chek", download])
        #expect(result.status == .failure)
        #expect(result.error.hasPrefix("Error: Unknown subcommand 'chek'; did you mean 'check'?"))
        #expect(result.error.contains("See 'bindery --help'"))
    }

    @Test func helpAndVersion() {
        let help = run(["--help"])
        #expect(help.status == .success)
        #expect(help.output.contains("USAGE: bindery <subcommand>"))
        #expect(help.output.contains("  check "))
        let version = run(["--version"])
        #expect(version.status == .success)
        #expect(version.output == CommandLineTool.version + "\n")
    }

    @Test func helpForACommand() {
        let viaHelp = run(["help", "check"])
        let viaFlag = run(["check", "--help"])
        #expect(viaHelp.status == .success)
        #expect(viaHelp.output == viaFlag.output)
        #expect(viaHelp.output.contains("--diagnostics <format>"))
        #expect(viaHelp.output.contains("--color <when>"))
        #expect(viaHelp.output.contains("--templates <dir>"))
        let unknown = run(["help", "frobnicate"])
        #expect(unknown.status == .failure)
        #expect(unknown.error.contains("'frobnicate'"))
    }

    @Test func noArgumentsShowsHelpAsAUsageError() {
        let result = run([])
        #expect(result.status == .failure)
        #expect(result.error.contains("USAGE: bindery <subcommand>"))
    }

    @Test func doubleDashAllowsPathsThatLookLikeOptions() throws {
        let result = run(["check", "--", "--not-an-option.bind"])
        #expect(result.status == .failure)
        #expect(result.error == "error: no such file '--not-an-option.bind'\n")
    }
}
