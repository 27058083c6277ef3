import CBindery

/// A one-way rule into a model: the property it writes and, for a direct rule, the one it reads, whose slots count it
/// (``PropertySlot/ruleWriters``, ``PropertySlot/ruleReaders``) until the binding ends, so that the rule can tell
/// whether its target was set after the change it carries (``applyQueued(_:)``, ``Reaction/mayWriteTarget``).
final class OneWayRule {
    let rule: RuleInfo
    /// The property a direct rule observes; nil for a rule that tracks what it reads (``Reaction``).
    private let source: PropertySlot?
    private let target: PropertySlot
    /// The target's model's table, unretained: the binding watches that model, so it ends, and this rule's observer
    /// with it, before the table goes.
    private let targetTable: Unmanaged<ObserverTable>

    init(rule: RuleInfo, source: PropertySlot?, target: PropertySlot, targetTable: ObserverTable) {
        self.rule = rule
        self.source = source
        source?.ruleReaders += 1
        self.target = target
        targetTable.addRuleWriter(to: target)
        self.targetTable = .passUnretained(targetTable)
    }

    /// The rule's observer of the source while the propagation's queue holds changes: `write` unless the target was
    /// set after the change being delivered was made (``Propagation/ruleMayWrite(_:carrying:)``), the target then
    /// stamped as written when that change was, which a rule observing it carries on.
    @inline(never)
    func applyQueued(_ write: () -> Void) {
        guard let source else { return write() }
        let (mayWrite, carried) = Propagation.ruleMayWrite(target, carrying: .passUnretained(source))
        guard mayWrite else { return }
        if bindery_is_tracing() { Trace.rule(rule) }
        write()
        if let carried { Propagation.stampAsWritten(target, at: carried) }
    }

    /// The rule's observer of the source while nothing is queued: `write`, which may go unstamped (the target's
    /// stamp is then older than the write, and a stamp is taken as the earliest the set can have been made, so a
    /// rule compared with it writes, as it did before stamps). When the rule's count is all that watches
    /// the target's model, its table counts nobody for the write, so the setter takes its unobserved path (a store
    /// and two tests) rather than the observed one that stamps (54 instructions), as ``PropertySlot/writeMuted``
    /// does; the count is restored by adding, as code the write runs may observe the model or stop observing it.
    @inline(__always)
    func writeUnqueued(_ write: () -> Void) {
        guard targetTable._withUnsafeGuaranteedRef({ $0.observerCount == 1 }) else { return write() }
        targetTable._withUnsafeGuaranteedRef { $0.observerCount = 0 }
        write()
        targetTable._withUnsafeGuaranteedRef { $0.observerCount += 1 }
    }

    /// Stops counting the rule in its slots, as the initializer counted it.
    func cancel() {
        source?.ruleReaders -= 1
        if let table = target.table {
            table.removeRuleWriter(from: target)
        } else {
            target.ruleWriters -= 1
        }
    }
}
