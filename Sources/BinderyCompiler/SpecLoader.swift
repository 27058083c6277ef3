import BinderySource
import Foundation

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
        for path in paths {
            switch read(path) {
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

    private static func read(_ path: String) -> Result<[UInt8], Message> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(Message(text: "error: no such file '\(path)'"))
        }
        if isDirectory.boolValue {
            return .failure(
                Message(text: "error: '\(path)' is a directory, not a spec file; name the .bind files inside it"))
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            return .failure(Message(text: "error: cannot read '\(path)': permission denied"))
        }
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            return .success([UInt8](data))
        } catch {
            return .failure(Message(text: "error: cannot read '\(path)': \(error.localizedDescription)"))
        }
    }
}
