import BinderyCompiler
import BinderyLanguageServer
import BinderySource
import FixtureSupport
import Foundation
import Testing

/// The outline, formatting, semantic tokens and quick fixes.
@Suite struct OutlineAndFormattingTests {
    @Test func theOutlineListsModelsWithPropertiesAndBindingsWithParametersAndRules() throws {
        let sample = try OpenSample()
        let symbols = sample.client.request(
            "textDocument/documentSymbol", ["textDocument": ["uri": .string(sample.models)]])["result"]
        #expect((symbols?.arrayValue ?? []).map { $0["name"] } == ["User", "Download", "Row"])
        #expect(symbols?[1]?["children"]?[3]?["name"] == "label")
        #expect(symbols?[1]?["children"]?[3]?["detail"] == "computed String")
        let binding = sample.client.request(
            "textDocument/documentSymbol", ["textDocument": ["uri": .string(sample.bindings)]])["result"]?[1]
        #expect(binding?["name"] == "RowBinding")
        #expect(
            (binding?["children"]?.arrayValue ?? []).map { $0["name"] } == [
                "download", "row", "row.title", "row.ownerName", "row.upper", "totalChanged", "changed",
            ])
        _ = sample.client.shutDown()
    }

    @Test func formattingGivesWhatBinderyFormatPrints() throws {
        let sample = try OpenSample()
        let messy = "model   M {\nvar x:Int=0 // keep\n\n\n    let y : [String]   = []\n}\ntransform t(Int)->Int=$0\n"
        let edits = Self.formattingEdits(of: messy, in: sample)
        let expected = try Self.formatted(messy)
        #expect(TextEdits.applying(edits, to: messy) == expected)
        #expect(
            (edits?.arrayValue ?? []).allSatisfy { $0["newText"] != .string(expected) },
            "an edit per run of changed lines, not one over the whole document")
        sample.replaceText(sample.models, with: expected, version: 3)
        let again = sample.client.request(
            "textDocument/formatting",
            ["textDocument": ["uri": .string(sample.models)], "options": ["tabSize": 4, "insertSpaces": true]])[
                "result"]
        #expect(again == [], "formatted text needs no edit")
        sample.replaceText(sample.models, with: "model M {\n    var x: \n}\n", version: 4)
        let broken = sample.client.request(
            "textDocument/formatting", ["textDocument": ["uri": .string(sample.models)], "options": [:]])["result"]
        #expect(broken == [], "a file with syntax errors is left alone, as by bindery format")
        _ = sample.client.shutDown()
    }

    /// A CRLF or CR document keeps its line ends: formatted, it needs no edit (an editor would otherwise replace the
    /// whole file on every format-on-save), and an edit changes only the lines the formatter changes.
    @Test(arguments: ["\r\n", "\r"])
    func formattingKeepsTheDocumentsLineEnds(_ lineEnd: String) throws {
        let sample = try OpenSample()
        let formatted = "model Item {\n    var title: String = \"\"\n}\n\nmodel B {\n    var x: Int = 0\n}\n"
        let text = formatted.replacingOccurrences(of: "\n", with: lineEnd)
        #expect(Self.formattingEdits(of: text, in: sample) == [], "formatted text needs no edit")
        let messy = text.replacingOccurrences(of: "var x", with: "var  x")
        let edits = Self.formattingEdits(of: messy, in: sample)
        #expect(
            edits == [
                [
                    "range": ["start": ["line": 5, "character": 0], "end": ["line": 6, "character": 0]],
                    "newText": .string("    var x: Int = 0" + lineEnd),
                ]
            ])
        _ = sample.client.shutDown()
    }

    @Test func rangeFormattingChangesOnlyTheLinesTheRangeTouches() throws {
        let sample = try OpenSample()
        let messy = "model   M {\n    var x: Int = 0\n}\n\ntransform t(Int)->Int=$0\n\ntransform u(Int)->Int=$0\n"
        sample.replaceText(sample.models, with: messy, version: 2)
        let capabilities = sample.client.initializeResult["result"]?["capabilities"]
        #expect(capabilities?["documentRangeFormattingProvider"] == true)
        // From the start of line 4 to the start of line 5: only `transform t`, not the model's head or `u`.
        let edits = sample.client.request(
            "textDocument/rangeFormatting",
            [
                "textDocument": ["uri": .string(sample.models)],
                "range": ["start": ["line": 4, "character": 0], "end": ["line": 5, "character": 0]], "options": [:],
            ])["result"]
        #expect(
            TextEdits.applying(edits, to: messy)
                == "model   M {\n    var x: Int = 0\n}\n\ntransform t(Int) -> Int = $0\n\ntransform u(Int)->Int=$0\n")
        _ = sample.client.shutDown()
    }

    /// Formatting moves a comment from between a doc comment and its declaration to above the doc comment: a
    /// deletion and an insertion a line apart. A range that touches only one of them must not apply it alone, which
    /// would leave the comment twice, or drop it.
    @Test func rangeFormattingMovesACommentWholeOrNotAtAll() throws {
        let sample = try OpenSample()
        let messy = "/// A model.\n// plain\nmodel A {\n    var x: Int = 0\n}\n"
        sample.replaceText(sample.models, with: messy, version: 2)
        for line in 0..<3 {
            let edits = sample.client.request(
                "textDocument/rangeFormatting",
                [
                    "textDocument": ["uri": .string(sample.models)],
                    "range": [
                        "start": ["line": .int(line), "character": 0], "end": ["line": .int(line), "character": 1],
                    ],
                    "options": [:],
                ])["result"]
            let result = TextEdits.applying(edits, to: messy)
            #expect(
                result == messy || result == "// plain\n/// A model.\nmodel A {\n    var x: Int = 0\n}\n",
                "range on line \(line): \(result.debugDescription)")
        }
        _ = sample.client.shutDown()
    }

    @Test(arguments: FixtureFiles.cases(in: "Valid").flatMap(\.paths))
    func formattingEditsOfAMessedUpFixtureGiveWhatBinderyFormatPrints(path: String) throws {
        let formatted = try String(contentsOfFile: path, encoding: .utf8)
        // Every other line pushed right and its colons spaced: runs of changed lines between unchanged ones.
        let messy = formatted.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            index % 2 == 0 || line.isEmpty ? String(line) : "  " + line.replacingOccurrences(of: ": ", with: " :  ")
        }.joined(separator: "\n")
        let sample = try OpenSample()
        let edits = Self.formattingEdits(of: messy, in: sample)
        #expect(try TextEdits.applying(edits, to: messy) == Self.formatted(messy))
        _ = sample.client.shutDown()
    }

    /// Past a thousand lines apart, the lines between the common head and tail become one edit.
    @Test func aDocumentFarFromItsFormattingGetsOneEditForTheLinesBetweenItsUnchangedEnds() throws {
        let models = (0..<700).map { "model M\($0) {\nvar x:Int=0\n}\n" }.joined()
        let messy = "// head\n\n" + models + "\n// tail\n"
        let sample = try OpenSample()
        let edits = Self.formattingEdits(of: messy, in: sample)
        #expect(try TextEdits.applying(edits, to: messy) == Self.formatted(messy))
        #expect(edits?.arrayValue?.count == 1)
        #expect(edits?[0]?["range"]?["start"] == ["line": 3, "character": 0], "from the first line that changes")
        _ = sample.client.shutDown()
    }

    /// The server's formatting edits of `text`, put in the sample's models document.
    private static func formattingEdits(of text: String, in sample: OpenSample) -> JSONValue? {
        sample.replaceText(sample.models, with: text, version: 2)
        return sample.client.request(
            "textDocument/formatting",
            ["textDocument": ["uri": .string(sample.models)], "options": ["tabSize": 4, "insertSpaces": true]])[
                "result"]
    }

    /// What `bindery format` prints for `text`, which must parse.
    private static func formatted(_ text: String) throws -> String {
        let source = SourceFile(path: "M.bind", text: text)
        var files = SourceFiles()
        files.add(source)
        let parsed = Compilation.parseOnly(files)
        try #require(!parsed.hasErrors, "the text parses")
        return SpecFormatter.format(source, parsed.syntaxTrees[0])
    }

    @Test func semanticTokensColourNamesByWhatTheyAre() throws {
        let sample = try OpenSample()
        let result = sample.client.request(
            "textDocument/semanticTokens/full", ["textDocument": ["uri": .string(sample.bindings)]])
        let legend = sample.client.initializeResult["result"]?["capabilities"]?["semanticTokensProvider"]?["legend"]
        let types = (legend?["tokenTypes"]?.arrayValue ?? []).compactMap(\.stringValue)
        let data = (result["result"]?["data"]?.arrayValue ?? []).compactMap(\.intValue)
        #expect(data.count % 5 == 0)
        // Decode to (line, character, length, type) and look a few up.
        var tokens: [String: String] = [:]
        var line = 0
        var character = 0
        let lines = SampleModule.bindings.split(separator: "\n", omittingEmptySubsequences: false)
        for index in stride(from: 0, to: data.count, by: 5) {
            line += data[index]
            character = data[index] == 0 ? character + data[index + 1] : data[index + 1]
            let text = Array(lines[line].utf16)[character..<(character + data[index + 2])]
            tokens[String(decoding: text, as: UTF16.self) + "@\(line)"] = types[data[index + 3]]
        }
        #expect(tokens["/// Shouting.@0"] == "comment")
        #expect(tokens["transform@1"] == "keyword")
        #expect(tokens["shout@1"] == "function")
        #expect(tokens["$0@1"] == "parameter")
        #expect(tokens["RowBinding@4"] == "class")
        #expect(tokens["Download@4"] == "class")
        #expect(tokens["download@5"] == "parameter")
        #expect(tokens["title@5"] == "property")
        #expect(tokens["<-@5"] == "operator")
        #expect(tokens["uppercased@7"] == "function")
        #expect(tokens["\"Nobody\"@6"] == "string")
        #expect(tokens["totalChanged@8"] == "event")
        #expect(tokens["initial@9"] == "keyword")
        _ = sample.client.shutDown()
    }

    @Test func aFixItIsAQuickFix() throws {
        let sample = try OpenSample()
        let text = SampleModule.bindings.replacingOccurrences(of: "download.title |", with: "download.titel |")
        sample.replaceText(sample.bindings, with: text, version: 2)
        let actions = sample.client.request(
            "textDocument/codeAction",
            [
                "textDocument": ["uri": .string(sample.bindings)],
                "range": ["start": Positions.of("titel", in: text), "end": Positions.of("titel", in: text)],
                "context": ["diagnostics": []],
            ])["result"]
        #expect(actions?[0]?["title"] == "Replace 'titel' with 'title'")
        #expect(actions?[0]?["kind"] == "quickfix")
        let edit = actions?[0]?["edit"]?["changes"]?[sample.bindings]?[0]
        #expect(edit?["newText"] == "title")
        #expect(edit?["range"]?["start"] == Positions.of("titel", in: text))
        _ = sample.client.shutDown()
    }

    /// `class` of `external class` is a keyword like `external`, and so is an import's access level; a property read
    /// in a string's interpolation in embedded Swift is a property there too, as hover and rename find it.
    @Test func semanticTokensColourExternalClassAndNamesInInterpolations() throws {
        let text = """
            external class Clock {
                var now: Double
            }

            model Cart {
                var count: Int = 0
                computed label: String = "\\(count) items"
            }
            internal import Foundation

            """
        let folder = try TestFolder(["Cart.bind": text])
        let client = PipeClient(root: folder.url)
        let uri = folder.uri("Cart.bind")
        client.open(uri, text)
        let result = client.request("textDocument/semanticTokens/full", ["textDocument": ["uri": .string(uri)]])
        let legend = client.initializeResult["result"]?["capabilities"]?["semanticTokensProvider"]?["legend"]
        let types = (legend?["tokenTypes"]?.arrayValue ?? []).compactMap(\.stringValue)
        let data = (result["result"]?["data"]?.arrayValue ?? []).compactMap(\.intValue)
        var tokens: [String: String] = [:]
        var line = 0
        var character = 0
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for index in stride(from: 0, to: data.count, by: 5) {
            line += data[index]
            character = data[index] == 0 ? character + data[index + 1] : data[index + 1]
            let piece = Array(lines[line].utf16)[character..<(character + data[index + 2])]
            tokens[String(decoding: piece, as: UTF16.self) + "@\(line)"] = types[data[index + 3]]
        }
        #expect(tokens["external@0"] == "keyword")
        #expect(tokens["class@0"] == "keyword")
        #expect(tokens["internal@8"] == "keyword")
        #expect(tokens["Foundation@8"] == "namespace")
        #expect(tokens["count@6"] == "property", "\(tokens)")
        _ = client.shutDown()
    }
    /// Lists broken after their commas and inside their parentheses, as Swift allows: no diagnostic, and the outline
    /// and the colours are those of the same spec written on one line each.
    @Test func listsBrokenAcrossLinesGiveTheOutlineAndColoursOfOneLine() throws {
        let oneLine = """
            model Item: Codable, Hashable, Identifiable {
                let id: Int
                var name: String = ""
            }

            transform joined(String, Int) -> String = "\\($0) \\($1)"

            binding Show(item: Item, other: Item) {
                item.name <- (other.name, other.id) | joined
            }

            """
        let broken = """
            model Item: Codable,
                Hashable,
                Identifiable {
                let id: Int
                var name: String = ""
            }

            transform joined(
                String,
                Int
            ) -> String = "\\($0) \\($1)"

            binding Show(
                item: Item,
                other:
                    Item
            ) {
                item.name <- (other.name,
                    other.id) | joined
            }

            """
        let folder = try TestFolder(["OneLine.bind": oneLine])
        let client = PipeClient(root: folder.url)
        let uri = folder.uri("OneLine.bind")
        let legend = client.initializeResult["result"]?["capabilities"]?["semanticTokensProvider"]?["legend"]
        let types = (legend?["tokenTypes"]?.arrayValue ?? []).compactMap(\.stringValue)
        /// The outline's names and details, and each coloured piece's text and type in order, without positions.
        func read(_ text: String, version: Int) -> (outline: [String], colours: [String]) {
            if version == 1 {
                client.open(uri, text)
            } else {
                client.notify(
                    "textDocument/didChange",
                    [
                        "textDocument": ["uri": .string(uri), "version": .int(version)],
                        "contentChanges": [["text": .string(text)]],
                    ])
            }
            let symbols = client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]])
            var outline: [String] = []
            func walk(_ symbol: JSONValue) {
                outline.append("\(symbol["name"]?.stringValue ?? "?") \(symbol["detail"]?.stringValue ?? "")")
                for child in symbol["children"]?.arrayValue ?? [] { walk(child) }
            }
            for symbol in symbols["result"]?.arrayValue ?? [] { walk(symbol) }
            let result = client.request("textDocument/semanticTokens/full", ["textDocument": ["uri": .string(uri)]])
            let data = (result["result"]?["data"]?.arrayValue ?? []).compactMap(\.intValue)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            var colours: [String] = []
            var line = 0
            var character = 0
            for index in stride(from: 0, to: data.count, by: 5) {
                line += data[index]
                character = data[index] == 0 ? character + data[index + 1] : data[index + 1]
                let piece = Array(lines[line].utf16)[character..<(character + data[index + 2])]
                colours.append("\(String(decoding: piece, as: UTF16.self)) \(types[data[index + 3]])")
            }
            return (outline, colours)
        }
        let expected = read(oneLine, version: 1)
        // A list left ending in ',' is an error, at its '{'; broken after its commas, it is none.
        _ = read(oneLine.replacingOccurrences(of: "Identifiable {", with: "{"), version: 2)
        #expect(
            client.diagnostics(for: uri) { !$0.isEmpty }?.first?["range"]?["start"] == ["line": 0, "character": 31])
        let actual = read(broken, version: 3)
        #expect(client.diagnostics(for: uri) { $0.isEmpty } != nil, "the lists broken across lines are valid")
        #expect(expected.outline.contains("Item Codable, Hashable, Identifiable"), "\(expected.outline)")
        #expect(actual.outline == expected.outline)
        #expect(expected.colours.contains("Identifiable type") || expected.colours.contains("Identifiable class"))
        #expect(actual.colours == expected.colours)
        _ = client.shutDown()
    }
}
