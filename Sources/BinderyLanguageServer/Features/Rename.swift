import BinderyChecker
import BinderyCompiler
import BinderyScanner
import BinderySource

/// `textDocument/prepareRename` and `textDocument/rename`.
///
/// A rename is refused, with an error the editor shows, when the symbol is declared in an imported module's spec,
/// when the new name is not an identifier, when it is taken where the symbol lives (the checker's duplicate rules),
/// or when the renamed module would have more errors than it has now: the edit is applied in memory and compiled,
/// so every rule of the checker applies, including those added after this was written.
enum Rename {
    static func prepare(in snapshot: Snapshot, file: FileID, offset: Int) throws(ResponseError) -> LSP
        .PrepareRenameResult?
    {
        guard let occurrence = snapshot.index.occurrence(at: offset, in: file) else { return nil }
        try checkRenamable(occurrence.symbol, snapshot.index.table)
        return LSP.PrepareRenameResult(range: snapshot.range(occurrence.range), placeholder: occurrence.symbol.name)
    }

    static func rename(in snapshot: Snapshot, file: FileID, offset: Int, to newName: String) throws(ResponseError)
        -> LSP.WorkspaceEdit?
    {
        let index = snapshot.index
        guard let occurrence = index.occurrence(at: offset, in: file) else { return nil }
        let symbol = occurrence.symbol
        try checkRenamable(symbol, index.table)
        let bareName = try validIdentifier(newName)
        guard bareName != symbol.name else { return LSP.WorkspaceEdit(changes: [:]) }
        if let collision = collision(of: symbol, renamedTo: bareName, table: index.table) {
            throw .requestFailed("cannot rename \(symbol.kind.noun) '\(symbol.name)' to '\(bareName)': \(collision)")
        }
        let occurrences = index.occurrences(of: symbol)
        if let problem = newError(renaming: occurrences, to: newName, in: snapshot) {
            throw .requestFailed("cannot rename \(symbol.kind.noun) '\(symbol.name)' to '\(bareName)': \(problem)")
        }
        var changes: [String: [LSP.TextEdit]] = [:]
        for occurrence in occurrences {
            guard let location = snapshot.location(occurrence.range) else { continue }
            changes[location.uri, default: []].append(LSP.TextEdit(range: location.range, newText: newName))
        }
        return LSP.WorkspaceEdit(changes: changes)
    }

    private static func checkRenamable(_ symbol: Symbol, _ table: DeclarationTable) throws(ResponseError) {
        if symbol.kind == .builtinTransform {
            throw .requestFailed("'\(symbol.name)' is a built-in transform; it has no declaration to rename")
        }
        // Renaming it here would edit another module's spec and every module importing it; the editor would not
        // even have them all open.
        if let module = table.importedModule(of: symbol) {
            throw .requestFailed(
                "\(symbol.kind.noun) '\(symbol.name)' is declared in module \(module)'s spec; rename it there")
        }
    }

    /// The name without backticks, when `text` is one identifier as the spec language reads it.
    private static func validIdentifier(_ text: String) throws(ResponseError) -> String {
        let source = SourceFile(path: "", text: text)
        var diagnostics = Diagnostics()
        let tokens = TokenScanner.scan(source, id: FileID(0), diagnostics: &diagnostics).tokens
        guard !diagnostics.hasErrors, tokens.count == 2, tokens[0].kind == .identifier, tokens[0].startOffset == 0,
            tokens[0].endOffset == source.bytes.count, tokens[0].nameEnd > tokens[0].nameStart
        else {
            throw .requestFailed(
                "'\(text)' is not a valid identifier; use letters, digits and '_', not starting with a digit")
        }
        return source.text(tokens[0].nameStart..<tokens[0].nameEnd)
    }

    /// Why the new name is taken where the symbol lives, if it is.
    private static func collision(of symbol: Symbol, renamedTo name: String, table: DeclarationTable) -> String? {
        switch symbol.kind {
        case .model, .transform, .binding:
            if let model = table.model(name) { return "model '\(model.decl.name.name)' already has that name" }
            if table.transforms[name] != nil { return "a transform already has that name" }
            if table.bindings[name] != nil { return "a binding already has that name" }
            if symbol.kind == .transform, BuiltinTransform(rawValue: name) != nil {
                return "it would hide the built-in transform '\(name)' from every rule that uses it"
            }
        case .property:
            if let model = symbol.container, table.model(model)?.members[name] != nil {
                return "model '\(model)' already has a property '\(name)'"
            }
        case .parameter, .handler:
            guard let container = symbol.container, let binding = table.bindings[container] else { return nil }
            let handlers = Signatures.handlers(of: binding, table: table).map(\.name)
            if binding.parameters.contains(where: { $0.name.name.isSameName(as: name) }) || handlers.contains(name) {
                return "binding '\(container)''s initializer already has a parameter '\(name)'"
            }
        case .builtinTransform:
            return nil
        }
        return nil
    }

    /// Compiles the module with the rename applied; the first error it adds, if any.
    private static func newError(renaming occurrences: [Occurrence], to newName: String, in snapshot: Snapshot)
        -> String?
    {
        let before = snapshot.compilation
        var editsByFile: [FileID: [SourceRange]] = [:]
        for occurrence in occurrences { editsByFile[occurrence.range.file, default: []].append(occurrence.range) }
        var files = SourceFiles()
        // The module's own specs: the imported ones after them are passed as imported again.
        for id in before.files.ids.prefix(before.specCount) {
            let source = before.files[id]
            guard let ranges = editsByFile[id] else {
                files.add(source)
                continue
            }
            var bytes = source.bytes
            for range in ranges.sorted(by: { $0.start > $1.start }) {
                bytes.replaceSubrange(range.start..<range.end, with: Array(newName.utf8))
            }
            files.add(SourceFile(path: source.path, bytes: bytes))
        }
        // With the imported specs, as the module was checked: without them every use of theirs would be a new error.
        let after = Compilation(files: files, imported: snapshot.imported.map(\.spec), reusingTreesOf: before)
        guard after.diagnostics.errorCount > before.diagnostics.errorCount else { return nil }
        let known = Set(before.diagnostics.all.filter { $0.severity == .error }.map(\.message))
        let errors = after.sortedDiagnostics.filter { $0.severity == .error }
        return (errors.first { !known.contains($0.message) } ?? errors.first)?.message
    }
}
