import Testing

/// A transform's body becomes the body of a generated closure that neither throws nor suspends and takes as many
/// arguments as the transform has inputs. Swift infers what a closure does from its body, so what the body does
/// outside closures of its own (the branches of an `if` or `switch` expression included, which are no closures)
/// would be reported inside the generated file: the checker reports it at the spec.
@Suite struct TransformBodyTests {
    private func spec(_ body: String) -> String {
        """
        model Cell {
            var value: Int = 0
            var result: Int = 0
        }

        transform apply(Int) -> Int = \(body)

        binding B(cell: Cell) {
            cell.result <- cell.value | apply
        }
        """
    }

    private static let cannotTry =
        "transform-body-effect: transform 'apply' cannot throw, so its body cannot use 'try' outside a closure of "
        + "its own; write 'try?' (nil on an error) or 'try!', or catch the error in a closure called in place: "
        + "'{ do { return try … } catch { return … } }()'"
    private static let cannotAwait =
        "transform-body-effect: transform 'apply' runs synchronously, so its body cannot 'await'; a transform must "
        + "give its value at once: do the asynchronous work elsewhere and store its result in a property"

    @Test(arguments: [
        "try parse($0)", "1 + (try parse($0))", "\"\\(try parse($0))\".count", "$0 > 0 ? $0 : (try parse($0))",
        "if $0 > 0 { try parse($0) } else { 0 }", "switch $0 { case 0: try parse($0) default: $0 }",
        "try if $0 > 0 { parse($0) } else { 0 }",
    ])
    func aTryOfTheBodysOwnIsAnError(body: String) {
        #expect(messages(spec(body)) == [Self.cannotTry])
    }

    @Test(arguments: ["await parse($0)", "if $0 > 0 { await parse($0) } else { 0 }", "\"\\(await parse($0))\".count"])
    func anAwaitOfTheBodysOwnIsAnError(body: String) {
        #expect(messages(spec(body)) == [Self.cannotAwait])
    }

    @Test func aThrowInABranchIsAnError() {
        #expect(
            messages(spec("if $0 > 0 { $0 } else { throw Failure() }")) == [
                "transform-body-effect: transform 'apply' cannot throw, so its body cannot 'throw'; give a value "
                    + "instead (an optional output can be nil)"
            ])
    }

    /// `try?` and `try!` handle the error where they are; a closure of the body's own has its own effects, which Swift
    /// reports at the spec if they do not fit where the closure goes.
    @Test(arguments: [
        "(try? parse($0)) ?? 0", "try! parse($0)", "{ v in (try? parse(v)) ?? 0 }($0)",
        "{ v in do { return try parse(v) } catch { return 0 } }($0)", "[1].map { _ in 1 }.count",
        "if $0 > 0 { (try? parse($0)) ?? 0 } else { 0 }", "\"try\".count", "`try`($0)", "label(try: $0)",
        "(await: $0, throw: 1).await", "Wrapper.try($0)",
    ])
    func handledOrNestedEffectsAreFine(body: String) {
        #expect(messages(spec(body)) == [])
    }

    /// `$1` in a branch of an `if` is the body's own, as it is outside one: a one-input transform has none.
    @Test func aShorthandArgumentInABranchCountsAgainstTheInputs() {
        #expect(
            messages(spec("if $0 > 0 { $1 } else { 0 }")) == [
                "transform-input-out-of-range: transform 'apply' has one input, '$0', so its body cannot read '$1'; "
                    + "read '$0', or declare another input type in 'apply(…)'"
            ])
    }
}
