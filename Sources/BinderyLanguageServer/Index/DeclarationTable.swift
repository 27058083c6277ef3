import BinderyChecker
import BinderySource
import BinderySyntax

/// The module's declarations by name, read from the syntax trees alone, so an editor gets answers while a file
/// has syntax errors (the checker does not run then). Like the checker, the first declaration of a name wins.
///
/// The models, external classes and transforms of imported specs are here too, under names no spec of the module
/// declares (a local declaration of an imported name is an error the checker reports; the local one wins here), so
/// paths, types and transforms resolve through them. ``importedModule(of:)`` tells them apart.
///
/// Names are looked up as Swift's compiler compares identifiers, scalar by scalar (``ExactName``), as the checker does:
/// `café` spelt with U+00E9 and with `e` + U+0301 are two names.
struct DeclarationTable {
    struct ModelEntry {
        var decl: ModelDecl
        /// Each member by name; the first one when a name is declared twice. An external class's include those of
        /// its external superclasses (`external class Field: Control`), as the checker reads them.
        var members: [ExactName: MemberDecl]
        /// For each member an external class has from an external superclass, the class declaring it: the
        /// property's symbol is that class's, so a rename of `Control.isEnabled` reaches `field.isEnabled`.
        var inheritedFrom: [ExactName: String] = [:]
        /// Those members, nearest superclass first, each in its declaration order: what completion lists after the
        /// class's own.
        var inherited: [MemberDecl] = []
        /// The external superclasses of an external class, at any depth, nearest first: what it upcasts to.
        var superclasses: [String] = []

        /// The model or external class declaring member `name` of this one.
        func declaringModel(ofMember name: String) -> String {
            // Most have inherited nothing: no hash of the name for them, as this runs for every path step indexed.
            guard !inheritedFrom.isEmpty else { return decl.name.name }
            return inheritedFrom[ExactName(name)] ?? decl.name.name
        }
    }

    private(set) var models: [ExactName: ModelEntry] = [:]
    private(set) var transforms: [ExactName: TransformDecl] = [:]
    private(set) var bindings: [ExactName: BindingDecl] = [:]
    /// Model names in declaration order, for completion; an imported one only when its module may be used here.
    private(set) var modelOrder: [String] = []
    private(set) var transformOrder: [String] = []
    /// Each file's `access` option as written (`public`, `package`), for showing declarations as Swift sees them.
    private(set) var access: [FileID: String] = [:]
    /// The module declaring each imported model and transform, by name. Their ranges carry that module's
    /// ``FileID``s, which may equal this module's.
    private(set) var importedFrom: [ExactName: String] = [:]
    /// The external classes with conformances, one of which may be an external superclass: the only ones
    /// ``inheritMembersOfExternalSuperclasses()`` looks at, rather than every model of a large module on each edit.
    private var subclassCandidates: [String] = []

    init(trees: [SourceFileSyntax], imported: [ImportedTree] = []) {
        var taken: Set<ExactName> = []
        for tree in trees {
            access[tree.file] = tree.writtenAccess
            for declaration in tree.declarations {
                switch declaration {
                case .model(let decl):
                    guard taken.insert(decl.name.name).inserted else { continue }
                    add(decl)
                case .transform(let decl):
                    guard taken.insert(decl.name.name).inserted else { continue }
                    add(decl)
                case .binding(let decl):
                    guard taken.insert(decl.name.name).inserted else { continue }
                    bindings[decl.name.name] = decl
                case .options, .import:
                    break
                }
            }
        }
        for file in imported {
            // Completion offers only what the checker lets this module use: a public or package spec's declarations
            // (an imported target is of this package). The others still resolve, so hover and definition explain the
            // error at their use.
            let isOffered = file.isVisibleToImporters
            // Only what another module's spec can use: its bindings, options and imports are its own.
            for declaration in file.tree.declarations {
                switch declaration {
                case .model(let decl):
                    guard taken.insert(decl.name.name).inserted else { continue }
                    add(decl, offered: isOffered)
                    importedFrom[decl.name.name] = file.module
                case .transform(let decl):
                    guard taken.insert(decl.name.name).inserted else { continue }
                    add(decl, offered: isOffered)
                    importedFrom[decl.name.name] = file.module
                case .binding, .options, .import:
                    break
                }
            }
        }
        inheritMembersOfExternalSuperclasses()
    }

