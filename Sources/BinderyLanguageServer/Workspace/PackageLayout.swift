import BinderySource

/// How a workspace folder splits into modules the way SwiftPM builds them: the `.bind` files of a target folder
/// (`Sources/<Target>` or `Tests/<Target>` beside a `Package.swift`) are that target's module, named after the
/// folder, as the build plugin compiles them; whatever lies outside every target folder is checked as one module.
enum PackageLayout {
    /// A target folder: its path, its module's name, and the package folder it belongs to.
    struct Target: Hashable {
        var path: String
        var module: String
        var package: String
    }

    /// The innermost target folder holding the spec at `path`, nil when the spec lies in none.
    static func target(holding path: String) -> Target? {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        // A target folder needs a name and a file inside it: `…/Sources/<Target>/<file>` at least.
        guard components.count >= 4 else { return nil }
        for index in stride(from: components.count - 3, through: 1, by: -1)
        where components[index] == "Sources" || components[index] == "Tests" {
            let package = components[..<index].joined(separator: "/")
            guard FileSystem.exists(package + "/Package.swift") else { continue }
            let folder = String(components[index + 1])
            return Target(
                path: package + "/" + components[index] + "/" + folder, module: moduleName(folder), package: package)
        }
        return nil
    }

    /// The module SwiftPM names after a target folder (its `c99name`): what `import` writes.
    static func moduleName(_ folder: String) -> String {
        String(
            folder.unicodeScalars.map {
                $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) ? Character($0) : "_"
            })
    }

    /// The target folders that hold specs at `specPaths`, in path order.
    static func targets(holding specPaths: [String]) -> [Target] {
        Set(specPaths.compactMap(target(holding:))).sorted { $0.path < $1.path }
    }
}
