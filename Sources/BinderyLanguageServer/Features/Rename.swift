import BinderyChecker
import BinderyCompiler
import BinderyScanner
import BinderySource

/// `textDocument/prepareRename` and `textDocument/rename`.
///
/// A rename edits the declaration and every use in every module that sees it (``SymbolScope``): renaming a public
/// model of one target at a use in another renames it in both, in one edit. It is refused, with an error the editor
/// shows, when the name has no declaration in a spec (a built-in transform; an external class, its members or an
/// external transform, which Swift code declares), when the new name is not an identifier, when it is taken where
/// the symbol is seen (the checker's duplicate rules), or when any module seeing it would have more errors than it
/// has now: the edit is applied in memory and every such module compiled, so every rule of the checker applies,
/// including those added after this was written.
enum Rename {
    typealias ScopeFinder = (Symbol) throws(ResponseError) -> SymbolScope

    static func prepare(in snapshot: Snapshot, file: FileID, offset: Int, scope: ScopeFinder) throws(ResponseError)
        -> LSP.PrepareRenameResult?
    {
        guard let occurrence = snapshot.index.occurrence(at: offset, in: file) else { return nil }
        try checkRenamable(occurrence.symbol)
        try checkDeclaredInSpecs(occurrence.symbol, try scope(occurrence.symbol).home.index.table)
        return LSP.PrepareRenameResult(range: snapshot.range(occurrence.range), placeholder: occurrence.symbol.name)
    }

    static func rename(
        in snapshot: Snapshot, file: FileID, offset: Int, to newName: String, scope findScope: ScopeFinder
    ) throws(ResponseError) -> LSP.WorkspaceEdit? {
        guard let occurrence = snapshot.index.occurrence(at: offset, in: file) else { return nil }
        let symbol = occurrence.symbol
        try checkRenamable(symbol)
        let scope = try findScope(symbol)
        try checkDeclaredInSpecs(symbol, scope.home.index.table)
        let bareName = try validIdentifier(newName)
        guard bareName != symbol.name else { return LSP.WorkspaceEdit(changes: [:]) }
        let found = scope.occurrencesByModule
        // Where the symbol is seen, the new name must be free: a module importing it sees its own names beside it.
        for (snapshot, occurrences) in found where !occurrences.isEmpty || snapshot === scope.home {
            if let collision = collision(of: symbol, renamedTo: bareName, table: snapshot.index.table) {
                throw .requestFailed(refusal(symbol, bareName, in: snapshot, scope) + collision)
            }
        }
        var editsByPath: [String: [(range: Range<Int>, text: String)]] = [:]
        for (snapshot, occurrences) in found {
            for occurrence in occurrences {
                editsByPath[snapshot.source(occurrence.range.file).path, default: []].append(
                    (occurrence.range.start..<occurrence.range.end, spelling(of: newName, at: occurrence)))
            }
        }
        for snapshot in scope.snapshots {
            if let problem = newError(applying: editsByPath, in: snapshot) {
                throw .requestFailed(refusal(symbol, bareName, in: snapshot, scope) + problem)
            }
        }
        var changes: [String: [LSP.TextEdit]] = [:]
        for (snapshot, occurrences) in found {
            for occurrence in occurrences {
                guard let location = snapshot.location(occurrence.range) else { continue }
                changes[location.uri, default: []].append(
                    LSP.TextEdit(range: location.range, newText: spelling(of: newName, at: occurrence)))
            }
        }
        return LSP.WorkspaceEdit(changes: changes)
    }

    /// The new name as written at an occurrence. Embedded Swift is copied into the generated code verbatim, where a
    /// keyword (`default`, `in`, `nil`) is read as the keyword, not the name: there it is written in backticks. The
    /// spec's own syntax takes keywords as names as they are (Language.md, "Names, keywords and backticks"), so
    /// the name is left as the user typed it there.
    private static func spelling(of newName: String, at occurrence: Occurrence) -> String {
        guard case .expression = occurrence.role, !newName.hasPrefix("`") else { return newName }
        return GeneratedNames.escaped(newName)
    }

