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
            }

            transform describe(Any) -> String = String(describing: $0)
            transform describeOptional(Any?) -> String = String(describing: $0)
            transform describeAll([Any]) -> String = String(describing: $0)

            binding B(p: P) {
                \(rule)
            }
            """
        ).filter { !$0.hasPrefix("unused-transform") }
    }

    @Test(arguments: [
        "p.text <- p.x | describe", "p.text <- p.x | describeOptional", "p.text <- p.y | describeOptional",
        "p.text <- p.list | describeAll",
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
}
