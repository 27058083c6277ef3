import BinderySource

extension CheckRun {
    /// A model that contains itself through non-optional stored properties could never be created.
    mutating func checkSelfContainment() {
        let order = modelOrder.filter { isModel($0) }
        var index: [ExactName: Int] = [:]
        for (position, name) in order.enumerated() { index[name] = position }
        // Every edge is a stored, non-optional property holding another model.
        var properties: [Property] = []
        var graph = DirectedGraph(nodeCount: order.count)
        for (position, name) in order.enumerated() {
            guard let model = models[name] else { continue }
            // By index: iterating the properties copies each one, retaining everything it holds.
            for offset in model.properties.indices {
                guard model.properties[offset].kind != .computed, case let type = model.properties[offset].type,
                    !type.isOptional, let held = type.simpleName ?? modelOrClass(namedBy: type)?.name,
                    let target = index[held]
                else { continue }
                graph.addEdge(from: position, to: target, label: properties.count)
                properties.append(model.properties[offset])
            }
        }
        for (start, labels) in graph.circles(throughNodes: Array(order.indices)) {
            let path = labels.map { properties[$0] }
            guard let first = path.first else { continue }
            let chain = Wording.chain(path.map { "'\($0.name): \($0.type)'" })
            diagnostics.error(
                .selfContainment,
                "model '\(order[start])' contains itself through \(chain), so it could never be created; make one "
                    + "of these properties optional ('\(first.name): \(first.type)?')",
                at: first.nameRange,
                notes: path.dropFirst().prefix(Wording.chainLimit).map {
                    .init("'\($0.name)' continues the chain here", at: $0.nameRange)
                })
        }
    }
}
