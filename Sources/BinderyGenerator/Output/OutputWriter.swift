import BinderySource

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
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
        var outcomes: [Outcome] = []
        for (entry, text) in zip(plan.entries, contents) {
            outcomes.append(try write(Data(text.utf8), to: entry.outputPath))
        }
        return outcomes
    }

    private func write(_ data: Data, to path: String) throws(OutputError) -> Outcome {
        let manager = FileManager.default
        if let existing = manager.contents(atPath: path), existing == data { return .unchanged }
        let directory = FilePaths.deletingLastComponent(of: path)
        do {
            try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            if let file = Self.fileInTheWay(of: directory) {
                throw .io(
                    "cannot create the directory '\(directory)': '\(file)' is a file, not a directory; "
                        + "choose another output directory or move the file")
            }
            throw .io("cannot create the directory '\(directory)': \(ErrorDescription.of(error))")
        }
        let temporary = TemporaryFile.path(for: path)
        try TemporaryFile.create(temporary, with: data, in: directory)
        if rename(temporary, path) != 0 {
            let failure = errno
            unlink(temporary)
            if failure == EISDIR {
                throw .io("cannot write '\(path)': a directory has that name; move it, or choose another output")
            }
            throw .io("cannot replace '\(path)': \(String(cString: strerror(failure)))")
        }
        return .written
    }

    /// The nearest of `directory` and its ancestors that exists and is not a directory: what stops creating it.
    private static func fileInTheWay(of directory: String) -> String? {
        var path = directory
        while !path.isEmpty {
            if let kind = FileKind(of: path) { return kind == .file ? path : nil }
            let parent = FilePaths.deletingLastComponent(of: path)
            if parent == path { return nil }
            path = parent
        }
        return nil
    }
}

/// The temporary files a write goes through: `.Name.swift.bindery-<pid>-<random>.tmp` beside the target, named so
/// that a later run can tell its own leftovers, and whether the process that made one is still running.
enum TemporaryFile {
    private static let marker = ".bindery-"
    /// Past this age a leftover is stale even if its process number is in use again.
    private static let staleAge: TimeInterval = 3600

    static func path(for target: String) -> String {
        let directory = FilePaths.deletingLastComponent(of: target)
        let name = FilePaths.lastComponent(of: target)
        return FilePaths.appending(".\(name)\(marker)\(getpid())-\(UUID().uuidString).tmp", to: directory)
    }

    /// Writes `data` to a new file at `path` (never an existing one), with the usual permissions.
    static func create(_ path: String, with data: Data, in directory: String) throws(OutputError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw .io(
                "cannot write '\(path)': \(String(cString: strerror(errno))); check that '\(directory)' is writable")
        }
        defer { close(descriptor) }
        var failure: Int32 = 0
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if failure != 0 {
            unlink(path)
            throw .io("cannot write '\(path)': \(String(cString: strerror(failure)))")
        }
    }

    /// Removes the leftovers of runs that were killed mid-write: those whose process is gone, and any past an hour.
    static func removeStale(in directory: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") {
            guard let owner = owner(of: name) else { continue }
            let path = FilePaths.appending(name, to: directory)
            if owner != getpid(), !isRunning(owner) || age(of: path) > staleAge {
                unlink(path)
            }
        }
    }

    /// The process number in a name this type made, or nil for any other file.
    private static func owner(of name: String) -> pid_t? {
        guard let range = name.ranges(of: marker).last else { return nil }
        let rest = name[range.upperBound...].dropLast(".tmp".count)
        guard let dash = rest.firstIndex(of: "-"), UUID(uuidString: String(rest[rest.index(after: dash)...])) != nil
        else { return nil }
        return pid_t(rest[..<dash])
    }

    private static func isRunning(_ process: pid_t) -> Bool {
        kill(process, 0) == 0 || errno == EPERM
    }

    private static func age(of path: String) -> TimeInterval {
        let modified = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? nil
        return modified.map { Date().timeIntervalSince($0) } ?? 0
    }
}
