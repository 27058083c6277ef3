#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file whole or not at all: the bytes go to a temporary file in the same directory, which is then
/// renamed over the target, so a reader sees the old file or the new one, never a mix, and a failure leaves the old
/// one as it was.
public enum AtomicFile {
    /// Writes `bytes` to `path`, with `permissions` when given, else the usual ones (`0o666` less the umask). A
    /// symbolic link at `path` is replaced, not followed: resolve it first to write through it.
    public static func write(_ bytes: [UInt8], to path: String, permissions: mode_t? = nil) throws(SystemError) {
        try bytes.withUnsafeBufferPointer { buffer throws(SystemError) in
            try write(buffer, to: path, permissions: permissions)
        }
    }

    /// Writes `bytes`, read in place (a string's UTF-8 needs no copy into an array first), as the other `write`.
    public static func write(_ bytes: UnsafeBufferPointer<UInt8>, to path: String, permissions: mode_t? = nil)
        throws(SystemError)
    {
        let temporary = TemporaryFile.path(for: path)
        try TemporaryFile.create(temporary, with: bytes)
        if let permissions, chmod(temporary, permissions) != 0 {
            let failure = SystemError.last("chmod")
            unlink(temporary)
            throw failure
        }
        if rename(temporary, path) != 0 {
            let failure = SystemError.last("rename")
            unlink(temporary)
            throw failure
        }
    }
}
