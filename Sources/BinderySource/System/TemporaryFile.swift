#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files an atomic write goes through: `.Name.swift.bindery-<pid>-<random>.tmp` beside the target,
/// named so that a later run can tell its own leftovers, and whether the process that made one is still running.
package enum TemporaryFile {
    private static let marker = ".bindery-"
    /// Past this age, in seconds, a leftover is stale even if its process number is in use again.
    private static let staleAge = 3600

    package static func path(for target: String) -> String {
        let directory = FilePaths.deletingLastComponent(of: target)
        let name = FilePaths.lastComponent(of: target)
        return FilePaths.appending(".\(name)\(marker)\(getpid())-\(randomIdentifier()).tmp", to: directory)
    }

    /// Writes `bytes` to a new file at `path` (never an existing one), with the usual permissions (`0o666` less the
    /// umask). Nothing is left at `path` when it fails; the error's `call` is `open` when the file could not be made.
    package static func create(_ path: String, with bytes: UnsafeBufferPointer<UInt8>) throws(SystemError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .last("open") }
        guard FileDescriptorIO.writeAll(descriptor, bytes) else {
            let failure = SystemError.last("write")
            close(descriptor)
            unlink(path)
            throw failure
        }
        // A full disk or quota may be reported by the close alone (NFS): the file is then short, and must replace
        // nothing.
        guard close(descriptor) == 0 else {
            let failure = SystemError.last("close")
            unlink(path)
            throw failure
        }
    }

    /// Removes the leftovers of runs that were killed mid-write: those whose process is gone, and any past an hour.
    package static func removeStale(in directory: String) {
        guard let names = try? FileSystem.contentsOfDirectory(directory) else { return }
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
        guard let dash = rest.firstIndex(of: "-"), isRandomIdentifier(rest[rest.index(after: dash)...]) else {
            return nil
        }
        return pid_t(rest[..<dash])
    }

    private static func isRunning(_ process: pid_t) -> Bool {
        kill(process, 0) == 0 || errno == EPERM
    }

    private static func age(of path: String) -> Int {
        FileSystem.modificationTime(of: path).map { time(nil) - $0 } ?? 0
    }

    /// 128 random bits written as a UUID is (`8-4-4-4-12` hexadecimal digits), the form these names always had. Two
    /// draws from the system's generator, one a word: a draw a digit asked the kernel 32 times a file.
    private static func randomIdentifier() -> String {
        var generator = SystemRandomNumberGenerator()
        let digits = Array([generator.next(), generator.next()].map(hexadecimal).joined())
        return [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(digits[$0]) }.joined(separator: "-")
    }

    /// `word`'s 16 hexadecimal digits, leading zeros included.
    private static func hexadecimal(_ word: UInt64) -> String {
        let digits = String(word, radix: 16, uppercase: true)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    private static func isRandomIdentifier(_ text: Substring) -> Bool {
        let groups = text.split(separator: "-", omittingEmptySubsequences: false)
        return groups.map(\.count) == [8, 4, 4, 4, 12] && groups.allSatisfy { $0.allSatisfy(\.isHexDigit) }
    }
}
