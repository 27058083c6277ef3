import BinderySource
import BinderySyntax

/// Swift requires a `Set`'s elements and a dictionary's keys to be `Hashable`. A model, an external class or a type
/// that never conforms used as one is reported here, at the type in the spec; otherwise Swift would report it at
/// every use in the generated code. A type of the user's or a library's is left to Swift, which the generated code
/// asks at the same place (see ``swiftTypeReferences(in:)``).
extension CheckRun {
    /// The types of the models' and external classes' properties.
    mutating func checkHashedTypes() {
        // The models whose conformances are checked after the loop: passing `decl` on from inside it made every model
        // cost a copy of its whole declaration, conformances or not.
        var conforming: [String] = []
        for file in files {
            for declaration in file.declarations {
                switch declaration {
                case .model(let decl) where modelSyntax[decl.name.name] == decl:
                    guard let model = models[decl.name.name] else { continue }
                    // A model made Hashable reports a model it holds that is not, and one made Equatable, Hashable or
                    // Codable a main-actor model it holds in a nonisolated model (conformance-of-referenced-model).
                    let context = HashingContext(
                        allowsMainActorConformances: model.isolation == .mainActor
                            || !Self.implementedConformances(of: model).isEmpty,
                        reportsModels: !model.implementsHashable,
                        kind: model.isExternal ? "external class" : "model", declaredName: model.name)
                    // Each is about a conformance, which most models declare none of.
                    if !model.isExternal, !decl.conformances.isEmpty { conforming.append(model.name) }
                    // By index: `for member in` copied every member, retaining all it holds, for its type alone.
                    for index in decl.members.indices { checkHashedTypes(in: decl.members[index].type, context) }
                default:
                    break
                }
            }
        }
        for name in conforming {
            guard let decl = modelSyntax[name], let model = models[name] else { continue }
            checkIdentifiableID(of: decl, model)
            checkRequirementTypes(of: decl, model)
            checkNonSendableRequirements(of: decl, model)
        }
    }

    /// The types of this module's transforms' inputs and outputs, once ``decideTransformIsolation(of:)`` has put
    /// each where it runs: one over a main-actor model runs on the main actor, where that model's `Hashable` holds
    /// (`transform labels(Set<Tag>) -> String`), unless a nonisolated binding applies it.
    mutating func checkHashedTypesOfTransforms(in files: [CheckedFile]) {
        for transform in files.flatMap(\.transforms) {
            guard let decl = transformSyntax[transform.name] else { continue }
            let context = HashingContext(
                allowsMainActorConformances: transform.isolation == .mainActor, reportsModels: true,
                kind: "transform", declaredName: decl.name.name)
            for input in decl.inputs { checkHashedTypes(in: input, context) }
            checkHashedTypes(in: decl.output, context)
        }
    }

    /// Where a type is written: whether a main-actor conformance may be used there (or is reported elsewhere), and
    /// whether a model in it that is not Hashable is reported here.
    private struct HashingContext {
        var allowsMainActorConformances: Bool
        var reportsModels: Bool
        /// "model", "external class" or "transform".
        var kind: String
        var declaredName: String

        /// "model 'Holder'", "transform 'count'": written only for a message, not for every declaration checked.
        var name: String { "\(kind) '\(declaredName)'" }
    }

    private mutating func checkHashedTypes(in type: TypeSyntax, _ context: HashingContext) {
        for (hashed, container) in type.hashedTypes {
            let role = container == "Set" ? "the elements of a 'Set'" : "the keys of a dictionary"
            switch unhashable(hashed, allowingMainActorConformances: context.allowsMainActorConformances) {
            case nil:
                break
            case .never(let description):
                diagnostics.error(
                    .unhashableType,
                    "\(role) must be Hashable, but \(description) can never be; use a type that is (a struct of yours, "
                        + "for instance)",
                    at: hashed.range)
            case .model(let model) where context.reportsModels:
                let notes = note("'\(model.name)' is declared here", at: model)
                let message =
                    model.isExternal
                    ? "\(role) must be Hashable, but external class '\(model.name)' is not declared Hashable; if the "
                        + "class is, add 'Hashable' to the conformances of '\(model.name)'"
                    : "\(role) must be Hashable, but model '\(model.name)' is not; add 'Hashable' to the conformances "
                        + "of '\(model.name)'"
                diagnostics.error(
                    .unhashableType, message, at: hashed.range, notes: notes, fixIts: addingHashable(to: model))
            case .model:
                break
            case .isolated(let model):
                diagnostics.error(
                    .unhashableType,
                    "\(role) must be Hashable, but the conformance of model '\(model.name)' is isolated to the main "
                        + "actor and \(context.name) is nonisolated; give '\(model.name)' the isolation of \(context.name)",
                    at: hashed.range,
                    notes: note("'\(model.name)' is declared here", at: model))
            }
        }
    }

