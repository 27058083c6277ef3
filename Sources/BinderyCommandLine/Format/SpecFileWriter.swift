import BinderySource

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
        do {
            try AtomicFile.write(Array(text.utf8), to: target, permissions: FileSystem.permissions(of: target))
        } catch {
            throw Failure(reason: error.reason)
        }
    }
}
