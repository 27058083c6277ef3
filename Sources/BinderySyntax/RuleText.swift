import BinderySource

extension RuleSyntax {
    /// The rule on one line, as `bindery format` lays it out: single spaces around arrows, pipes and `??`, a source
    /// list as `(a, b)`, and no comments. Names and fallback expressions are as written (`spelling` gives the text of
    /// a range), so a backticked name stays escaped. Generated code names a rule by this text, so reformatting a spec
    /// leaves it alone.
    public func canonicalText(spelling written: (SourceRange) -> String) -> String {
        func path(_ path: PathSyntax) -> String {
            path.steps.reduce(written(path.root.range)) {
                $0 + ($1.isOptionalChained ? "?." : ".") + written($1.name.range)
            }
        }
        switch self {
        case .assignment(let rule):
            var text = path(rule.target) + (rule.direction == .twoWay ? " <-> " : " <- ")
            if rule.isOnce { text += "once " }
            let sources = rule.sources.map { source in
                path(source.path) + (source.fallback.map { " ?? " + $0.text } ?? "")
            }
            text += rule.isParenthesized ? "(" + sources.joined(separator: ", ") + ")" : sources.joined()
            return text + rule.transforms.map { " | " + written($0.range) }.joined()
        case .action(let rule):
            return "on " + rule.paths.map(path).joined(separator: ", ") + (rule.isInitial ? " initial" : "") + " -> "
                + written(rule.handler.range)
        }
    }
}
