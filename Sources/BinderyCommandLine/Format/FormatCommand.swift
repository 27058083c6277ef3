import BinderyCompiler
import BinderySource
import Foundation

extension Command {
    /// `bindery format SPEC... [--in-place]`: the canonical layout, printed or written back.
    static let format = Command(
        name: "format",
        abstract: "Lay specs out canonically, keeping every comment.",
        discussion: "Prints the formatted specs to standard output, or with --in-place rewrites each file whose "
            + "layout changes. A spec with syntax errors is reported and left alone (exit status 1).",
        positional: .init(name: "spec", help: "The .bind files to format."),
        options: [Option(name: "in-place", help: "Rewrite the files instead of printing them.")]
    ) { invocation, console in
        let files: SourceFiles
        do throws(SpecLoadError) {
            files = try SpecLoader.load(invocation.arguments)
        } catch {
            console.writeError(error.messages.map { $0 + "\n" }.joined())
            return .failure
        }
        let compilation = Compilation.parseOnly(files)
        if compilation.hasErrors {
            DiagnosticReport.write(compilation, options: invocation.shared, console: console)
            return .specErrors
        }
        let inPlace = invocation.flags.contains("in-place")
        for (id, tree) in zip(files.ids, compilation.syntaxTrees) {
            let file = files[id]
            let formatted = SpecFormatter.format(file, tree)
            guard inPlace else {
                console.writeOutput(formatted)
                continue
            }
            guard Array(formatted.utf8) != file.bytes else { continue }
            do {
                try Data(formatted.utf8).write(to: URL(fileURLWithPath: file.path), options: .atomic)
            } catch {
                console.writeError("error: cannot write '\(file.path)': \(error.localizedDescription)\n")
                return .failure
            }
        }
        return .success
    }
}
