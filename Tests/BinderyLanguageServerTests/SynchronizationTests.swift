import BinderyCompiler
import BinderyLanguageServer
import BinderySource
import Foundation
import Testing

/// Opening, editing, saving and closing documents, and the diagnostics that follow, through the real framing.
@Suite struct SynchronizationTests {
    func change(_ client: PipeClient, _ uri: String, version: Int, _ changes: [JSONValue]) {
        client.notify(
            "textDocument/didChange",
            ["textDocument": ["uri": .string(uri), "version": .int(version)], "contentChanges": .array(changes)])
    }

    func replace(_ needle: String, in text: String, with replacement: String, occurrence: Int = 1) -> JSONValue {
        let start = Positions.of(needle, in: text, occurrence: occurrence)
        let end = Positions.of(needle, in: text, occurrence: occurrence, offset: needle.utf16.count)
        return ["range": ["start": start, "end": end], "text": .string(replacement)]
    }

    @Test func anErrorTypedAppearsAtItsRangeAsCheckReportsItAndClearsWhenFixed() throws {
        let folder = try SampleModule.folder()
        let client = PipeClient(root: folder.url)
        let uri = folder.uri("Bindings.bind")
        client.open(uri, SampleModule.bindings)
        change(
            client, uri, version: 2, [replace("download.label |", in: SampleModule.bindings, with: "download.labl |")])
        let diagnostics = try #require(client.diagnostics(for: uri) { !$0.isEmpty })
        #expect(diagnostics.count == 1)
        let edited = SampleModule.bindings.replacingOccurrences(of: "download.label |", with: "download.labl |")
        #expect(diagnostics[0]["message"] == "model 'Download' has no property 'labl'; did you mean 'label'?")
        #expect(diagnostics[0]["severity"] == 1)
        #expect(diagnostics[0]["range"]?["start"] == Positions.of("labl", in: edited))
        #expect(diagnostics[0]["range"]?["end"] == Positions.of("labl", in: edited, offset: 4))
        // The same text through `bindery check`'s pipeline gives the same message.
        var files = SourceFiles()
        files.add(SourceFile(path: folder.path("Bindings.bind"), text: edited))
        files.add(SourceFile(path: folder.path("Models.bind"), text: SampleModule.models))
        #expect(Compilation(files: files).sortedDiagnostics.map(\.message) == [diagnostics[0]["message"]?.stringValue])

        change(client, uri, version: 3, [replace("labl", in: edited, with: "label")])
        #expect(client.diagnostics(for: uri) { $0.isEmpty } != nil, "fixing the error clears it")
        #expect(client.shutDown() == 0)
    }

