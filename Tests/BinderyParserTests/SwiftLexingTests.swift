import BinderyScanner
import BinderySource
import Testing

/// The scanner reads embedded Swift as Swift 6 does: where a line, comment, string or regex literal ends decides
/// what text lands in generated code, so each case here is one Swift reads this way (checked with swiftc).
@Suite struct SwiftLexingTests {
    // MARK: Line ends

    @Test func aLoneCRAndCRLFEndLinesAndComments() {
        let scanned = Scanned("a // one\rb /// two\r\nc\rd")
        #expect(scanned.texts == ["a", "b", "c", "d"])
        #expect(scanned.tokens.map(\.isAtStartOfLine) == [true, true, true, true])
        #expect(scanned.file.comments.map { scanned.source.text($0.start..<$0.end) } == ["// one", "/// two"])
    }

    @Test func aBlockCommentSpanningACRStartsANewLine() {
        #expect(Scanned("a /* x\r y */ b").tokens.map(\.isAtStartOfLine) == [true, true])
    }

    @Test func linesAndColumnsCountCRAndCRLFAsOneLineEndEach() {
        let source = SourceFile(path: "t", text: "ab\rcd\r\nef\ngh")
        #expect(source.lineStarts == [0, 3, 7, 10])
        #expect(source.lineAndColumn(of: 8) == (3, 2))
        #expect(source.text(source.lineRange(2)) == "cd")
        #expect(source.text(source.lineRange(1)) == "ab")
    }

    @Test func aByteOrderMarkAtTheStartIsNotAToken() {
        let scanned = Scanned(bytes: [0xEF, 0xBB, 0xBF] + Array("model".utf8))
        #expect(scanned.texts == ["model"])
        #expect(scanned.diagnostics.isEmpty)
    }

    // MARK: Regex literals (SE-0354)

    @Test func slashStartsARegexWhereAnExpressionIsExpected() {
        #expect(Scanned(#"[/"/].count"#).texts == ["[", #"/"/"#, "]", ".", "count"])
        #expect(Scanned(#"x = /a"b/"#).kinds == [.identifier, .equal, .regexLiteral])
        #expect(Scanned(#"f(/x/)"#).kinds == [.identifier, .leftParen, .regexLiteral, .rightParen])
        #expect(Scanned(#"return /x/"#).kinds == [.identifier, .regexLiteral])
        #expect(Scanned(#"!/x/"#).kinds == [.exclamation, .regexLiteral])
    }

    @Test func slashIsDivisionAfterAnOperand() {
        #expect(Scanned("a / b / c").kinds == [.identifier, .operator, .identifier, .operator, .identifier])
        #expect(Scanned("a/b/c").kinds == [.identifier, .operator, .identifier, .operator, .identifier])
        #expect(Scanned("f(x) / 2 / g").kinds.filter { $0 == .regexLiteral }.isEmpty)
        #expect(Scanned("true / x /").kinds.filter { $0 == .regexLiteral }.isEmpty)
    }

    @Test func aBareRegexNeverEndsWithASpaceOrHoldsAnUnbalancedParenthesis() {
        #expect(Scanned("(/x /)").kinds.filter { $0 == .regexLiteral }.isEmpty)
        #expect(Scanned("foo(/, /)").kinds.filter { $0 == .regexLiteral }.isEmpty)
        #expect(Scanned("(/x)/)").kinds.filter { $0 == .regexLiteral }.isEmpty)
        #expect(Scanned("(/(x)/)").kinds.filter { $0 == .regexLiteral }.count == 1)
    }

    @Test func aSpacedSlashWhereAValueMustStartIsARegexSwiftRejects() {
        for text in ["(/ x/)", "[+, / x/]", "x = / x/"] {
            let scanned = Scanned(text)
            #expect(scanned.kinds.contains(.regexLiteral), "\(text)")
            #expect(scanned.messages == ["a regex literal cannot start with a space; write '\\ ' or use '#/…/#'"])
        }
        #expect(Scanned("[+, /]").messages == ["unterminated regex literal; add '/' to close it"])
        #expect(Scanned("reduce(0, /)").diagnostics.isEmpty)
    }

    @Test func tryQuestionMarkPrefersARegex() {
        #expect(Scanned("try? /x/").kinds == [.identifier, .question, .regexLiteral])
    }

    @Test func extendedRegexLiteralsEndAtTheirPoundsOnly() {
        let scanned = Scanned("#/a/b\"/# x")
        #expect(scanned.texts == ["#/a/b\"/#", "x"])
        let multiline = Scanned("##/\n  a /# \" \n  /## x")
        #expect(multiline.kinds == [.regexLiteral, .identifier])
        #expect(multiline.diagnostics.isEmpty)
    }

