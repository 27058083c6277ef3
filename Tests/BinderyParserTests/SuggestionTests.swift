import BinderySource
import Testing

/// Every stage's "did you mean" is this one: a plausible typo, whatever the case, and quick among many names.
@Suite struct SuggestionTests {
    @Test func aSwapOfNeighboursIsOneEdit() {
        #expect(EditDistance.between("titel", "title") == 1)
        #expect(EditDistance.between("modle", "model") == 1)
        #expect(EditDistance.between("kitten", "sitting") == 3)
        #expect(EditDistance.between("", "abc") == 3)
    }

    @Test func theClosestNameWithinAThirdOfItIsSuggested() {
        #expect(Suggestions.closest(to: "titel", in: ["count", "title", "tile"]) == "title")
        #expect(Suggestions.closest(to: "Model", in: ["model", "binding"]) == "model")
        #expect(Suggestions.closest(to: "xyz", in: ["title", "count"]) == nil)
        #expect(Suggestions.closest(to: "title", in: ["title"]) == nil)
        #expect(Suggestions.closest(to: "café", in: ["cafe", "Café"]) == "Café")
    }

    @Test func theFirstOfEquallyCloseNamesWins() {
        #expect(Suggestions.closest(to: "p1x", in: ["p10", "p1y", "p12"]) == "p10")
    }

    @Test func aTypoIsFoundAmongTenThousandNames() {
        let candidates = (0..<10_000).map { "property\($0)" }
        #expect(Suggestions.closest(to: "proprety9999", in: candidates) == "property9999")
    }
}
