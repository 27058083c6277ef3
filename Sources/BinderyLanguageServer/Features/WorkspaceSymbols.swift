import BinderySource

/// `workspace/symbol`: the models, properties, transforms and bindings declared in the workspace's specs whose names
/// hold the query's characters in order, ignoring case (`dlprog` finds `DownloadProgress`), as editors match.
enum WorkspaceSymbols {
    /// LSP's SymbolKind numbers.
    private enum Kind {
        static let `class` = 5
        static let property = 7
        static let function = 12
    }

    /// An editor lists them in the order given: each module's in file and position order.
    static func matching(_ query: String, in snapshots: [Snapshot]) -> [LSP.SymbolInformation] {
        let wanted = Array(query.lowercased().filter { !$0.isWhitespace })
        var seen: Set<LSP.Location> = []
        var found: [LSP.SymbolInformation] = []
        for snapshot in snapshots {
            for file in snapshot.index.occurrencesByFile.keys.sorted() {
                for occurrence in snapshot.index.occurrencesByFile[file] ?? [] where occurrence.isDeclaration {
                    let symbol = occurrence.symbol
                    guard let kind = kind(of: symbol.kind), matches(symbol.name, wanted),
                        let location = snapshot.location(occurrence.range), seen.insert(location).inserted
                    else { continue }
                    found.append(
                        LSP.SymbolInformation(
                            name: symbol.name, kind: kind, location: location, containerName: symbol.container))
                }
            }
        }
        return found
    }

    /// Binding parameters and handlers are left out: they are local to their binding, as a function's are in Swift.
    private static func kind(of kind: SymbolKind) -> Int? {
        switch kind {
        case .model, .binding: Kind.class
        case .property: Kind.property
        case .transform: Kind.function
        case .builtinTransform, .parameter, .handler: nil
        }
    }

    /// Whether `name` holds `wanted`'s characters in order, ignoring case.
    private static func matches(_ name: String, _ wanted: [Character]) -> Bool {
        var next = wanted.startIndex
        for character in name.lowercased() where next < wanted.endIndex && character == wanted[next] {
            next += 1
        }
        return next == wanted.endIndex
    }
}
