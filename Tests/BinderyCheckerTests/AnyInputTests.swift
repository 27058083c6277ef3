import Testing

/// A transform taking `Any` takes any value, as `String(describing:)` does: Swift boxes it. Not an optional, which
/// Swift would box with a warning ("expression implicitly coerced from 'Int?' to 'Any'") in the generated code.
@Suite struct AnyInputTests {
    private func messages(rule: String) -> [String] {
        BinderyCheckerTests.messages(
            """
            model P {
                var x: Int = 0
                var y: Int? = nil
                var list: [Int] = []
                var text: String = ""
                var scores: [String: Int] = [:]
                var anything: Any = 0
                var maybeAnything: Any? = nil
                var anyList: [Any] = []
                var anyScores: [String: Any] = [:]
            }

            transform describe(Any) -> String = String(describing: $0)
            transform describeOptional(Any?) -> String = String(describing: $0)
            transform describeAll([Any]) -> String = String(describing: $0)
            transform describeScores([String: Any]) -> String = String(describing: $0)

            binding B(p: P) {
                \(rule)
            }
            """
        ).filter { !$0.hasPrefix("unused-transform") }
    }

    @Test(arguments: [
        "p.text <- p.x | describe", "p.text <- p.x | describeOptional", "p.text <- p.y | describeOptional",
        "p.text <- p.list | describeAll", "p.text <- p.scores | describeScores",
        // A target of type `Any` takes a value as an input of that type does: generated code assigns it.
        "p.anything <- p.x", "p.maybeAnything <- p.y", "p.anyList <- p.list", "p.anyScores <- p.scores",
        "p.anything <- once p.list",
    ])
    func anyValueGoesIntoAny(rule: String) {
        #expect(messages(rule: rule) == [])
    }

    @Test func anOptionalDoesNotGoIntoAny() {
        #expect(
            messages(rule: "p.text <- p.y | describe") == [
                "transform-input-type: transform 'describe' takes an Any but 'p.y' gives an Int?; add a fallback "
                    + "with '??', or make 'describe' take an Int?"
            ])
    }

    @Test func anOptionalDoesNotGoIntoATargetOfAny() {
        #expect(
            messages(rule: "p.anything <- p.y") == [
                "type-mismatch: 'p.anything' is an Any but 'p.y' gives an Int?; add a fallback with '??' or make "
                    + "'p.anything' optional"
            ])
    }

    @Test func anyIsNotWrittenBackTwoWay() {
        #expect(
            messages(rule: "p.anything <-> p.x") == [
                "two-way-type-mismatch: 'p.anything' is an Any but 'p.x' is an Int, so a change of 'p.anything' "
                    + "cannot be written back; make 'p.anything' an Int, or use '<-'"
            ])
    }
}
