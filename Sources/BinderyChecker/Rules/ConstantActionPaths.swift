import BinderySource
import BinderySyntax

extension CheckRun {
    /// A path made of `let` properties only (`profile.id`, `profile.account.id` with both `let`) never changes, so
    /// an action observing nothing else would never call its handler: the binding compiles, and the handler is
    /// silently dead. A path with one `var` or computed step changes with it (`profile.owner?.id` when `owner` is a
    /// `var`), and `initial` calls the handler once, so neither is reported.
    mutating func warnIfNeverCalled(_ paths: [Path], handler: Identifier) {
        // The common case returns at the first path's first step: a `var`.
        guard paths.allSatisfy({ $0.steps.allSatisfy(\.isConstant) }) else { return }
        let observed = paths.map(\.description)
        var constants: [String] = []
        for step in paths.flatMap(\.steps) where !constants.contains("\(step.model).\(step.property)") {
            constants.append("\(step.model).\(step.property)")
        }
        let what =
            observed.count == 1
            ? "'\(observed[0])' goes through 'let' properties only"
            : "\(Wording.list(observed, conjunction: "and")) go through 'let' properties only"
        diagnostics.warning(
            .actionNeverCalled,
            "\(what), which never change, so '\(handler.name)' would never be called; make "
                + "\(Wording.list(constants, conjunction: "or")) a 'var', or write 'initial' before '->' to call "
                + "'\(handler.name)' once, when the binding starts",
            at: handler.range)
    }
}
