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

    /// A tuple property's alias in an `Equatable` model's extension, as swift-format lays it out: one line if it fits,
    /// else its elements packed on lines of their own between the parentheses.
    @Test func aLongTupleAliasPacksItsElementsBetweenItsParentheses() {
        #expect(
            ConformanceChecks.tupleAlias("_$compared0", of: ["Int", "x: _$compared0_1"]) == [
                "    private typealias _$compared0 = (Int, x: _$compared0_1)"
            ])
        let elements = (0..<6).map { "elementWithALongLabel\($0): _$compared0_\($0)" }
        let lines = ConformanceChecks.tupleAlias("_$compared0", of: elements)
        #expect(lines.first == "    private typealias _$compared0 = (" && lines.last == "    )")
        #expect(
            lines.dropFirst().dropLast().allSatisfy { $0.hasPrefix("        ") && $0.count <= Declaration.lineLength })
        #expect(
            lines.dropFirst().dropLast().map { $0.dropFirst(8) }.joined(separator: " ")
                == elements.joined(separator: ", "))
    }

    /// Near the limit the item is measured in characters: `é` is two bytes and one column.
    @Test func anItemOfWideBytesPacksByItsColumns() {
        let wide = String(repeating: "é", count: 50)
        #expect(Declaration.packed([wide, wide], indent: 8) == [wide + ", " + wide])
    }

    /// An item too long for a line of its own breaks after its label; the next items start a line after it.
    @Test func aLongItemBreaksAfterItsLabel() {
        let long = "value: " + String(repeating: "x", count: 115)
        #expect(
            Declaration.packed(["a: Int", long, "b: Int", "c: Int"], indent: 4)
                == ["a: Int,", "value:", "    " + String(repeating: "x", count: 115) + ",", "b: Int, c: Int"])
        #expect(Declaration.packed(["", "a"], indent: 4) == [", a"])
        #expect(Declaration.packed([], indent: 4) == [])
    }

    /// ASCII text is wrapped by its bytes, other text by its characters; both the same way: a word joins the line
    /// when the line, a space and the word fit, spaces between words are kept, and an empty word at a break goes.
    @Test func wrappingKeepsWordsAndSpacesWhicheverWayItMeasures() {
        #expect(Declaration.wrapped("aaa bbb ccc", width: 8) == ["aaa bbb", "ccc"])
        #expect(Declaration.wrapped("aaa  bbb", width: 9) == ["aaa  bbb"])
        #expect(Declaration.wrapped("aaa  bbb", width: 6) == ["aaa ", "bbb"])
        #expect(Declaration.wrapped("aaaaaaaaaa b", width: 4) == ["aaaaaaaaaa", "b"])
        #expect(Declaration.wrapped(" a", width: 4) == ["a"])
        #expect(Declaration.wrapped("", width: 4) == [""])
        #expect(Declaration.wrapped("ééé ééé ééé", width: 8) == ["ééé ééé", "ééé"])
        #expect(Declaration.wrapped("ééé  ééé", width: 6) == ["ééé ", "ééé"])
    }

    @Test func concatenatingCopiesEveryPartInOrder() {
        #expect(String(concatenating: "insert", "Tags") == "insertTags")
        #expect(String(concatenating: []) == "")
        let long = String(repeating: "é", count: 20)
        #expect(String(concatenating: "a", long, "", "b" + long) == "a" + long + "b" + long)
        #expect(String(concatenating: ["x", String(long.dropFirst())]) == "x" + long.dropFirst())
    }

    /// Eight bytes at a time and the rest one by one: a byte of 0x80 or more anywhere makes the text not ASCII.
    @Test func asciiTextIsFoundAtEveryPosition() {
        for length in 0..<20 {
            let ascii = String(repeating: "a", count: length)
            #expect(ASCIIText.isASCII(ascii))
            #expect(ASCIIText.isASCII(ascii[...]))
            for position in 0..<length {
                var bytes = Array(ascii.utf8)
                bytes[position] = 0xC3
                bytes.insert(0xA9, at: position + 1)
                #expect(!ASCIIText.isASCII(String(decoding: bytes, as: UTF8.self)))
            }
        }
        #expect(!ASCIIText.isASCII("abc\u{7F}é"[...].dropFirst()))
        #expect(ASCIIText.isASCII("é\u{7F}abc".dropFirst()))
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
