import BinderyCommandLine
import Foundation

/// What one `bindery` run did, as a user sees it.
struct BinderyRun {
    var status: ExitCode
    var output: String
    var error: String
}

/// Runs `bindery` with `arguments` (without the program name), capturing standard output and standard error.
func bindery(_ arguments: [String]) -> BinderyRun {
    let captured = CapturedConsole()
    let status = CommandLineTool.run(arguments, console: captured.console)
    return BinderyRun(status: status, output: captured.output, error: captured.error)
}

/// A fresh directory for one test, removed when the test is done with it.
final class Scratch {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("bindery-cli-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// Writes `text` to `name` (creating its folders) and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    func read(_ name: String) throws -> String {
        try String(contentsOfFile: path(name), encoding: .utf8)
    }
}
