import BinderySource
import BinderySyntax
import Testing

@Suite struct TypeTests {
    func type(_ text: String) -> (description: String?, messages: [String]) {
        let parsed = parseMembers("var x: \(text)")
        return (parsed.models.first?.members.first?.type.description, parsed.messages)
    }

    @Test(arguments: [
        ("String", "String"),
        ("Swift.String", "Swift.String"),
        ("Array<Int>", "Array<Int>"),
        ("Dictionary<String,[Int]>", "Dictionary<String, [Int]>"),
        ("Set<Array<Int>>", "Set<Array<Int>>"),
        ("Array<Int?>", "Array<Int?>"),
        ("Int??", "Int??"),
        ("Int!", "Int!"),
        ("[String]", "[String]"),
        ("[String: [Int]]?", "[String: [Int]]?"),
        ("(Int, label: String)", "(Int, label: String)"),
        ("()", "()"),
        ("(Int) -> String", "(Int) -> String"),
        ("@Sendable (Int) async throws -> Void", "@Sendable (Int) async throws -> Void"),
        ("((Int) -> Void)?", "((Int) -> Void)?"),
        ("any Error", "any Error"),
        ("some Collection<Int>", "some Collection<Int>"),
    ])
    func parsesAndSpellsCanonically(_ written: String, _ canonical: String) {
        let result = type(written)
        #expect(result.messages == [])
        #expect(result.description == canonical)
    }

    @Test func optionalThenDefault() {
        let parsed = parseMembers("var x: Int?= nil")
        #expect(parsed.located == [])
        #expect(parsed.models.first?.members.first?.value?.text == "nil")
        #expect(parsed.models.first?.members.first?.type.description == "Int?")
    }

    @Test func typeRangesCoverTheWrittenText() throws {
        let parsed = parseMembers("var x: Array<Int?>? = nil")
        let type = try #require(parsed.models.first?.members.first?.type)
        #expect(parsed.text(type.range) == "Array<Int?>?")
    }

    @Test func twentyThousandNestedBracketsInATypeAreOneError() {
        let depth = 20_000
        let parsed = parseMembers(
            "var x: " + String(repeating: "[", count: depth) + "Int" + String(repeating: "]", count: depth)
                + "\nvar y: Int")
        #expect(parsed.messages == ["type nests more than 256 levels deep; simplify it or use a typealias in Swift"])
        #expect(parsed.models.first?.members.map(\.name.name) == ["y"])
    }
}
