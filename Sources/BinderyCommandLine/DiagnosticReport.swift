import BinderyCompiler
import BinderyGenerator
import BinderySource

/// Writes a compilation's diagnostics to standard error, as `--diagnostics` and `--color` ask.
public enum DiagnosticReport {
    public static func write(_ compilation: Compilation, options: SharedOptions, console: Console) {
        write(compilation.sortedDiagnostics, files: compilation.files, options: options, console: console)
    }

    static func write(_ diagnostics: [Diagnostic], files: SourceFiles, options: SharedOptions, console: Console) {
        switch options.diagnosticFormat {
        case .json:
            if let jsonErrors = console.jsonErrors {
                jsonErrors.append(diagnostics, files: files)
            } else {
                console.writeError(DiagnosticJSON.render(diagnostics, files: files))
            }
        case .text:
            guard !diagnostics.isEmpty else { return }
            let renderer = DiagnosticRenderer(files: files, colored: options.usesColor(on: console))
            console.writeError(renderer.render(diagnostics, limit: DiagnosticLimit.standard))
        }
    }

    /// Loads and compiles `paths`, reports every problem, and says how the run ended. The common start of every
    /// command that reads specs; `body` runs only when the specs have no errors.
    public static func compile(
        _ invocation: Invocation, console: Console, body: (Compilation) -> ExitCode = { _ in .success }
    ) -> ExitCode {
        if let templates = invocation.shared.templatesDirectory, !DirectoryCheck.isDirectory(templates) {
            console.writeFailure("error: templates directory '\(templates)' does not exist or is not a directory")
            return .failure
        }
        let compilation: Compilation
        do {
            compilation = try Compilation(
                paths: invocation.arguments, imported: invocation.shared.importedSpecs,
                samePackage: invocation.shared.samePackageModules, moduleName: invocation.shared.moduleName)
        } catch {
            console.writeFailures(error.messages)
            return .failure
        }
        write(compilation, options: invocation.shared, console: console)
        return compilation.hasErrors ? .specErrors : body(compilation)
    }

    /// What rendering a valid compilation gave.
    enum Rendering {
        case rendered([GeneratedFile])
        /// The templates had errors, reported already, or could not be read.
        case failed(ExitCode)
    }

    /// Renders the Swift of `compilation` with the built-in templates or those of `--templates`, reporting the
    /// templates' problems (the specs' went out already).
    static func render(_ compilation: Compilation, _ invocation: Invocation, console: Console) -> Rendering {
        var compilation = compilation
        let reported = compilation.diagnostics.all.count
        let generated: [GeneratedFile]?
        do {
            generated = try compilation.generate(templatesDirectory: invocation.shared.templatesDirectory)
        } catch {
            console.writeFailure("error: \(error)")
            return .failed(.failure)
        }
        guard let generated else {
            let templateDiagnostics = Array(compilation.diagnostics.all.dropFirst(reported))
            write(templateDiagnostics, files: compilation.files, options: invocation.shared, console: console)
            return .failed(.specErrors)
        }
        return .rendered(generated)
    }
}
