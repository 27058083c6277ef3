#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads and writes a file descriptor with the system calls themselves: Foundation's `FileHandle` traps on some
/// errors, and a language server must outlive an editor that closes its pipe. (Nor does the `bindery` executable link
/// Foundation; see issue 14.)
package enum FileDescriptorIO {
    /// Reads what is available, waiting for at least one byte; empty at the end of input or on an error.
    package static func readAvailable(_ descriptor: Int32, maximumCount: Int = 65536) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: maximumCount)
        while true {
            let count = buffer.withUnsafeMutableBytes { raw in
                read(descriptor, raw.baseAddress, raw.count)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return [] }
            return Array(buffer[0..<count])
        }
    }

    /// Writes every byte; false when the other end is gone.
    @discardableResult
    package static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { writeAll(descriptor, $0) }
    }

    /// Writes every byte of `bytes`, read in place; false when the other end is gone.
    @discardableResult
    package static func writeAll(_ descriptor: Int32, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }

    /// A write to a closed pipe must fail with EPIPE, not kill the process with SIGPIPE.
    package static func ignoreBrokenPipeSignal() {
        signal(SIGPIPE, SIG_IGN)
    }
}
