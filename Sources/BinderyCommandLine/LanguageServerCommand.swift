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
            + "of each workspace folder as the build plugin would (in a package, target by target, each seeing the "
            + "specs of the targets it imports), with the diagnostics of 'bindery check'. Exit status: 0 after "
            + "'shutdown' then 'exit', 1 when the editor exits without 'shutdown' or closes the input.",
        positional: nil,
        options: [
            Option(name: "stdio", help: "Accepted for editors that pass it; standard I/O is the only transport.")
        ],
        acceptsSharedOptions: false
    ) { _, console in
        // LSP's exit statuses: 0 after `shutdown` and `exit`, 1 otherwise.
        return Connection.run(input: STDIN_FILENO, output: STDOUT_FILENO) == 0 ? .success : .specErrors
    }
}
