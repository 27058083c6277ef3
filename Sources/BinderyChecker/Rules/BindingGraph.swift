import BinderySource

extension CheckRun {
    /// `a.b.c`: one property reached from one parameter, whatever `?.` the path writes.
    static func key(_ path: Path) -> String {
        path.steps.reduce(path.parameter) { $0 + "." + $1.property }
    }

    /// Whether two paths may have one ``key(_:)``: false when the keys would differ in length or in their last
    /// property, told without writing either key. (A name holding a `.`, reported when scanned, would make its key
    /// read as other steps: then only the lengths tell.)
    static func mayShareKey(_ first: Path, _ second: Path) -> Bool {
        func keyLength(_ path: Path) -> Int {
            path.steps.reduce(path.parameter.utf8.count) { $0 + 1 + $1.property.utf8.count }
        }
        guard keyLength(first) == keyLength(second) else { return false }
        guard let firstLast = first.steps.last?.property, let secondLast = second.steps.last?.property,
            !firstLast.containsByte(UInt8(ascii: ".")), !secondLast.containsByte(UInt8(ascii: "."))
        else { return true }
        return firstLast.isSameName(as: secondLast)
    }

    /// Whether some path of `firsts` may reach a property a path of `seconds` reaches (the same path too, when
    /// `distinct` is false). Path by path: only for a binding of a few rules, where most have no such pair and
    /// need neither keys nor tables; nil for a larger one, which builds them.
    static func somePathsMayShareKey(_ firsts: [Path], _ seconds: [Path], distinct: Bool = false) -> Bool? {
        guard firsts.count * seconds.count <= 64 else { return nil }
        for (i, first) in firsts.enumerated() {
            for (j, second) in seconds.enumerated() where !(distinct && i >= j) && mayShareKey(first, second) {
                return true
            }
        }
        return false
    }

    /// A property written by two rules of one binding would take whichever ran last.
    ///
    /// A two-way rule writes both its sides. Two two-way rules sharing a source (one value shown in two places), or
    /// chained through one property, keep them all equal, so a two-way rule's source conflicts only with a one-way
    /// rule's target: the one-way rule keeps the property equal to its sources, the two-way rule to its target, and
    /// a change of either side breaks the other. (A `once` rule copies once, at the start, and keeps nothing equal.)
    mutating func checkWriters(_ rules: [Rule]) {
        // Two rules writing one property are the only trouble here: in a binding of a few rules, usually none do.
        let targets = rules.compactMap { rule -> Path? in
            guard case .assignment(let assignment) = rule else { return nil }
            return assignment.target
        }
        let writtenBackSources = rules.compactMap { rule -> Path? in
            guard case .assignment(let assignment) = rule, assignment.direction == .twoWay else { return nil }
            return assignment.sources.first?.path
        }
        if Self.somePathsMayShareKey(targets, targets, distinct: true) == false,
            Self.somePathsMayShareKey(writtenBackSources, targets) == false
        {
            return
        }
        var writer: [ExactName: Assignment] = [:]
        for case .assignment(let assignment) in rules {
            let key = Self.key(assignment.target)
            if let earlier = writer[key] {
                diagnostics.error(
                    .twoWriters,
                    "'\(assignment.target)' is the target of two rules of this binding; keep one, or combine their "
                        + "sources with '(a, b) | transform'",
                    at: assignment.target.range,
                    notes: [.init("'\(assignment.target)' is also written here", at: earlier.range)])
                continue
            }
            writer[key] = assignment
        }
        var writtenBack: [ExactName: Assignment] = [:]
        for case .assignment(let assignment) in rules where assignment.direction == .twoWay {
            guard let source = assignment.sources.first else { continue }
            let key = Self.key(source.path)
            if writtenBack[key] == nil { writtenBack[key] = assignment }
        }
        guard !writtenBack.isEmpty else { return }
        for case .assignment(let oneWay) in rules where oneWay.direction == .oneWay && !oneWay.isOnce {
            guard let twoWay = writtenBack[Self.key(oneWay.target)], let source = twoWay.sources.first else { continue }
            let property = oneWay.target
            let message =
                "'\(property)' is written by two rules of this binding, which would keep it equal to different "
                + "things: the two-way rule with '\(twoWay.target)' writes into it, and so does a one-way rule; keep "
                + "one of them"
            // At the later rule, as for two targets.
            if oneWay.range.start > twoWay.range.start {
                diagnostics.error(
                    .twoWriters, message, at: property.range,
                    notes: [.init("'\(property)' is written back here", at: source.path.range)])
            } else {
                diagnostics.error(
                    .twoWriters, message, at: source.path.range,
                    notes: [.init("'\(property)' is also written here", at: oneWay.range)])
            }
        }
    }

    /// One-way rules that feed each other in a circle would propagate forever; the notes walk the circle.
    mutating func checkCycles(_ rules: [Rule]) {
        // Every property on a circle is the target of one rule and a source of another (or the same one): in a
        // binding of a few rules, usually none is.
        let feeding = rules.compactMap { rule -> Assignment? in
            guard case .assignment(let assignment) = rule, assignment.direction == .oneWay, !assignment.isOnce
            else { return nil }
            return assignment
        }
        if Self.somePathsMayShareKey(feeding.flatMap { $0.sources.map(\.path) }, feeding.map(\.target)) == false {
            return
        }
        var node: [ExactName: Int] = [:]
        func id(_ key: String) -> Int {
            if let existing = node[key] { return existing }
            node[key] = node.count
            return node.count - 1
        }
        var assignments: [Assignment] = []
        var edges: [(from: Int, to: Int, label: Int)] = []
        for case .assignment(let assignment) in rules where assignment.direction == .oneWay && !assignment.isOnce {
            let target = id(Self.key(assignment.target))
            for source in assignment.sources {
                edges.append((id(Self.key(source.path)), target, assignments.count))
            }
            assignments.append(assignment)
        }
        // Every property on a circle is written by one rule and read by another; in most bindings none is, and no
        // graph is needed.
        let targets = Set(edges.map(\.to))
        guard edges.contains(where: { targets.contains($0.from) }) else { return }
        var graph = DirectedGraph(nodeCount: node.count)
        var order: [(from: Int, index: Int)] = []
        for edge in edges {
            order.append((edge.from, graph.edges[edge.from].count))
            graph.addEdge(from: edge.from, to: edge.to, label: edge.label)
        }
        for labels in graph.circles(throughEdges: order) {
            let path = labels.map { assignments[$0] }
            let circle = path.map { "'\($0.target)'" }
            if path.count == 1 {
                // Made one two-way rule, the pair would be a property bound to itself.
                diagnostics.error(
                    .ruleCycle,
                    "'\(path[0].target)' is written from itself, so a change would never stop propagating; remove the "
                        + "rule",
                    at: path[0].range)
                continue
            }
            diagnostics.error(
                .ruleCycle,
                "these one-way rules feed each other in a circle (\(Wording.chain(circle + [circle[0]]))), so a "
                    + "change would never stop propagating; remove one, or make the pair one two-way rule with '<->'",
                at: path[0].range,
                notes: path.dropFirst().prefix(Wording.chainLimit).map {
                    .init("'\($0.target)' is written from the circle here", at: $0.range)
                })
        }
    }
}
