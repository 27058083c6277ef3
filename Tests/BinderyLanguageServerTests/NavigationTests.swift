import BinderyLanguageServer
import Testing

/// Go to definition and find references, across the files of the module.
@Suite struct NavigationTests {
    @Test func definitionLeadsAcrossFilesToTheDeclaration() throws {
        let sample = try OpenSample()
        let property = sample.request("textDocument/definition", sample.bindings, at: "name ??")
        #expect(property[0]?["uri"] == .string(sample.models))
        #expect(property[0]?["range"]?["start"] == Positions.of("name:", in: SampleModule.models))
        let model = sample.request("textDocument/definition", sample.bindings, at: "Row)")
        #expect(model[0]?["range"]?["start"] == Positions.of("Row {", in: SampleModule.models))
        let parameter = sample.request("textDocument/definition", sample.bindings, at: "row.ownerName")
        #expect(parameter[0]?["range"]?["start"] == Positions.of("row: Row", in: SampleModule.bindings))
        let transform = sample.request("textDocument/definition", sample.bindings, at: "shout", occurrence: 2)
        #expect(transform[0]?["range"]?["start"] == Positions.of("shout", in: SampleModule.bindings))
        let builtin = sample.request("textDocument/definition", sample.bindings, at: "uppercased", occurrence: 2)
        #expect(builtin == [])
        // Go to declaration (Neovim's `gD`) leads where definition does: a spec declares a name where it defines it.
        let declaration = sample.request("textDocument/declaration", sample.bindings, at: "name ??")
        #expect(declaration == property)
        _ = sample.client.shutDown()
    }

    /// Go to type definition: the model a property's or a parameter's type names, wherever it is used; nothing where
    /// the type names no model.
    @Test func typeDefinitionLeadsToTheModelATypeNames() throws {
        let sample = try OpenSample()
        func start(at needle: String, occurrence: Int = 1) -> [JSONValue?] {
            let result = sample.request(
                "textDocument/typeDefinition", sample.bindings, at: needle, occurrence: occurrence)
            return (result.arrayValue ?? []).map { $0["range"]?["start"] }
        }
        let user = Positions.of("User {", in: SampleModule.models)
        let row = Positions.of("Row {", in: SampleModule.models)
        #expect(start(at: "owner?.name") == [user])
        #expect(start(at: "row.ownerName") == [row])
        #expect(start(at: "row: Row") == [row])
        #expect(start(at: "Row)") == [row])
        #expect(start(at: "title |") == [])
        #expect(start(at: "shout", occurrence: 2) == [])
        #expect(start(at: "uppercased") == [])
        let owner = sample.request("textDocument/typeDefinition", sample.bindings, at: "owner?.name")
        #expect(owner[0]?["uri"] == .string(sample.models))
        _ = sample.client.shutDown()
    }

    /// An external class has its external superclass's properties, as the checker reads them: references of one
    /// reach a path through the subclass; one the subclass declares itself is another property.
    @Test func referencesOfASuperclassPropertyReachPathsThroughAnExternalSubclass() throws {
        let text = """
            external class Control {
                var isEnabled: Bool
            }

            external class Field: Control {
                var text: String
            }

            external class Toggle: Control {
                var isEnabled: Bool
            }

            model Form {
                var enabled: Bool = true
            }

            binding Wire(form: Form, field: Field, toggle: Toggle) {
                field.isEnabled <- form.enabled
                toggle.isEnabled <- form.enabled
            }

            """
        let spec = try OpenSpec(text)
        defer { _ = spec.client.shutDown() }
        let references = spec.request(
            "textDocument/references", at: "isEnabled", extra: ["context": ["includeDeclaration": true]])
        #expect((references.arrayValue ?? []).map { $0["range"]?["start"]?["line"]?.intValue ?? -1 } == [1, 17])
        let definition = spec.request("textDocument/definition", at: "isEnabled <-")
        #expect(definition[0]?["range"]?["start"] == Positions.of("isEnabled", in: text))
    }

    @Test func referencesFindRulesAndComputedExpressionsWithOrWithoutTheDeclaration() throws {
        let sample = try OpenSample()
        let all = sample.request(
            "textDocument/references", sample.bindings, at: "title |",
            extra: ["context": ["includeDeclaration": true]])
        let places = (all.arrayValue ?? []).map {
            "\($0["uri"]?.stringValue == sample.models ? "M" : "B")\($0["range"]?["start"]?["line"]?.intValue ?? -1)"
        }
        // The declaration and `\(title)` in Models.bind; a rule and an action in Bindings.bind.
        #expect(places == ["B5", "B9", "M9", "M12"])
        let uses = sample.request(
            "textDocument/references", sample.bindings, at: "title |",
            extra: ["context": ["includeDeclaration": false]])
        #expect(uses.arrayValue?.count == 3)
        _ = sample.client.shutDown()
    }

