import BinderySource
import BinderySyntax

/// Names a spec cannot take because generated code gives them a meaning (see ``GeneratedNames``): reported at the
/// spec's token, before any Swift is written, instead of as an error inside a generated file.
extension CheckRun {
    mutating func checkReservedNames() {
        // Each file's imports: the module is compiled as one, so a type of one file hides a module another imports.
        let importsByFile = files.map { file in
            Set(
                file.declarations.compactMap { declaration -> String? in
                    guard case .import(let decl) = declaration else { return nil }
                    return decl.path.first?.name
                })
        }
        let importedModules = importsByFile.reduce(into: Set<String>()) { $0.formUnion($1) }
        var typeNames: [ExactName: SourceRange] = [:]
        for file in files {
            for declaration in file.declarations {
                switch declaration {
                case .model(let decl):
                    typeNames[decl.name.name] = typeNames[decl.name.name] ?? decl.name.range
                case .binding(let decl):
                    typeNames[decl.name.name] = typeNames[decl.name.name] ?? decl.name.range
                default:
                    break
                }
            }
        }
        for (fileIndex, file) in files.enumerated() {
            for declaration in file.declarations {
                switch declaration {
                case .model(let decl) where decl.externalRange != nil:
                    // Nothing is generated inside an external class: its members need only be names Swift reads
                    // as members, whatever a generated model would make of them.
                    checkTypeName(
                        decl.name, kind: "external class", importedModules: importedModules,
                        importedHere: importsByFile[fileIndex])
                    checkProperties(of: decl, isExternal: true)
                case .model(let decl):
                    checkTypeName(
                        decl.name, kind: "model", importedModules: importedModules,
                        importedHere: importsByFile[fileIndex])
                    checkModelNamedID(in: decl, typeNames: typeNames)
                    checkPropertyNamedID(in: decl)
                    checkObserverProtocol(of: decl.name, typeNames: typeNames)
                    checkObserverMethodName(of: decl.name)
                    checkProperties(of: decl)
                case .binding(let decl):
                    checkTypeName(
                        decl.name, kind: "binding", importedModules: importedModules,
                        importedHere: importsByFile[fileIndex])
                    for parameter in decl.parameters { checkValueName(parameter.name, kind: "parameter") }
                    for case .action(let action) in decl.rules { checkValueName(action.handler, kind: "handler") }
                case .transform(let decl):
                    checkValueName(decl.name, kind: "transform")
                    if let (attribute, range) = decl.output.misplacedParameterAttribute() {
                        diagnostics.error(
                            .attributeNotAllowed,
                            "attribute '\(attribute)' applies only to a function's parameter, not to the result of "
                                + "transform '\(decl.name.name)'; remove it",
                            at: range)
                    }
                    checkTransformInputAttributes(decl)
                    checkTypesNamedBuiltin(in: decl)
                    if decl.name.name == "Builtin" {
                        reserved(decl.name, "'Builtin' is the namespace of the built-in transforms")
                    } else if decl.name.name == "Protocol" {
                        // Swift reads `BinderyTransforms.Protocol`, as generated code calls it, as a metatype.
                        reserved(
                            decl.name,
                            "generated code calls a transform as 'BinderyTransforms.\(decl.name.name)', which Swift "
                                + "reads as the metatype of 'BinderyTransforms'")
                    }
                default:
                    break
                }
            }
        }
    }

    /// A declared transform is generated as a static function of `BinderyTransforms`, where `Builtin` names the
    /// namespace of the built-in transforms: a type of that name in its signature would be that namespace there, and
    /// the rules applying it would fail inside the generated file.
    private mutating func checkTypesNamedBuiltin(in decl: TransformDecl) {
        let name = ExactName("Builtin")
        let isModel = modelSyntax[name] != nil || importedDeclarations[name]?.model != nil
        for type in decl.inputs + [decl.output] {
            type.visitNamedTypes { components, range in
                guard components.first?.name.name == "Builtin" else { return true }
                diagnostics.error(
                    .reservedName,
                    "in the signature of transform '\(decl.name.name)', 'Builtin' names the namespace of the built-in "
                        + "transforms, not "
                        + (isModel
                            ? "model 'Builtin'; rename the model"
                            : "your type 'Builtin'; rename it, or write it with its module ('App.Builtin')"),
                    at: range)
                return false
            }
        }
    }

    /// A rule passes a transform the value of a property, never an expression whose evaluation it could defer.
    private mutating func checkTransformInputAttributes(_ decl: TransformDecl) {
        for input in decl.inputs {
            guard case .function(_, _, let attributes, let range) = input, attributes.contains("@autoclosure")
            else { continue }
            diagnostics.error(
                .attributeNotAllowed,
                "attribute '@autoclosure' on an input of transform '\(decl.name.name)': a rule passes it a value, "
                    + "never an expression to evaluate later; take the value's type and remove the attribute",
                at: range)
        }
    }

