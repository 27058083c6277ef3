/// The layout of a computed property with fixed reads: its getter, which passes the runtime both evaluations, and
/// the locals of its evaluation over the storage; each as swift-format lays it out.
extension PropertyContext {
    /// The getter's call, 8 spaces deep: on one line when it fits, else its arguments packed on lines of their
    /// own, the closing parenthesis after the last, as swift-format breaks it. Both closures are arguments: a
    /// trailing closure after a closure argument is what the `OnlyOneTrailingClosureArgument` rule forbids.
    var fixedReadsGetterLines: [String] {
        let index = String(facts.index)
        let calls = ["$0." + (facts.storageEvaluator ?? "") + "()", "$0." + (facts.evaluator ?? "") + "()"]
        let head = "_$bindery.computedWithFixedReads("
        let line = head + "self, " + index + ", { " + calls[0] + " }, { " + calls[1] + " })"
        if Declaration.fits(indent: 8, [line]) { return [line] }
        let closures = ["{ " + calls[0] + " }", "{ " + calls[1] + " })"]
        let arguments = Declaration.packed(["self", index] + closures, indent: 12).flatMap { line in
            guard line.hasPrefix("{ $0."), !Declaration.fits(indent: 12, [line]) else { return [line] }
            return Self.brokenClosure(line)
        }
        return [head] + arguments.map { "    " + $0 }
    }

    /// A closure argument `{ $0.call() }` (with its `,` or `)`) alone on a line that it does not fit, 12 spaces
    /// deep: its call on a line of its own, broken before `.call()` when that does not fit either.
    private static func brokenClosure(_ line: String) -> [String] {
        let end = line.hasSuffix(",") || line.hasSuffix(")") ? String(line.suffix(1)) : ""
        let call = String(line.dropFirst(2).dropLast(end.count + 2))
        if Declaration.fits(indent: 16, [call]) { return ["{", "    " + call, "}" + end] }
        return ["{", "    $0", "        " + call.dropFirst(2), "}" + end]
    }

    /// The body of the evaluation through the getters, 8 spaces deep: `_ = name` for each stored `var` the expression
    /// reads, so a derivation tracking it records those reads, then the value from the storage's evaluation. The
    /// spec's expression is written once, in the storage's evaluation, so Swift reports an error in it once.
    var trackedEvaluationLines: [String] {
        facts.storageReads.flatMap { Self.statement("_ = ", $0) }
            + Self.statement("return ", (facts.storageEvaluator ?? "") + "()")
    }

    /// `head` and `rest` on one line 8 spaces deep, or broken after `head` when that does not fit, as swift-format
    /// breaks `_ = name` and `return call()`.
    private static func statement(_ head: String, _ rest: String) -> [String] {
        if Declaration.fits(indent: 8, [head, rest]) { return [head + rest] }
        return [String(head.dropLast()), "    " + rest]
    }

    /// `let name = _$state.name` for each stored `var` the expression reads, 8 spaces deep: broken after `=`
    /// when it does not fit, and before `.name` when that does not fit either, as swift-format breaks it.
    var storageReadLines: [String] {
        facts.storageReads.flatMap { name -> [String] in
            if Declaration.fits(indent: 8, ["let ", name, " = _$state.", name]) {
                return ["let " + name + " = _$state." + name]
            }
            if Declaration.fits(indent: 12, ["_$state.", name]) {
                return ["let " + name + " =", "    _$state." + name]
            }
            return ["let " + name + " =", "    _$state", "    ." + name]
        }
    }
}
