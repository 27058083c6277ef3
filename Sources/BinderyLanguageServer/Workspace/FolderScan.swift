import BinderySource

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the `.bind` files of a workspace folder.
enum FolderScan {
    /// How many files and folders a scan looks at before it stops. An editor opened on a home folder or `/usr`
    /// (hundreds of thousands of entries) kept the server from answering for many seconds, on every save again; a
    /// package, even a large app's, holds far fewer outside its hidden folders.
    static let entryLimit = 100_000

    /// What a scan found: the specs' paths, and whether it looked at every entry or stopped at its limit.
    struct Found {
        /// Every spec file the walk met, in path order, each with the path its links lead to.
        fileprivate var files: [(path: String, resolved: String)]
        var isComplete: Bool

        /// The specs, a file reached twice through a symbolic link counted once, under its first path.
        var paths: [String] {
            var seen: Set<String> = []
            return files.filter { seen.insert($0.resolved).inserted }.map(\.path)
        }

        /// Every spec path the walk met, a file reached through a link under each of its paths.
        var everyPath: [String] { files.map(\.path) }

        /// What a scan of `folder`, inside the scanned one, finds: the same, when this scan is complete.
        func restricted(to folder: String) -> Found {
            Found(files: files.filter { FolderScan.isInside($0.path, folder: folder) }, isComplete: isComplete)
        }
    }

    /// Every `.bind` file under `root`, by its path, skipping hidden folders (`.build`, `.git`) and
    /// `node_modules`, where copies of specs live that are not the user's. A file reached twice through a
    /// symbolic link counts once, under its first path in sorted order, so it is not "declared twice". Past
    /// `entryLimit` files and folders looked at, the scan stops with what it found.
    static func scan(under root: String, entryLimit: Int = entryLimit) -> Found {
        let (paths, isComplete) = walk(root, collecting: ".bind", entryLimit: entryLimit)
        let files = paths.map { path in (path: path, resolved: FileSystem.resolvingLinks(path) ?? path) }
        return Found(files: files, isComplete: isComplete)
    }

    /// The paths of ``scan(under:entryLimit:)``.
    static func specPaths(under root: String, entryLimit: Int = entryLimit) -> [String] {
        scan(under: root, entryLimit: entryLimit).paths
    }

    /// Every regular file under `root` whose name ends with `suffix` (`.swift`), in path order, walked as
    /// ``scan(under:entryLimit:)`` walks.
    static func paths(endingWith suffix: String, under root: String, entryLimit: Int = entryLimit) -> [String] {
        walk(root, collecting: suffix, entryLimit: entryLimit).paths
    }

    /// The regular files under `root` whose names end with `suffix`, in path order, and whether the walk looked at
    /// every entry rather than stopping at `entryLimit`.
    private static func walk(_ root: String, collecting suffix: String, entryLimit: Int) -> (
        paths: [String], isComplete: Bool
    ) {
        var rootStatus = stat()
        guard lstat(root, &rootStatus) == 0 else { return ([], true) }
        var walk = Walk(device: rootStatus.st_dev, entriesLeft: entryLimit, suffix: suffix)
        walk.collect(root, status: rootStatus)
        return (walk.paths.sorted().filter(FileKind.isRegularFile), walk.entriesLeft >= 0)
    }

    /// The walk Foundation's directory enumerator made: symbolic links are not followed (the root's neither), nor
    /// are mount points, so a link to a parent folder cannot make it endless.
    private struct Walk {
        let device: dev_t
        /// Below zero once the limit was passed: the walk then stops.
        var entriesLeft: Int
        /// How the names of the files collected end.
        let suffix: String
        var paths: [String] = []

        mutating func collect(_ directory: String, status: stat) {
            guard status.st_mode & S_IFMT == S_IFDIR, status.st_dev == device,
                let names = try? FileSystem.contentsOfDirectory(directory)
            else { return }
            for name in names where !isExcluded(name) {
                entriesLeft -= 1
                guard entriesLeft >= 0 else { return }
                let path = FilePaths.appending(name, to: directory)
                if name.hasSuffix(suffix) { paths.append(path) }
                var entryStatus = stat()
                if lstat(path, &entryStatus) == 0 {
                    collect(path, status: entryStatus)
                }
            }
        }
    }

    /// Whether `path` lies under `folder` (and is not `folder` itself).
    static func isInside(_ path: String, folder: String) -> Bool {
        path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// Whether a file at `path` is one the scan of `root` would find.
    static func contains(_ path: String, root: String) -> Bool {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard path.hasPrefix(prefix), path.hasSuffix(".bind") else { return false }
        return !path.dropFirst(prefix.count).split(separator: "/").dropLast().contains { isExcluded(String($0)) }
    }

    private static func isExcluded(_ name: String) -> Bool {
        name.hasPrefix(".") || name == "node_modules"
    }

    /// The bytes of a spec file; nil when there is none. Only a regular file (or a link to one) is read: opening a
    /// named pipe waits for a writer, and a device such as `/dev/zero` never ends, so either would hang the server.
    static func read(_ path: String) -> [UInt8]? {
        guard FileKind.isRegularFile(path) else { return nil }
        return try? FileSystem.readFile(path)
    }
}