    private mutating func checkTypeName(
        _ name: Identifier, kind: String, importedModules: Set<String>, importedHere: Set<String>
    ) {
        if rejectDollar(name, kind: kind) { return }
        if GeneratedNames.standardTypeNameSet.contains(name.name) {
            reserved(
                name,
                "'\(name.name)' is a standard library type specs name; \(kind.hasPrefix("e") ? "an" : "a") \(kind) of that name would hide it"
            )
        } else if Self.reservedTypeNames.contains(name.name) {
            reserved(name, "'\(name.name)' is a name generated code refers to")
        } else if !importedHere.isEmpty, importedHere.containsExactly(name.name) {
            reserved(name, "'\(name.name)' is the name of a module the spec imports")
        } else if !importedModules.isEmpty, importedModules.containsExactly(name.name) {
            reserved(
                name,
                "'\(name.name)' is the name of a module another spec of this module imports, and the module's specs are "
                    + "compiled together")
        }
    }

    /// Inside an `Identifiable` model, `ID` means the protocol's associated type, so a model named `ID` can neither
    /// be `Identifiable` (it could not name itself in its own generated code) nor be named in such a model's
    /// property types (the error is at each use).
    private mutating func checkModelNamedID(in decl: ModelDecl, typeNames: [ExactName: SourceRange]) {
        guard typeNames["ID"] != nil,
            Self.isIdentifiable(decl)
        else { return }
        if decl.name.name == "ID" {
            return reserved(
                decl.name, "an 'Identifiable' model cannot be named 'ID': inside it, 'ID' means 'Identifiable.ID'")
        }
        for member in decl.members {
            member.type.visitNamedTypes { components, range in
                guard components[0].name.name == "ID" else { return true }
                diagnostics.error(
                    .reservedName,
                    "inside 'Identifiable' model '\(decl.name.name)', 'ID' means 'Identifiable.ID', not model 'ID'; "
                        + "rename model 'ID'",
                    at: range)
                return false
            }
        }
    }

    /// Inside an `Identifiable` model, a bare `ID` in an expression names both a property `ID` and the protocol's
    /// associated type, which Swift reports as ambiguous; `self.ID` is the property alone.
    private mutating func checkPropertyNamedID(in decl: ModelDecl) {
        guard decl.members.contains(where: { $0.name.name == "ID" }),
            Self.isIdentifiable(decl)
        else { return }
        for member in decl.members {
            for reference in member.value?.references ?? [] where !reference.isOnSelf && reference.name == "ID" {
                diagnostics.error(
                    .reservedName,
                    "inside 'Identifiable' model '\(decl.name.name)', 'ID' names both the property 'ID' and the "
                        + "type 'Identifiable.ID', which Swift cannot tell apart; write 'self.ID', or rename the property",
                    at: reference.range,
                    fixIts: [.init(replacing: reference.range, with: "self.ID")])
            }
        }
    }

    /// Whether `decl` declares `Identifiable` (or `Swift.Identifiable`), whose associated type `ID` its body sees.
    private static func isIdentifiable(_ decl: ModelDecl) -> Bool {
        decl.conformances.contains { SwiftType($0).unwrapped.simpleName == "Identifiable" }
    }

    /// `FooObserver` is the protocol generated for model `Foo`.
    private mutating func checkObserverProtocol(of name: Identifier, typeNames: [ExactName: SourceRange]) {
        let observer = GeneratedNames.observerProtocol(ofModel: name.name)
        guard let other = typeNames[observer] else { return }
        diagnostics.error(
            .generatedNameCollision,
            "'\(observer)' is the observer protocol generated for model '\(name.name)'; rename the declaration "
                + "'\(observer)'",
            at: other, notes: [.init("model '\(name.name)' is declared here", at: name.range)])
    }

    /// The observer protocol's methods are named after the model (`SELF` → `self(_:didChangeX:)`), and a method
    /// named `self` is one Swift warns about wherever it is called: generated code calls it.
    private mutating func checkObserverMethodName(of name: Identifier) {
        let method = GeneratedNames.lowercasedFirst(name.name)
        guard method == "self" else { return }
        reserved(
            name,
            "model '\(name.name)' gives its observers' methods the name '\(method)', which Swift reads as the observer "
                + "itself")
    }

