import BinderyChecker
import BinderySource
import BinderySyntax

/// Every name written in the module's specs and what it stands for, found from the syntax trees: what
/// definition, references, rename, hover and semantic tokens look up.
///
/// Only the module's own files are walked: a name an imported spec declares has its uses here, and its declaration
/// in ``table`` (``DeclarationTable/importedDeclaration(of:)``).
struct SymbolIndex {
    let table: DeclarationTable
    /// Each file's occurrences, sorted by position.
    private(set) var occurrencesByFile: [FileID: [Occurrence]] = [:]
    private var bySymbol: [Symbol: [Occurrence]] = [:]

    /// `moduleName` is the module's own (its target's), which its specs may write before its models' names.
    init(trees: [SourceFileSyntax], files: SourceFiles, imported: [ImportedTree] = [], moduleName: String? = nil) {
        table = DeclarationTable(trees: trees, imported: imported)
        var builder = Builder(table: table, moduleName: moduleName, files: files)
        for tree in trees { builder.collect(tree) }
        var seen: Set<SourceRange> = []
        // One name is one occurrence, whatever walked past it twice: a rename edits each range once.
        for occurrence in builder.found where seen.insert(occurrence.range).inserted {
            occurrencesByFile[occurrence.range.file, default: []].append(occurrence)
            bySymbol[occurrence.symbol, default: []].append(occurrence)
        }
        for (file, occurrences) in occurrencesByFile {
            occurrencesByFile[file] = occurrences.sorted { $0.range.start < $1.range.start }
        }
    }

    /// The occurrence under `offset`: one that contains it, else one that ends right there (the cursor just
    /// after a name).
    func occurrence(at offset: Int, in file: FileID) -> Occurrence? {
        guard let occurrences = occurrencesByFile[file] else { return nil }
        // Occurrences never overlap, so their ends are sorted too.
        let low = occurrences.partitioningIndex { $0.range.end >= offset }
        var ending: Occurrence?
        for occurrence in occurrences[low...] {
            if occurrence.range.start > offset { break }
            if offset < occurrence.range.end { return occurrence }
            if ending == nil { ending = occurrence }
        }
        return ending
    }

    func occurrences(of symbol: Symbol) -> [Occurrence] {
        bySymbol[symbol] ?? []
    }

    /// Where the symbol is declared; for a handler, its first use, which is what declares the closure parameter.
    func definitions(of symbol: Symbol) -> [Occurrence] {
        let all = occurrences(of: symbol)
        let declarations = all.filter(\.isDeclaration)
        if symbol.kind == .handler { return Array(all.prefix(1)) }
        return declarations
    }
}

/// Walks the trees once, recording every occurrence.
private struct Builder {
    let table: DeclarationTable
    let moduleName: String?
    /// The module's files, whose tokens tell the argument labels the syntax trees do not keep.
    let files: SourceFiles
    var found: [Occurrence] = []

    init(table: DeclarationTable, moduleName: String?, files: SourceFiles) {
        self.table = table
        self.moduleName = moduleName
        self.files = files
    }

    mutating func collect(_ tree: SourceFileSyntax) {
        for declaration in tree.declarations {
            switch declaration {
            case .model(let decl): collect(decl)
            case .transform(let decl): collect(decl)
            case .binding(let decl): collect(decl)
            case .import, .options: break
            }
        }
    }

    private mutating func add(
        _ kind: SymbolKind, _ name: Identifier, in container: String? = nil, _ role: Occurrence.Role
    ) {
        found.append(
            Occurrence(symbol: Symbol(kind: kind, name: name.name, container: container), range: name.range, role: role)
        )
    }

    private mutating func collect(_ decl: ModelDecl) {
        // A second declaration of a taken name is reported by the checker; its names lead nowhere.
        guard table.model(decl.name.name)?.decl == decl else { return }
        add(.model, decl.name, .declaration)
        let members = table.model(decl.name.name)?.members ?? [:]
        for member in decl.members {
            if members[member.name.name] == member { add(.property, member.name, in: decl.name.name, .declaration) }
            collectTypes(member.type)
            guard let value = member.value else { continue }
            for reference in value.references {
                if members[reference.name] != nil {
                    found.append(
                        Occurrence(
                            symbol: Symbol(kind: .property, name: reference.name, container: decl.name.name),
                            range: reference.range, role: .expression))
                } else if !reference.isOnSelf {
                    collectModelReference(reference, in: value)
                }
            }
            collectMembers(of: value, types: MemberTypes(of: value, table: table, properties: members))
            collectQualifiedModels(value, besides: members)
            collectTransformCalls(value, isBody: false)
        }
    }

