import BinderyScanner
import BinderySource
import Testing

@Suite struct ScannerTests {
    @Test func arrowsAndOperatorsByMaximalMunch() {
        let scanned = Scanned("a <- b <-> c -> d ?? e | f || g == h ?.")
        #expect(
            scanned.texts == [
                "a", "<-", "b", "<->", "c", "->", "d", "??", "e", "|", "f", "||", "g", "==", "h", "?", ".",
            ])
        #expect(
            scanned.kinds == [
                .identifier, .leftArrow, .identifier, .twoWayArrow, .identifier, .arrow, .identifier, .doubleQuestion,
                .identifier, .pipe, .identifier, .operator, .identifier, .operator, .identifier, .question, .period,
            ])
    }

    @Test func optionalChainIsQuestionThenPeriod() {
        #expect(Scanned("download.owner?.name").texts == ["download", ".", "owner", "?", ".", "name"])
    }

    @Test func exactByteRanges() {
        let scanned = Scanned("  model  Café {")
        #expect(scanned.tokens.map(\.startOffset) == [2, 9, 15])
        #expect(scanned.texts == ["model", "Café", "{"])
    }

    @Test func newlineFlagMarksTheFirstTokenOfEachLine() {
        let scanned = Scanned("a b\nc /* x\n y */ d /* z */ e\n\n// c\nf")
        #expect(scanned.tokens.map(\.isAtStartOfLine) == [true, false, true, true, false, true])
    }

    @Test func nestedBlockComments() {
        let scanned = Scanned("a /* one /* two */ still */ b")
        #expect(scanned.texts == ["a", "b"])
        #expect(scanned.file.comments.map(\.kind) == [.block])
        #expect(scanned.diagnostics.isEmpty)
    }

    @Test func docCommentsAreMarkedAndPointAtTheNextToken() {
        let scanned = Scanned("// plain\n/// doc\n//// not doc\nmodel")
        #expect(scanned.file.comments.map(\.kind) == [.line, .doc, .line])
        #expect(scanned.file.comments.map(\.nextTokenIndex) == [0, 0, 0])
    }

    @Test func backtickedNamesAndDollarNames() {
        let scanned = Scanned("`default` $0 $12 #file")
        #expect(scanned.kinds == [.identifier, .dollarIdentifier, .dollarIdentifier, .poundKeyword])
        #expect(scanned.tokens[0].isBackticked)
        #expect(scanned.source.text(scanned.tokens[0].nameStart..<scanned.tokens[0].nameEnd) == "default")
    }

    @Test func numbers() {
        #expect(Scanned("0 1.5 1e-3 0x1F 1_000 2.").texts == ["0", "1.5", "1e-3", "0x1F", "1_000", "2", "."])
    }

    @Test func stringLiteralsAreOneTokenWithInterpolationsInside() {
        let scanned = Scanned(#""a \("b" + "\(c)") d" x"#)
        #expect(scanned.kinds == [.stringLiteral, .identifier])
        #expect(scanned.diagnostics.isEmpty)
    }

    @Test func rawAndMultilineStrings() {
        let text = "#\"a \"quoted\" \\(notInterpolated)\"# ##\"x\"# y\"## \"\"\"\nline \" \"\" \n\"\"\" z"
        let scanned = Scanned(text)
        #expect(scanned.kinds == [.stringLiteral, .stringLiteral, .stringLiteral, .identifier])
        #expect(scanned.diagnostics.isEmpty)
    }

    @Test func interpolationRanges() {
        let source = SourceFile(path: "t", text: #""x\(a + b)y\(c)""#)
        let ranges = TokenScanner.interpolations(in: source, id: FileID(0), stringAt: 0, end: source.bytes.count)
        #expect(ranges.map { source.text($0) } == ["a + b", "c"])
    }

    @Test func unterminatedStringStopsAtTheLineEnd() {
        let scanned = Scanned("\"abc\nnext")
        #expect(scanned.diagnostics.map(\.message) == ["unterminated string literal; add '\"' to close it"])
        #expect(scanned.texts == ["\"abc", "next"])
    }

    @Test func invalidUTF8AndNULAreReportedOnceAndSkipped() {
        let scanned = Scanned(bytes: [0x61, 0xFF, 0xFE, 0x20, 0x00, 0x00, 0x62])
        #expect(scanned.diagnostics.count == 2)
        #expect(scanned.diagnostics.map(\.range.start) == [1, 4])
        #expect(scanned.texts == ["a", "b"])
    }

    @Test func deeplyNestedInterpolationIsAnErrorNotACrash() {
        let depth = 200
        let text = String(repeating: "\"\\(", count: depth) + "x" + String(repeating: ")\"", count: depth)
        let scanned = Scanned(text)
        #expect(scanned.diagnostics.contains { $0.message.contains("nest more than 64 deep") })
    }

    @Test func splittingAnOperatorToken() {
        let source = SourceFile(path: "t", text: "?>")
        var token = Token(
            kind: .operator, start: 0, end: 2, newlineBefore: false, spaceBefore: false, backticked: false)
        token.dropFirstByte(in: source.bytes)
        #expect(token.kind == .greaterThan)
        #expect(token.startOffset == 1)
    }
}
