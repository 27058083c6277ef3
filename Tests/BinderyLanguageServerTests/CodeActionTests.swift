import BinderyLanguageServer
import Testing

/// Quick fixes as an editor asks for them: for the kinds of action it wants, in the document's line ends.
@Suite struct CodeActionTests {
    /// The actions over the whole of `text`, opened in place of the sample's models, with `context.only` when given.
    func actions(for text: String, only: [String]? = nil, in sample: OpenSample) -> [JSONValue] {
        sample.replaceText(sample.models, with: text, version: 2)
        var context: [String: JSONValue] = ["diagnostics": []]
        if let only { context["only"] = .array(only.map { .string($0) }) }
        return sample.client.request(
            "textDocument/codeAction",
            [
                "textDocument": ["uri": .string(sample.models)],
                "range": ["start": ["line": 0, "character": 0], "end": ["line": 9, "character": 0]],
                "context": .object(context),
            ])["result"]?.arrayValue ?? []
    }

    /// A fix-it that adds a line (the `}` a model is missing) ends it as the document's other lines end: in a CRLF
    /// file, a bare LF would leave the file with mixed line ends, which editors and diffs then show.
    @Test(arguments: ["\r\n", "\r", "\n"])
    func aFixItWritesTheDocumentsLineEnds(_ lineEnd: String) throws {
        let sample = try OpenSample()
        let text = ["model Item {", "    var title: String = \"\"", ""].joined(separator: lineEnd)
        let actions = actions(for: text, in: sample)
        #expect(actions.first?["title"]?.stringValue == "Insert '⏎}'")
        let edit = actions.first?["edit"]?["changes"]?[sample.models]?[0]
        #expect(edit?["newText"]?.stringValue == lineEnd + "}")
        _ = sample.client.shutDown()
    }

    /// With `context.only`, an editor wants those kinds and their sub-kinds alone: a `source.fixAll` or
    /// `source.organizeImports` on save must not be answered with quick fixes it would then apply.
    @Test func onlyTheKindsAskedFor() throws {
        let sample = try OpenSample()
        let text = "model Item {\n    var title: String = \"\"\n"
        func titles(only: [String]?) -> [String] {
            actions(for: text, only: only, in: sample).compactMap { $0["title"]?.stringValue }
        }
        let everyKind = titles(only: nil)
        #expect(everyKind == ["Insert '⏎}'"])
        #expect(titles(only: ["quickfix"]) == everyKind)
        #expect(titles(only: ["source.organizeImports", "quickfix"]) == everyKind)
        #expect(titles(only: ["source.fixAll"]) == [])
        #expect(titles(only: ["source"]) == [])
        #expect(titles(only: ["quickfix.rename"]) == [])
        #expect(titles(only: ["refactor"]) == [])
        _ = sample.client.shutDown()
    }
}