    @Test func anUnterminatedExtendedRegexIsAnError() {
        #expect(Scanned("#/a\"\nb").messages == ["unterminated regex literal; add '/#' to close it"])
    }

    // MARK: Strings

    @Test func rawStringsEndAtTheirOwnNumberOfPounds() {
        let scanned = Scanned(###"##"a "# \#(x) \##(y)"## z"###)
        #expect(scanned.kinds == [.stringLiteral, .identifier])
        let ranges = TokenScanner.interpolations(
            in: scanned.source, id: FileID(0), stringAt: 0, end: scanned.tokens[0].endOffset)
        #expect(ranges.map { scanned.source.text($0) } == ["y"])
    }

    @Test func interpolationsHoldStringsWithParenthesesAndComments() {
        let scanned = Scanned(#""a \(f(")") /* ) */ + g) b" c"#)
        #expect(scanned.kinds == [.stringLiteral, .identifier])
        #expect(scanned.diagnostics.isEmpty)
    }

    @Test(arguments: [
        #""\(a"#, #""\(f("x"#, ##"#"\#(g(h(1"##, #""\(a)" + "\(b"#, "\"\\(a\nnext",
    ])
    func theFixItOfAStringLeftInsideAnInterpolationClosesTheInterpolationToo(text: String) {
        let scanned = Scanned(text)
        let fixIt = scanned.diagnostics.first?.fixIts.first
        #expect(scanned.messages.count == 1, "\(scanned.messages)")
        var bytes = Array(text.utf8)
        if let fixIt {
            bytes.replaceSubrange(fixIt.range.start..<fixIt.range.end, with: Array(fixIt.replacement.utf8))
        }
        let fixed = Scanned(bytes: bytes)
        #expect(fixed.messages.isEmpty, "\(String(decoding: bytes, as: UTF8.self)): \(fixed.messages)")
    }

    @Test func aSingleLineStringsInterpolationEndsAtALoneCR() {
        let scanned = Scanned("\"\\(a\r) }\"")
        #expect(scanned.messages.first == "unterminated string literal; add ')\"' to close it")
        #expect(scanned.texts.contains("}"))
    }

    @Test func multilineStringsCloseOnlyWithThreeQuotesAndKeepInterpolatedLines() {
        let scanned = Scanned("\"\"\"\n  a \"\" \\(f(\n  1)) b\n  \"\"\" c")
        #expect(scanned.kinds == [.stringLiteral, .identifier])
        #expect(scanned.diagnostics.isEmpty)
    }

    @Test func aRawQuoteTripleOnOneLineIsASingleLineString() {
        let scanned = Scanned(##"#"""# x"##)
        #expect(scanned.kinds == [.stringLiteral, .identifier])
        #expect(scanned.diagnostics.isEmpty)
    }

    @Test func interpolationNestedPastTheLimitGivesOneError() {
        let depth = TokenScanner.maximumStringNesting + 1
        let text = String(repeating: "\"\\(", count: depth) + "x" + String(repeating: ")\"", count: depth)
        let scanned = Scanned(text)
        #expect(
            scanned.messages == [
                "string literals nest more than 64 deep inside interpolations; simplify the expression"
            ])
        #expect(scanned.kinds == [.stringLiteral])
    }

    @Test func interpolationNestedToTheLimitIsFine() {
        let depth = TokenScanner.maximumStringNesting
        let text = String(repeating: "\"\\(", count: depth) + "x" + String(repeating: ")\"", count: depth)
        #expect(Scanned(text).diagnostics.isEmpty)
    }

    // MARK: Names and operators

    @Test func backticksHoldOneIdentifier() {
        #expect(Scanned("`default` `café` `_x1`").diagnostics.isEmpty)
        for bad in ["`a b`", "`a:b`", "`a;b`", "`a{`", "`1a`", "`+`", "`a\u{2028}b`"] {
            #expect(Scanned(bad).diagnostics.count == 1, "\(bad)")
        }
    }

    @Test func unicodeOperatorsAndIdentifiersAreSwifts() {
        #expect(Scanned("a∘b").kinds == [.identifier, .operator, .identifier])
        #expect(Scanned("café ñ").kinds == [.identifier, .identifier])
        #expect(Scanned("a\u{00A0}b").messages == ["unusual space (U+00A0) in the spec; use a plain space"])
    }

    @Test func aByteOrderMarkAfterTheStartIsNamedNotQuoted() {
        let scanned = Scanned("model A {\n  \u{FEFF}var x: Int = 0\n}")
        #expect(
            scanned.messages == [
                "byte order mark (U+FEFF) inside the spec; only the start of a file may have one, delete it"
            ])
        #expect(scanned.texts.contains("var"))
    }

    @Test func postfixQuestionAndBangStandAlone() {
        #expect(Scanned("Int??").texts == ["Int", "?", "?"])
        #expect(Scanned("a!.b").texts == ["a", "!", ".", "b"])
        #expect(Scanned("a ?? b").kinds == [.identifier, .doubleQuestion, .identifier])
    }

    @Test func keyPathsAndDollarNames() {
        #expect(
            Scanned(#"map(\.count) a$b $0"#).kinds == [
                .identifier, .leftParen, .backslash, .period, .identifier, .rightParen, .identifier, .dollarIdentifier,
            ])
    }