    private mutating func checkProperties(of decl: ModelDecl, isExternal: Bool = false) {
        // Every name the model's properties make in generated code: the property, its observer method's label,
        // and an array's mutators. Two properties may not make the same one. Each name's maker is kept by its
        // index in `decl.members`: a value holding no references, which the table copies for free.
        var made = NameTable<MadeBy>(capacity: decl.members.count * 2)
        // By index, each member passed as it is stored: `for member in` copied every member, retaining all it holds.
        for index in decl.members.indices {
            checkProperty(decl.members[index], at: index, of: decl, isExternal: isExternal, made: &made)
        }
    }

    /// Checks the names property `member`, at `index` in `decl.members`, makes; `made` holds the names the
    /// properties before it made.
    private mutating func checkProperty(
        _ member: MemberDecl, at index: Int, of decl: ModelDecl, isExternal: Bool, made: inout NameTable<MadeBy>
    ) {
        let name = member.name
        if rejectDollar(name, kind: "property") { return }
        if Self.reservedValueNames.contains(name.name) {
            reserved(
                name,
                isExternal
                    ? "Swift gives '\(name.name)' a meaning after '.', where generated code reads the property"
                    : "Swift gives '\(name.name)' a meaning inside the model")
            return
        }
        if !isExternal, Self.qualifyingModules.contains(name.name) {
            reserved(name, "generated code names the module '\(name.name)' inside the model")
            return
        }
        if !isExternal, Self.modelMembers.contains(name.name) {
            let models = GeneratedNames.conformanceMembers[name.name].map { "a generated \($0) model" }
            reserved(name, "\(models ?? "every generated model") has a member '\(name.name)'")
            return
        }
        // Told from the syntax: building a `SwiftType` of every property, to ask whether it holds `some` or is
        // an array and drop it, was a third of this pass.
        if Self.mentionsSome(member.type), case .some(let type) = opaque(in: SwiftType(member.type)) {
            diagnostics.error(
                .opaquePropertyType,
                "property '\(name.name)' cannot have the opaque type '\(type)'; Swift allows 'some' only where one "
                    + "concrete type is known, so write 'any' or the concrete type",
                at: member.type.range)
        }
        // Anywhere in the type, `Self.Type` and `() -> Self` too: Swift rejects covariant `Self` in them as well.
        if member.type.firstSelfMention() != nil {
            diagnostics.error(
                .selfInPropertyType,
                "property '\(name.name)' cannot have a type that names 'Self': generated code uses the type "
                    + "outside the class too, where 'Self' is something else; write the model's name "
                    + "'\(decl.name.name)' instead",
                at: member.type.range)
        }
        if !isExternal { checkInhabited(member, of: decl) }
        if let (attribute, range) = member.type.misplacedParameterAttribute() {
            diagnostics.error(
                .attributeNotAllowed,
                "attribute '\(attribute)' applies only to a function's parameter, not to the type of property "
                    + "'\(name.name)'; remove it (a closure stored in a property escapes already)",
                at: range)
        }
        // In order, stopping at the first collision: the property, its observer label, its mutators.
        guard !isExternal, record(name.name, MadeBy(index, .property), in: decl, &made), member.kind != .let else {
            return
        }
        // An observer label is an argument label of the observer protocol's method, not a member of the model: it
        // may be a property's name (`didChangeName` beside `name`), not another property's label (`x` and `X`). Kept
        // in the same table after a `$`, which no property or mutator name holds, as one more table per model costs
        // the editor's re-check its allocations.
        let label = Self.labelKeyPrefix + GeneratedNames.capitalized(name.name)
        guard record(label, MadeBy(index, .observerLabel), in: decl, &made), member.kind == .var,
            Self.isArray(member.type)
        else { return }
        for mutator in GeneratedNames.arrayMutators(ofProperty: name.name) {
            guard record(mutator, MadeBy(index, .mutator), in: decl, &made) else { break }
        }
    }

    /// Records that a property of `decl` makes `generated`; reports and returns false when another property made it.
    private mutating func record(
        _ generated: String, _ maker: MadeBy, in decl: ModelDecl, _ made: inout NameTable<MadeBy>
    ) -> Bool {
        guard let other = made.insertIfAbsent(generated, maker) else { return true }
        let name = decl.members[Int(maker.member)].name
        let earlier = decl.members[Int(other.member)].name
        if !earlier.name.isSameName(as: name.name) {
            let generated = generated.hasPrefix("$") ? String(generated.dropFirst()) : generated
            diagnostics.error(
                .generatedNameCollision,
                "'\(generated)' would name both \(other.kind.describe(earlier.name)) and "
                    + "\(maker.kind.describe(name.name)) in generated code; rename one of them",
                at: name.range, notes: [.init("'\(earlier.name)' is declared here", at: earlier.range)])
            return false
        }
        made[generated] = maker
        return true
    }

