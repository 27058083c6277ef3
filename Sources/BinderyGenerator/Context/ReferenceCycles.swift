import BinderyChecker
import BinderySource

/// Which models can refer back to themselves through their stored properties (`A.b: B?`, `B.a: A?`, or
/// `Node.children: [Node]`): their generated `==`, `hash(into:)` and `encode(to:)` must not follow references
/// without end.
enum ReferenceCycles {
    /// The names of the models on some cycle of references: those sharing a strongly connected component with
    /// another, or referring to themselves.
    static func modelsOnCycles(_ models: [Model]) -> Set<ExactName> {
        let indexes = Dictionary(
            models.map { ExactName($0.name) }.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var graph = DirectedGraph(nodeCount: models.count)
        for (from, model) in models.enumerated() {
            // By index: `storedProperties` copies every stored property into a new array for each model, and
            // iterating the properties copies each one.
            for position in model.properties.indices where model.properties[position].kind != .computed {
                for name in model.properties[position].type.namedTypes {
                    if let to = indexes[ExactName(name)] { graph.addEdge(from: from, to: to, label: 0) }
                }
            }
        }
        let component = graph.stronglyConnectedComponents()
        var size: [Int: Int] = [:]
        for each in component { size[each, default: 0] += 1 }
        var onCycle = Set<ExactName>()
        for (node, model) in models.enumerated()
        where size[component[node]]! > 1 || graph.edges[node].contains(where: { $0.to == node }) {
            onCycle.insert(model.name)
        }
        return onCycle
    }
}
