import BinderySource

extension CheckRun {
    private static func key(_ path: Path) -> String {
        path.steps.reduce(path.parameter) { $0 + "." + $1.property }
    }

    /// A property that is the target of two rules of one binding would take whichever ran last.
    ///
    /// The source of a two-way rule is written too, but two two-way rules sharing a source (one value shown in two
    /// places) agree by construction, so only targets count.
    mutating func checkWriters(_ rules: [Rule]) {
        var writer: [String: Assignment] = [:]
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
    }

    /// One-way rules that feed each other in a circle would propagate forever; the notes walk the circle.
    mutating func checkCycles(_ rules: [Rule]) {
        var edges: [(from: String, to: String, rule: Assignment)] = []
        for case .assignment(let assignment) in rules where assignment.direction == .oneWay && !assignment.isOnce {
            for source in assignment.sources {
                edges.append((Self.key(source.path), Self.key(assignment.target), assignment))
            }
        }
        var reported: Set<SourceRange> = []
        for start in edges where !reported.contains(start.rule.range) {
            var path: [Assignment] = [start.rule]
            var visited: Set<String> = [start.to]
            func walk(_ node: String) -> Bool {
                for edge in edges where edge.from == node {
                    path.append(edge.rule)
                    if edge.to == start.from { return true }
                    if visited.insert(edge.to).inserted, walk(edge.to) { return true }
                    path.removeLast()
                }
                return false
            }
            guard walk(start.to) else { continue }
            reported.formUnion(path.map(\.range))
            let circle = path.map { "'\($0.target)'" }
            diagnostics.error(
                .ruleCycle,
                "these one-way rules feed each other in a circle (\(circle.joined(separator: " → ")) → "
                    + "\(circle[0])), so a change would never stop propagating; remove one, or make the pair "
                    + "one two-way rule with '<->'",
                at: start.rule.range,
                notes: path.dropFirst().map { .init("'\($0.target)' is written from the circle here", at: $0.range) })
        }
    }
}
