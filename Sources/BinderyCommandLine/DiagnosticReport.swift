import BinderyCompiler
import BinderySource

/// Writes a compilation's diagnostics to standard error, as `--diagnostics` and `--color` ask.
public enum DiagnosticReport {
    public static func write(_ compilation: Compilation, options: SharedOptions, console: Console) {
        write(compilation.sortedDiagnostics, files: compilation.files, options: options, console: console)
    }

    static func write(_ diagnostics: [Diagnostic], files: SourceFiles, options: SharedOptions, console: Console) {
        switch options.diagnosticFormat {
        case .json:
            console.writeError(DiagnosticJSON.render(diagnostics, files: files))
        case .text:
            guard !diagnostics.isEmpty else { return }
            let renderer = DiagnosticRenderer(files: files, colored: options.usesColor(on: console))
            console.writeError(renderer.render(diagnostics))
        }
    }

    /// Loads and compiles `paths`, reports every problem, and says how the run ended. The common start of every
    /// command that reads specs; `body` runs only when the specs have no errors.
    public static func compile(
        _ invocation: Invocation, console: Console, body: (Compilation) -> ExitCode = { _ in .success }
    ) -> ExitCode {
        if let templates = invocation.shared.templatesDirectory, !DirectoryCheck.isDirectory(templates) {
            console.writeError("error: templates directory '\(templates)' does not exist or is not a directory\n")
            return .failure
        }
        let compilation: Compilation
        do {
            compilation = try Compilation(paths: invocation.arguments, imported: invocation.shared.importedSpecs)
        } catch {
            console.writeError(error.messages.map { $0 + "\n" }.joined())
            return .failure
        }
        write(compilation, options: invocation.shared, console: console)
        return compilation.hasErrors ? .specErrors : body(compilation)
    }
}
