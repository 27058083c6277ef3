#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A system call that failed, and why: its `errno`.
///
/// Messages quote ``reason``, the system's own words for the error ("No such file or directory", "Permission
/// denied"), which say what to fix; the caller names the path, since it knows what the file was for.
public struct SystemError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The `errno` the call set: `ENOENT`, `EACCES`.
    public var code: Int32
    /// The call that failed (`open`, `write`, `mkdir`), for a caller that words one failure differently.
    public var call: String

    public init(code: Int32, call: String) {
        self.code = code
        self.call = call
    }

    /// The error of the call that just failed, read from `errno` at once, before anything can change it.
    static func last(_ call: String) -> SystemError {
        SystemError(code: errno, call: call)
    }

    /// `strerror`'s text for the code: "No such file or directory" for `ENOENT`.
    public var reason: String {
        Self.reason(code)
    }

    public var description: String { reason }

    /// Whether the system refused the write itself (permissions, a read-only file system), not because of what the
    /// path names: the fix is another place, or access, not another name.
    public var deniesWriting: Bool {
        code == EACCES || code == EPERM || code == EROFS
    }

    /// `strerror`'s text for `code`.
    public static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
