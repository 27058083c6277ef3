import Testing

/// A value of `any P` fits `any Q` of a standard protocol `P` refines, at any depth, as Swift converts it; not the
/// other way round, and not a protocol of the user's, whose Swift Bindery does not read.
@Suite struct StandardProtocolRefinementTests {
    private func messages(rule: String) -> [String] {
        BinderyCheckerTests.messages(
            """
            model Ranked: Comparable {
                var rank: Int = 0
            }

            model Holder {
                var hashable: any Hashable = 0
                var equatable: any Equatable = 0
                var integer: any BinaryInteger = 0
                var numeric: any Numeric = 0
                var strideable: any Strideable = 0
                var randomAccess: any RandomAccessCollection<Int> = [0]
                var sequence: any Sequence<Int> = [0]
                var anySequence: any Sequence = [0]
                var strings: any Sequence<String> = [""]
                var hashables: [any Hashable] = []
                var equatables: [any Equatable]? = nil
                var greeter: any Greeter
                var ranked: Ranked = Ranked()
                var count: Int = 0
            }

            transform equal(any Equatable) -> Int = 0

            binding B(holder: Holder) {
                \(rule)
            }
            """
        ).filter { !$0.hasPrefix("unused-transform") }
    }

    @Test(arguments: [
        "holder.equatable <- holder.hashable", "holder.numeric <- holder.integer",
        "holder.strideable <- holder.integer",
        "holder.count <- holder.integer | equal", "holder.sequence <- holder.randomAccess",
        "holder.anySequence <- holder.randomAccess", "holder.equatables <- holder.hashables",
        // A model declared Comparable is Equatable too.
        "holder.count <- holder.ranked | equal",
    ])
    func aRefinedProtocolFitsTheProtocolItRefines(rule: String) {
        #expect(messages(rule: rule) == [])
    }

    @Test func aProtocolDoesNotFitOneThatRefinesIt() {
        #expect(
            messages(rule: "holder.hashable <- holder.equatable") == [
                "type-mismatch: 'holder.hashable' is an any Hashable but 'holder.equatable' gives an any Equatable; add "
                    + "a transform that turns any Equatable into any Hashable"
            ])
    }

    @Test func anotherElementTypeDoesNotFit() {
        #expect(
            messages(rule: "holder.strings <- holder.randomAccess") == [
                "type-mismatch: 'holder.strings' is an any Sequence<String> but 'holder.randomAccess' gives an "
                    + "any RandomAccessCollection<Int>; add a transform that turns any RandomAccessCollection<Int> into "
                    + "any Sequence<String>"
            ])
    }

    @Test func aProtocolOfTheUsersIsNotKnownToRefineAnother() {
        #expect(
            messages(rule: "holder.equatable <- holder.greeter") == [
                "type-mismatch: 'holder.equatable' is an any Equatable but 'holder.greeter' gives an any Greeter; add "
                    + "a transform that turns any Greeter into any Equatable"
            ])
    }
}
