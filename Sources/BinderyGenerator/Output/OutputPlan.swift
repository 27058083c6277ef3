import BinderySource

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where each generated file goes, decided and checked before anything is written.
///
/// `Name.bind` becomes `DIR/Name.swift`, or the explicit path given for it (`--output-file`, used by the build
/// plugin, which must name its outputs itself). Every path must lie inside the output directory, no two specs may
/// claim the same file, and no output may be an input (a spec or a template), however it is spelt: symbolic links
/// are followed and files are compared by identity, so a generated file never replaces what it was made from.
public struct OutputPlan: Sendable, Equatable {
    /// One spec and the file its Swift goes to.
    public struct Entry: Sendable, Equatable {
        /// The spec path as the user gave it.
        public var specPath: String
        /// The absolute, normalised path of the generated file.
        public var outputPath: String
    }

    public let directory: String
    public let entries: [Entry]
    /// Whether each output was named (`--output-file`, as the build plugin names its outputs in a directory of its
    /// own), rather than taken as `DIR/Name.swift`, where a user's hand-written file may stand.
    public let namesEachOutput: Bool

    /// Plans the outputs of `specPaths`.
    ///
    /// - Parameters:
    ///   - specPaths: the spec files, in the order given on the command line.
    ///   - directory: `--output DIR`.
    ///   - outputFiles: `--output-file PATH`s, one per spec in the same order, or empty for `DIR/Name.swift`.
    ///   - inputs: every other file the run reads (templates, imported specs, the configuration), which no output may
    ///     replace; the specs are inputs too.
    ///   - currentDirectory: what relative paths are relative to.
    public init(
        specPaths: [String], directory: String, outputFiles: [String] = [], inputs: [String] = [],
        currentDirectory: String = FileSystem.currentDirectory
    ) throws(OutputError) {
        guard !directory.isEmpty else {
            throw .usage("--output is empty; name the directory to write to, as in '--output Generated'")
        }
        if let empty = outputFiles.firstIndex(of: "") {
            throw .usage(
                "--output-file for '\(specPaths[min(empty, specPaths.count - 1)])' is empty; name a file inside '\(directory)'"
            )
        }
        guard outputFiles.isEmpty || outputFiles.count == specPaths.count else {
            throw .usage(
                "--output-file was given \(outputFiles.count) time(s) for \(specPaths.count) spec(s); "
                    + "give it once per spec, in the same order, or not at all")
        }
        let root = Self.normalized(directory, relativeTo: currentDirectory)
        self.directory = root
        namesEachOutput = !outputFiles.isEmpty
        var entries: [Entry] = []
        var claimedBy: [String: String] = [:]
        var claimedIgnoringCase: [String: (spec: String, target: String)] = [:]
        for (index, spec) in specPaths.enumerated() {
            let target: String
            if outputFiles.isEmpty {
                // `.bind` alone would become `.swift`, a hidden file that SwiftPM does not compile.
                if FilePaths.lastComponent(of: spec) == ".bind" {
                    throw .usage(
                        "'\(spec)' has no name before '.bind', so its Swift would be the hidden file '.swift'; "
                            + "name the spec after what it declares, as in 'Models.bind'")
                }
                target = FilePaths.appending(Self.outputName(forSpec: spec), to: root)
            } else {
                // Normalising drops a trailing `/` or `.`: `Out/Sub/` would become a file named `Sub`.
                if Self.namesADirectory(outputFiles[index]) {
                    throw .usage(
                        "--output-file '\(outputFiles[index])' for '\(spec)' names a directory; name the file, as in "
                            + "'\(FilePaths.appending(Self.outputName(forSpec: spec), to: outputFiles[index]))'")
                }
                target = Self.normalized(outputFiles[index], relativeTo: currentDirectory)
                guard Self.isInside(target, directory: root) else {
                    throw .usage(
                        "--output-file '\(outputFiles[index])' for '\(spec)' is outside the output directory "
                            + "'\(directory)'; choose a path inside it")
                }
            }
            if let other = claimedBy[target] {
                if other == spec || Self.isSameExistingFile(other, spec, relativeTo: currentDirectory) {
                    throw .usage(
                        (other == spec ? "'\(spec)' is named twice" : "'\(spec)' and '\(other)' are the same spec")
                            + "; name each spec once")
                }
                throw .usage(
                    "'\(other)' and '\(spec)' would both generate '\(Self.display(target, relativeTo: currentDirectory))'; "
                        + "rename one of them (spec names must be unique in a module)")
            }
            // On a case-insensitive file system (macOS's and Windows' default) the second would silently replace the
            // first, so names that differ only in case are refused everywhere: a package builds the same on all.
            if let (other, otherTarget) = claimedIgnoringCase[target.lowercased()] {
                throw .usage(
                    "'\(other)' and '\(spec)' would generate '\(Self.display(otherTarget, relativeTo: currentDirectory))' "
                        + "and '\(Self.display(target, relativeTo: currentDirectory))', which are one file where case "
                        + "is ignored (macOS, Windows); rename one of them")
            }
            claimedBy[target] = spec
            claimedIgnoringCase[target.lowercased()] = (spec, target)
            entries.append(Entry(specPath: spec, outputPath: target))
        }
        self.entries = entries
        try Self.checkNoInputIsOverwritten(
            entries, inputs: specPaths + inputs, currentDirectory: currentDirectory)
    }

