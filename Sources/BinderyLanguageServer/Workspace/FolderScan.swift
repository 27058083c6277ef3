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
    /// Every `.bind` file under `root`, by its path, skipping hidden folders (`.build`, `.git`) and
    /// `node_modules`, where copies of specs live that are not the user's. A file reached twice through a
    /// symbolic link counts once, under its first path in sorted order, so it is not "declared twice".
    static func specPaths(under root: String) -> [String] {
        var rootStatus = stat()
        guard lstat(root, &rootStatus) == 0 else { return [] }
        var paths: [String] = []
        collectSpecPaths(root, status: rootStatus, device: rootStatus.st_dev, into: &paths)
        var seen: Set<String> = []
        return paths.sorted().filter { path in
            guard FileKind.isRegularFile(path) else { return false }
            return seen.insert(FileSystem.resolvingLinks(path) ?? path).inserted
        }
    }

    /// The walk Foundation's directory enumerator made: symbolic links are not followed (the root's neither), nor
    /// are mount points, so a link to a parent folder cannot make it endless.
    private static func collectSpecPaths(_ directory: String, status: stat, device: dev_t, into paths: inout [String]) {
        guard status.st_mode & S_IFMT == S_IFDIR, status.st_dev == device,
            let names = try? FileSystem.contentsOfDirectory(directory)
        else { return }
        for name in names where !isExcluded(name) {
            let path = FilePaths.appending(name, to: directory)
            if name.hasSuffix(".bind") { paths.append(path) }
            var entryStatus = stat()
            if lstat(path, &entryStatus) == 0 {
                collectSpecPaths(path, status: entryStatus, device: device, into: &paths)
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
