import BinderySource

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Rewrites a spec in place the way an editor saves it: atomically, keeping its permissions, and through a symbolic
/// link to the file it points to, so the link stays a link.
enum SpecFileWriter {
    struct Failure: Error {
        var reason: String
    }

    static func replaceContents(of path: String, with text: String) throws(Failure) {
        // Renaming a new file over a link would replace the link itself; write beside the real file instead.
        // A link that resolves to no file (`/dev/stdin` names a pipe) must not be replaced by one.
        guard let target = FileSystem.resolvingLinks(path), FileKind.isRegularFile(target) else {
            throw Failure(reason: "it is not a regular file")
        }
        // The rename below needs only the directory to be writable, so it replaced read-only specs (and another
        // user's, taking them over). As an editor does, a file no one may write, or this user may not, is refused.
        let permissions = FileSystem.permissions(of: target)
        if permissions.map({ $0 & 0o222 == 0 }) ?? false {
            throw Failure(reason: "the file is read-only; make it writable (chmod u+w) to format it in place")
        }
        if access(target, W_OK) != 0 {
            throw Failure(
                reason: "you may not write it (\(SystemError.reason(errno))); format it as a user who may, or "
                    + "without --in-place to print it")
        }
        do {
            try AtomicFile.write(Array(text.utf8), to: target, permissions: permissions)
        } catch  where error.call == "open" && error.code == EACCES {
            let directory = FilePaths.deletingLastComponent(of: target)
            throw Failure(
                reason: "\(error.reason); the new text is written beside the spec and renamed over it, so its "
                    + "directory '\(directory)' must be writable")
        } catch {
            throw Failure(reason: error.reason)
        }
    }
}
