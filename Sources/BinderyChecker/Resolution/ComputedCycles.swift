import BinderySource
import BinderySyntax

extension CheckRun {
    /// Computed properties that depend on each other in a circle would recompute forever.
    mutating func checkComputedCycles(_ properties: [Property], in model: ModelDecl) {
        // Read in place by index: iterating the properties copies each one, retaining everything it holds.
        var index: [ExactName: Int] = [:]
        for position in properties.indices where properties[position].kind == .computed {
            index[properties[position].name] = position
        }
        // A circle needs a computed property that reads another: most models have none, and need no graph.
        guard !index.isEmpty else { return }
        var graph = DirectedGraph(nodeCount: properties.count)
        var hasEdges = false
        for position in properties.indices where properties[position].kind == .computed {
            for dependency in properties[position].dependencies {
                guard let target = index[dependency] else { continue }
                graph.addEdge(from: position, to: target, label: target)
                hasEdges = true
            }
        }
        guard hasEdges else { return }
        let order = properties.indices.filter { properties[$0].kind == .computed }
        for (start, labels) in graph.circles(throughNodes: order) {
            // The labels are the properties reached; the circle reads from the start back to it.
            let circle = [start] + labels.dropLast()
            let names = circle.map { properties[$0].name } + [properties[start].name]
            diagnostics.error(
                .computedCycle,
                "computed properties of '\(model.name.name)' depend on each other in a circle: "
                    + Wording.chain(names) + "; break the circle",
                at: properties[start].nameRange,
                notes: circle.dropFirst().prefix(Wording.chainLimit).map {
                    .init("'\(properties[$0].name)' is computed here", at: properties[$0].nameRange)
                })
        }
    }
}
