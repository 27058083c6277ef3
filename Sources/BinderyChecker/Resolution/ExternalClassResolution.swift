import BinderySource
import BinderySyntax

extension CheckRun {
    /// An `external class`: it only describes a Swift class declared elsewhere, so it has `var`s and `let`s with
    /// types and nothing else; `: Observable` says its properties can be observed through Swift's Observation.
    /// Its other conformances say what the real class conforms to (`Equatable`, so a model that is Equatable can
    /// hold one); generated code checks each against the class, at the spec's conformance.
    mutating func resolveExternalClass(_ decl: ModelDecl, isolation: Isolation, options: FileOptions) -> Model {
        let isObservable = decl.conformances.contains {
            ["Observable", "Observation.Observable"].contains($0.description)
        }
        let conformances = decl.conformances.filter {
            !["Observable", "Observation.Observable"].contains($0.description)
        }.map { Conformance(type: SwiftType($0), range: $0.range) }
        reportInheritedModels(decl)
        var properties: [Property] = []
        var seen: [ExactName: SourceRange] = [:]
        for member in decl.members {
            if let earlier = seen[member.name.name] {
                diagnostics.error(
                    .duplicateProperty,
                    "external class '\(decl.name.name)' already has a property '\(member.name.name)'; remove one of "
                        + "them (a class has one property of a name)",
                    at: member.name.range, notes: [.init("'\(member.name.name)' is first declared here", at: earlier)])
                continue
            }
            seen[member.name.name] = member.name.range
            if member.kind == .computed {
                diagnostics.error(
                    .externalClassMember,
                    "external class '\(decl.name.name)' describes a class declared elsewhere, which computes what it "
                        + "computes; declare '\(member.name.name)' as 'var' or 'let'",
                    at: member.kindRange)
                continue
            }
            if let value = member.value {
                diagnostics.error(
                    .externalClassMember,
                    "external class '\(decl.name.name)' describes a class declared elsewhere, which sets its own "
                        + "values; remove the default of '\(member.name.name)'",
                    at: value.range)
            }
            var property = resolveProperty(member, in: decl, memberNames: [])
            property.value = nil
            properties.append(property)
        }
        var model = Model(
            name: decl.name.name,
            doc: decl.doc?.text,
            isolation: isolation,
            access: options.access,
            observation: false,
            conformances: conformances,
            implementsEquatable: false,
            implementsHashable: false,
            implementsEncodable: false,
            implementsDecodable: false,
            properties: properties,
            nameRange: decl.name.range,
            range: decl.range)
        model.kind = .externalClass(isObservable: isObservable)
        return model
    }

    /// Swift's subclass has its superclass's properties, so an external class whose superclass is another external
    /// class (`external class Field: Control`) reaches the properties that class's declaration lists, and those of its
    /// own superclass in turn; a property it declares itself wins. Without this, `field.isEnabled` was "no property"
    /// though Swift would read it.
    mutating func inheritPropertiesOfExternalSuperclasses() {
        guard hasExternalClasses else { return }
        for name in modelOrder {
            guard let model = models[name], model.isExternal, model.module == nil else { continue }
            var properties = model.properties
            for base in externalClassAndSuperclasses(model).dropFirst() {
                for property in base.properties
                where !properties.contains(where: { $0.name.isSameName(as: property.name) }) {
                    properties.append(property)
                }
            }
            guard properties.count > model.properties.count else { continue }
            var inheriting = model
            inheriting.properties = properties
            declare(inheriting)
        }
    }

    /// Whether `value` fits a `place` as Swift converts it: ``TypeFit/fits(_:into:upcasting:)``, with an external
    /// class upcast into its external superclass (`Field` into `Control?`, `[Field]` into `[Control]`).
    func fits(_ value: SwiftType, into place: SwiftType) -> Bool {
        TypeFit.fits(value, into: place, upcasting: upcasting)
    }

    /// Whether the class named by the first name upcasts to the one named by the second: an external class to one of
    /// its external superclasses.
    var upcasting: (String, String) -> Bool {
        // Without an external class nothing upcasts. A closure over `self` copied the whole run, retaining every
        // table it holds, on each of the checks of every rule.
        guard hasExternalClasses else { return { _, _ in false } }
        let models = self.models
        return { Self.isExternalSubclass($0, of: $1, in: models) }
    }