    @Test func numbersAsSwiftLexesThem() {
        #expect(
            Scanned("0x1.8p1 0o17 0b101 1_000.5e-3 t.0.1").texts == [
                "0x1.8p1", "0o17", "0b101", "1_000.5e-3", "t", ".", "0", ".", "1",
            ])
        #expect(Scanned("0b102").messages == ["'0b102' is not a valid number literal"])
    }

    /// Swift's lexer reads a `.` after a number as a member unless a digit follows it (a hexadecimal one before a
    /// `p` exponent), so these are a number and a member, as in Swift, and no error.
    @Test func aNumberFollowedByAMemberIsNoFraction() {
        for (written, tokens) in [
            ("0xff.description", ["0xff", ".", "description"]), ("0x1.fp", ["0x1", ".", "fp"]),
            ("1.e3", ["1", ".", "e3"]), ("0x1._8p1", ["0x1", ".", "_8p1"]), ("0x1.fp+1", ["0x1.fp+1"]),
            ("x.0x1", ["x", ".", "0x1"]),
        ] {
            let scanned = Scanned(written)
            #expect(scanned.texts == tokens, "\(written)")
            #expect(scanned.messages.isEmpty, "\(written)")
        }
    }

    /// What Swift's lexer rejects in a number, each with the literal to write instead.
    @Test func invalidNumbersSayWhatToWrite() {
        #expect(
            Scanned("0x1.8").messages == [
                "'0x1.8' is a hexadecimal floating-point literal with no exponent, which Swift requires; add one "
                    + "with 'p', as in '0x1.8p0'"
            ])
        #expect(
            Scanned("0x_1").messages == [
                "'0x_1' is not a valid number literal; write the first digit right after '0x', as in '0x1'"
            ])
        #expect(
            Scanned("0b").messages == [
                "'0b' is not a valid number literal; write binary digits (0 or 1) right after '0b'"
            ])
        #expect(
            Scanned("1e+_3").messages == [
                "'1e+_3' has an exponent that does not start with a digit; write its digits right after 'e+', as in "
                    + "'1e+3'"
            ])
        let leadingDot = Scanned("f(.5, x: -.5)")
        #expect(leadingDot.messages == Array(repeating: "'.5' is not a valid number literal; write '0.5'", count: 2))
        #expect(leadingDot.diagnostics.map(\.range.start) == [2, 10])
        // After an operand the dot is a member, and `t.0.1` tuple access.
        for written in ["t.0.1", "(a, b).0", "(a, b) .0", #"\.0"#, "a!.0", "$0.1", "f().0"] {
            #expect(Scanned(written).messages.isEmpty, "\(written)")
        }
    }

    /// The token before the `.` decides, as in Swift: after an operand the `.` is a member, and a contextual keyword
    /// (`copy`, `some`, `async`) or a member named like a keyword is a name there; after `try?`, `try!`, `return`,
    /// `await` or `do` an operand starts, and `.5` is the number Swift rejects.
    @Test func aLeadingDotIsAMemberOnlyAfterAnOperand() {
        for written in [
            "copy.0", "async.0", "some .0", "then.0", "yield.0", "x.return.0", "x.in.0", "a!?.0", "a?!.0", "a? .0",
        ] {
            #expect(Scanned(written).messages.isEmpty, "\(written)")
        }
        for written in ["try? .5", "try!.5", "x as? .5", "return .5", "await .5", "do .5", "catch .5"] {
            #expect(Scanned(written).messages == ["'.5' is not a valid number literal; write '0.5'"], "\(written)")
        }
    }

    @Test func compilerDirectivesAreRejected() {
        let scanned = Scanned("#if X\n#endif #file")
        #expect(scanned.diagnostics.count == 2)
        #expect(scanned.kinds == [.poundKeyword, .identifier, .poundKeyword, .poundKeyword])
    }
}