    /// Throws when an output would replace a spec or a template: same resolved path, or the same file under
    /// another name (a hard link, a case-insensitive file system).
    private static func checkNoInputIsOverwritten(
        _ entries: [Entry], inputs: [String], currentDirectory: String
    ) throws(OutputError) {
        let resolvedInputs = inputs.map { (path: $0, resolved: normalized($0, relativeTo: currentDirectory)) }
        let identities = Dictionary(
            resolvedInputs.compactMap { input in FileIdentity(input.resolved).map { ($0, input.path) } },
            uniquingKeysWith: { first, _ in first })
        for entry in entries {
            let overwritten =
                resolvedInputs.first { $0.resolved == entry.outputPath }?.path
                ?? FileIdentity(entry.outputPath).flatMap { identities[$0] }
            guard let input = overwritten else { continue }
            throw .usage(
                "the Swift of '\(entry.specPath)' would replace '\(input)', which this run reads; bindery never "
                    + "writes over its inputs: choose another --output or --output-file")
        }
    }

    /// Whether two spellings name one existing file, each resolved against `base` (the plan's current directory,
    /// not necessarily the process's).
    private static func isSameExistingFile(_ first: String, _ second: String, relativeTo base: String) -> Bool {
        let first = normalized(first, relativeTo: base)
        return FileSystem.exists(first) && first == normalized(second, relativeTo: base)
    }

    /// `Name.bind` → `Name.swift`; any other name keeps its base name and gains `.swift`.
    public static func outputName(forSpec spec: String) -> String {
        let base = FilePaths.lastComponent(of: spec)
        let stem = base.hasSuffix(".bind") ? String(base.dropLast(5)) : base
        return stem + ".swift"
    }

    /// An absolute path without `.`, `..` or symbolic links in its existing part, so containment checks
    /// cannot be fooled by `DIR/../elsewhere` or a link pointing out of `DIR`.
    static func normalized(_ path: String, relativeTo base: String) -> String {
        // A relative base can only mean the process's directory; every relative path goes through the base.
        let absoluteBase = base.hasPrefix("/") ? base : FilePaths.appending(base, to: FileSystem.currentDirectory)
        var existing = FilePaths.standardized(path.hasPrefix("/") ? path : FilePaths.appending(path, to: absoluteBase))
        // Resolve links in the longest existing ancestor; the rest does not exist yet and holds no links.
        var missing: [String] = []
        while !FileSystem.exists(existing) && existing != "/" {
            missing.insert(FilePaths.lastComponent(of: existing), at: 0)
            existing = FilePaths.deletingLastComponent(of: existing)
        }
        var resolved = FileSystem.resolvingLinks(existing) ?? existing
        for component in missing { resolved = FilePaths.appending(component, to: resolved) }
        return FilePaths.standardized(resolved)
    }

    /// Whether `path` is spelt as a directory: it ends in `/`, or in a `.` or `..` component.
    private static func namesADirectory(_ path: String) -> Bool {
        path.hasSuffix("/") || [".", ".."].contains(FilePaths.lastComponent(of: path))
    }

    static func isInside(_ path: String, directory: String) -> Bool {
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return path.hasPrefix(prefix) && path.count > prefix.count
    }

    private static func display(_ path: String, relativeTo base: String) -> String {
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

/// What makes a file the same file whatever path names it: its device and inode.
private struct FileIdentity: Hashable {
    var device: UInt64
    var inode: UInt64

    init?(_ path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}

/// A problem with where output goes or with writing it: bad usage or an I/O failure (exit status 2).
public enum OutputError: Error, Sendable, Equatable, CustomStringConvertible {
    case usage(String)
    case io(String)

    public var description: String {
        switch self {
        case .usage(let message), .io(let message): message
        }
    }
}