    /// A property of a model read where the declarations tell which model it is read on (see ``MemberTypes``):
    /// `owner?.name`, `$0.name` in a transform, `items.filter { $0.done }`. A use of that property, which its rename
    /// must reach, or the generated Swift would name what no longer exists.
    private mutating func collectMembers(of expression: ExpressionSyntax, types: MemberTypes) {
        for (access, model) in zip(expression.memberAccesses, types.declaringModels) {
            guard let model else { continue }
            found.append(
                Occurrence(
                    symbol: Symbol(kind: .property, name: access.name, container: model), range: access.range,
                    role: .expression))
        }
    }

    private mutating func collect(_ decl: TransformDecl) {
        guard table.transforms[decl.name.name] == decl else { return }
        add(.transform, decl.name, .declaration)
        for type in decl.inputs + [decl.output] { collectTypes(type) }
        for (expression, inputs) in decl.bodyExpressions {
            collectModelReferences(expression)
            collectTransformCalls(expression, isBody: true)
            collectMembers(of: expression, types: MemberTypes(of: expression, table: table, inputs: inputs))
        }
    }

    /// A transform called or named as a function in embedded Swift. In a transform's body (`isBody`), which is Swift
    /// inside `BinderyTransforms`, by its bare name (`"\(fahrenheit($0)) °F"`), which finds the module's transforms
    /// (imported ones too) before Swift's functions, or as `Self.name`; anywhere, as `BinderyTransforms.name` or
    /// `Bindery.BinderyTransforms.name`. The checker counts each as a use, and a rename must reach it, or the generated
    /// Swift would call what no longer exists. A closure parameter or local of that name is no reference, as the
    /// parser's scoping already tells.
    private mutating func collectTransformCalls(_ expression: ExpressionSyntax, isBody: Bool) {
        let bare = isBody ? expression.references.map { (name: $0.name, range: $0.range) } : []
        for mention in bare + expression.transformNamespaceMembers(selfIsTheNamespace: isBody)
        where table.transforms[mention.name] != nil {
            found.append(
                Occurrence(
                    symbol: Symbol(kind: .transform, name: mention.name, container: nil), range: mention.range,
                    role: .expression))
        }
    }

    private mutating func collect(_ decl: BindingDecl) {
        let binding = decl.name.name
        let isFirst = table.bindings[binding] == decl
        if isFirst { add(.binding, decl.name, .declaration) }
        var parameters: Set<ExactName> = []
        for parameter in decl.parameters {
            if isFirst, parameters.insert(parameter.name.name).inserted {
                add(.parameter, parameter.name, in: binding, .declaration)
            }
            collectTypes(parameter.type)
        }
        for rule in decl.rules {
            switch rule {
            case .assignment(let rule):
                collect(rule.target, in: decl, isFirst: isFirst)
                for source in rule.sources {
                    collect(source.path, in: decl, isFirst: isFirst)
                    if let fallback = source.fallback {
                        collectModelReferences(fallback)
                        collectTransformCalls(fallback, isBody: false)
                    }
                }
                for transform in rule.transforms {
                    if table.transforms[transform.name] != nil {
                        add(.transform, transform, .transformUse)
                    } else if BuiltinTransform(rawValue: transform.name) != nil {
                        add(.builtinTransform, transform, .transformUse)
                    }
                }
            case .action(let rule):
                for path in rule.paths { collect(path, in: decl, isFirst: isFirst) }
                if isFirst { add(.handler, rule.handler, in: binding, .handler) }
            }
        }
    }

    /// A path's root names a parameter, each step a property of the model the step before reached.
    private mutating func collect(_ path: PathSyntax, in binding: BindingDecl, isFirst: Bool) {
        guard isFirst, binding.parameters.contains(where: { $0.name.name.isSameName(as: path.root.name) }) else {
            return
        }
        let name = binding.name.name
        add(.parameter, path.root, in: name, .path(binding: name, path: path, index: nil))
        let typed = TypedPath(path, in: binding, table: table)
        for (index, step) in typed.steps.enumerated() where step.member != nil {
            add(.property, path.steps[index].name, in: step.model, .path(binding: name, path: path, index: index))
        }
    }

