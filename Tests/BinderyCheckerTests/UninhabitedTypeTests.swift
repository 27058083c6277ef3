import Testing

/// `Never` has no value. Generated code that must hold, give or pass one is what Swift rejects ("getter with
/// uninhabited return type 'Never' is missing call to another never-returning function") or warns about ("will never
/// be executed", "constant 'value' inferred to have type 'Never?'") in the generated file: reported at the spec.
@Suite struct UninhabitedTypeTests {
    @Test func aPropertyOfATypeWithNoValueIsAnError() {
        let spec = """
            model Box {
                var never: Never
                let qualified: Swift.Never
                var pair: (Int, x: Never) = (1, fatalError())
                computed stop: Never = fatalError()
                var items: [Never] = []
                var generic: Array<Never> = []
                var count: Int = 0
            }
            """
        #expect(
            messages(spec).filter { $0.hasPrefix("uninhabited-type") } == [
                "uninhabited-type: property 'never' cannot have the type 'Never', which has no value, so no 'Box' "
                    + "could ever be made; make it optional ('Never?') or remove it",
                "uninhabited-type: property 'qualified' cannot have the type 'Never', which has no value, so no "
                    + "'Box' could ever be made; make it optional ('Never?') or remove it",
                "uninhabited-type: property 'pair' cannot have the type '(Int, x: Never)', which has no value, so no "
                    + "'Box' could ever be made; make it optional ('(Int, x: Never)?') or remove it",
                "uninhabited-type: property 'stop' cannot have the type 'Never', which has no value, so its "
                    + "expression could never give one; make it optional ('Never?') or remove it",
                "uninhabited-type: property 'items' cannot be an array of 'Never', which has no value: the array is "
                    + "always empty, and its generated 'removeItems(at:)' would return an element; remove it, or "
                    + "make it a 'let'",
                "uninhabited-type: property 'generic' cannot be an array of 'Never', which has no value: the array "
                    + "is always empty, and its generated 'removeGeneric(at:)' would return an element; remove it, "
                    + "or make it a 'let'",
            ])
    }

    /// Each holds a value (`nil`, an empty collection), and nothing generated for it gives or passes a `Never`.
    @Test func optionalsAndCollectionsOfNeverAreFine() {
        let spec = """
            model Box {
                var never: Never?
                var pair: (Int, Never)?
                var byName: [String: Never] = [:]
                let items: [Never] = []
                var set: Set<Never> = []
            }
            """
        #expect(messages(spec) == [])
    }

    @Test func aTransformTakingATypeWithNoValueIsAnError() {
        let spec = """
            options { access: public }
            transform absurd(Never) -> Int = 1
            transform stop(Int) <-> Never {
                forward: fatalError()
                backward: 1
            }
            """
        #expect(
            messages(spec) == [
                "uninhabited-type: transform 'absurd' takes 'Never', which has no value, so it could never be given "
                    + "one; use a type that has values, or its optional ('Never?')",
                "uninhabited-type: transform 'stop' gives 'Never', which has no value, so its 'backward' half could "
                    + "never be given one; use a type that has values, or its optional ('Never?')",
            ])
    }

    @Test func aRuleThroughATransformGivingNeverOrOnlyNilIsAnError() {
        let spec = """
            model Box {
                var count: Int = 0
                var text: String = ""
                var other: String = ""
            }

            transform stop(Int) -> Never = fatalError()
            transform nothing(Int) -> Never? = nil
            transform describe(Never?) -> String = "nil"

            binding B(box: Box) {
                box.text <- box.count | stop | describe
                box.other <- box.count | nothing | describe
            }
            """
        #expect(
            messages(spec) == [
                "uninhabited-type: transform 'stop' gives 'Never', which has no value: it never returns, so this "
                    + "rule could never write 'box.text'; apply a transform that gives a value",
                "uninhabited-type: transform 'nothing' gives 'Never?', which is always nil, so this rule would only "
                    + "ever write nil; apply a transform that gives a value",
            ])
    }

    /// Like `Void`, `Never?` holds nothing for a rule to copy; an action still sees each set of it.
    @Test func aRuleReadingOrWritingNeverOptionalIsAVoidRuleValue() {
        let spec = """
            model Box {
                var never: Never?
                var other: Never?
            }

            binding B(box: Box) {
                box.other <- box.never
                on box.never -> changed
            }
            """
        #expect(
            messages(spec) == [
                "void-rule-value: 'box.never' is Never?, which holds no value for a rule to read; to react each "
                    + "time it is set, write an action: 'on box.never -> handler'"
            ])
    }
}
