import BinderySource

extension RuleSyntax {
    /// The rule on one line, as `bindery format` lays it out: single spaces around arrows, pipes and `??`, a source
    /// list as `(a, b)`, and no comments. Names and fallback expressions are as written in `file`, the rule's spec,
    /// so a backticked name stays escaped. Generated code names a rule by this text, so reformatting a spec leaves
    /// it alone.
    public func canonicalText(in file: SourceFile) -> String {
        // Bytes appended to one buffer, made a string once: every rule of every check is written, and a string for
        // each name and each `+` was most of the check's cost of a rule.
        var text: [UInt8] = []
        text.reserveCapacity(64)
        func append(_ range: SourceRange) {
            text.append(contentsOf: file.bytes(range.start..<max(range.start, range.end)))
        }
        func append(_ literal: String) {
            text.append(contentsOf: literal.utf8)
        }
        func append(_ path: PathSyntax) {
            append(path.root.range)
            for step in path.steps {
                append(step.isOptionalChained ? "?." : ".")
                append(step.name.range)
            }
        }
        switch self {
        case .assignment(let rule):
            append(rule.target)
            append(rule.direction == .twoWay ? " <-> " : " <- ")
            if rule.isOnce { append("once ") }
            if rule.isParenthesized { append("(") }
            for (index, source) in rule.sources.enumerated() {
                // Without parentheses there is one source.
                if index > 0, rule.isParenthesized { append(", ") }
                append(source.path)
                if let fallback = source.fallback {
                    append(" ?? ")
                    append(fallback.text)
                }
            }
            if rule.isParenthesized { append(")") }
            for transform in rule.transforms {
                append(" | ")
                append(transform.range)
            }
        case .action(let rule):
            append("on ")
            for (index, path) in rule.paths.enumerated() {
                if index > 0 { append(", ") }
                append(path)
            }
            if rule.isInitial { append(" initial") }
            append(" -> ")
            append(rule.handler.range)
        }
        return String(decoding: text, as: UTF8.self)
    }
}
