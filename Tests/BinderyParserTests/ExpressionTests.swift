import BinderySource
import BinderySyntax
import Testing

@Suite struct ExpressionTests {
    func expression(_ text: String) -> ExpressionSyntax? {
        parseMembers("computed x: Int = \(text)").models.first?.members.first?.value
    }

    func references(_ text: String) -> [String] {
        expression(text)?.references.map { ($0.isOnSelf ? "self." : "") + $0.name } ?? []
    }

    @Test func bareNamesAndSelfMembers() {
        #expect(references("a + self.b - c.d") == ["a", "self.b", "c"])
    }

    @Test func namesAfterADotAreNotReferences() {
        #expect(references("a.count + self.b.count + x?.y") == ["a", "self.b", "x"])
    }

    @Test func argumentLabelsAreNotReferences() {
        #expect(references("f(label: a, other: b)") == ["f", "a", "b"])
        #expect(references("cond ? a : b") == ["cond", "a", "b"])
        #expect(references("[key: value]") == ["key", "value"])
    }

    @Test func stringTextIsNotReferencedButInterpolationsAre() {
        #expect(references(#""a b \(c) \("d \(e)")""#) == ["c", "e"])
        #expect(references(##"#"\(raw) \#(f)"#"##) == ["f"])
    }

    @Test func dollarNamesAndKeywordsAreNotReferences() {
        #expect(references("$0 + $1 ?? nil ?? true ? self : a as? Int") == ["a", "Int"])
    }

    @Test func backtickedKeywordsAreReferences() {
        #expect(references("`default` + 1") == ["default"])
    }

    @Test func referenceRangesPointAtTheName() throws {
        let parsed = parseMembers("computed x: Int = self.total + part")
        let references = try #require(parsed.models.first?.members.first?.value?.references)
        #expect(references.map { parsed.text($0.range) } == ["total", "part"])
    }

    @Test func textIsVerbatimWithInnerComments() {
        #expect(expression("a /* why */ + b  // trailing")?.text == "a /* why */ + b")
    }

    @Test func expressionsSpanLinesInsideBrackets() {
        let value = expression("f(\n    a,\n    b\n)")
        #expect(value?.text == "f(\n    a,\n    b\n)")
        #expect(value?.references.map(\.name) == ["f", "a", "b"])
    }

    @Test func closuresKeepTheirBraces() {
        #expect(expression("items.map { $0 * 2 }.count")?.text == "items.map { $0 * 2 }.count")
    }

    @Test func twentyThousandNestedParenthesesAreOneError() {
        let depth = 20_000
        let parsed = parseMembers(
            "var x: Int = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
                + "\nvar y: Int")
        #expect(parsed.messages == ["expression nests brackets more than 256 deep; simplify it"])
        #expect(parsed.models.first?.members.map(\.name.name) == ["x", "y"])
    }
}
