import BinderyChecker
import Testing

/// Names compare as Swift compares identifiers: by their Unicode scalars. `café` spelt with U+00E9 and `café` spelt
/// with `e` and U+0301 are equal `String`s, but two names to Swift (swiftc 6.3 declares both, and finds neither
/// under the other's spelling), so the checker must neither merge them nor let one stand for the other.
@Suite struct UnicodeNamesTests {
    private static let composed = "caf\u{E9}"
    private static let decomposed = "cafe\u{301}"

    @Test func theSpellingsAreEqualStringsButDifferentNames() {
        #expect(Self.composed == Self.decomposed)
        #expect(!Self.composed.isSameName(as: Self.decomposed))
    }

    @Test func twoPropertiesSpeltWithDifferentScalarsAreTwoProperties() {
        let result = check("model S {\n    var \(Self.composed): Int = 0\n    var \(Self.decomposed): Int = 1\n}\n")
        #expect(result.diagnostics.map(\.message) == [])
        #expect(result.module.model(named: "S")?.properties.map(\.name.unicodeScalars.count) == [4, 5])
    }

    @Test func twoPropertiesSpeltWithTheSameScalarsAreDuplicates() {
        #expect(
            messages("model S {\n    var \(Self.decomposed): Int = 0\n    var \(Self.decomposed): Int = 1\n}\n") == [
                "duplicate-property: model 'S' already has a property '\(Self.decomposed)'; rename one of them"
            ])
    }

    /// Names too long to be stored inside a `String` are compared by their bytes, each spelling read apart.
    @Test func longNamesAreOneNameOnlyWhenEveryByteIsTheSame() {
        let long = "numberOfItemsWaitingInTheOutgoingQueue"
        #expect(
            messages("model S {\n    var \(long): Int = 0\n    var \(long): Int = 1\n}\n") == [
                "duplicate-property: model 'S' already has a property '\(long)'; rename one of them"
            ])
        let result = check("model S {\n    var \(long)A: Int = 0\n    var \(long)B: Int = 1\n}\n")
        #expect(result.diagnostics.map(\.message) == [])
        #expect(result.module.model(named: "S")?.properties.map(\.name) == [long + "A", long + "B"])
    }

    @Test func aPathSpeltWithOtherScalarsNamesNoProperty() {
        let spec = """
            model S {
                var \(Self.composed): Int = 0
            }
            model T {
                var \(Self.composed): Int = 0
            }
            binding B(s: S, t: T) {
                t.\(Self.composed) <- s.\(Self.decomposed)
            }
            """
        #expect(
            messages(spec) == [
                "unknown-property: model 'S' has no property '\(Self.decomposed)'; did you mean '\(Self.composed)'? The two "
                    + "look the same but are spelt with different Unicode scalars (one is not normalized as the other), "
                    + "and Swift tells them apart"
            ])
    }

    @Test func aComputedExpressionSpeltWithOtherScalarsIsALookalike() {
        let spec = "model S {\n    var \(Self.composed): Int = 0\n    computed twice: Int = \(Self.decomposed) * 2\n}\n"
        #expect(
            messages(spec) == [
                "lookalike-name: '\(Self.decomposed)' looks like the property '\(Self.composed)' of 'S' but is spelt with "
                    + "different Unicode scalars (one is not normalized as the other), and Swift tells the two apart; "
                    + "write it as the property is declared"
            ])
        let fixed = "model S {\n    var \(Self.composed): Int = 0\n    computed twice: Int = \(Self.composed) * 2\n}\n"
        #expect(messages(fixed) == [])
        #expect(check(fixed).module.model(named: "S")?.properties.last?.dependencies == [Self.composed])
    }

    @Test func aNameEqualToAReservedOneOnlyAsAStringIsNotReserved() {
        // The Kelvin sign K (U+212A) is canonically `K`, but Swift declares a `KeyPath` spelt with it beside the
        // standard library's.
        #expect(messages("model \u{212A}eyPath {\n    var x: Int = 0\n}\n") == [])
        #expect(messages("model KeyPath {\n    var x: Int = 0\n}\n").first?.hasPrefix("reserved-name:") == true)
    }

    @Test func aModelSpeltWithOtherScalarsIsAnother() {
        let spec = """
            model C\(Self.composed.dropFirst()) {
                var x: Int = 0
            }
            binding B(item: C\(Self.decomposed.dropFirst())) {
                on item.x -> changed
            }
            """
        #expect(
            messages(spec) == [
                "unknown-model: unknown model 'C\(Self.decomposed.dropFirst())'; did you mean "
                    + "'C\(Self.composed.dropFirst())'? The two look the same but are spelt with different Unicode scalars "
                    + "(one is not normalized as the other), and Swift tells them apart"
            ])
    }
}
