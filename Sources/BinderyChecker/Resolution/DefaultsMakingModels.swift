import BinderySource
import BinderySyntax

extension CheckRun {
    /// A stored property's default that makes a model of this module, and the argument labels its call passes.
    private struct ModelMade {
        var owner: String
        var property: String
        var made: String
        var passed: [String]
        var range: SourceRange
    }

    /// A default that makes a model (`var next: Node? = Node()`) runs that model's initializer, which evaluates each
    /// default the call does not pass an argument for. When that leads back to the same default, making the model
    /// never ends: the program runs out of stack at run time. Reported at the call in the first default of each
    /// circle; a call passing the argument of the next default in the circle (`Node(next: nil)`) breaks it.
    mutating func checkDefaultsMakingTheirModel() {
        var made: [ModelMade] = []
        // Most defaults are literals, which make nothing: only those naming something were kept for this.
        for (owner, index) in defaultsNamingSomething {
            guard let decl = modelSyntax[owner], index < decl.members.count, let value = decl.members[index].value
            else { continue }
            let member = decl.members[index]
            for (model, range, passed) in modelsMade(in: value, giving: member.type) {
                made.append(
                    ModelMade(owner: owner, property: member.name.name, made: model, passed: passed, range: range))
            }
        }
        guard !made.isEmpty else { return }
        var graph = DirectedGraph(nodeCount: made.count)
        for (from, call) in made.enumerated() {
            for (to, next) in made.enumerated()
            where next.owner.isSameName(as: call.made)
                && !call.passed.contains(where: { $0.isSameName(as: next.property) })
            {
                graph.addEdge(from: from, to: to, label: to)
            }
        }
        for (start, labels) in graph.circles(throughNodes: Array(made.indices)) {
            let first = made[start]
            let next = made[labels.first ?? start]
            let circle = [start] + labels.dropLast()
            let round =
                circle.count == 1
                ? "so that default is evaluated again"
                : "and the defaults make each other's models in a circle ("
                    + Wording.chain((circle + [start]).map { "'\(made[$0].owner).\(made[$0].property)'" }) + ")"
            diagnostics.error(
                .selfContainment,
                "making \(Wording.article(.named(first.owner))) never ends: the default of "
                    + "'\(first.owner).\(first.property)' makes \(Wording.article(.named(first.made))) without passing "
                    + "'\(next.property)', \(round); pass it in the call ('\(first.made)(\(next.property): …)'), or give "
                    + "'\(first.property)' a default that makes no '\(first.made)'",
                at: first.range,
                notes: circle.dropFirst().prefix(Wording.chainLimit).map {
                    .init("'\(made[$0].owner).\(made[$0].property)' continues the circle here", at: made[$0].range)
                })
        }
    }

    /// The models of this module `value` makes by their name (`Node()`, `Node.init()`), with the module's name too
    /// (`App.Node()`), or as `.init(…)` of the property's `type` or of the element an array or dictionary literal of
    /// that type holds (`[.init()]`), and, `followingTransforms`, through a transform it calls
    /// (`BinderyTransforms.make(1)`): each with the range naming it and the argument labels of its call.
    func modelsMade(in value: ExpressionSyntax, giving type: TypeSyntax, followingTransforms: Bool = true) -> [(
        String, SourceRange, [String]
    )] {
        var found: [(String, SourceRange, [String])] = followingTransforms ? modelsMadeThroughTransforms(in: value) : []
        for reference in value.references where !reference.isOnSelf && Self.isCalled(reference, in: value) {
            guard let model = localModel(named: reference.name), let rest = Self.bytes(after: reference, in: value),
                Self.isSureToRun(reference.range.start - value.range.start, of: value.text)
            else { continue }
            found.append((model.name, reference.range, Self.argumentLabels(of: rest)))
        }
        if let moduleName {
            for access in value.memberAccesses {
                // The module's name first: most members read are no model's name.
                guard case .reference(let index) = access.base, !value.references[index].isOnSelf,
                    value.references[index].name.isSameName(as: moduleName)
                else { continue }
                let named = ExpressionSyntax.Reference(name: access.name, range: access.range, isOnSelf: false)
                guard Self.isCalled(named, in: value), let model = localModel(named: access.name),
                    let rest = Self.bytes(after: named, in: value),
                    Self.isSureToRun(access.range.start - value.range.start, of: value.text)
                else { continue }
                found.append((model.name, access.range, Self.argumentLabels(of: rest)))
            }
        }
        if value.memberAccesses.contains(where: { $0.name == "init" }) {
            for made in implicitInitializers(in: value, giving: SwiftType(type))
            where localModel(named: made.model.name) != nil {
                found.append((made.model.name, made.range, made.labels))
            }
        }
        return found
    }

    /// The model of this module named `name`, not an external class: whose initializer evaluates its defaults.
    func localModel(named name: String) -> Model? {
        guard let model = models[name], !model.isExternal, model.module == nil else { return nil }
        return model
    }
}

extension ExpressionSyntax {
    /// Whether the expression names anything (`Node()`, `.init()`, `x`): a literal names nothing, so makes no model.
    var namesSomething: Bool { !references.isEmpty || !memberAccesses.isEmpty }
}
