import Testing

/// A closure flows along a rule where Swift converts it implicitly: a `@Sendable` one into a place that need not be
/// `@Sendable`, and not the other way, which Swift rejects too.
@Suite struct ClosureConversionTests {
    /// A rule from `source` into `place`, and one through a transform taking a `place`.
    private func spec(source: String, place: String) -> String {
        """
        model Source {
            var value: \(source)
        }

        model Target {
            var count: Int = 0
            var value: \(place)
        }

        transform measure(\(place.split(separator: "=")[0])) -> Int = 1

        binding B(source: Source, target: Target) {
            target.value <- source.value
            target.count <- source.value | measure
        }
        """
    }

    @Test(arguments: [
        ("@Sendable (Int) -> Void = { _ in }", "(Int) -> Void = { _ in }"),
        ("[@Sendable (Int) -> Void] = []", "[(Int) -> Void] = []"),
        ("(@Sendable (Int) -> Void)? = nil", "((Int) -> Void)? = nil"),
        ("@Sendable (Int) -> Void = { _ in }", "((Int) -> Void)? = nil"),
        ("[String: @Sendable () -> Void] = [:]", "[String: () -> Void] = [:]"),
        ("() -> @Sendable () -> Void = { {} }", "() -> () -> Void = { {} }"),
        ("(() -> Void) -> Void = { _ in }", "(@Sendable () -> Void) -> Void = { _ in }"),
    ])
    func aSendableClosureFlowsWhereSwiftDropsSendable(source: String, place: String) {
        #expect(messages(spec(source: source, place: place)) == [])
    }

    @Test func aClosureDoesNotBecomeSendable() {
        #expect(
            messages(spec(source: "(Int) -> Void = { _ in }", place: "@Sendable (Int) -> Void = { _ in }")) == [
                "type-mismatch: 'target.value' is a @Sendable (Int) -> Void but 'source.value' gives a "
                    + "(Int) -> Void; add a transform that turns (Int) -> Void into @Sendable (Int) -> Void",
                "transform-input-type: transform 'measure' takes a @Sendable (Int) -> Void but 'source.value' "
                    + "gives a (Int) -> Void; make 'measure' take a (Int) -> Void, or add a transform before it that "
                    + "turns a (Int) -> Void into a @Sendable (Int) -> Void",
            ])
    }

    /// A closure taking a `@Sendable` one is not one that may be given any: Swift rejects that conversion.
    @Test func aClosureParameterDoesNotDropSendable() {
        let spec = spec(source: "(@Sendable () -> Void) -> Void = { _ in }", place: "(() -> Void) -> Void = { _ in }")
        #expect(
            messages(spec).map { $0.prefix { $0 != ":" } } == ["type-mismatch", "transform-input-type"],
            "\(messages(spec))")
    }
}
