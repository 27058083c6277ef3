import BinderySource

/// `textDocument/definition` and `textDocument/references`.
enum Navigation {
    /// Where the name under the cursor is declared, in an imported module's spec when it declares it; nothing for a
    /// built-in transform, which no spec declares.
    static func definition(in snapshot: Snapshot, file: FileID, offset: Int) -> [LSP.Location] {
        let index = snapshot.index
        guard let occurrence = index.occurrence(at: offset, in: file) else { return [] }
        if let imported = index.table.importedDeclaration(of: occurrence.symbol) {
            return snapshot.location(imported.range, inImported: imported.module).map { [$0] } ?? []
        }
        return index.definitions(of: occurrence.symbol).compactMap { snapshot.location($0.range) }
    }

    /// Every place the name under the cursor is written in the module's own files, in file and position order; its
    /// declaration too when asked and it is one of them. Other modules' uses of an imported name are theirs.
    static func references(in snapshot: Snapshot, file: FileID, offset: Int, includeDeclaration: Bool)
        -> [LSP.Location]
    {
        let index = snapshot.index
        guard let occurrence = index.occurrence(at: offset, in: file) else { return [] }
        let definitions = Set(index.definitions(of: occurrence.symbol).map(\.range))
        return index.occurrences(of: occurrence.symbol)
            .filter { includeDeclaration || !definitions.contains($0.range) }
            .sorted { ($0.range.file, $0.range.start) < ($1.range.file, $1.range.start) }
            .compactMap { snapshot.location($0.range) }
    }
}
