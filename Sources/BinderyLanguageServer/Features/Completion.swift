import BinderyChecker
import BinderyParser
import BinderySource
import BinderySyntax

/// `textDocument/completion`: keywords where a declaration, member or rule starts; models where a type goes;
/// a model's properties, with their types, after `.` along a path; transforms after `|`, and after
/// `BinderyTransforms.` in embedded Swift; a binding's parameters where a path starts.
enum Completion {
    /// LSP's CompletionItemKind numbers.
    private enum Kind {
        static let function = 3
        static let variable = 6
        static let `class` = 7
        static let property = 10
        static let value = 12
        static let keyword = 14
    }

    /// The conformances the generator implements for a model (Language.md, `model`); others are the user's to write.
    static let generatedConformances = ["Equatable", "Hashable", "Codable"]

    static let swiftTypes = ["String", "Int", "Int64", "Double", "Float", "Bool", "Date", "UUID", "URL", "Data"]

    static func items(in snapshot: Snapshot, file: FileID, offset: Int) -> [LSP.CompletionItem] {
        let source = snapshot.source(file)
        let context = CompletionContext(source: source, offset: offset)
        let table = snapshot.index.table
        switch context.place {
        case .inert:
            return []
        case .topLevel:
            // After `@` comes an attribute's name, not a declaration.
            if context.lineTokens.last?.kind == .at { return values(["MainActor", "preconcurrency"]) }
            // `external` declares nothing alone: `external class` is the declaration.
            if context.lineTexts == ["external"] { return keywords(["class"]) }
            // A model's header: after `model Name:` or a `,` between conformances, those the generator implements.
            if let model = context.lineTexts.firstIndex(of: "model"), context.lineTexts.count > model + 2,
                context.lineTexts[model + 2] == ":", [":", ","].contains(context.previous ?? "")
            {
                return values(generatedConformances)
            }
            guard context.lineTokens.allSatisfy({ $0.kind == .at || context.isAttributeWord($0) }) else { return [] }
            return keywords(["model", "binding", "transform", "options", "import", "external"])
        case .optionsBody:
            return options(context)
        case .modelBody(let name, let isExternal):
            if isExternal {
                // An external class's members are declarations of Swift's, with a type and no value.
                if context.lineTokens.isEmpty { return keywords(["var", "let"]) }
                return context.isAtMemberTypeStart ? types(table) : []
            }
            let properties = table.model(name)?.members ?? [:]
            if let transforms = transformsAfterNamespace(context, source, from: context.expression?.start, table: table)
            {
                return transforms
            }
            if let members = membersAfterDot(context, source, table: table, properties: properties) { return members }
            return modelBody(context, model: name, table: table)
        case .bindingHeader:
            return context.previous == ":" ? models(table) : []
        case .bindingBody(let nameStart):
            let binding = snapshot.tree(file)?.declarations.lazy.compactMap { declaration -> BindingDecl? in
                if case .binding(let decl) = declaration, decl.name.range.start == nameStart { decl } else { nil }
            }.first
            if context.isInFallback,
                let transforms = transformsAfterNamespace(
                    context, source, from: context.lineTokens.last(where: { $0.kind == .doubleQuestion })?.endOffset,
                    table: table)
            {
                return transforms
            }
            return bindingBody(context, source, binding: binding, table: table)
        case .transformHeader(let name), .transformBody(let name):
            if let transforms = transformsAfterNamespace(
                context, source, from: context.expression?.start, isTransformBody: true, table: table)
            {
                return transforms
            }
            if let decl = table.transforms[ExactName(name)], context.expression != nil {
                let inputs = decl.shorthandArgumentTypes(inBackward: context.expression?.label == "backward")
                let members = membersAfterDot(context, source, table: table, inputs: inputs)
                if let members { return members }
            }
            if case .transformHeader = context.place {
                // Past the `=`, a bracket or a comma is the body's Swift, where no type is wanted.
                guard context.expression == nil else { return [] }
                let previous = context.previous ?? ""
                return previous == "<->" || CompletionContext.typeStarts.contains(previous) ? types(table) : []
            }
            return context.lineTokens.isEmpty ? keywords(["forward", "backward"]) : []
        }
    }