    /// How a refusal begins; it names the module the problem is in when that is not the one declaring the symbol.
    private static func refusal(_ symbol: Symbol, _ newName: String, in snapshot: Snapshot, _ scope: SymbolScope)
        -> String
    {
        let start = "cannot rename \(symbol.kind.noun) '\(symbol.name)' to '\(newName)'"
        guard snapshot !== scope.home, let module = snapshot.moduleName, let home = scope.home.moduleName else {
            return start + ": "
        }
        return start + " (module \(module) imports \(home)): "
    }

    private static func checkRenamable(_ symbol: Symbol) throws(ResponseError) {
        if symbol.kind == .builtinTransform {
            throw .requestFailed("'\(symbol.name)' is a built-in transform; it has no declaration to rename")
        }
    }

    /// Refuses a name Swift code declares: the specs only describe it, and renaming them alone would leave the
    /// generated code naming what no longer exists. `table` is the declaring module's.
    private static func checkDeclaredInSpecs(_ symbol: Symbol, _ table: DeclarationTable) throws(ResponseError) {
        if let module = table.importedModule(of: symbol) {
            throw .requestFailed(
                "\(symbol.kind.noun) '\(symbol.name)' is declared in module \(module)'s spec, which could not be found")
        }
        let fix = "rename it in Swift, then edit the specs that name it"
        switch symbol.kind {
        case .model where table.model(symbol.name)?.decl.externalRange != nil:
            throw .requestFailed("'\(symbol.name)' is an external class, declared in Swift outside the specs; \(fix)")
        case .property:
            if let model = symbol.container, table.model(model)?.decl.externalRange != nil {
                throw .requestFailed(
                    "'\(symbol.name)' is a property of external class '\(model)', declared in Swift outside the specs; \(fix)"
                )
            }
        case .transform:
            if let decl = table.transforms[symbol.name], case .external = decl.body {
                throw .requestFailed(
                    "'\(symbol.name)' is an external transform, implemented in Swift outside the specs; \(fix)")
            }
        default:
            break
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
                return "the initializer of binding '\(container)' already has a parameter '\(name)'"
            }
        case .builtinTransform:
            return nil
        }
        return nil
    }

    /// Compiles a module with the rename applied to its own specs and to the imported ones it was checked with;
    /// the first error it adds, if any.
    private static func newError(
        applying editsByPath: [String: [(range: Range<Int>, text: String)]], in snapshot: Snapshot
    )
        -> String?
    {
        func renamed(_ source: SourceFile) -> SourceFile? {
            guard let edits = editsByPath[source.path] else { return nil }
            var bytes = source.bytes
            for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
                bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
            }
            return SourceFile(path: source.path, bytes: bytes)
        }
        let before = snapshot.compilation
        var files = SourceFiles()
        // The module's own specs: the imported ones after them are passed as imported again.
        for id in before.files.ids.prefix(before.specCount) {
            files.add(renamed(before.files[id]) ?? before.files[id])
        }
        // With the imported specs, renamed where they declare or use the name: without them every use of theirs
        // would be a new error.
        let imported = snapshot.imported.map { entry in
            var spec = entry.spec
            if let file = renamed(spec.file) { spec.file = file }
            return spec
        }
        let after = Compilation(
            files: files, imported: imported, moduleName: snapshot.moduleName, reusingTreesOf: before)
        guard after.diagnostics.errorCount > before.diagnostics.errorCount else { return nil }
        let known = Set(before.diagnostics.all.filter { $0.severity == .error }.map(\.message))
        let errors = after.sortedDiagnostics.filter { $0.severity == .error }
        return (errors.first { !known.contains($0.message) } ?? errors.first)?.message
    }
}
