/// A directed graph with labelled edges, searched for circles without recursion and in time near-linear in its
/// size, so a chain of ten thousand models, computed properties or rules checks as fast as a chain of ten and never
/// runs out of stack. Package-visible: the generator looks for circles of model references with it too.
package struct DirectedGraph {
    package struct Edge {
        package var to: Int
        /// The caller's name for the edge: a property's or a rule's index.
        package var label: Int
    }

    package private(set) var edges: [[Edge]]

    package init(nodeCount: Int) {
        edges = Array(repeating: [], count: nodeCount)
    }

    package mutating func addEdge(from: Int, to: Int, label: Int) {
        edges[from].append(Edge(to: to, label: label))
    }

    /// One circle through each node of `order` that lies on one and is not on a circle found before, as the labels
    /// of its edges from that node back to it; the shortest such circle.
    func circles(throughNodes order: [Int]) -> [(start: Int, labels: [Int])] {
        let component = stronglyConnectedComponents()
        var search = PathSearch(nodeCount: edges.count)
        var covered = Array(repeating: false, count: edges.count)
        var found: [(start: Int, labels: [Int])] = []
        for start in order where !covered[start] {
            guard let path = search.shortestPath(in: self, from: start, to: start, component: component) else {
                continue
            }
            covered[start] = true
            for node in path.nodes { covered[node] = true }
            found.append((start, path.labels))
        }
        return found
    }

    /// One circle through each edge of `order` (given as `from`, edge index in `edges[from]`) that lies on one and
    /// whose label is not on a circle found before, as the labels of its edges starting with that edge's.
    func circles(throughEdges order: [(from: Int, index: Int)]) -> [[Int]] {
        let component = stronglyConnectedComponents()
        var search = PathSearch(nodeCount: edges.count)
        var coveredLabels: Set<Int> = []
        var found: [[Int]] = []
        for (from, index) in order {
            let edge = edges[from][index]
            guard !coveredLabels.contains(edge.label), component[from] == component[edge.to] else { continue }
            let labels: [Int]
            if edge.to == from {
                labels = [edge.label]
            } else {
                guard let path = search.shortestPath(in: self, from: edge.to, to: from, component: component) else {
                    continue
                }
                labels = [edge.label] + path.labels
            }
            coveredLabels.formUnion(labels)
            found.append(labels)
        }
        return found
    }

    /// Tarjan's algorithm with an explicit stack: each node's component number; two nodes share one exactly when
    /// each reaches the other.
    package func stronglyConnectedComponents() -> [Int] {
        let count = edges.count
        var index = Array(repeating: -1, count: count)
        var lowLink = Array(repeating: 0, count: count)
        var onStack = Array(repeating: false, count: count)
        var component = Array(repeating: -1, count: count)
        var stack: [Int] = []
        var next = 0
        var components = 0
        // Each frame: a node and how many of its edges have been followed.
        var frames: [(node: Int, edge: Int)] = []
        for root in 0..<count where index[root] < 0 {
            frames.append((root, 0))
            index[root] = next
            lowLink[root] = next
            next += 1
            stack.append(root)
            onStack[root] = true
            while let (node, edge) = frames.last {
                if edge < edges[node].count {
                    frames[frames.count - 1].edge += 1
                    let to = edges[node][edge].to
                    if index[to] < 0 {
                        index[to] = next
                        lowLink[to] = next
                        next += 1
                        stack.append(to)
                        onStack[to] = true
                        frames.append((to, 0))
                    } else if onStack[to] {
                        lowLink[node] = min(lowLink[node], index[to])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last?.node { lowLink[parent] = min(lowLink[parent], lowLink[node]) }
                guard lowLink[node] == index[node] else { continue }
                while let member = stack.popLast() {
                    onStack[member] = false
                    component[member] = components
                    if member == node { break }
                }
                components += 1
            }
        }
        return component
    }
}

/// Breadth-first search for the shortest path between two nodes of one component, reusing its buffers across
/// searches so that many searches cost no allocation each.
private struct PathSearch {
    private var visitedIn: [Int]
    private var parent: [(node: Int, label: Int)]
    private var generation = 0

    init(nodeCount: Int) {
        visitedIn = Array(repeating: -1, count: nodeCount)
        parent = Array(repeating: (-1, -1), count: nodeCount)
    }

    /// The path from `start` to `goal` (a circle when they are equal) through nodes of their component, as the
    /// nodes it passes and the labels of its edges, or nil when there is none.
    mutating func shortestPath(
        in graph: DirectedGraph, from start: Int, to goal: Int, component: [Int]
    ) -> (nodes: [Int], labels: [Int])? {
        generation += 1
        var queue = [start]
        var head = 0
        visitedIn[start] = generation
        while head < queue.count {
            let node = queue[head]
            head += 1
            for edge in graph.edges[node] where component[edge.to] == component[start] {
                if edge.to == goal {
                    var nodes = [node]
                    var labels = [edge.label]
                    var current = node
                    while current != start {
                        let step = parent[current]
                        labels.append(step.label)
                        nodes.append(step.node)
                        current = step.node
                    }
                    return (nodes.reversed(), labels.reversed())
                }
                guard visitedIn[edge.to] != generation else { continue }
                visitedIn[edge.to] = generation
                parent[edge.to] = (node, edge.label)
                queue.append(edge.to)
            }
        }
        return nil
    }
}
