import Observation

extension RuleRun {
    /// Like ``reading(_:)``, and also watches, through Swift's Observation, the `Observable` external objects that
    /// `read` reads: when one of them changes, the rule runs again.
    ///
    /// Observation reports a change before the new value is stored, so the rule runs a moment later, on the main
    /// actor (the binding's isolation): coalesced, and not necessarily before the setter returns.
    @MainActor
    public func readingObserved<Value>(_ read: () -> Value) -> Value {
        let wake = ObservationWake(reaction)
        reaction.readsExternals = true
        return withObservationTracking {
            reading(read)
        } onChange: {
            Task { @MainActor in wake.fire() }
        }
    }
}

/// Runs a rule again after Swift's Observation reported a change it read. Main-actor isolated, so the `@Sendable`
/// change handler can hold it.
@MainActor
final class ObservationWake {
    private weak var reaction: Reaction?

    init(_ reaction: Reaction) {
        self.reaction = reaction
    }

    func fire() {
        guard let reaction, !reaction.isCancelled else { return }
        reaction.invalidate()
        guard !ThreadState.isBusy else { return }
        Propagation.start {}
    }
}

extension BindingCore {
    /// ``onChange(of:rule:initial:_:)`` for a value read through `Observable` external objects, which Swift's
    /// Observation watches.
    @MainActor
    public func onChange<Value: Equatable>(
        ofObserved read: @escaping () -> Value, rule: RuleInfo, initial: Bool,
        _ handler: @escaping (Change<Value>) -> Void
    ) {
        onChange(ofObserved: read, rule: rule, initial: initial, isChange: { $0 != $1 }, handler)
    }

    /// The same for a value that is not `Equatable`: every reported change calls `handler`.
    @MainActor
    public func onChange<Value>(
        ofObserved read: @escaping () -> Value, rule: RuleInfo, initial: Bool,
        _ handler: @escaping (Change<Value>) -> Void
    ) {
        onChange(ofObserved: read, rule: rule, initial: initial, isChange: { _, _ in true }, handler)
    }

    @MainActor
    private func onChange<Value>(
        ofObserved read: @escaping () -> Value, rule: RuleInfo, initial: Bool,
        isChange: @escaping (Value, Value) -> Bool, _ handler: @escaping (Change<Value>) -> Void
    ) {
        var last: Value?
        react(rule, tracesRuns: false) { run in
            let new = run.readingObserved(read)
            defer { last = new }
            guard let old = last else {
                if initial { Self.call(handler, Change(old: nil, new: new), rule) }
                return
            }
            if isChange(old, new) { Self.call(handler, Change(old: old, new: new), rule) }
        }
    }
}
