import BinderyGenerator
import BinderySource

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Command {
    /// `bindery templates export DIR`: the built-in templates and a guide to their fields, to start overriding.
    static let templates = Command(
        name: "templates",
        abstract: "Export the built-in templates and a guide to the fields each one sees.",
        discussion: """
            'bindery templates export <dir>' writes every built-in template as <dir>/NAME.template, and \
            <dir>/README.md: how overriding works, which templates are stable override points, and the fields of \
            every context a template sees. Keep the templates you change, delete the others, and pass the \
            directory to 'generate' or 'check' with --templates.

            An existing file is not replaced unless --force is given. Exit status: 0 when every file was written, \
            2 on bad usage or when a file cannot be written.
            """,
        positional: .init(
            name: "action", help: "'export <dir>': where to write the templates and the guide.", minimumCount: 1),
        options: [Option(name: "force", help: "Replace files of the same names in <dir>.")],
        acceptsSharedOptions: false
    ) { invocation, console in
        guard invocation.arguments.count == 2, invocation.arguments[0] == "export" else {
            let message =
                invocation.arguments.first == "export"
                ? "'templates export' takes one directory"
                : "Unknown action '\(invocation.arguments[0])'; the action is 'export <dir>'"
            console.writeError(UsageError(message: message, command: Command.named("templates")).render())
            return .failure
        }
        return TemplateExportRun(directory: invocation.arguments[1], force: invocation.flags.contains("force"))
            .run(console: console)
    }
}

/// Writes the exported templates: every conflict is found before any file is written.
struct TemplateExportRun {
    let directory: String
    let force: Bool

    func run(console: Console) -> ExitCode {
        let files = TemplateExport.files()
        let paths = files.map { FilePaths.appending($0.name, to: directory) }
        // --force replaces files, not directories: one in the way is found before anything is written, so the
        // export is never left half done.
        if let blocked = paths.first(where: FileKind.isDirectory) {
            console.writeError("error: cannot write '\(blocked)': \(Self.directoryInTheWay)\n")
            return .failure
        }
        if !force {
            let existing = paths.filter(FileSystem.exists)
            if !existing.isEmpty {
                let names = existing.prefix(3).map { FilePaths.lastComponent(of: $0) }.joined(separator: ", ")
                let more = existing.count > 3 ? " and \(existing.count - 3) more" : ""
                console.writeError(
                    "error: '\(directory)' already has \(names)\(more); pass --force to replace "
                        + "\(existing.count == 1 ? "it" : "them"), or export into another directory\n")
                return .failure
            }
        }
        do {
            try FileSystem.createDirectory(directory)
        } catch {
            let reason =
                FileSystem.fileInTheWay(of: directory).map {
                    "'\($0)' is a file, not a directory; move the file, or export into another directory"
                } ?? error.reason + (error.deniesWriting ? "; export into a directory you can write to" : "")
            console.writeError("error: cannot create the directory '\(directory)': \(reason)\n")
            return .failure
        }
        for (file, path) in zip(files, paths) {
            do {
                try AtomicFile.write(Array(file.contents.utf8), to: path)
            } catch {
                let help = error.call == "rename" && error.code == EISDIR ? Self.directoryInTheWay : error.reason
                console.writeError("error: cannot write '\(path)': \(help)\n")
                return .failure
            }
        }
        console.writeOutput("wrote \(files.count - 1) templates and \(TemplateExport.guideName) to \(directory)\n")
        return .success
    }

    private static let directoryInTheWay = "a directory has that name; move it, or export into another directory"
}
