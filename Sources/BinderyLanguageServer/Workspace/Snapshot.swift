import BinderyCompiler
import BinderySource
import BinderySyntax

/// One compiled state of a module: every spec file's text as it was, the compilation `bindery check` would make
/// of it, and what the features need to answer questions about it. Immutable; an edit makes a new one.
final class Snapshot {
    /// One spec file of the module, in ``FileID`` order.
    struct Entry {
        /// The file's path, or an untitled document's URI.
        var key: String
        var uri: String
        /// The open document's version, nil for a file read from disk.
        var version: Int?
        var lines: LineTable
    }

    let compilation: Compilation
    let entries: [Entry]
    /// The specs of the modules this one imports, as the compilation was given them.
    let imported: [ImportedSpecEntry]
    let encoding: PositionEncoding
    /// The module name it was compiled under (its target's), nil outside every target.
    let moduleName: String?
    private let idByKey: [String: FileID]

    init(
        compilation: Compilation, entries: [Entry], imported: [ImportedSpecEntry] = [], encoding: PositionEncoding,
        moduleName: String? = nil
    ) {
        self.compilation = compilation
        self.moduleName = moduleName
        self.entries = entries
        self.imported = imported
        self.encoding = encoding
        var ids: [String: FileID] = [:]
        for (index, entry) in entries.enumerated() { ids[entry.key] = FileID(index) }
        idByKey = ids
    }

    /// The declarations and every use of every name, built on first use: publishing diagnostics needs none of it.
    private(set) lazy var index = SymbolIndex(
        trees: compilation.syntaxTrees, files: compilation.files,
        imported: imported.map { ImportedTree(module: $0.module, tree: $0.tree) }, moduleName: moduleName)

    func fileID(forKey key: String) -> FileID? {
        idByKey[key]
    }

    func entry(_ id: FileID) -> Entry? {
        id.index < entries.count ? entries[id.index] : nil
    }

    func tree(_ id: FileID) -> SourceFileSyntax? {
        id.index < compilation.syntaxTrees.count ? compilation.syntaxTrees[id.index] : nil
    }

    func source(_ id: FileID) -> SourceFile {
        compilation.files[id]
    }

    func offset(of position: LSP.Position, in id: FileID) -> Int {
        entries[id.index].lines.offset(of: position, encoding: encoding)
    }

    func range(_ range: SourceRange) -> LSP.Range {
        guard let entry = entry(range.file) else {
            return LSP.Range(start: .init(line: 0, character: 0), end: .init(line: 0, character: 0))
        }
        return entry.lines.range(range.start, range.end, encoding: encoding)
    }

    /// A source range as a location an editor can open, in the module's specs or the imported ones; nil elsewhere.
    func location(_ range: SourceRange) -> LSP.Location? {
        if let entry = entry(range.file) { return LSP.Location(uri: entry.uri, range: self.range(range)) }
        // Past the module's own specs come the imported ones, in the order they were given (a note may point at one
        // of their declarations; see `Compilation.files`).
        let index = range.file.index - compilation.specCount
        guard index >= 0, index < imported.count, range.file.index < compilation.files.ids.count,
            compilation.files[range.file].path == imported[index].spec.file.path
        else { return nil }
        let file = imported[index]
        return LSP.Location(uri: file.uri, range: file.lines.range(range.start, range.end, encoding: encoding))
    }

    /// A range in a spec of the imported `module`: its ``FileID`` is one of that module's, not of this one.
    func location(_ range: SourceRange, inImported module: String) -> LSP.Location? {
        guard let file = imported.first(where: { $0.module == module && $0.tree.file == range.file }) else {
            return nil
        }
        return LSP.Location(uri: file.uri, range: file.lines.range(range.start, range.end, encoding: encoding))
    }
}
