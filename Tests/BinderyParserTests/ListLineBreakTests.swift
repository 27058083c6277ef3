import BinderySource
import BinderySyntax
import Testing

/// Lists broken across lines as Swift allows: after a `,`, and anywhere inside parentheses. Each multi-line form
/// parses to what its one-line form does; what stays wrong is still reported where it is.
@Suite struct ListLineBreakTests {
    /// What a model's header says, without the ranges that differ between layouts.
    private func header(_ model: ModelDecl) -> [String] {
        zip(model.conformanceAttributes, model.conformances).map { attributes, type in
            (attributes.map(\.name) + [type.description]).joined(separator: " ")
        }
    }

    @Test func aConformanceListMayBreakAfterAnyComma() throws {
        let oneLine = Parsed(
            "model P: Codable, @MainActor Named, Foo.Bar<Int>, `Type` {\n    var name: String = \"\"\n}")
        let broken = Parsed(
            """
            model P: Codable,
                @MainActor Named, // a comment between conformances
                Foo.Bar<Int>,

                `Type` {
                var name: String = ""
            }
            """)
        #expect(oneLine.located == [])
        #expect(broken.located == [])
        let model = try #require(broken.models.first)
        #expect(header(model) == ["Codable", "@MainActor Named", "Foo.Bar<Int>", "Type"])
        #expect(header(model) == oneLine.models.map(header).first)
        #expect(model.members.map(\.name.name) == ["name"])
        // Each conformance keeps its own line, where generated code declares it.
        #expect(
            model.conformances.map { broken.source.lineAndColumn(of: $0.range.start).line } == [1, 2, 3, 5])
    }

    @Test func anExternalClassConformanceListMayBreakAfterAComma() {
        let broken = Parsed("external class Label: Equatable,\n    Hashable {\n    var text: String?\n}")
        #expect(broken.located == [])
        #expect(broken.models.map(header) == [["Equatable", "Hashable"]])
    }

    @Test func aConformanceListEndingInACommaIsStillAnError() {
        let sameLine = Parsed("model D: Codable, {\n    var y: Int\n}")
        #expect(sameLine.located == ["1:19: expected a conformance after ',' in model 'D', found '{'; remove the ','"])
        #expect(FixItTests().fixIts(sameLine) == ["17:"])
        #expect(sameLine.models.first?.members.map(\.name.name) == ["y"], "the body is read on")

        let nextLine = Parsed("model R: Codable,\n{\n    var x: Int = 0\n}")
        #expect(nextLine.located == ["1:18: expected a conformance after ',' in model 'R', found '{'; remove the ','"])
        #expect(FixItTests().fixIts(nextLine) == ["17:"])
        #expect(nextLine.models.first?.members.map(\.name.name) == ["x"])

        let colon = Parsed("model C: { }")
        #expect(colon.located == ["1:10: expected a conformance after ':' in model 'C', found '{'; remove the ':'"])
    }

    @Test func aWordThatStartsALineEndsAListLeftOpen() {
        // The '{' is missing as well as a conformance: the member is not read as one.
        let member = Parsed("model S: Codable, Hashable,\n    var x: Int = 0\n}")
        #expect(member.located.first == "1:28: expected a conformance after ',' in model 'S'")
        let declaration = Parsed("model A: Codable,\nmodel B { var x: Int = 0 }")
        #expect(declaration.located == ["1:18: expected a conformance after ',' in model 'A'"])
        #expect(declaration.models.map(\.name.name) == ["A", "B"])
        let transform = Parsed("transform f(\n    String\ntransform g(Int) -> Int = $0")
        #expect(transform.located == ["2:11: expected ',' or ')' after an input type of transform 'f'"])
        #expect(transform.transforms.map(\.name.name) == ["g"])
        let binding = Parsed("binding K(a:\nmodel M {}")
        #expect(binding.located == ["1:13: expected a model type after 'a:'"])
        #expect(binding.models.map(\.name.name) == ["M"])
    }

    @Test func transformInputsMayBreakAnywhereInTheirParentheses() throws {
        let oneLine = Parsed("transform f(String, [String: Int]?, (Int) -> Bool) -> String = \"\\($0)\"")
        let broken = Parsed(
            """
            transform f(
                String,
                [String: Int]?,
                (Int) -> Bool
            ) -> String = "\\($0)"
            """)
        #expect(oneLine.located == [])
        #expect(broken.located == [])
        let inputs = try #require(broken.transforms.first).inputs.map(\.description)
        #expect(inputs == ["String", "[String: Int]?", "(Int) -> Bool"])
        #expect(inputs == oneLine.transforms.first?.inputs.map(\.description))
        #expect(broken.transforms.first?.output.description == "String")
    }

    @Test func bindingParametersMayBreakAnywhereInTheirParentheses() throws {
        let oneLine = Parsed("binding B(a: A, b: Module.B) {\n    a.x <- b.y\n}")
        let broken = Parsed(
            """
            binding B(
                a: A,
                b:
                    Module.B
            ) {
                a.x <- b.y
            }
            """)
        #expect(oneLine.located == [])
        #expect(broken.located == [])
        let parameters = try #require(broken.bindings.first).parameters
        #expect(parameters.map(\.name.name) == ["a", "b"])
        #expect(parameters.map(\.type.description) == ["A", "Module.B"])
        #expect(parameters.map(\.type.description) == oneLine.bindings.first?.parameters.map(\.type.description))
        #expect(broken.assignments.map(\.target.text) == ["a.x"])
    }

    @Test func typeListsInBracketsAndSourceListsBreakAsBefore() {
        let parsed = parseMembers(
            "var d: Dictionary<String,\n    Int> = [:]\nvar t: (Int,\n    String) = (0, \"\")\nvar u: Int = 0")
        #expect(parsed.located == [])
        #expect(
            parsed.models.first?.members.map(\.type.description) == ["Dictionary<String, Int>", "(Int, String)", "Int"])
        let rule = Parsed("binding B(a: A) {\n    a.x <- (a.y,\n        a.z) | join\n}")
        #expect(rule.located == [])
        #expect(rule.assignments.first?.sources.map(\.path.text) == ["a.y", "a.z"])
    }
}
