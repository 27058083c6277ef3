import Foundation

/// Finds the `.bind` files of a workspace folder.
enum FolderScan {
    /// Every `.bind` file under `root`, by its path, skipping hidden folders (`.build`, `.git`) and
    /// `node_modules`, where copies of specs live that are not the user's. A file reached twice through a
    /// symbolic link counts once, under its first path in sorted order, so it is not "declared twice".
    static func specPaths(under root: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if isExcluded(name) {
                enumerator.skipDescendants()
                continue
            }
            if name.hasSuffix(".bind") { paths.append((root as NSString).appendingPathComponent(relative)) }
        }
        var seen: Set<String> = []
        return paths.sorted().filter { path in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue
            else { return false }
            return seen.insert((path as NSString).resolvingSymlinksInPath).inserted
        }
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

    static func read(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }
}
