import BinderySource
import BinderySyntax

/// `textDocument/implementation`: where the Swift is written that a spec describes but does not generate. For an
/// external transform, its function in an extension of `BinderyTransforms`; for an external class, its declaration
/// and extensions; for a property of one, its `var` or `let` there. Searched in the Swift files of the module whose
/// specs declare it, as the build compiles them together.
enum Implementation {
    /// What the Swift implements.
    enum Subject: Equatable {
        case transform(String)
        case externalClass(String)
        case property(String, of: String)
    }

    /// The subject under the cursor, and the module whose specs declare it (nil for this one); nil for a name whose
    /// Swift the generator writes (a model, a transform with a body) or that has none.
    static func subject(in snapshot: Snapshot, file: FileID, offset: Int) -> (subject: Subject, module: String?)? {
        let table = snapshot.index.table
        guard let symbol = snapshot.index.occurrence(at: offset, in: file)?.symbol else { return nil }
        let subject: Subject
        switch symbol.kind {
        case .transform:
            guard case .external = table.transforms[symbol.name]?.body else { return nil }
            subject = .transform(symbol.name)
        case .model:
            guard table.model(symbol.name)?.decl.externalRange != nil else { return nil }
            subject = .externalClass(symbol.name)
        case .property:
            guard let container = symbol.container, table.model(container)?.decl.externalRange != nil else {
                return nil
            }
            subject = .property(symbol.name, of: container)
        case .builtinTransform, .binding, .parameter, .handler:
            return nil
        }
        return (subject, table.importedModule(of: symbol))
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
        case .transform(let name), .externalClass(let name), .property(let name, of: _): word = name
        }
        guard source.firstRange(of: Array(word.utf8)) != nil else { return [] }
        let finder = SwiftDeclarationFinder(source)
        switch subject {
        case .transform(let name):
            return finder.bodies(ofTypeNamed: "BinderyTransforms").flatMap { finder.functions(named: name, in: $0) }
        case .externalClass(let name):
            return finder.typeDeclarations(named: name)
        case .property(let name, let owner):
            return finder.bodies(ofTypeNamed: owner).flatMap { finder.properties(named: name, in: $0) }
        }
    }
}
