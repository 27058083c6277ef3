import BinderyChecker
import Testing

@testable import BinderyGenerator

/// The layout helpers measure bytes first and characters only near the line length; what they lay out must not
/// depend on which way a line was measured.
@Suite struct DeclarationLayoutTests {
    @Test func wordsSplitAtEverySpaceKeepingEmptyOnes() {
        #expect(Declaration.words(of: "a  b c") == ["a", "", "b", "c"])
        #expect(Declaration.words(of: "") == [""])
    }

    /// A space a combining mark follows is one Character with it, so it is no break, in ASCII's company or not.
    @Test func aSpaceWithACombiningMarkIsNoBreak() {
        #expect(Declaration.words(of: "é a \u{301}b") == ["é", "a \u{301}b"])
    }

    @Test func packedItemsFillLinesAndEndWithCommas() {
        let items = (0..<30).map { "item\($0): Int" }
        let lines = Declaration.packed(items, indent: 8, trailingComma: true)
        #expect(lines.joined(separator: " ") == items.map { $0 + "," }.joined(separator: " "))
        #expect(lines.allSatisfy { 8 + $0.count <= Declaration.lineLength })
        // A line ends only where its next item would not fit after it.
        for (line, next) in zip(lines, lines.dropFirst()) {
            let firstOfNext = next.prefix { $0 != "," }
            #expect(8 + line.count + 1 + firstOfNext.count + 1 > Declaration.lineLength)
        }
    }

    /// Near the limit the item is measured in characters: `é` is two bytes and one column.
    @Test func anItemOfWideBytesPacksByItsColumns() {
        let wide = String(repeating: "é", count: 50)
        #expect(Declaration.packed([wide, wide], indent: 8) == [wide + ", " + wide])
    }

    /// An ASCII first letter is uppercased by its byte; the rest, a combining mark on that letter included, stays.
    @Test func capitalizingUppercasesTheFirstCharacterOnly() {
        #expect(GeneratedNames.capitalized("tags") == "Tags")
        #expect(GeneratedNames.capitalized("e\u{301}x") == "E\u{301}x")
        #expect(GeneratedNames.capitalized("_x") == "_x")
        #expect(GeneratedNames.capitalized("élan") == "Élan")
        #expect(GeneratedNames.capitalized("") == "")
    }
}
