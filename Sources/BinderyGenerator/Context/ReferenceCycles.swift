import BinderyChecker

/// Which models can refer back to themselves through their stored properties (`A.b: B?`, `B.a: A?`, or
/// `Node.children: [Node]`): their generated `==`, `hash(into:)` and `encode(to:)` must not follow references
/// without end.
enum ReferenceCycles {
    /// The names of the models on some cycle of references, found with an iterative Tarjan's algorithm, so a chain
    /// of any length costs no stack.
    static func modelsOnCycles(_ models: [Model]) -> Set<String> {
        let names = models.map(\.name)
        let indexes = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let edges: [[Int]] = models.map { model in
            var targets: [Int] = []
            for property in model.storedProperties {
                for name in property.type.namedTypes {
                    if let target = indexes[name] { targets.append(target) }
                }
            }
            return targets
        }
        var onCycle = Set<String>()
        var index = Array(repeating: -1, count: models.count)
        var lowLink = Array(repeating: 0, count: models.count)
        var onStack = Array(repeating: false, count: models.count)
        var stack: [Int] = []
        var counter = 0
        for root in models.indices where index[root] < 0 {
            // Each frame: a node and how many of its edges have been followed.
            var frames: [(node: Int, edge: Int)] = [(root, 0)]
            index[root] = counter
            lowLink[root] = counter
            counter += 1
            stack.append(root)
            onStack[root] = true
            while let (node, edge) = frames.last {
                if edge < edges[node].count {
                    frames[frames.count - 1].edge += 1
                    let next = edges[node][edge]
                    if index[next] < 0 {
                        index[next] = counter
                        lowLink[next] = counter
                        counter += 1
                        stack.append(next)
                        onStack[next] = true
                        frames.append((next, 0))
                    } else if onStack[next] {
                        lowLink[node] = min(lowLink[node], index[next])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last?.node { lowLink[parent] = min(lowLink[parent], lowLink[node]) }
                guard lowLink[node] == index[node] else { continue }
                var component: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    component.append(member)
                    if member == node { break }
                }
                let isCycle = component.count > 1 || edges[node].contains(node)
                if isCycle { for member in component { onCycle.insert(names[member]) } }
            }
        }
        return onCycle
    }
}
