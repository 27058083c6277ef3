import CBindery

/// A binding rule that reads through a path (`download.owner?.name`) or from several sources: it tracks what it
/// reads, and runs again, once, after the propagation or batch that changed any of it has delivered everything
/// else. So a replaced model along a path is followed, and a rule over several sources runs once however many of
/// them changed.
@usableFromInline
final class Reaction: Derivation {
    let rule: RuleInfo
    /// Whether each run is traced as the rule applied; false for an action, whose body traces the calls it makes,
    /// and for a two-way rule, traced where it writes (``Echo``).
    private let tracesRuns: Bool
    private let body: (RuleRun) -> Void
    @exclusivity(unchecked) private(set) var isCancelled = false
    /// Whether this run is the one when the binding starts.
    @exclusivity(unchecked) private(set) var isFirstRun = true
    /// What an action on several paths read in its last run (``RuleRun/hasChanged(_:)``).
    @exclusivity(unchecked) var lastValues: Any?
    /// Whether it reads external objects through Swift's Observation, which tells it of a change later, not as the
    /// change is made (``RuleRun/readingObserved(_:)``).
    @exclusivity(unchecked) var readsExternals = false
    /// The property a one-way rule writes (``BindingCore/react(_:writing:_:calling:_:)``), which its runs leave as
    /// it is when it was set after the last change that made the rule stale (``mayWriteTarget``); nil for any
    /// other rule. Unowned: the binding keeps it, counted, while the rule runs.
    @exclusivity(unchecked) private(set) unowned(unsafe) var target: PropertySlot?
    /// When the last change that made the rule stale was made, at the latest (``Propagation/now()``).
    @exclusivity(unchecked) private var staleSince = (place: Int.max, sequence: UInt64.max)

    init(rule: RuleInfo, tracesRuns: Bool, body: @escaping (RuleRun) -> Void) {
        self.rule = rule
        self.tracesRuns = tracesRuns
        self.body = body
        super.init(isComputed: false) { unsafeDowncast($0, to: Reaction.self).runScheduled(epoch: $1) }
    }

    /// Runs the rule now, outside any propagation: when the binding starts.
    func start() {
        runBody()
    }

    override func invalidate() {
        guard !isCancelled else { return }
        if !isScheduled {
            isScheduled = true
            Propagation.schedule(reaction: self)
        }
        // Every change that makes it stale, not only the first: the run reads the last one's value.
        if target != nil { staleSince = Propagation.now() }
    }

    /// Makes the rule one that writes `slot`: its runs ask ``mayWriteTarget`` before they write.
    func writesTarget(_ slot: PropertySlot) {
        target = slot
    }

    /// Whether this run may write the rule's target: not when the target was set after the last change that made
    /// the rule stale (``Propagation/ruleMayWrite(_:madeStaleAt:)``). Traced as the rule applied when it may.
    var mayWriteTarget: Bool {
        if let target, !isFirstRun, !Propagation.ruleMayWrite(target, madeStaleAt: staleSince) { return false }
        if bindery_is_tracing() { Trace.rule(rule) }
        return true
    }

    /// The rule's part of ``Derivation/run(epoch:)``.
    private func runScheduled(epoch: UInt) {
        guard !isCancelled else { return }
        switch rounds.count(in: epoch) {
        case .allowed:
            runBody()
        case .stopsNow:
            RuntimeWarning.propagationDidNotSettle(rule: rule)
        case .stopped:
            break
        }
    }

    private func runBody() {
        if bindery_is_tracing(), tracesRuns { Trace.rule(rule) }
        body(RuleRun(reaction: self))
        isFirstRun = false
    }

    func cancel() {
        isCancelled = true
        dropDependencies()
    }
}

/// One run of a rule that tracks what it reads, as its body sees it.
@_spi(BinderyGenerated)
public struct RuleRun {
    @usableFromInline let reaction: Reaction

    init(reaction: Reaction) {
        self.reaction = reaction
    }

    /// Evaluates `read`, making what it reads the rule's dependencies until the next run.
    @inlinable
    public func reading<Value>(_ read: () -> Value) -> Value {
        reaction.track(read)
    }

    /// Whether this is the run when the binding starts.
    public var isFirstRun: Bool { reaction.isFirstRun }

    /// Whether a one-way rule's run may write its target (``BindingCore/react(_:writing:_:calling:_:)``): false when
    /// the target was set after the last change the rule read, which one set at a time would have left as it is.
    /// Asked once a run, before it writes; traced as the rule applied when true.
    public var mayWrite: Bool { reaction.mayWriteTarget }

    /// Whether `values`, what an action on several paths read in this run, differ from what it read in the last
    /// run (always, in the first): a batch that sets a path away and back, or a model along a path replaced by one
    /// with equal values, changes nothing the action reads, and its handler is not called, as an action on one path
    /// compares too. Values that do not all compare always count as changed (the overload below).
    public func hasChanged<each Value: Equatable>(_ values: (repeat each Value)) -> Bool {
        defer { reaction.lastValues = values }
        guard let last = reaction.lastValues as? (repeat each Value) else { return true }
        for (old, new) in repeat (each last, each values) {
            if old != new { return true }
        }
        return false
    }

    /// ``hasChanged(_:)`` for values that do not all compare: every run that reads them counts as a change.
    public func hasChanged<each Value>(_ values: (repeat each Value)) -> Bool {
        true
    }

    /// Calls `handler`, the action's: traced as the action called. A run of an action is not traced itself, since
    /// it calls nothing when the binding starts unless the action is `initial`.
    public func call(_ handler: () -> Void) {
        if bindery_is_tracing() { Trace.rule(reaction.rule) }
        handler()
    }
}
