import BinderyCompiler
import BinderySource

/// The `.bind` files checked together as one module: those of a workspace folder, or a single document opened
/// outside every folder.
final class Workspace {
    enum Scope: Equatable {
        /// A folder's path: every `.bind` file under it.
        case folder(String)
        /// One document's key, checked alone.
        case document(String)
    }

    let scope: Scope
    /// For a package's target folder, the target; its specs may import the specs of the package's other targets.
    let target: PackageLayout.Target?
    /// Folders inside ``scope``'s folder that are modules of their own: package targets, nested workspace folders.
    private let excluded: [String]
    /// The imported specs the current snapshot was checked with.
    private var importedWith: [ImportedSpecEntry] = []
    /// Each spec file's text on disk, read when the folder is scanned and again when the editor says it changed.
    private var diskFiles: [String: [UInt8]] = [:]
    /// The latest compiled state, reused file by file for the next one.
    private(set) var snapshot: Snapshot?
    /// Whether a document or file changed since ``snapshot`` was made.
    private(set) var isOutOfDate = true
    /// How many files and folders a scan of the folder looks at (``FolderScan/entryLimit``).
    private let entryLimit: Int
    /// Whether the last scan looked at the whole folder, or stopped at ``entryLimit`` with the specs it had found.
    private(set) var scanIsComplete = true

    /// `found` is a scan of a folder holding this module's: when complete, the module's specs are taken from it
    /// instead of reading the folder again.
    init(
        scope: Scope, target: PackageLayout.Target? = nil, excluding excluded: [String] = [],
        entryLimit: Int = FolderScan.entryLimit, found: FolderScan.Found? = nil
    ) {
        self.scope = scope
        self.target = target
        self.excluded = excluded
        self.entryLimit = entryLimit
        if let found, found.isComplete, case .folder(let root) = scope {
            load(found.restricted(to: root))
        } else {
            rescan()
        }
    }

    /// The modules of a workspace folder: one per package target folder holding specs, and one for the rest.
    /// `nested` are the other workspace folders inside it, whose specs are left to their own modules: the server
    /// answers for a document from its innermost folder, and a spec checked by two modules would get the
    /// diagnostics of both.
    static func modules(
        ofFolder root: String, excluding nested: [String] = [], entryLimit: Int = FolderScan.entryLimit
    ) -> [Workspace] {
        // One scan finds the targets and every module's specs; a scan cut at its limit is left to each module's own.
        // A target whose specs are links to another's (a test target's) is a target all the same.
        let found = FolderScan.scan(under: root, entryLimit: entryLimit)
        let targets = PackageLayout.targets(holding: found.everyPath).filter { target in
            !nested.contains { target.path == $0 || FolderScan.isInside(target.path, folder: $0) }
        }
        let rest = Workspace(
            scope: .folder(root), excluding: targets.map(\.path) + nested, entryLimit: entryLimit, found: found)
        return [rest]
            + targets.map {
                Workspace(scope: .folder($0.path), target: $0, excluding: nested, entryLimit: entryLimit, found: found)
            }
    }

    /// The modules of every workspace folder, each leaving the folders nested in it to their own modules.
    static func modules(ofFolders roots: [String], entryLimit: Int = FolderScan.entryLimit) -> [Workspace] {
        roots.flatMap { root in
            modules(
                ofFolder: root, excluding: roots.filter { FolderScan.isInside($0, folder: root) },
                entryLimit: entryLimit)
        }
    }

    /// The Swift files of this module's folder, but for those of the modules inside it: where the Swift its specs
    /// describe may be written. None for a lone document's module.
    func swiftSourcePaths() -> [String] {
        guard case .folder(let root) = scope else { return [] }
        return FolderScan.paths(endingWith: ".swift", under: root, entryLimit: entryLimit).filter { path in
            !excluded.contains { FolderScan.isInside(path, folder: $0) }
        }
    }

    /// Whether a document with this key belongs to this module.
    func contains(_ key: String) -> Bool {
        switch scope {
        case .folder(let root):
            FolderScan.contains(key, root: root) && !excluded.contains { FolderScan.contains(key, root: $0) }
        case .document(let document): document == key
        }
    }

    /// Reads the folder again: files may have been added, removed or changed behind the editor's back.
    func rescan() {
        guard case .folder(let root) = scope else { return }
        load(FolderScan.scan(under: root, entryLimit: entryLimit))
    }

    /// Reads the specs of `found` that belong to this module.
    private func load(_ found: FolderScan.Found) {
        var files: [String: [UInt8]] = [:]
        for path in found.paths where contains(path) {
            if let bytes = FolderScan.read(path) { files[path] = bytes }
        }
        diskFiles = files
        scanIsComplete = found.isComplete
        isOutOfDate = true
    }

    /// Reads one file again, or forgets it when it is gone.
    func reload(_ path: String) {
        guard case .folder = scope, contains(path) else { return }
        diskFiles[path] = FolderScan.read(path)
        isOutOfDate = true
    }

    func markOutOfDate() {
        isOutOfDate = true
    }

    /// The module as it is now, open documents' text over the disk's; compiled again only when something changed,
    /// and then only the changed files are parsed again.
    /// `modules` are the server's other modules, where a target's imports are found.
    func currentSnapshot(
        documents: [String: OpenDocument], encoding: PositionEncoding, modules: [Workspace] = []
    ) -> Snapshot {
        var visiting: Set<ObjectIdentifier> = []
        return currentSnapshot(documents: documents, encoding: encoding, modules: modules, visiting: &visiting)
    }