    /// Model names in a type, at any depth: `User`, `[User]`, `User?`, `[String: User]`.
    private mutating func collectTypes(_ type: TypeSyntax) {
        switch type {
        case .named(let allComponents, _):
            // `User.Type` and `User.Protocol` are the model's metatypes: uses of the model, which a rename must reach.
            var components = allComponents[...]
            while components.count > 1, let last = components.last,
                last.genericArguments.isEmpty, ["Type", "Protocol"].contains(last.name.name)
            {
                components.removeLast()
            }
            if components.count == 1, table.model(components[0].name.name) != nil {
                add(.model, components[0].name, .type)
            } else if components.count == 2, isQualifying(components[0].name.name, components[1].name.name) {
                add(.model, components[1].name, .type)
            }
            for component in allComponents {
                for argument in component.genericArguments { collectTypes(argument) }
            }
        case .optional(let wrapped, _), .implicitlyUnwrapped(let wrapped, _), .array(let wrapped, _),
            .existential(_, let wrapped, _):
            collectTypes(wrapped)
        case .dictionary(let key, let value, _):
            collectTypes(key)
            collectTypes(value)
        case .tuple(let elements, _):
            for element in elements { collectTypes(element.type) }
        case .function(let parameters, let result, _, _):
            for parameter in parameters { collectTypes(parameter.type) }
            collectTypes(result)
        }
    }

    private mutating func collectModelReferences(_ expression: ExpressionSyntax) {
        for reference in expression.references where !reference.isOnSelf {
            collectModelReference(reference, in: expression)
        }
        collectQualifiedModels(expression)
    }

    /// Whether `module.model` names the model as Swift reads it: `module` is the one declaring it, imported or this
    /// one. A rename must reach `Core.Item` too: the checker takes an unknown `Core.Item` for a Swift type.
    private func isQualifying(_ module: String, _ model: String) -> Bool {
        guard table.model(model) != nil else { return false }
        return (table.importedModule(of: Symbol(kind: .model, name: model)) ?? moduleName) == module
    }

    /// Models named with their module in Swift (`Core.Item()`); `members` are the model's own properties, which a
    /// name before a `.` means first.
    private mutating func collectQualifiedModels(
        _ expression: ExpressionSyntax, besides members: [ExactName: MemberDecl] = [:]
    ) {
        for access in expression.memberAccesses {
            guard case .reference(let index) = access.base, case let base = expression.references[index],
                !base.isOnSelf, members[base.name] == nil, isQualifying(base.name, access.name)
            else { continue }
            found.append(
                Occurrence(
                    symbol: Symbol(kind: .model, name: access.name, container: nil), range: access.range,
                    role: .expression))
            if let model = table.model(access.name) {
                collectInitializerLabels(of: model, after: access.range, in: expression)
            }
        }
    }

    /// A generated model's class named in Swift (`User(name: "")`) is a use of the model, and each argument label
    /// of a call to it the use of a stored property: the generated initializer's parameter of that name.
    private mutating func collectModelReference(
        _ reference: ExpressionSyntax.Reference, in expression: ExpressionSyntax
    ) {
        guard let model = table.model(reference.name) else { return }
        found.append(
            Occurrence(
                symbol: Symbol(kind: .model, name: reference.name, container: nil), range: reference.range,
                role: .expression))
        collectInitializerLabels(of: model, after: reference.range, in: expression)
    }

    /// Each argument label of a call to `model`'s initializer written right after `name` (`User(name: "")`,
    /// `Core.User(name: "")`): the use of the stored property the generated initializer's parameter is named after.
    private mutating func collectInitializerLabels(
        of model: DeclarationTable.ModelEntry, after name: SourceRange, in expression: ExpressionSyntax
    ) {
        // An external class's initializer is Swift's own, not one generated from its properties.
        guard model.decl.externalRange == nil, files.ids.contains(name.file) else { return }
        let labels = InitializerLabels.labels(after: name, in: files[name.file], end: expression.range.end)
        for label in labels {
            guard let member = model.members[ExactName(label.name)], member.kind != .computed else { continue }
            found.append(
                Occurrence(
                    symbol: Symbol(kind: .property, name: label.name, container: model.decl.name.name),
                    range: label.range, role: .expression))
        }
    }
}