    /// Why a type is not `Hashable` where it is written.
    enum Unhashable {
        /// A type that never is: a tuple, a function, an existential, `Any`.
        case never(String)
        /// A model or external class without the conformance.
        case model(Model)
        /// A main-actor model whose conformance holds only on the main actor, written where that is not.
        case isolated(Model)
    }

    /// What makes `type` not `Hashable`, when the checker can tell; nil when it is, or when only Swift can tell. It
    /// looks through what is `Hashable` when what it holds is (an optional, an array, a dictionary's value), and not
    /// into a type of the user's (`Box<Item>` may be `Hashable` whatever `Item` is).
    func unhashable(_ type: TypeSyntax, allowingMainActorConformances: Bool) -> Unhashable? {
        let inside = { (type: TypeSyntax) in
            self.unhashable(type, allowingMainActorConformances: allowingMainActorConformances)
        }
        switch type {
        case .named(let components, _):
            // A model written with its module's name (`App.Item`) is the model.
            let withModule =
                components.count == 2 && components[0].name.name != "Swift"
                ? modelOrClass(namedBy: SwiftType(type)).map { _ in components[1] } : nil
            guard let name = Self.nameInScope(components) ?? withModule else { return nil }
            if let model = models[name.name.name] {
                guard model.isExternal else {
                    if !model.implementsHashable { return .model(model) }
                    let isolated = model.isolation == .mainActor && !allowingMainActorConformances
                    return isolated ? .isolated(model) : nil
                }
                // Declared by the class or a superclass it inherits the conformance from.
                let declared = externalClassAndSuperclasses(model).contains { declaring in
                    declaring.conformances.contains { ["Hashable", "Swift.Hashable"].contains($0.type.description) }
                }
                return declared ? nil : .model(model)
            }
            switch name.name.name {
            case "Any", "AnyObject": return .never("'\(name.name.name)'")
            case "Optional", "Array", "ContiguousArray", "ArraySlice":
                return name.genericArguments.first.flatMap(inside)
            case "Dictionary": return name.genericArguments.dropFirst().first.flatMap(inside)
            default: return nil
            }
        case .optional(let wrapped, _), .implicitlyUnwrapped(let wrapped, _), .array(let wrapped, _):
            return inside(wrapped)
        case .dictionary(_, let value, _):
            return inside(value)
        case .tuple(let elements, _) where elements.count == 1 && elements[0].label == nil:
            return inside(elements[0].type)
        case .tuple(let elements, _):
            return .never(elements.isEmpty ? "'()'" : "a tuple '\(type)'")
        case .function:
            return .never("a function type '\(type)'")
        case .existential:
            return .never("an existential type '\(type)'")
        }
    }

    /// The name a named type is in the spec's scope: `Item`, or `Swift.Set` for the standard library's.
    private static func nameInScope(_ components: [TypeSyntax.NameComponent]) -> TypeSyntax.NameComponent? {
        switch components.count {
        case 1: components[0]
        case 2 where components[0].name.name == "Swift": components[1]
        default: nil
        }
    }

    /// ": Hashable" or ", Hashable" after a local declaration's conformances.
    func addingHashable(to model: Model) -> [Diagnostic.FixIt] {
        guard model.module == nil, let decl = modelSyntax[model.name] else { return [] }
        let after = decl.conformances.last?.range ?? decl.name.range
        let insertion = SourceRange(file: after.file, start: after.end, end: after.end)
        return [.init(replacing: insertion, with: (decl.conformances.isEmpty ? ": " : ", ") + "Hashable")]
    }
}

extension TypeSyntax {
    /// Every type used in this one as a `Set`'s element or a dictionary's key, with "Set" or "Dictionary".
    var hashedTypes: [(TypeSyntax, String)] {
        var found: [(TypeSyntax, String)] = []
        visitTypes { type in
            switch type {
            case .named(let components, _):
                let last = components[components.count - 1]
                let standard = components.count == 1 || (components.count == 2 && components[0].name.name == "Swift")
                if standard, ["Set", "Dictionary"].contains(last.name.name), let key = last.genericArguments.first {
                    found.append((key, last.name.name))
                }
            case .dictionary(let key, _, _):
                found.append((key, "Dictionary"))
            default:
                break
            }
            return true
        }
        return found
    }
}
