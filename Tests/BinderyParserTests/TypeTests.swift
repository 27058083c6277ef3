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
        ("(_ p0: Int, _ `class`: String) -> Bool", "(_ p0: Int, _ class: String) -> Bool"),
        ("(inout: Int, `class`: Int)", "(inout: Int, class: Int)"),
        ("Outer.some", "Outer.some"),
        ("Outer.Type", "Outer.Type"),
        ("Any", "Any"),
        ("@Sendable (Int) async throws -> Void", "@Sendable (Int) async throws -> Void"),
        ("@Sendable(Int) -> Void", "@Sendable (Int) -> Void"),
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

    /// A keyword Swift reads as one where a type's name goes is reported with the backticks that make it a name;
    /// Swift would reject the generated declaration.
    @Test(arguments: [
        (
            "class?",
            "'class' is a Swift keyword, not a type name; if it names your type, write it in backticks ('`class`')"
        ),
        ("[in]", "'in' is a Swift keyword, not a type name; if it names your type, write it in backticks ('`in`')"),
        ("any?", "'any' is a Swift keyword, not a type name; if it names your type, write it in backticks ('`any`')"),
        (
            "A.init",
            "'init' is a Swift keyword, not a type name after '.'; if it names your type, write it in backticks "
                + "('`init`')"
        ),
    ])
    func keywordAsATypeNameIsAnError(_ written: String, _ message: String) {
        #expect(type(written).messages == [message])
    }

    @Test func keywordTypeNameFixItAddsBackticks() throws {
        let parsed = parseMembers("var x: struct?")
        let fixIt = try #require(parsed.diagnostics.first?.fixIts.first)
        #expect(parsed.text(fixIt.range) == "struct")
        #expect(fixIt.replacement == "`struct`")
    }

    /// Swift has no one-element tuple, and a tuple element has one label: the generated declaration would not
    /// compile. A function type's parameters may have both names.
    @Test func tupleLabelsSwiftRejectsAreErrors() {
        #expect(
            type("(x: Int)?").messages == [
                "a tuple type of one element cannot have a label ('x:'); Swift has no one-element tuple, so write the "
                    + "type alone, 'Int', or add another element"
            ])
        #expect(
            type("(_ x: Int, y: Int)").messages == [
                "a tuple element has one label, not two ('_ x'); only a function type's parameter has two names, so "
                    + "write 'x: Int' or add '-> Result' after ')'"
            ])
        #expect(type("(_ x: Int, _ y: Int) -> Int").messages == [])
    }

    /// Swift rejects an argument label in a function type; generated code dropped it.
    @Test func aFunctionTypeHasNoArgumentLabels() {
        #expect(
            type("(_ x: Int, y: Int) -> Int").messages == [
                "a function type cannot have argument labels; write '_ y: Int' to keep 'y' as the parameter's name, "
                    + "or remove 'y:'"
            ])
        #expect(
            type("(to y: Int) -> Int").messages == [
                "a function type cannot have argument labels; write '_ y: Int' in place of 'to y: Int'"
            ])
        #expect(type("(_: Int, Int) -> Int").messages == [])
    }

    /// Inside brackets Swift reads a type on across lines; a spec did not, and rejected valid Swift.
    @Test func aTypeContinuesOnTheNextLineInsideBrackets() {
        let parsed = parseMembers(
            "var x: [String:\n    Int] = [:]\nvar f: (Int,\n    String) -> Void\nvar g: Dictionary<String,\n    [Int]>? = nil"
        )
        #expect(parsed.messages == [])
        #expect(
            parsed.models.first?.members.map(\.type.description) == [
                "[String: Int]", "(Int, String) -> Void", "Dictionary<String, [Int]>?",
            ])
    }

    /// A type left unfinished still ends before the next member, which is read as one.
    @Test func anUnfinishedTypeEndsBeforeTheNextMember() {
        let parsed = parseMembers("var x: [\nvar y: Int = 0")
        #expect(parsed.messages == ["expected an element type after '['"])
        #expect(parsed.models.first?.members.map(\.name.name) == ["y"])
    }
}
