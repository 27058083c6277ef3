#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path names on disk, asked of the system itself (`stat`), as the rest of ``FileSystem`` is.
public enum FileKind: Sendable, Equatable {
    case directory
    /// Anything else: a regular file, a FIFO, a device.
    case file

    /// What `path` names, following symbolic links; nil when nothing is there, or a link leads nowhere.
    public init?(of path: String) {
        guard let status = FileSystem.status(of: path) else { return nil }
        self = status.st_mode & S_IFMT == S_IFDIR ? .directory : .file
    }

    /// Whether `path` is a directory, or a symbolic link to one.
    public static func isDirectory(_ path: String) -> Bool {
        FileKind(of: path) == .directory
    }
}
