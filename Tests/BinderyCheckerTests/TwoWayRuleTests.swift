import BinderyChecker
import Testing

/// What a two-way rule writes back must fit the property its source's path ends at: a `nil` that property cannot
/// hold would not be written, and the two sides would stay apart for good.
@Suite struct TwoWayRuleTests {
    private func messages(rules: String, transforms: String = "") -> [String] {
        BinderyCheckerTests.messages(
            """
            model O {
                var v: Int = 0
                var w: Int? = nil
            }
            model S {
                var o: O?
                var x: Int = 0
            }
            model T {
                var opt: Int? = nil
                var n: Int = 0
                var text: String = ""
            }
            \(transforms)
            binding B(s: S, t: T) {
                \(rules)
            }
            """)
    }

    @Test func anOptionalTargetThroughAnOptionalPathToANonOptionalPropertyIsRejected() {
        #expect(
            messages(rules: "t.opt <-> s.o?.v") == [
                "two-way-type-mismatch: 't.opt' is an Int? but 's.o?.v' ends at 'O.v', an Int, which cannot hold nil: "
                    + "setting 't.opt' to nil could not be written back, and the two sides would stay apart; make "
                    + "'t.opt' an Int and give the path a fallback for when it is broken, 's.o?.v ?? <value>', or make "
                    + "'O.v' optional"
            ])
    }

    @Test func aFallbackDoesNotMakeAnOptionalTargetFit() {
        #expect(
            messages(rules: "t.opt <-> s.o?.v ?? 0") == [
                "two-way-type-mismatch: 't.opt' is an Int? but 's.o?.v' ends at 'O.v', an Int, which cannot hold nil: "
                    + "setting 't.opt' to nil could not be written back, and the two sides would stay apart; make "
                    + "'t.opt' an Int, or make 'O.v' optional"
            ])
    }

    @Test func onAPlainPathTheSameTypesAreRejectedAlike() {
        #expect(
            messages(rules: "t.opt <-> s.x") == [
                "two-way-type-mismatch: 't.opt' is an Int? but 's.x' is an Int, which cannot hold nil: setting 't.opt' "
                    + "to nil could not be written back, and the two sides would stay apart; make 't.opt' an Int, or "
                    + "make 'S.x' optional"
            ])
    }

    @Test func aTransformThatGivesBackAnOptionalIsRejected() {
        let keep = "transform keep(Int?) <-> Int? {\n    forward: $0\n    backward: $0\n}"
        #expect(
            messages(rules: "t.opt <-> s.x | keep", transforms: keep) == [
                "two-way-type-mismatch: transform 'keep' gives back an Int? but 's.x' is an Int, which cannot hold "
                    + "nil: a value of 't.opt' that 'keep' gives back as nil could not be written back, and the two "
                    + "sides would stay apart; use a transform that takes an Int, or make 'S.x' optional"
            ])
        // Nil comes from the transform's backward half, though the target holds none.
        let parse = "transform parse(Int?) <-> String {\n    forward: \"\\($0 ?? 0)\"\n    backward: Int($0)\n}"
        #expect(
            messages(rules: "t.text <-> s.x | parse", transforms: parse) == [
                "two-way-type-mismatch: transform 'parse' gives back an Int? but 's.x' is an Int, which cannot hold "
                    + "nil: a value of 't.text' that 'parse' gives back as nil could not be written back, and the two "
                    + "sides would stay apart; use a transform that takes an Int, or make 'S.x' optional"
            ])
    }

    @Test func theFixesAreAccepted() {
        #expect(messages(rules: "t.n <-> s.o?.v ?? 0") == [])
        #expect(messages(rules: "t.opt <-> s.o?.w") == [])
        let show = "transform show(Int) <-> Int? {\n    forward: $0\n    backward: $0 ?? 0\n}"
        #expect(messages(rules: "t.opt <-> s.o?.v ?? 0 | show", transforms: show) == [])
    }
}

/// A rule whose source is its own target keeps nothing in step.
@Suite struct RuleToItselfTests {
    private let model = "model S {\n    var x: Int = 0\n    var flag: Bool = false\n}\n"

    @Test func aTwoWayRuleToItselfIsRejected() {
        #expect(
            messages(model + "binding B(a: S) {\n    a.x <-> a.x\n}\n") == [
                "two-way-to-itself: 'a.x' is bound two-way to itself, which keeps nothing in step; bind it to another "
                    + "property, or remove the rule"
            ])
        #expect(
            messages(model + "binding B(a: S) {\n    a.flag <-> a.flag | not\n}\n").first?.hasPrefix(
                "two-way-to-itself:") == true)
    }

    @Test func aOneWayRuleFromItselfIsACycleOfOne() {
        #expect(
            messages(model + "binding B(a: S) {\n    a.x <- a.x\n}\n") == [
                "rule-cycle: 'a.x' is written from itself, so a change would never stop propagating; remove the rule"
            ])
    }

    @Test func theSamePropertyOfTwoParametersIsTwoProperties() {
        #expect(messages(model + "binding B(a: S, b: S) {\n    a.x <-> b.x\n}\n") == [])
    }
}

/// A two-way rule writes both its sides: its source conflicts with a one-way rule's target, which would keep it equal
/// to something else. Two-way rules sharing a property keep everything equal and do not.
@Suite struct TwoWayWritersTests {
    private func messages(_ rules: String) -> [String] {
        BinderyCheckerTests.messages(
            "model S {\n    var x: Int = 0\n    var y: Int = 0\n}\nbinding B(a: S, b: S, c: S) {\n\(rules)\n}\n")
    }

    private static let conflict =
        "two-writers: 'b.x' is written by two rules of this binding, which would keep it equal to different things: "
        + "the two-way rule with 'a.x' writes into it, and so does a one-way rule; keep one of them"

    @Test func aOneWayTargetThatATwoWayRuleWritesBackIntoHasTwoWriters() {
        #expect(messages("    a.x <-> b.x\n    b.x <- c.y") == [Self.conflict])
        #expect(messages("    b.x <- c.y\n    a.x <-> b.x") == [Self.conflict])
        let diagnostic = check(
            "model S {\n    var x: Int = 0\n    var y: Int = 0\n}\nbinding B(a: S, b: S, c: S) {\n    a.x <-> b.x\n"
                + "    b.x <- c.y\n}\n"
        ).diagnostics.first
        #expect(diagnostic?.notes.map(\.message) == ["'b.x' is written back here"])
    }

    @Test func twoWayRulesSharingAPropertyKeepItEqualToOneThing() {
        #expect(messages("    a.x <-> c.y\n    b.x <-> c.y") == [])
        #expect(messages("    a.x <-> b.x\n    b.x <-> c.y") == [])
    }

    @Test func aOnceCopyIsNotASecondWriter() {
        #expect(messages("    a.x <-> b.x\n    b.x <- once c.y") == [])
    }

    @Test func twoTargetsAreTwoWritersAsBefore() {
        #expect(
            messages("    a.x <-> b.x\n    a.x <- c.y") == [
                "two-writers: 'a.x' is the target of two rules of this binding; keep one, or combine their sources "
                    + "with '(a, b) | transform'"
            ])
    }
}
