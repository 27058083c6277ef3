import BinderyLanguageServer

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Command {
    /// `bindery lsp`: the language server on standard input and output, until the editor says `exit`.
    static let lsp = Command(
        name: "lsp",
        abstract: "Run a Language Server Protocol server on standard input and output.",
        discussion: "Editors start it; it speaks JSON-RPC with Content-Length framing and checks the .bind files "
            + "of each workspace folder as one module, with the diagnostics of 'bindery check'. Exit status: 0 "
            + "after 'shutdown' then 'exit', 1 when the editor exits without 'shutdown' or closes the input.",
        positional: .init(name: "none", help: "Takes no arguments.", minimumCount: 0, isRepeating: false),
        options: [Option(name: "stdio", help: "Accepted for editors that pass it; standard I/O is the only transport.")]
    ) { invocation, console in
        if let argument = invocation.arguments.first {
            console.writeError(
                UsageError(message: "Unexpected argument '\(argument)'", command: Command.named("lsp")).render())
            return .failure
        }
        // LSP's exit statuses: 0 after `shutdown` and `exit`, 1 otherwise.
        return Connection.run(input: STDIN_FILENO, output: STDOUT_FILENO) == 0 ? .success : .specErrors
    }
}
