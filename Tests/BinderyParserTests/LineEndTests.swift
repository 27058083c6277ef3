import BinderySource
import BinderySyntax
import Testing

/// A spec's lines end where Swift's do, whatever the file's line ends, and one line holds one member or rule.
@Suite struct LineEndTests {
    @Test func aFileWithOnlyLoneCRsParsesEveryMember() {
        let parsed = Parsed("model M {\r    var x: Int = 0\r    var y: Int = 0\r}\rmodel N {\r    var z: Int = 1\r}\r")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.models.map { $0.members.map(\.name.name) } == [["x", "y"], ["z"]])
        #expect(parsed.models.first?.members.first.flatMap(\.value)?.text == "0")
    }

    @Test func crlfAndMixedLineEndsParseAlike() {
        let lf = Parsed("model M {\n    /// The x.\n    var x: Int = 0\n    var y: Int = 0\n}\n")
        let crlf = Parsed("model M {\r\n    /// The x.\r\n    var x: Int = 0\r    var y: Int = 0\n}\r\n")
        #expect(crlf.diagnostics.isEmpty)
        #expect(crlf.models.map { $0.members.map(\.name.name) } == lf.models.map { $0.members.map(\.name.name) })
        #expect(crlf.models.first?.members.first?.doc?.text == "The x.")
    }

    @Test func aDocCommentEndsAtALoneCR() {
        let parsed = Parsed("/// hello\rpublic func injected() -> Int { 42 }\nmodel M {\n}\n")
        #expect(parsed.located.first?.hasPrefix("2:1: expected a declaration") == true)
        #expect(parsed.models.map(\.name.name) == ["M"])
    }

    @Test func aByteOrderMarkIsAccepted() {
        let parsed = Parsed(bytes: [0xEF, 0xBB, 0xBF] + Array("model M {\n    var x: Int = 0\n}\n".utf8))
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.models.map(\.name.name) == ["M"])
    }

    @Test func aSecondMemberOnTheLineIsNotPartOfTheFirstsDefault() {
        let parsed = parseMembers("    var x: Int = 0 var y: Int = 0")
        #expect(
            parsed.messages == [
                "another property begins on the same line; put it on a line of its own or separate the two with ';'"
            ])
        #expect(parsed.models.first?.members.map(\.name.name) == ["x", "y"])
        #expect(parsed.models.first?.members.first.flatMap(\.value)?.text == "0")
        #expect(parsed.diagnostics.first?.fixIts.map(\.replacement) == [";"])
    }

    @Test func aLeftArrowInAModelsExpressionIsTheUsersOperatorNotARule() {
        let parsed = parseMembers("    var a: Int = 0\n    var b: Int = 0\n    computed c: Int = a <- b")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.models.first?.members.last.flatMap(\.value)?.text == "a <- b")
    }

    @Test func aMemberNamedLikeADeclarationKeywordEndsNoExpression() {
        // `self.transform` at a line's end, before the property it reads: no declaration starts at `transform`.
        let parsed = parseMembers(
            "    computed a: String? = self.transform\n    var transform: String?\n    computed b: Int = self.model\n"
                + "    var model: Int = 0")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.models.first?.members.map(\.name.name) == ["a", "transform", "b", "model"])
        #expect(parsed.models.first?.members.first.flatMap(\.value)?.text == "self.transform")
    }

    @Test func aBindingInsideAnExpressionIsNotANewMember() {
        let parsed = parseMembers("    var x: Int = { if let y: Int = Optional(1) { return y }; return 0 }()")
        #expect(parsed.diagnostics.isEmpty)
    }
}
