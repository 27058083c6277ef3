#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The file system operations the tools need, as the system calls themselves: the `bindery` executable links no
/// Foundation, whose loading was most of its start-up time (issue 14). Failures carry `errno` as a ``SystemError``;
/// the caller words the message, naming the path and what it was for.
public enum FileSystem {
    /// Past every size a reader accepts: a spec must be smaller than 2 GB (`file-too-large`), the limit of its 32-bit
    /// offsets.
    public static let readLimit = Int(Int32.max) + 1

    /// Everything `path` gives, whatever it is: a file, `/dev/null`, a FIFO, `/dev/stdin`, a process substitution;
    /// but no more than `limit` bytes, so a stream that never ends (`/dev/zero`, `yes`) stops there, a size the
    /// caller rejects, instead of taking memory until the process is killed. A directory fails with `EISDIR`.
    public static func readFile(_ path: String, limit: Int = readLimit) throws(SystemError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .last("open") }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw SystemError(code: EISDIR, call: "read")
        }
        var bytes: [UInt8] = []
        if status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 {
            bytes.reserveCapacity(min(Int(status.st_size), limit))
        }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let wanted = min(chunk.count, limit - bytes.count)
            let count = wanted == 0 ? 0 : chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw .last("read")
            }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    /// Whether anything is at `path`, following symbolic links (a link that leads nowhere is not).
    public static func exists(_ path: String) -> Bool {
        status(of: path) != nil
    }

    /// What `stat` says of `path`, following symbolic links; nil when nothing is there.
    static func status(of path: String) -> stat? {
        var status = stat()
        return stat(path, &status) == 0 ? status : nil
    }

    /// The names in a directory, `.` and `..` left out, in the order the system gives them (sort them to show them).
    public static func contentsOfDirectory(_ path: String) throws(SystemError) -> [String] {
        guard let directory = opendir(path) else { throw .last("opendir") }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// Creates `path` and any of its ancestors that are missing, as `mkdir -p` does; a directory already there is
    /// fine, a file in the way fails (`ENOTDIR` under a file, `EEXIST` at the path itself).
    public static func createDirectory(_ path: String) throws(SystemError) {
        if mkdir(path, 0o777) == 0 { return }
        let failure = SystemError.last("mkdir")
        switch failure.code {
        case EEXIST where FileKind(of: path) == .directory:
            // There already, or made by another process meanwhile.
            return
        case ENOENT:
            let parent = FilePaths.deletingLastComponent(of: path)
            guard !parent.isEmpty, parent != path else { throw failure }
            try createDirectory(parent)
            guard mkdir(path, 0o777) == 0 || FileKind(of: path) == .directory else { throw .last("mkdir") }
        default:
            throw failure
        }
    }

    /// The nearest of `directory` and its ancestors that exists and is not a directory: what stops
    /// ``createDirectory(_:)`` making it, for a message that names the file in the way.
    public static func fileInTheWay(of directory: String) -> String? {
        var path = directory
        while !path.isEmpty {
            if let kind = FileKind(of: path) { return kind == .directory ? nil : path }
            let parent = FilePaths.deletingLastComponent(of: path)
            if parent == path { return nil }
            path = parent
        }
        return nil
    }

    /// What the symbolic link at `path` points to, as written in the link; nil when `path` is not a link.
    public static func linkDestination(of path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The permission bits of what `path` names (`0o644`), nil when nothing is there.
    public static func permissions(of path: String) -> mode_t? {
        status(of: path).map { $0.st_mode & 0o7777 }
    }

    /// When `path` was last modified, in seconds since 1970; nil when nothing is there.
    public static func modificationTime(of path: String) -> Int? {
        guard let status = status(of: path) else { return nil }
        #if canImport(Darwin)
        return Int(status.st_mtimespec.tv_sec)
        #else
        return Int(status.st_mtim.tv_sec)
        #endif
    }

    /// The process's working directory; `/` if it cannot be read (it was removed), as good a base as any then.
    public static var currentDirectory: String {
        guard let path = getcwd(nil, 0) else { return "/" }
        defer { free(path) }
        return String(cString: path)
    }

    /// The absolute path of what `path` names with every symbolic link, `.` and `..` resolved (`realpath`); nil
    /// when some part of it does not exist.
    public static func resolvingLinks(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
