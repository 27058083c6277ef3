import Foundation

/// Writes generated files so builds stay incremental and nothing is ever half-written.
///
/// - A file whose content is already right is not written, so its modification time stays and the compiler does
///   not rebuild it.
/// - Each write goes to a temporary file in the same directory, then is renamed over the target: readers see the
///   old file or the new one, never a mix.
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
        var outcomes: [Outcome] = []
        for (entry, text) in zip(plan.entries, contents) {
            outcomes.append(try write(Data(text.utf8), to: entry.outputPath))
        }
        return outcomes
    }

    private func write(_ data: Data, to path: String) throws(OutputError) -> Outcome {
        let manager = FileManager.default
        if let existing = manager.contents(atPath: path), existing == data { return .unchanged }
        let directory = (path as NSString).deletingLastPathComponent
        do {
            try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .io("cannot create the directory '\(directory)': \(error.localizedDescription)")
        }
        let name = (path as NSString).lastPathComponent
        let temporary = (directory as NSString).appendingPathComponent(".\(name).\(UUID().uuidString).tmp")
        guard manager.createFile(atPath: temporary, contents: data) else {
            throw .io("cannot write '\(temporary)'; check that '\(directory)' is writable")
        }
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            try? manager.removeItem(atPath: temporary)
            throw .io("cannot replace '\(path)': \(reason)")
        }
        return .written
    }
}
