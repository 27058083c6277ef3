import BinderySource
import BinderySyntax

/// `textDocument/implementation`: where the Swift is that a spec's name stands for. For what the user writes by hand,
/// the Swift the spec describes: an external transform's function in an extension of `BinderyTransforms`, an
/// external class's declaration and extensions, a property of one there. For what the generator writes, the Swift it
/// wrote: a model's or a binding's class, a property's accessor, a transform's function, in the build plugin's output
/// or in Swift committed with `generate-bindings`. Searched in the Swift files of the module whose specs declare it.
enum Implementation {
    /// What the Swift implements.
    enum Subject: Equatable {
        /// A model, a binding or an external class.
        case type(String)
        /// A property of a model or external class.
        case member(String, of: String)
        case transform(String)
    }

    /// What is under the cursor: its subject, the module whose specs declare it (nil for this one), and whether the
    /// generator writes its Swift; nil for a name with no Swift of its own (a parameter, a handler, a built-in
    /// transform).
    static func subject(in snapshot: Snapshot, file: FileID, offset: Int)
        -> (subject: Subject, module: String?, isGenerated: Bool)?
    {
        let table = snapshot.index.table
        guard let symbol = snapshot.index.occurrence(at: offset, in: file)?.symbol else { return nil }
        let module = table.importedModule(of: symbol)
        switch symbol.kind {
        case .transform:
            guard let decl = table.transforms[symbol.name] else { return nil }
            if case .external = decl.body { return (.transform(symbol.name), module, false) }
            return (.transform(symbol.name), module, true)
        case .model:
            guard let model = table.model(symbol.name) else { return nil }
            return (.type(symbol.name), module, model.decl.externalRange == nil)
        case .property:
            guard let container = symbol.container, let model = table.model(container) else { return nil }
            return (.member(symbol.name, of: container), module, model.decl.externalRange == nil)
        case .binding:
            return (.type(symbol.name), module, true)
        case .builtinTransform, .parameter, .handler:
            return nil
        }
    }

    /// Where `subject` is written in the Swift files at `paths`, in path order.
    static func locations(of subject: Subject, inSwiftFiles paths: [String], encoding: PositionEncoding)
        -> [LSP.Location]
    {
        paths.flatMap { path -> [LSP.Location] in
            guard let bytes = FolderScan.read(path) else { return [] }
            let ranges = self.ranges(of: subject, in: bytes)
            guard !ranges.isEmpty else { return [] }
            let lines = LineTable(bytes, hidingByteOrderMark: true)
            let uri = DocumentURI.uri(ofPath: path)
            return ranges.map {
                LSP.Location(uri: uri, range: lines.range($0.lowerBound, $0.upperBound, encoding: encoding))
            }
        }
    }

    /// The ranges of the names that implement `subject` in one Swift file.
    static func ranges(of subject: Subject, in source: [UInt8]) -> [Range<Int>] {
        // Most files name none of it: no finder, which blanks the whole file, is made for them.
        let word: String
        switch subject {
        case .type(let name), .member(let name, of: _), .transform(let name): word = name
        }
        guard source.firstRange(of: Array(word.utf8)) != nil else { return [] }
        let finder = SwiftDeclarationFinder(source)
        switch subject {
        case .transform(let name):
            return finder.bodies(ofTypeNamed: "BinderyTransforms").flatMap { finder.functions(named: name, in: $0) }
        case .type(let name):
            return finder.typeDeclarations(named: name)
        case .member(let name, let owner):
            return finder.bodies(ofTypeNamed: owner).flatMap { finder.properties(named: name, in: $0) }
        }
    }
}
