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
    /// A regular file.
    case file
    /// Anything else: a named pipe, a device, a socket. Reading one may wait for a writer or never end, and it cannot
    /// be replaced by renaming a file over it.
    case special

    /// What `path` names, following symbolic links; nil when nothing is there, or a link leads nowhere.
    public init?(of path: String) {
        guard let status = FileSystem.status(of: path) else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: self = .directory
        case S_IFREG: self = .file
        default: self = .special
        }
    }

    /// Whether `path` is a directory, or a symbolic link to one.
    public static func isDirectory(_ path: String) -> Bool {
        FileKind(of: path) == .directory
    }

    /// Whether `path` is a regular file, or a symbolic link to one.
    public static func isRegularFile(_ path: String) -> Bool {
        FileKind(of: path) == .file
    }
}