    /// An observer label's key in a model's table of generated names: the label (`didChangeTitle`) after a `$`.
    private static let labelKeyPrefix = "$" + GeneratedNames.observerMethodLabel(ofProperty: "")

    /// The name sets a property is tested against, with their quick misses.
    private static let reservedValueNames = FixedNameSet(GeneratedNames.reservedValueNames)
    private static let qualifyingModules = FixedNameSet(GeneratedNames.qualifyingModules)
    private static let modelMembers = FixedNameSet(GeneratedNames.modelMembers)
    private static let reservedTypeNames = FixedNameSet(GeneratedNames.reservedTypeNames)

    private mutating func checkValueName(_ name: Identifier, kind: String) {
        if rejectDollar(name, kind: kind) { return }
        if Self.reservedValueNames.contains(name.name) {
            reserved(name, "Swift gives '\(name.name)' a meaning where generated code puts it")
        } else if Self.qualifyingModules.contains(name.name) {
            reserved(name, "generated code names the module '\(name.name)' where it puts this \(kind)")
        }
    }

    /// Reports a `$` in `name`; true when it did.
    private mutating func rejectDollar(_ name: Identifier, kind: String) -> Bool {
        guard name.name.containsByte(UInt8(ascii: "$")) else { return false }
        diagnostics.error(
            .dollarInName,
            "\(kind) name '\(name.name)' contains '$', which generated code keeps for its own names; remove it",
            at: name.range)
        return true
    }

    private mutating func reserved(_ name: Identifier, _ why: String) {
        diagnostics.error(.reservedName, "\(why); rename it", at: name.range)
    }

    /// Whether `type` is an array once it is a `SwiftType`: `[T]`, `([T])`, or a named type with generic arguments
    /// that converts to one (`Array<T>`, `Swift.Array<T>`).
    private static func isArray(_ type: TypeSyntax) -> Bool {
        switch type {
        case .array:
            return true
        case .tuple(let elements, _) where elements.count == 1 && elements[0].label == nil:
            return isArray(elements[0].type)
        case .named(let components, _) where components.contains(where: { !$0.genericArguments.isEmpty }):
            if case .array = SwiftType(type) { return true }
            return false
        default:
            return false
        }
    }

    /// Whether `some` appears anywhere in `type`: only then can it hold an opaque type.
    private static func mentionsSome(_ type: TypeSyntax) -> Bool {
        switch type {
        case .named(let components, _):
            components.contains { $0.genericArguments.contains(where: mentionsSome) }
        case .optional(let wrapped, _), .implicitlyUnwrapped(let wrapped, _), .array(let wrapped, _):
            mentionsSome(wrapped)
        case .dictionary(let key, let value, _):
            mentionsSome(key) || mentionsSome(value)
        case .tuple(let elements, _):
            elements.contains { mentionsSome($0.type) }
        case .function(let parameters, let result, _, _):
            parameters.contains { mentionsSome($0.type) } || mentionsSome(result)
        case .existential(let keyword, let constraint, _):
            keyword == "some" || mentionsSome(constraint)
        }
    }

    /// The first `some P` in `type`, written as the spec wrote it.
    private func opaque(in type: SwiftType) -> String? {
        var pending = [type]
        while let type = pending.popLast() {
            switch type {
            case .existential(let keyword, _) where keyword == "some":
                return type.description
            case .optional(let wrapped), .array(let wrapped):
                pending.append(wrapped)
            case .dictionary(let key, let value):
                pending += [key, value]
            case .tuple(let elements):
                pending += elements.map(\.type)
            case .named(let components):
                pending += components.flatMap(\.genericArguments)
            // Inside a closure type too: generated code writes the type in several declarations, and each `some`
            // there would be a type of its own.
            case .function(let parameters, let result, _):
                pending += [result] + parameters.reversed()
            case .existential(_, let constraint):
                pending.append(constraint)
            }
        }
        return nil
    }
}

/// Which property of a model made a name (its index among the model's members), and what the name is to it.
private struct MadeBy {
    var member: Int32
    var kind: MadeName

    init(_ member: Int, _ kind: MadeName) {
        self.member = Int32(member)
        self.kind = kind
    }
}

/// What a name a property makes in generated code is, described only when two collide.
private enum MadeName {
    case property
    case observerLabel
    case mutator

    func describe(_ property: String) -> String {
        switch self {
        case .property: "property '\(property)'"
        case .observerLabel: "the observer method label of '\(property)'"
        case .mutator: "a mutator of '\(property)'"
        }
    }
}
