import CBindery
import Foundation

/// Problems the runtime can only see while running, reported on standard error (and to ``trace``) rather than
/// trapping: the app goes on, with the cycle stopped.
enum RuntimeWarning {
    /// A property was delivered more than ``Propagation/maximumRounds`` times in one propagation.
    static func propagationDidNotSettle(property: String, rules: [RuleInfo]) {
        let through =
            rules.isEmpty
            ? "its observers keep changing it"
            : "it keeps changing through " + rules.map { "`\($0.text)` (\($0.location))" }.joined(separator: ", ")
        report(
            "Bindery: the change of \(property) did not settle after \(Propagation.maximumRounds) rounds and was "
                + "stopped; \(through). Break the cycle, or make the values converge.",
            TraceEvent(
                kind: .stopped, property: property, rule: rules.first?.text, location: rules.first?.location))
    }

    /// A property's `.prior` observers were called ``Propagation/maximumRounds`` times one inside another: each
    /// call wrote the property, or set off a write of it, before the change it was told of.
    static func priorCallsDidNotSettle(property: String) {
        report(
            "Bindery: the prior calls of \(property) went \(Propagation.maximumRounds) deep, each set off by a write "
                + "made in the one before, and the next was skipped; its `.prior` observers keep changing it, or "
                + "what changes it, before each change. Write it after the change instead, or break the cycle.",
            TraceEvent(kind: .stopped, property: property))
    }

    /// A rule with several sources or a path ran more than ``Propagation/maximumRounds`` times in one propagation.
    static func propagationDidNotSettle(rule: RuleInfo) {
        report(
            "Bindery: `\(rule.text)` (\(rule.location)) ran \(Propagation.maximumRounds) times in one propagation "
                + "without settling and was stopped. Break the cycle, or make the values converge.",
            TraceEvent(kind: .stopped, rule: rule.text, location: rule.location))
    }

    private static func report(_ message: String, _ event: TraceEvent) {
        FileHandle.standardError.write(Data(("warning: " + message + "\n").utf8))
        if bindery_is_tracing() { Trace.emit(event) }
    }
}
