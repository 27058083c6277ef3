import BinderyChecker
import BinderySource
import BinderySyntax

/// `textDocument/definition`, `textDocument/typeDefinition`, `textDocument/references` and
/// `textDocument/documentHighlight`.
enum Navigation {
    /// Where the name under the cursor is declared, in an imported module's spec when it declares it; nothing for a
    /// built-in transform, which no spec declares.
    static func definition(in snapshot: Snapshot, file: FileID, offset: Int) -> [LSP.Location] {
        guard let occurrence = snapshot.index.occurrence(at: offset, in: file) else { return [] }
        return declarations(of: occurrence.symbol, in: snapshot)
    }

    /// Where the models are declared that the type of the name under the cursor names: a property's type
    /// (`owner: User?`, `rows: [String: Row]`, `onPick: (Row) -> Void`), a binding parameter's, a transform's result;
    /// a model is its own type. Nothing for a type that names no model (`String`).
    static func typeDefinition(in snapshot: Snapshot, file: FileID, offset: Int) -> [LSP.Location] {
        let table = snapshot.index.table
        guard let occurrence = snapshot.index.occurrence(at: offset, in: file) else { return [] }
        let symbol = occurrence.symbol
        let type: TypeSyntax?
        switch symbol.kind {
        case .model:
            return declarations(of: symbol, in: snapshot)
        case .property:
            type = symbol.container.flatMap { table.model($0)?.members[symbol.name]?.type }
        case .parameter:
            type =
                symbol.container.flatMap { table.bindings[$0] }?.parameters
                .first { $0.name.name.isSameName(as: symbol.name) }?.type
        case .transform:
            type = table.transforms[symbol.name]?.output
        case .builtinTransform, .binding, .handler:
            type = nil
        }
        guard let type else { return [] }
        var seen: Set<ExactName> = []
        return SwiftType(type).spelledTypes
            .filter { table.model($0) != nil && seen.insert(ExactName($0)).inserted }
            .flatMap { declarations(of: Symbol(kind: .model, name: $0), in: snapshot) }
    }

    /// Where `symbol` is declared, in an imported module's spec when it declares it.
    private static func declarations(of symbol: Symbol, in snapshot: Snapshot) -> [LSP.Location] {
        if let imported = snapshot.index.table.importedDeclaration(of: symbol) {
            return snapshot.location(imported.range, inImported: imported.module).map { [$0] } ?? []
        }
        return snapshot.index.definitions(of: symbol).compactMap { snapshot.location($0.range) }
    }

    /// Every place the name under the cursor is written in the modules that see it (``SymbolScope``): the
    /// declaring module's uses first, then each importing module's, each in file and position order; its
    /// declaration too when asked.
    static func references(
        in snapshot: Snapshot, file: FileID, offset: Int, includeDeclaration: Bool,
        scope: (Symbol) throws(ResponseError) -> SymbolScope
    ) -> [LSP.Location] {
        guard let occurrence = snapshot.index.occurrence(at: offset, in: file) else { return [] }
        let symbol = occurrence.symbol
        // A built-in transform has no declaring module: its uses in this one are asked for. So are a name's when
        // the module declaring it is not in the workspace.
        let local = [(snapshot: snapshot, occurrences: snapshot.index.occurrences(of: symbol))]
        let found = symbol.kind == .builtinTransform ? local : (try? scope(symbol))?.occurrencesByModule ?? local
        return found.flatMap { module, occurrences in
            let definitions = Set(module.index.definitions(of: symbol).map(\.range))
            return occurrences.filter { includeDeclaration || !definitions.contains($0.range) }
                .sorted { ($0.range.file, $0.range.start) < ($1.range.file, $1.range.start) }
                .compactMap { module.location($0.range) }
        }
    }

    /// Every place the name under the cursor is written in its document, its declaration included, for an editor to
    /// mark while the cursor stays on it.
    static func highlights(in snapshot: Snapshot, file: FileID, offset: Int) -> [LSP.DocumentHighlight] {
        guard let occurrence = snapshot.index.occurrence(at: offset, in: file) else { return [] }
        return snapshot.index.occurrences(of: occurrence.symbol)
            .filter { $0.range.file == file }
            .sorted { $0.range.start < $1.range.start }
            .map { LSP.DocumentHighlight(range: snapshot.range($0.range)) }
    }
}