    /// Gives each external class the members of its external superclasses, nearest first; its own win.
    private mutating func inheritMembersOfExternalSuperclasses() {
        for name in subclassCandidates {
            guard var inheriting = models[name] else { continue }
            var visited: Set<ExactName> = [ExactName(name)]
            var pending = Array(inheriting.decl.conformances.reversed())
            while let conformance = pending.popLast() {
                guard let superclass = SwiftType(conformance).simpleName, let base = models[ExactName(superclass)],
                    base.decl.externalRange != nil, visited.insert(ExactName(superclass)).inserted
                else { continue }
                inheriting.superclasses.append(base.decl.name.name)
                for member in base.decl.members where inheriting.members[member.name.name] == nil {
                    inheriting.members[member.name.name] = member
                    inheriting.inheritedFrom[member.name.name] = base.decl.name.name
                    inheriting.inherited.append(member)
                }
                pending.append(contentsOf: base.decl.conformances.reversed())
            }
            models[name] = inheriting
        }
    }

    private mutating func add(_ decl: ModelDecl, offered: Bool = true) {
        if decl.externalRange != nil, !decl.conformances.isEmpty { subclassCandidates.append(decl.name.name) }
        var members: [ExactName: MemberDecl] = [:]
        for member in decl.members where members[member.name.name] == nil {
            members[member.name.name] = member
        }
        models[decl.name.name] = ModelEntry(decl: decl, members: members)
        if offered { modelOrder.append(decl.name.name) }
    }

    private mutating func add(_ decl: TransformDecl, offered: Bool = true) {
        transforms[decl.name.name] = decl
        if offered { transformOrder.append(decl.name.name) }
    }

    func model(_ name: String) -> ModelEntry? {
        models[name]
    }

    /// Whether the external class `name` inherits, at any depth, from the external class `base`, which Swift upcasts.
    func isExternalSubclass(_ name: String, of base: String) -> Bool {
        models[ExactName(name)]?.superclasses.contains { $0.isSameName(as: base) } ?? false
    }

    /// Whether `name` is declared at the top level (model, transform or binding).
    func isDeclared(_ name: String) -> Bool {
        models[name] != nil || transforms[name] != nil || bindings[name] != nil
    }
}

extension DeclarationTable {
    /// The imported module declaring the symbol, nil for one of this module's (or a built-in). A property belongs
    /// to its model's module.
    func importedModule(of symbol: Symbol) -> String? {
        switch symbol.kind {
        case .model, .transform: importedFrom[symbol.name]
        case .property: symbol.container.flatMap { importedFrom[$0] }
        case .builtinTransform, .binding, .parameter, .handler: nil
        }
    }

    /// Where an imported symbol's name is declared: a range in one of that module's specs; nil for a local symbol.
    func importedDeclaration(of symbol: Symbol) -> (module: String, range: SourceRange)? {
        guard let module = importedModule(of: symbol) else { return nil }
        let range: SourceRange? =
            switch symbol.kind {
            case .model: models[symbol.name]?.decl.name.range
            case .property: symbol.container.flatMap { models[$0]?.members[symbol.name]?.name.range }
            case .transform: transforms[symbol.name]?.name.range
            case .builtinTransform, .binding, .parameter, .handler: nil
            }
        return range.map { (module, $0) }
    }
}

/// An imported spec's tree and the module it belongs to.
struct ImportedTree {
    var module: String
    var tree: SourceFileSyntax

    /// Whether the spec's `options` make its declarations public or package, which another module's specs need to
    /// use them: the server imports only targets of the importer's package.
    var isVisibleToImporters: Bool { tree.writtenAccess == "public" || tree.writtenAccess == "package" }
}

extension SourceFileSyntax {
    /// The `access` option as the spec writes it (`public`, `package`), the last one written; nil without one.
    var writtenAccess: String? {
        for case .options(let decl) in declarations.reversed() {
            if let entry = decl.entries.last(where: { $0.key.name == "access" }) { return entry.value.name }
        }
        return nil
    }
}