    @Test func anUnsavedEditInOneFileIsCheckedAgainstTheFilesOnDisk() throws {
        let folder = try SampleModule.folder()
        let client = PipeClient(root: folder.url)
        let models = folder.uri("Models.bind")
        client.open(models, SampleModule.models)
        change(
            client, models, version: 2,
            [
                replace(
                    "var title: String = \"Untitled\"", in: SampleModule.models,
                    with: "var heading: String = \"Untitled\"")
            ])
        // Bindings.bind is not open: its diagnostics come from its text on disk, checked with the edited models.
        let diagnostics = try #require(client.diagnostics(for: folder.uri("Bindings.bind")) { !$0.isEmpty })
        #expect(diagnostics.map { $0["message"] }.contains("model 'Download' has no property 'title'"))
        client.notify("textDocument/didClose", ["textDocument": ["uri": .string(models)]])
        #expect(
            client.diagnostics(for: folder.uri("Bindings.bind")) { $0.isEmpty } != nil,
            "closing goes back to the disk's text")
        _ = client.shutDown()
    }

    @Test func columnsAreUTF16CodeUnitsAndNotesAreRelatedInformation() throws {
        let client = PipeClient(root: nil)
        let uri = "untitled:Untitled-1"
        let text = "model M {\n    var a: String = \"😀é\"; var a: Int = 0\n}\n"
        client.open(uri, text)
        let diagnostics = try #require(client.diagnostics(for: uri) { !$0.isEmpty })
        let duplicate = try #require(
            diagnostics.first { $0["message"]?.stringValue?.contains("already has a property") == true })
        // 😀 is two UTF-16 units (four bytes), é one (two bytes).
        #expect(duplicate["range"]?["start"] == ["line": 1, "character": 31])
        let note = duplicate["relatedInformation"]?[0]
        #expect(note?["message"] == "'a' is first declared here")
        #expect(note?["location"]?["uri"] == .string(uri))
        #expect(note?["location"]?["range"]?["start"] == ["line": 1, "character": 8])
        client.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
        #expect(client.diagnostics(for: uri) { $0.isEmpty } != nil, "a closed lone document's diagnostics are cleared")
        _ = client.shutDown()
    }

    @Test func fullAndIncrementalChangesInOneNotification() throws {
        let client = PipeClient(root: nil)
        let uri = "untitled:Edits"
        client.open(uri, "model M {\n}\n")
        change(
            client, uri, version: 2,
            [
                ["text": "model M {\n    var x: Int = 0\n}\n"],
                ["range": ["start": ["line": 1, "character": 8], "end": ["line": 1, "character": 9]], "text": "y"],
                [
                    "range": ["start": ["line": 1, "character": 11], "end": ["line": 1, "character": 14]],
                    "text": "Strin",
                ],
            ])
        let symbols = client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]])
        #expect(symbols["result"]?[0]?["children"]?[0]?["name"] == "y")
        #expect(symbols["result"]?[0]?["children"]?[0]?["detail"] == "Strin")
        _ = client.shutDown()
    }

    @Test func filesCreatedOnDiskJoinTheModuleWhenTheEditorSaysSo() throws {
        let folder = try SampleModule.folder()
        let client = PipeClient(root: folder.url)
        try folder.write("Extra.bind", "binding Extra(user: Usr) {\n}\n")
        client.notify(
            "workspace/didChangeWatchedFiles", ["changes": [["uri": .string(folder.uri("Extra.bind")), "type": 1]]])
        let diagnostics = try #require(client.diagnostics(for: folder.uri("Extra.bind")) { !$0.isEmpty })
        #expect(diagnostics.first?["message"] == "unknown model 'Usr'; did you mean 'User'?")
        _ = client.shutDown()
    }

    @Test func aWorkspaceWithErrorsPublishesThemAtStart() throws {
        let folder = try TestFolder(["A.bind": "model A {\n    var x: Int = 0\n}\n", "B.bind": "model A {\n}\n"])
        let client = PipeClient(root: folder.url)
        let diagnostics = try #require(client.diagnostics(for: folder.uri("B.bind")))
        #expect(diagnostics.first?["message"] == "model 'A' is declared twice in this module; rename one of them")
        #expect(diagnostics.first?["relatedInformation"]?[0]?["location"]?["uri"] == .string(folder.uri("A.bind")))
        _ = client.shutDown()
    }

    @Test func diagnosticsArePublishedAfterEveryIdleMomentEvenWhenSnapshotsWereMadeBetween() {
        // A request between two edits compiles a snapshot that is never published; the one published next must
        // still be compared by identity with what was published, not by an address a freed snapshot may have had.
        let server = DirectServer()
        let uri = DirectServer.quoted("untitled:Typing")
        func text(_ round: Int) -> String { "model M\(round) {\n    var x\(round): Int = \n}\n" }
        server.notify(
            "textDocument/didOpen",
            #"{"textDocument":{"uri":\#(uri),"languageId":"bind","version":0,"text":\#(DirectServer.quoted(text(0)))}}"#
        )
        _ = server.idle()
        var unpublished: [Int] = []
        for round in 1...100 {
            for (step, version) in [(2 * round - 1, 2 * round), (2 * round, 2 * round + 1)] {
                server.notify(
                    "textDocument/didChange",
                    #"{"textDocument":{"uri":\#(uri),"version":\#(version)},"contentChanges":[{"text":\#(DirectServer.quoted(text(step)))}]}"#
                )
                _ = server.request("textDocument/documentSymbol", #"{"textDocument":{"uri":\#(uri)}}"#)
            }
            if !server.idle().contains(where: { $0.method == "textDocument/publishDiagnostics" }) {
                unpublished.append(round)
            }
        }
        #expect(unpublished == [], "each round's new diagnostics are published")
    }

    @Test func anOpenedDocumentKeepsItsDiagnosticsWhenTheEditorSpellsItsURIOtherwise() throws {
        // VS Code percent-encodes '+', '(' and ')' in a path, which the server's URIs keep as they are. Both name
        // one file to the editor, so the old spelling's clearing must come before the new one's diagnostics.
        let folder = try TestFolder(["a+b (c)/B.bind": "binding X(item: Itm) {\n}\n"])
        let server = DirectServer(root: folder.url)
        let atStart = server.idle()
        #expect(atStart.map(\.diagnosticCount) == [1])
        let serverURI = try #require(atStart.first?.uri)
        let editorURI = serverURI.replacingOccurrences(of: "+", with: "%2B").replacingOccurrences(of: "(", with: "%28")
            .replacingOccurrences(of: ")", with: "%29")
        #expect(editorURI != serverURI)
        server.notify(
            "textDocument/didOpen",
            #"{"textDocument":{"uri":\#(DirectServer.quoted(editorURI)),"languageId":"bind","version":1,"text":"binding X(item: Itm) {\n}\n"}}"#
        )
        let published = server.idle()
        #expect(
            published.map { "\($0.uri == editorURI ? "editor" : "server"): \($0.diagnosticCount ?? -1)" } == [
                "server: 0", "editor: 1",
            ])
    }
}