    /// `café` spelt with U+00E9 and spelt with `e` + U+0301 are two names to Swift, as to the checker: references
    /// (and so rename) of one never reach the other.
    @Test func namesSpeltWithOtherScalarsAreOtherSymbols() throws {
        let composed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        let text = """
            model Menu {
                var \(composed): Int = 0
                var \(decomposed): Int = 0
                computed total: Int = \(composed) + 1
            }

            """
        let folder = try TestFolder(["Menu.bind": text])
        let client = PipeClient(root: folder.url)
        let uri = folder.uri("Menu.bind")
        client.open(uri, text)
        func referenceLines(atLine line: Int) -> [Int] {
            let params: JSONValue = [
                "textDocument": ["uri": .string(uri)],
                "position": ["line": .int(line), "character": 9],
                "context": ["includeDeclaration": true],
            ]
            let found = client.request("textDocument/references", params)["result"]?.arrayValue ?? []
            return found.compactMap { $0["range"]?["start"]?["line"]?.intValue }.sorted()
        }
        #expect(referenceLines(atLine: 1) == [1, 3])
        #expect(referenceLines(atLine: 2) == [2])
        _ = client.shutDown()
    }

    @Test func highlightsMarkTheNameUnderTheCursorInItsDocumentOnly() throws {
        let sample = try OpenSample()
        // `title` of Download: its declaration and the computed property's read in Models.bind; the two uses in
        // Bindings.bind are another document's.
        let highlights = sample.request("textDocument/documentHighlight", sample.models, at: "title: String = \"U")
        let starts = highlights.arrayValue?.compactMap { $0["range"]?["start"] } ?? []
        #expect(
            starts == [
                Positions.of("title: String = \"U", in: SampleModule.models),
                Positions.of("title) \\(total)", in: SampleModule.models),
            ])
        let nothing = sample.request("textDocument/documentHighlight", sample.models, at: "/// A person")
        #expect(nothing.arrayValue?.isEmpty == true)
        _ = sample.client.shutDown()
    }

    @Test func workspaceSymbolsMatchTheQuerysCharactersInOrderIgnoringCase() throws {
        let sample = try OpenSample()
        func names(_ query: String) -> [String] {
            let result = sample.client.request("workspace/symbol", ["query": .string(query)])["result"]
            return result?.arrayValue?.compactMap { symbol in
                symbol["name"]?.stringValue.map { name in
                    (symbol["containerName"]?.stringValue.map { $0 + "." } ?? "") + name
                }
            } ?? []
        }
        #expect(names("ownr") == ["Download.owner", "Row.ownerName"])
        #expect(names("ROWB") == ["RowBinding"])
        #expect(names("shout") == ["shout"])
        #expect(names("zzz").isEmpty)
        // Every model, property, transform and binding; no parameter or handler.
        #expect(names("").count == 3 + 9 + 1 + 1)
        _ = sample.client.shutDown()
    }

    /// A transform called by name in another transform's body is a use of it, as the checker counts it: hover,
    /// definition and references reach it there.
    @Test func aTransformCalledInAnotherTransformsBodyIsAUse() throws {
        let text = """
            transform fahrenheit(Double) -> Double = $0 * 9 / 5 + 32
            transform label(Double) -> String = "\\(fahrenheit($0)) °F"

            """
        let folder = try TestFolder(["Transforms.bind": text])
        let client = PipeClient(root: folder.url)
        let uri = folder.uri("Transforms.bind")
        client.open(uri, text)
        let call = Positions.of("fahrenheit", in: text, occurrence: 2)
        let definition = client.request(
            "textDocument/definition", ["textDocument": ["uri": .string(uri)], "position": call])["result"]
        #expect(definition?[0]?["range"]?["start"] == Positions.of("fahrenheit", in: text))
        let hover = client.request(
            "textDocument/hover", ["textDocument": ["uri": .string(uri)], "position": call])["result"]
        #expect(hover?["contents"]?["value"]?.stringValue?.contains("fahrenheit(Double) -> Double") == true, "\(hover)")
        let references = client.request(
            "textDocument/references",
            [
                "textDocument": ["uri": .string(uri)], "position": Positions.of("fahrenheit", in: text),
                "context": ["includeDeclaration": false],
            ])["result"]
        #expect(references?.arrayValue?.map { $0["range"]?["start"] } == [call])
        _ = client.shutDown()
    }
}
