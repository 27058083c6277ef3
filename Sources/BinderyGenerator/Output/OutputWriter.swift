import BinderySource

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes generated files so builds stay incremental and nothing is ever half-written.
///
/// - A file whose content is already right is not written, so its modification time stays and the compiler does
///   not rebuild it.
/// - Each write goes to a temporary file in the same directory, then is renamed over the target: readers see the
///   old file or the new one, never a mix.
/// - A run that is killed between the two leaves its temporary file behind; the next run removes every such file of
///   a process that is gone (or of any process, past an hour), so they cannot pile up.
/// - Call it only once every spec has generated without error; then no file is touched when any spec fails.
public struct OutputWriter: Sendable {
    /// What happened to one output.
    public enum Outcome: Sendable, Equatable {
        case written
        case unchanged
    }

    public init() {}

    /// Writes `contents[i]` to `plan.entries[i].outputPath`, creating the output directory when needed.
    @discardableResult
    public func write(_ contents: [String], plan: OutputPlan) throws(OutputError) -> [Outcome] {
        precondition(contents.count == plan.entries.count, "one content per planned output")
        let directories = Set(plan.entries.map { FilePaths.deletingLastComponent(of: $0.outputPath) })
        for directory in directories.sorted() { TemporaryFile.removeStale(in: directory) }
        let paths = plan.entries.map(\.outputPath)
        // Each file is compared and replaced on its own, so the files are written on every core. When some cannot
        // be, the first in order is the error, as when they were written one after another.
        let results = Concurrently.map(paths.count) { index in
            Result { () throws(OutputError) in try Self.write(contents[index], to: paths[index]) }
        }
        return try results.map { result throws(OutputError) in try result.get() }
    }

    /// Writes the UTF-8 of `text` where the string holds it, without copying it into an array first.
    private static func write(_ text: String, to path: String) throws(OutputError) -> Outcome {
        var text = text
        return try text.withUTF8 { bytes in Result { () throws(OutputError) in try write(bytes, to: path) } }.get()
    }

    private static func write(_ bytes: UnsafeBufferPointer<UInt8>, to path: String) throws(OutputError) -> Outcome {
        if let existing = try? FileSystem.readFile(path), existing.count == bytes.count, existing.elementsEqual(bytes) {
            return .unchanged
        }
        let directory = FilePaths.deletingLastComponent(of: path)
        do {
            try FileSystem.createDirectory(directory)
        } catch {
            if let file = FileSystem.fileInTheWay(of: directory) {
                throw .io(
                    "cannot create the directory '\(directory)': '\(file)' is a file, not a directory; "
                        + "choose another output directory or move the file")
            }
            throw .io("cannot create the directory '\(directory)': \(error.reason)")
        }
        do {
            try AtomicFile.write(bytes, to: path)
        } catch  where error.call == "open" {
            throw .io("cannot write '\(path)': \(error.reason); check that '\(directory)' is writable")
        } catch  where error.call == "rename" && error.code == EISDIR {
            throw .io("cannot write '\(path)': a directory has that name; move it, or choose another output")
        } catch  where error.call == "rename" {
            throw .io("cannot replace '\(path)': \(error.reason)")
        } catch {
            throw .io("cannot write '\(path)': \(error.reason)")
        }
        return .written
    }
}
