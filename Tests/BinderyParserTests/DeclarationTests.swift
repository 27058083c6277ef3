import BinderySource
import BinderySyntax
import Testing

@Suite struct DeclarationTests {
    @Test func importsWithAttributesAndPaths() {
        let parsed = Parsed("@preconcurrency import Foo.Bar\nimport Foundation")
        #expect(parsed.located == [])
        #expect(parsed.imports.map { $0.path.map(\.name) } == [["Foo", "Bar"], ["Foundation"]])
        #expect(parsed.imports[0].attributes.map(\.name) == ["@preconcurrency"])
        #expect(parsed.text(parsed.imports[0].range) == "@preconcurrency import Foo.Bar")
    }

    /// Swift takes an import's attributes before its access level: written after it, they are reported where they
    /// are, with a fix-it that writes them first, and the import keeps both.
    @Test func attributesAfterAnImportsAccessLevelAreMovedBeforeIt() throws {
        let parsed = Parsed("public @preconcurrency @_implementationOnly import Foundation")
        #expect(
            parsed.located == [
                "1:8: an import's attributes go before its access level; write "
                    + "'@preconcurrency @_implementationOnly public import'"
            ])
        let diagnostic = try #require(parsed.diagnostics.first)
        #expect(diagnostic.id == .accessModifierOnDeclaration)
        #expect(parsed.text(diagnostic.range) == "@preconcurrency @_implementationOnly")
        #expect(
            diagnostic.fixIts.map { [parsed.text($0.range), $0.replacement] } == [
                ["public @preconcurrency @_implementationOnly ", "@preconcurrency @_implementationOnly public "]
            ])
        let decl = try #require(parsed.imports.first)
        #expect(decl.access?.name == "public")
        #expect(decl.attributes.map(\.name) == ["@preconcurrency", "@_implementationOnly"])
    }

    @Test func optionsAcceptAnyKeyAndSeparator() {
        let parsed = Parsed("options { access: package; isolation: none, custom: 3 }")
        #expect(parsed.located == [])
        #expect(parsed.options.first?.entries.map(\.key.name) == ["access", "isolation", "custom"])
        #expect(parsed.options.first?.entries.map(\.value.name) == ["package", "none", "3"])
    }

    @Test func modelAttributesAndConformances() {
        let parsed = Parsed("@MainActor model A: Codable, Foo.Bar<Int> {}\nnonisolated model B {}")
        #expect(parsed.located == [])
        #expect(parsed.models.map { $0.attributes.map(\.name) } == [["@MainActor"], ["nonisolated"]])
        #expect(parsed.models[0].conformances.map(\.description) == ["Codable", "Foo.Bar<Int>"])
        #expect(parsed.text(parsed.models[0].range) == "@MainActor model A: Codable, Foo.Bar<Int> {}")
    }

    @Test func swiftKeywordsAreValidNames() {
        let parsed = parseMembers("var default: Int = 0\nlet `class`: String\nvar model: Bool = false")
        #expect(parsed.located == [])
        #expect(parsed.models.first?.members.map(\.name.name) == ["default", "class", "model"])
    }

    @Test func membersAndTheirRanges() throws {
        let parsed = parseMembers("var a: Int = 1; let b: String\ncomputed c: Int = a + 1")
        #expect(parsed.located == [])
        let members = try #require(parsed.models.first?.members)
        #expect(members.map(\.kind) == [.var, .let, .computed])
        #expect(
            members.map { parsed.text($0.range) } == ["var a: Int = 1", "let b: String", "computed c: Int = a + 1"])
        #expect(members[1].value == nil)
    }

    /// `@Published var`, as an `ObservableObject` writes it: the attribute is reported with a fix-it removing it, and
    /// the property is still read, with its doc comment; on the line before, too, as Swift allows.
    @Test func anAttributeBeforeAPropertyIsReportedAndThePropertyRead() throws {
        let parsed = parseMembers(
            "/// Shown.\n@Published var a: Int = 1\n@ObservationIgnored\nlet b: String\n@available(*, deprecated) @objc var c: Int"
        )
        #expect(parsed.diagnostics.map(\.id) == Array(repeating: .attributeNotAllowed, count: 4))
        #expect(
            parsed.diagnostics.map { parsed.text($0.range) } == [
                "@Published", "@ObservationIgnored", "@available(*, deprecated)", "@objc",
            ])
        #expect(parsed.messages[0].hasPrefix("every property of a model is observable already"))
        #expect(
            parsed.diagnostics.map { $0.fixIts.map { parsed.text($0.range) } } == [
                ["@Published "], ["@ObservationIgnored\n"], ["@available(*, deprecated) "], ["@objc "],
            ])
        let members = try #require(parsed.models.first?.members)
        #expect(members.map(\.name.name) == ["a", "b", "c"])
        #expect(members.first?.doc?.text == "Shown.")
    }

    /// An attribute that starts a declaration still ends a model left open before it.
    @Test func anAttributeBeforeADeclarationEndsAnOpenModel() {
        let parsed = Parsed("model A {\n    var x: Int = 0\n@MainActor\nmodel B {\n    var y: Int = 0\n}\n")
        #expect(parsed.diagnostics.map(\.id) == [.missingClosingBrace])
        #expect(parsed.models.map(\.name.name) == ["A", "B"])
    }

    @Test func docCommentsAttachToTheNextDeclarationOrMember() throws {
        let parsed = Parsed(
            "/// Line one.\n///   Indented.\n@MainActor\nmodel A {\n    /// The title.\n    var t: Int\n}\n/// Orphan\n"
        )
        #expect(parsed.located == [])
        let model = try #require(parsed.models.first)
        #expect(model.doc?.text == "Line one.\n  Indented.")
        #expect(model.members.first?.doc?.text == "The title.")
        #expect(parsed.syntax.comments.map(\.text) == ["/// Orphan"])
    }

    @Test func blockDocCommentsDocumentAsSwiftReadsThem() throws {
        let parsed = Parsed(
            """
            /**
             * A person.
             *
             *     indented code
             */
            model A {
                /** The title. */
                var t: Int
                /** Summary
                    more. */
                var u: Int
                /**/ /*** plain */
                var v: Int
            }
            /** Orphan */
            """)
        #expect(parsed.located == [])
        let model = try #require(parsed.models.first)
        #expect(model.doc?.text == "A person.\n\n    indented code")
        #expect(model.members.map { $0.doc?.text } == ["The title.", "Summary\nmore.", nil])
        #expect(parsed.syntax.comments.map(\.text) == ["/**/", "/*** plain */", "/** Orphan */"])
    }

    @Test func transformForms() throws {
        let parsed = Parsed(
            """
            transform a(String, Int) -> String = "\\($0)\\($1)"
            transform b(Double) <-> Double { forward: $0 * 2; backward: $0 / 2 }
            transform c([String: Int]?) -> Bool external
            transform d() -> Int = 1
            """)
        #expect(parsed.located == [])
        #expect(parsed.transforms.map { $0.inputs.count } == [2, 1, 1, 0])
        guard case .reversible(let forward, let backward) = parsed.transforms[1].body else {
            Issue.record("b should be reversible")
            return
        }
        #expect(forward.text == "$0 * 2")
        #expect(backward.text == "$0 / 2")
        #expect(parsed.transforms[2].inputs.first?.description == "[String: Int]?")
    }

    @Test func reversibleHalvesMayComeInAnyOrderOnOneLine() {
        let parsed = Parsed("transform b(Double) <-> Double { backward: $0 / 2  forward: $0 * 2 }")
        #expect(parsed.located == [])
        guard case .reversible(let forward, let backward) = parsed.transforms.first?.body else {
            Issue.record("b should be reversible")
            return
        }
        #expect(forward.text == "$0 * 2")
        #expect(backward.text == "$0 / 2")
    }

    @Test func bindingParametersAndAttributes() throws {
        let parsed = Parsed("@MainActor binding B(a: A, b: Module.B) {\n}")
        #expect(parsed.located == [])
        let binding = try #require(parsed.bindings.first)
        #expect(binding.attributes.map(\.name) == ["@MainActor"])
        #expect(binding.parameters.map(\.name.name) == ["a", "b"])
        #expect(binding.parameters.map(\.type.description) == ["A", "Module.B"])
        #expect(binding.parameters.map { parsed.text($0.range) } == ["a: A", "b: Module.B"])
    }

    @Test func declarationsSeparatedBySemicolons() {
        let parsed = Parsed("model A {}; model B {}")
        #expect(parsed.located == [])
        #expect(parsed.models.map(\.name.name) == ["A", "B"])
    }
}