    private func currentSnapshot(
        documents: [String: OpenDocument], encoding: PositionEncoding, modules: [Workspace],
        visiting: inout Set<ObjectIdentifier>
    ) -> Snapshot {
        visiting.insert(ObjectIdentifier(self))
        defer { visiting.remove(ObjectIdentifier(self)) }
        // Imports are read from the last snapshot's trees; an edit that changes them compiles once more below.
        let names = Self.importNames(of: snapshot)
        var imported = importedSpecs(
            named: names, documents: documents, encoding: encoding, modules: modules, visiting: &visiting)
        if let snapshot, !isOutOfDate, snapshot.encoding == encoding, imported == importedWith {
            return snapshot
        }
        var compiled = compile(documents: documents, encoding: encoding, imported: imported)
        let namesNow = Self.importNames(of: compiled)
        // Compiled again only if the specs those names bring differ: a name of no target (`Foundation`, a module
        // of Swift's) brings none, and the first snapshot, which knew no names, was then right.
        if namesNow != names {
            let importedNow = importedSpecs(
                named: namesNow, documents: documents, encoding: encoding, modules: modules, visiting: &visiting)
            if importedNow != imported {
                imported = importedNow
                compiled = compile(documents: documents, encoding: encoding, imported: imported)
            }
        }
        importedWith = imported
        snapshot = compiled
        isOutOfDate = false
        return compiled
    }

    /// The modules a snapshot's specs `import`, in first-mention order.
    private static func importNames(of snapshot: Snapshot?) -> [String] {
        var names: [String] = []
        for tree in snapshot?.compilation.syntaxTrees ?? [] {
            for case .import(let declaration) in tree.declarations {
                if let name = declaration.path.first?.name, !names.contains(name) { names.append(name) }
            }
        }
        return names
    }

    /// The specs of the package targets named `names`, and of those they import in turn, as the build plugin
    /// passes a target's dependencies; a module importing itself back is not followed again. Each is of this
    /// target's package, so its `access: package` declarations may be used.
    private func importedSpecs(
        named names: [String], documents: [String: OpenDocument], encoding: PositionEncoding, modules: [Workspace],
        visiting: inout Set<ObjectIdentifier>
    ) -> [ImportedSpecEntry] {
        guard let target else { return [] }
        var entries: [ImportedSpecEntry] = []
        for name in names {
            guard
                let module = modules.first(where: {
                    $0.target?.module == name && $0.target?.package == target.package
                }),
                !visiting.contains(ObjectIdentifier(module))
            else { continue }
            let theirs = module.currentSnapshot(
                documents: documents, encoding: encoding, modules: modules, visiting: &visiting)
            for id in theirs.compilation.files.ids {
                guard let entry = theirs.entry(id), let tree = theirs.tree(id) else { continue }
                // Their tree and line table come along, so navigation reads the file without parsing it again.
                entries.append(
                    ImportedSpecEntry(
                        spec: ImportedSpec(module: name, file: theirs.source(id), isInSamePackage: true), tree: tree,
                        uri: entry.uri,
                        lines: entry.lines))
            }
            for entry in module.importedWith where !entries.contains(entry) {
                entries.append(entry)
            }
        }
        return entries
    }

    private func compile(
        documents: [String: OpenDocument], encoding: PositionEncoding, imported: [ImportedSpecEntry]
    ) -> Snapshot {
        var keys = Set(diskFiles.keys)
        for key in documents.keys where contains(key) { keys.insert(key) }
        let previous = snapshot
        var files = SourceFiles()
        var entries: [Snapshot.Entry] = []
        var everyFileIsAsBefore = true
        for key in keys.sorted() {
            let document = documents[key]
            guard let bytes = document?.text.bytes ?? diskFiles[key] else { continue }
            let id = FileID(entries.count)
            // The same bytes at the same place keep their SourceFile and line table: no rescanning for lines, and
            // the compilation's own comparison stops at the shared storage.
            if let previous, let entry = previous.entry(id), entry.key == key, previous.source(id).bytes == bytes {
                files.add(previous.source(id))
                entries.append(
                    Snapshot.Entry(
                        key: key, uri: document?.uri ?? entry.uri, version: document?.version, lines: entry.lines))
                continue
            }
            everyFileIsAsBefore = false
            files.add(SourceFile(path: key, bytes: bytes))
            entries.append(
                Snapshot.Entry(
                    key: key, uri: document?.uri ?? DocumentURI.uri(ofPath: key), version: document?.version,
                    lines: document?.text.lines ?? LineTable(bytes, hidingByteOrderMark: true)))
        }
        // Nothing the check reads has changed (an editor opening a spec as it is on disk, saving it, a folder read
        // again): the last compilation stands, with the documents' new versions. Checked again, a module of 10,000
        // models costs a second of CPU for each spec the editor opens.
        if let previous, everyFileIsAsBefore, entries.count == previous.entries.count, imported == importedWith {
            return Snapshot(
                compilation: previous.compilation, entries: entries, imported: imported, encoding: encoding,
                moduleName: target?.module)
        }
        // The one place the module is compiled, with the specs of the targets it imports beside it, and under its
        // target's module name, as the build plugin compiles it.
        let compilation = Compilation(
            files: files, imported: imported.map(\.spec), moduleName: target?.module,
            reusingTreesOf: previous?.compilation)
        return Snapshot(
            compilation: compilation, entries: entries, imported: imported, encoding: encoding,
            moduleName: target?.module)
    }
}
