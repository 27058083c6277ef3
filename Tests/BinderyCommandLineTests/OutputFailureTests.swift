import BinderyCommandLine
import FixtureSupport
import Foundation
import Testing

/// Output that cannot be written is a failure of the run, never a truncated file and exit status 0.
@Suite struct OutputFailureTests {
    #if os(Linux)
    /// `bindery dump specs > model.json` on a full disk exited 0 with the file empty or cut short; `/dev/full` fails
    /// every write as a full disk does.
    @Test func outputThatCannotBeWrittenIsAnErrorWithExitStatusTwo() throws {
        let full = open("/dev/full", O_WRONLY)
        try #require(full >= 0)
        defer { close(full) }
        let download = FixtureFiles.root.appendingPathComponent("Valid/Download.bind").path
        for arguments in [["dump", download], ["format", download], ["graph", download], ["--version"]] {
            var error = ""
            let console = Console.writingOutput(to: full, writeError: { error += $0 }, errorIsTerminal: false)
            let status = CommandLineTool.run(arguments, console: console)
            #expect(status == .failure, "\(arguments)")
            #expect(
                error
                    == "error: cannot write to standard output: No space left on device; what was written is "
                    + "incomplete\n", "\(arguments)")
        }
    }
    #endif

    @Test func outputThatArrivesLeavesTheStatusAlone() throws {
        let scratch = try Scratch()
        let path = scratch.path("out.txt")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let descriptor = open(path, O_WRONLY)
        try #require(descriptor >= 0)
        var error = ""
        let console = Console.writingOutput(to: descriptor, writeError: { error += $0 }, errorIsTerminal: false)
        #expect(CommandLineTool.run(["--version"], console: console) == .success)
        close(descriptor)
        #expect(error == "")
        #expect(try scratch.read("out.txt") == CommandLineTool.version + "\n")
    }
}
