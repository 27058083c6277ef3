import BinderySource

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why spec files could not be read: one message per path, each naming it. Exit status 2.
public struct SpecLoadError: Error, Sendable {
    public var messages: [String]
}

/// Reads spec files from disk.
public enum SpecLoader {
    /// Reads every path into one ``SourceFiles``, in the order given, or reports every path it could not read.
    public static func load(_ paths: [String]) throws(SpecLoadError) -> SourceFiles {
        var files = SourceFiles()
        var messages: [String] = []
        var firstNaming: [String: String] = [:]
        for path in paths {
            // The same file twice (a glob and a name, `./a.bind` and `a.bind`) would declare everything twice and
            // generate one output from two specs: one message says what happened.
            let file = FileSystem.resolvingLinks(path) ?? path
            if let first = firstNaming[file] {
                messages.append(
                    "error: "
                        + (first == path
                            ? "'\(path)' is named twice; name each spec once"
                            : "'\(path)' and '\(first)' are the same spec; name each spec once (both are '\(file)')"))
                continue
            }
            firstNaming[file] = path
            switch contents(of: path) {
            case .success(let bytes): files.add(SourceFile(path: path, bytes: bytes))
            case .failure(let message): messages.append(message.text)
            }
        }
        if !messages.isEmpty { throw SpecLoadError(messages: messages) }
        return files
    }

    private struct Message: Error {
        var text: String
    }

    /// Reads everything `path` gives, whatever it is: a file, `/dev/null` (an empty spec, which is valid), a FIFO,
    /// `/dev/stdin` or a process substitution. Only a directory, a missing file or a real read error fail.
    private static func contents(of path: String) -> Result<[UInt8], Message> {
        // A Swift file passed by mistake (a shell glob, the generated output) would give a syntax error at each of
        // its declarations; one message says what happened.
        if path.hasSuffix(".swift") {
            return .failure(
                Message(
                    text: "error: '\(path)' is a Swift file, not a spec; name the .bind files (the Swift of a spec is "
                        + "what 'bindery generate' writes)"))
        }
        do {
            return .success(try FileSystem.readFile(path))
        } catch {
            return .failure(describe(error.code, path))
        }
    }

    private static func describe(_ code: Int32, _ path: String) -> Message {
        switch code {
        case ENOENT where path == "-":
            Message(text: "error: no such file '-'; to read a spec from standard input, name '/dev/stdin'")
        // `ls` lists a link whose file is gone, so "no such file" would contradict what the user sees.
        case ENOENT where FileSystem.linkDestination(of: path) != nil:
            Message(
                text: "error: '\(path)' is a symbolic link to '\(FileSystem.linkDestination(of: path) ?? "")', which "
                    + "does not exist; point the link at the spec, or name the spec itself")
        case ENOENT: Message(text: "error: no such file '\(path)'")
        case ELOOP:
            Message(
                text: "error: '\(path)' is a symbolic link that leads back to itself through other links; point it at "
                    + "the spec, or name the spec itself")
        case EISDIR: Message(text: "error: '\(path)' is a directory, not a spec file; name the .bind files inside it")
        case EACCES: Message(text: "error: cannot read '\(path)': permission denied")
        default: Message(text: "error: cannot read '\(path)': \(SystemError.reason(code))")
        }
    }
}