    private static func options(_ context: CompletionContext) -> [LSP.CompletionItem] {
        if context.lineTokens.isEmpty { return keywords(["access", "isolation", "observation"]) }
        guard context.previous == ":", context.lineTexts.count == 2 else { return [] }
        switch context.lineTexts[0] {
        case "access": return values(["internal", "public", "package"])
        case "isolation": return values(["MainActor", "none"])
        case "observation": return values(["true", "false"])
        default: return []
        }
    }

    private static func modelBody(_ context: CompletionContext, model: String, table: DeclarationTable)
        -> [LSP.CompletionItem]
    {
        if context.lineTokens.isEmpty { return keywords(["var", "let", "computed"]) }
        if let path = context.pathBeforeDot {
            // `self.x` or `owner.x` in a default or computed expression.
            let steps = path.root == "self" ? path.steps : [path.root] + path.steps
            let typed = TypedPath(model: model, stepNames: steps, table: table)
            return typed.reachedModel.map { properties(of: $0, table: table) } ?? []
        }
        if context.isAtMemberTypeStart { return types(table) }
        // A computed expression reads the model's properties; a default is generated as a static function,
        // where they do not exist.
        if context.lineTexts.first == "computed", context.lineTexts.contains("=") {
            return properties(of: model, table: table)
        }
        return []
    }

    private static func bindingBody(
        _ context: CompletionContext, _ source: SourceFile, binding: BindingDecl?, table: DeclarationTable
    ) -> [LSP.CompletionItem] {
        if let path = context.pathBeforeDot {
            // A fallback may not read the binding's parameters (`fallback-reads-parameter`).
            guard let binding, !context.isInFallback else { return [] }
            let typed = TypedPath(root: path.root, stepNames: path.steps, parameters: binding.parameters, table: table)
            return typed.reachedModel.map { properties(of: $0, table: table) } ?? []
        }
        switch context.previous {
        case "|":
            guard let binding, let first = context.lineTokens.first, let pipe = context.lineTokens.last else {
                return transforms(table)
            }
            let rule = source.text(first.startOffset..<pipe.endOffset) + " "
            return transforms(table, taking: PipelineInput(rule: rule, in: binding, table: table))
        case "->", "??", ".":
            return []
        case nil:
            return keywords(["on"]) + parameters(of: binding)
        case "<-":
            return keywords(["once"]) + parameters(of: binding)
        case "<->", "(", ",", "on", "once":
            return parameters(of: binding)
        default:
            // `initial` once, after the last observed path.
            let isAction = context.lineTexts.first == "on" && !context.lineTexts.contains("initial")
            return isAction && context.lineTokens.last?.kind == .identifier ? keywords(["initial"]) : []
        }
    }

    /// The properties of the model a member typed after `.` in an embedded expression is read on, when the
    /// declarations tell (``MemberTypes``): `$0.` in a transform, `items.filter { $0.`, `owner?.address.`. The
    /// expression is read up to the cursor as the parser reads one, with a name standing for the one being typed.
    private static func membersAfterDot(
        _ context: CompletionContext, _ source: SourceFile, table: DeclarationTable,
        properties: [ExactName: MemberDecl] = [:], inputs: [SwiftType] = []
    ) -> [LSP.CompletionItem]? {
        guard let start = context.expression?.start, let dot = context.lineTokens.last, dot.kind == .period,
            dot.startOffset >= start,
            let member = MemberTypes.memberBase(
                after: source.text(start..<dot.endOffset), table: table, properties: properties, inputs: inputs),
            let model = member.type?.unwrapped.simpleName, table.model(model) != nil
        else { return nil }
        return Self.properties(of: model, table: table)
    }

    /// The module's transforms after `BinderyTransforms.` in embedded Swift that starts at `start`, and after `Self.`
    /// in a transform's body, which is inside that namespace: how a default, a computed property or a fallback calls
    /// one. Told as the checker tells it (``BinderySyntax/ExpressionSyntax/transformNamespaceMembers(selfIsTheNamespace:)``),
    /// on the expression read up to the cursor with a name standing for the one being typed.
    private static func transformsAfterNamespace(
        _ context: CompletionContext, _ source: SourceFile, from start: Int?, isTransformBody: Bool = false,
        table: DeclarationTable
    ) -> [LSP.CompletionItem]? {
        let placeholder = MemberTypes.placeholder
        guard let start, let dot = context.lineTokens.last, dot.kind == .period, dot.startOffset >= start,
            let expression = Parser.parseExpression(source.text(start..<dot.endOffset) + placeholder),
            expression.transformNamespaceMembers(selfIsTheNamespace: isTransformBody).contains(where: {
                $0.name == placeholder
            })
        else { return nil }
        return declaredTransforms(table)
    }

