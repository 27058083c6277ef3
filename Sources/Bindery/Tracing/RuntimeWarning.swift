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
