import BinderySource

/// Every module that sees one symbol: the module whose spec declares it, then each module of the same package that
/// imports that one, directly or through another target. What rename edits and references list, so a use in one
/// target and the declaration in another change together.
struct SymbolScope {
    let symbol: Symbol
    /// The declaring module's snapshot first, then the importing modules', in the server's module order.
    let snapshots: [Snapshot]

    var home: Snapshot { snapshots[0] }

    /// Where each module writes the symbol. An importing module counts only the uses that resolve to the declaring
    /// module: one that declares the same name itself, or takes it from another module, writes another symbol.
    var occurrencesByModule: [(snapshot: Snapshot, occurrences: [Occurrence])] {
        snapshots.enumerated().map { position, snapshot in
            let index = snapshot.index
            guard position == 0 || index.table.importedModule(of: symbol) == home.moduleName else {
                return (snapshot, [])
            }
            return (snapshot, index.occurrences(of: symbol))
        }
    }
}

extension LanguageServer {
    /// The scope of a symbol written in `snapshot`, the current one of `workspace`; thrown when the module declaring
    /// it is not one of the server's.
    func scope(of symbol: Symbol, in snapshot: Snapshot, of workspace: Workspace) throws(ResponseError) -> SymbolScope {
        var home = workspace
        var homeSnapshot = snapshot
        if let module = snapshot.index.table.importedModule(of: symbol) {
            guard
                let declaring = folders.first(where: {
                    $0.target?.module == module && $0.target?.package == workspace.target?.package
                })
            else {
                throw .requestFailed(
                    "\(symbol.kind.noun) '\(symbol.name)' is declared in module \(module), which is not in the workspace; "
                        + "open its package folder to rename it")
            }
            home = declaring
            homeSnapshot = declaring.currentSnapshot(documents: documents, encoding: encoding, modules: folders)
        }
        var snapshots = [homeSnapshot]
        // Only a package target can be imported, and only by the targets of its own package.
        if let target = home.target {
            for module in folders where module !== home && module.target?.package == target.package {
                let theirs = module.currentSnapshot(documents: documents, encoding: encoding, modules: folders)
                if theirs.imported.contains(where: { $0.module == target.module }) { snapshots.append(theirs) }
            }
        }
        return SymbolScope(symbol: symbol, snapshots: snapshots)
    }
}