    // MARK: Items

    private static func keywords(_ words: [String]) -> [LSP.CompletionItem] {
        words.map { LSP.CompletionItem(label: $0, kind: Kind.keyword) }
    }

    private static func values(_ words: [String]) -> [LSP.CompletionItem] {
        words.map { LSP.CompletionItem(label: $0, kind: Kind.value) }
    }

    private static func models(_ table: DeclarationTable) -> [LSP.CompletionItem] {
        table.modelOrder.compactMap { name in
            table.model(name).map { entry in
                LSP.CompletionItem(
                    label: name, kind: Kind.class, detail: Signatures.model(entry.decl),
                    documentation: entry.decl.doc.map { LSP.MarkupContent(value: $0.text) })
            }
        }
    }

    /// Models first, then the Swift types specs use most.
    private static func types(_ table: DeclarationTable) -> [LSP.CompletionItem] {
        models(table) + swiftTypes.map { LSP.CompletionItem(label: $0, kind: Kind.class, sortText: "~" + $0) }
    }

    private static func properties(of model: String, table: DeclarationTable) -> [LSP.CompletionItem] {
        guard let entry = table.model(model) else { return [] }
        var seen: Set<String> = []
        return (entry.decl.members + entry.inherited).enumerated().compactMap { index, member in
            guard seen.insert(member.name.name).inserted else { return nil }
            return LSP.CompletionItem(
                label: member.name.name, kind: Kind.property, detail: member.type.description,
                documentation: member.doc.map { LSP.MarkupContent(value: $0.text) },
                sortText: String(100_000 + index))
        }
    }

    /// Declared transforms, then the built-ins no declaration hides. When the values the rule passes are known
    /// (`input`), the transforms that take them come first, as the checker would accept them; the others follow
    /// rather than go, since the declarations cannot tell every fit the checker finds (a model passed as `any P` of
    /// a protocol it declares) and the user may be about to change the source instead.
    private static func transforms(_ table: DeclarationTable, taking input: PipelineInput? = nil)
        -> [LSP.CompletionItem]
    {
        let declared = declaredTransforms(table).map { item in
            let decl = table.transforms[ExactName(item.label)]
            return (item: item, takes: input.flatMap { input in decl.map { input.fits($0, table: table) } })
        }
        let builtins = BuiltinTransform.allCases.filter { table.transforms[$0.rawValue] == nil }.map { builtin in
            let item = LSP.CompletionItem(
                label: builtin.rawValue, kind: Kind.function, detail: builtin.signature,
                documentation: LSP.MarkupContent(value: builtin.summary), sortText: "~" + builtin.rawValue)
            return (item: item, takes: input.map { $0.fits(builtin) })
        }
        let all = declared + builtins
        guard input != nil else { return all.map(\.item) }
        let ranked = all.filter { $0.takes == true } + all.filter { $0.takes != true }
        // The editor orders by `sortText`: each item's rank, kept whatever the user types next.
        return ranked.enumerated().map { rank, entry in
            var item = entry.item
            item.sortText = String(100_000 + rank)
            return item
        }
    }

    private static func declaredTransforms(_ table: DeclarationTable) -> [LSP.CompletionItem] {
        table.transformOrder.compactMap { name in
            table.transforms[name].map { decl in
                LSP.CompletionItem(
                    label: name, kind: Kind.function, detail: Signatures.transform(decl),
                    documentation: decl.doc.map { LSP.MarkupContent(value: $0.text) })
            }
        }
    }

    private static func parameters(of binding: BindingDecl?) -> [LSP.CompletionItem] {
        guard let binding else { return [] }
        var seen: Set<String> = []
        return binding.parameters.compactMap { parameter in
            guard seen.insert(parameter.name.name).inserted else { return nil }
            return LSP.CompletionItem(
                label: parameter.name.name, kind: Kind.variable, detail: parameter.type.description)
        }
    }
}
