import Testing

/// A tuple flows along a rule where Swift converts it implicitly: with its labels dropped or added, in a collection,
/// an optional or a closure's result too; never with one label turned into another.
@Suite struct TupleLabelConversionTests {
    /// A one-way rule from `source` into `place`, a two-way rule the other way round, and a rule through a transform
    /// taking a `place`.
    private func spec(source: String, place: String) -> String {
        """
        model Source {
            var value: \(source)
            var other: \(source)
        }

        model Target {
            var count: Int = 0
            var value: \(place)
            var other: \(place)
        }

        transform measure(\(place.split(separator: "=")[0])) -> Int = 1

        binding B(source: Source, target: Target) {
            target.value <- source.value
            target.other <-> source.other
            target.count <- source.value | measure
        }
        """
    }

    @Test(arguments: [
        ("(a: Int, b: Int) = (1, 2)", "(Int, Int) = (0, 0)"),
        ("(Int, Int) = (1, 2)", "(a: Int, b: Int) = (0, 0)"),
        ("(a: Int, b: Int) = (1, 2)", "(a: Int, Int) = (0, 0)"),
        ("[(a: Int, b: String)] = []", "[(Int, String)] = []"),
        ("[String: (Int, Int)] = [:]", "[String: (x: Int, y: Int)] = [:]"),
        ("(a: Int, b: Int)? = nil", "(Int, Int)? = nil"),
        ("() -> (a: Int, b: Int) = { (1, 2) }", "() -> (Int, Int) = { (0, 0) }"),
    ])
    func aTupleFlowsWithItsLabelsDroppedOrAdded(source: String, place: String) {
        #expect(messages(spec(source: source, place: place)) == [])
    }

    @Test func oneLabelDoesNotBecomeAnother() {
        let spec = spec(source: "(a: Int, b: Int) = (1, 2)", place: "(x: Int, y: Int) = (0, 0)")
        #expect(
            messages(spec).map { $0.prefix { $0 != ":" } } == [
                "type-mismatch", "type-mismatch", "transform-input-type",
            ],
            "\(messages(spec))")
    }
}