    /// Whether the external class `name` inherits, at any depth, from the external class `base`.
    private static func isExternalSubclass(_ name: String, of base: String, in models: [ExactName: Model]) -> Bool {
        guard let model = models[name], model.isExternal else { return false }
        return externalClassAndSuperclasses(model, in: models).dropFirst().contains { $0.name.isSameName(as: base) }
    }

    /// The external class `model` and the external classes it inherits from, nearest first: a subclass has their
    /// conformances too, as a Swift subclass does (`Field: Control` is Hashable when `Control` is).
    func externalClassAndSuperclasses(_ model: Model) -> [Model] {
        Self.externalClassAndSuperclasses(model, in: models)
    }

    private static func externalClassAndSuperclasses(_ model: Model, in models: [ExactName: Model]) -> [Model] {
        var chain: [Model] = []
        var pending = [model]
        while let current = pending.popLast() {
            guard !chain.contains(where: { $0.name.isSameName(as: current.name) }) else { continue }
            chain.append(current)
            for conformance in current.conformances.reversed() {
                guard let name = conformance.type.simpleName, let parent = models[name], parent.isExternal else {
                    continue
                }
                pending.append(parent)
            }
        }
        return chain
    }

    /// A generated model is a final class, so no class inherits from one: an external class naming one among its
    /// conformances could never be declared. (Another external class may be its superclass, as `UIView` is
    /// `UILabel`'s; generated code checks that, at the spec's conformance.)
    private mutating func reportInheritedModels(_ decl: ModelDecl) {
        for conformance in decl.conformances {
            guard let name = SwiftType(conformance).simpleName else { continue }
            let model = modelSyntax[ExactName(name)].map { $0.externalRange == nil } ?? false
            let imported = importedDeclarations[ExactName(name)]?.model.map { !$0.isExternal } ?? false
            guard model || imported else { continue }
            diagnostics.error(
                .modelAsConformance,
                "external class '\(decl.name.name)' cannot inherit from model '\(name)': a model is generated as a "
                    + "final class, which no class inherits from; remove '\(name)', and give the class a property of "
                    + "type '\(name)' if it holds one",
                at: conformance.range)
        }
    }

    /// Reports the first external class along `path` that is not `Observable`, for a rule that must read or
    /// observe it (`what` says how); true when the path can be observed.
    mutating func checkObservable(_ path: Path, _ what: String) -> Bool {
        // Each step reads its property on the object the path has reached (the root, then each step's value).
        for step in path.steps {
            let name = step.model
            guard let model = memberTables[name], !model.isObservable,
                !isDeclaredByObservableSuperclass(step.property, readOn: name)
            else { continue }
            // Its conformances kept in the fix: `external class Field: Observable` would drop `Control`.
            let conformances = (modelSyntax[name]?.conformances.map(\.description) ?? []) + ["Observable"]
            diagnostics.error(
                .externalNotObservable,
                "external class '\(name)' is not Observable, so '\(path)' cannot be \(what); if it is an "
                    + "@Observable class, declare 'external class \(name): \(conformances.joined(separator: ", "))'",
                at: path.range)
            return false
        }
        return true
    }

    /// Whether `property`, read on the external class `name`, is declared by an external superclass that is
    /// `Observable`: Swift's subclass inherits the conformance, and the superclass's properties are tracked on it (its
    /// own are not, unless it is `@Observable` too). The nearest class whose declaration lists the property decides.
    private func isDeclaredByObservableSuperclass(_ property: String, readOn name: String) -> Bool {
        guard hasExternalClasses, let model = models[name], model.isExternal else { return false }
        for owner in externalClassAndSuperclasses(model) {
            guard let decl = modelSyntax[owner.name],
                decl.members.contains(where: { $0.name.name.isSameName(as: property) })
            else { continue }
            return owner.isObservable
        }
        return false
    }

    /// Whether `path` reads an `Observable` external class (which a binding observes through Swift's Observation).
    func readsObservableExternal(_ path: Path) -> Bool {
        let reached = [path.rootModel] + path.steps.dropLast().compactMap { $0.type.unwrapped.simpleName }
        return reached.contains { memberTables[$0]?.isExternal == true }
    }
}
