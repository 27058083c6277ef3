import BinderyCompiler
import BinderySource

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `--config FILE`: reads a `bindery.json` before the command runs, so its settings apply as the options they stand
/// for would (an option given on the command line wins).
enum ConfigurationOption {
    /// Applies the file's settings to `invocation`; when the file cannot be read or has errors, reports them and
    /// returns how the run ends.
    static func apply(to invocation: inout Invocation, console: Console) -> ExitCode? {
        guard let path = invocation.shared.configurationFile else { return nil }
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(path)
        } catch {
            let message =
                switch error.code {
                case EISDIR:
                    "error: '\(path)' is a directory; --config takes the \(BinderyConfiguration.fileName) file"
                case ENOENT: "error: no such file '\(path)' (given to --config)"
                default: "error: cannot read '\(path)' (given to --config): \(error.reason)"
                }
            console.writeFailure(message)
            return .failure
        }
        var files = SourceFiles()
        let id = files.add(SourceFile(path: path, bytes: bytes))
        var diagnostics = Diagnostics()
        let configuration = BinderyConfiguration.read(files[id], id: id, diagnostics: &diagnostics)
        guard let configuration else {
            DiagnosticReport.write(diagnostics.sorted, files: files, options: invocation.shared, console: console)
            return .specErrors
        }
        if invocation.shared.templatesDirectory == nil {
            invocation.shared.templatesDirectory = configuration.templatesDirectory
        }
        return nil
    }
}
