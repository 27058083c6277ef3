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
    /// Each spec file's text on disk, read when the folder is scanned and again when the editor says it changed.
    private var diskFiles: [String: [UInt8]] = [:]
    /// The latest compiled state, reused file by file for the next one.
    private(set) var snapshot: Snapshot?
    /// Whether a document or file changed since ``snapshot`` was made.
    private(set) var isOutOfDate = true

    init(scope: Scope) {
        self.scope = scope
        rescan()
    }

    /// Whether a document with this key belongs to this module.
    func contains(_ key: String) -> Bool {
        switch scope {
        case .folder(let root): FolderScan.contains(key, root: root)
        case .document(let document): document == key
        }
    }

    /// Reads the folder again: files may have been added, removed or changed behind the editor's back.
    func rescan() {
        guard case .folder(let root) = scope else { return }
        var files: [String: [UInt8]] = [:]
        for path in FolderScan.specPaths(under: root) {
            if let bytes = FolderScan.read(path) { files[path] = bytes }
        }
        diskFiles = files
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
    func currentSnapshot(documents: [String: OpenDocument], encoding: PositionEncoding) -> Snapshot {
        if let snapshot, !isOutOfDate, snapshot.encoding == encoding { return snapshot }
        var keys = Set(diskFiles.keys)
        for key in documents.keys where contains(key) { keys.insert(key) }
        let previous = snapshot
        var files = SourceFiles()
        var entries: [Snapshot.Entry] = []
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
            files.add(SourceFile(path: key, bytes: bytes))
            entries.append(
                Snapshot.Entry(
                    key: key, uri: document?.uri ?? DocumentURI.uri(ofPath: key), version: document?.version,
                    lines: document?.text.lines ?? LineTable(bytes)))
        }
        // The one place the module is compiled. Imported specs (`--imported-spec`, the specs of the target's
        // dependencies) join here once `Compilation` takes them.
        let compilation = Compilation(files: files, reusingTreesOf: previous?.compilation)
        let snapshot = Snapshot(compilation: compilation, entries: entries, encoding: encoding)
        self.snapshot = snapshot
        isOutOfDate = false
        return snapshot
    }
}
