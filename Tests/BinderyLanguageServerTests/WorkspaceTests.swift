import BinderyLanguageServer
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which files make the module: what a folder holds, what the editor changes, and what it adds or removes.
@Suite struct WorkspaceTests {
    func documentSymbols(_ client: PipeClient, _ uri: String) -> [String] {
        let result = client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]])
        return (result["result"]?.arrayValue ?? []).compactMap { $0["name"]?.stringValue }
    }

    @Test func symbolicLinksAndBuildFoldersAddNoSecondDeclaration() throws {
        let folder = try SampleModule.folder()
        // As in a package whose test target links the specs in, and whose .build holds generated copies.
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("Tests/Specs"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("Tests/Specs/Models.bind"), withDestinationPath: folder.path("Models.bind"))
        try folder.write(".build/plugins/Models.bind", SampleModule.models)
        let client = PipeClient(root: folder.url)
        // Any diagnostic would be published at once; a clean module publishes nothing, so ask for something first.
        #expect(documentSymbols(client, folder.uri("Models.bind")) == ["User", "Download", "Row"])
        #expect(client.pending.allSatisfy { $0["method"] != "textDocument/publishDiagnostics" })
        _ = client.shutDown()
    }

    @Test func savingReadsTheFolderAgain() throws {
        let folder = try SampleModule.folder()
        let client = PipeClient(root: folder.url)
        let bindings = folder.uri("Bindings.bind")
        client.open(bindings, SampleModule.bindings)
        // Another tool renames a model on disk, without the editor knowing; saving any spec picks it up.
        try folder.write(
            "Models.bind", SampleModule.models.replacingOccurrences(of: "model Row {", with: "model Line {"))
        client.notify("textDocument/didSave", ["textDocument": ["uri": .string(bindings)]])
        let diagnostics = try #require(client.diagnostics(for: bindings) { !$0.isEmpty })
        #expect(
            diagnostics.map { $0["message"] }.contains(
                "'Row' is not a model; a binding parameter's type must be a model declared in a spec"))
        _ = client.shutDown()
    }

    @Test func anOpenDocumentJoinsAFolderAddedLaterAndLeavesItWhenRemoved() throws {
        let first = try SampleModule.folder()
        let binding = "binding Other(line: Line) {\n}\n"
        let second = try TestFolder(["Other.bind": binding, "Line.bind": "model Line {\n}\n"])
        let client = PipeClient(root: first.url)
        let other = second.uri("Other.bind")
        client.open(other, binding)
        // Outside every folder it is checked alone, and `Line` is unknown.
        #expect(client.diagnostics(for: other) { !$0.isEmpty } != nil)
        let folder: JSONValue = ["uri": .string(second.url.absoluteString), "name": "second"]
        client.notify("workspace/didChangeWorkspaceFolders", ["event": ["added": [folder], "removed": []]])
        #expect(client.diagnostics(for: other) { $0.isEmpty } != nil, "with Line.bind beside it, it checks")
        client.notify("workspace/didChangeWorkspaceFolders", ["event": ["added": [], "removed": [folder]]])
        #expect(client.diagnostics(for: other) { !$0.isEmpty } != nil, "alone again")
        _ = client.shutDown()
    }

    @Test func aFolderInsideAnotherIsAModuleOfItsOwnAndNoLongerTheOuterOnes() throws {
        let outer = try TestFolder(["Item.bind": "model Item {\n}\n", "inner/Item.bind": "model Item {\n}\n"])
        let server = DirectServer(root: outer.url)
        let inner = outer.uri("inner/Item.bind")
        // One module: the model is declared twice.
        #expect(server.idle().map { "\($0.uri == inner): \($0.diagnosticCount ?? -1)" } == ["true: 1"])
        let folder =
            #"{"uri":\#(DirectServer.quoted(outer.url.appendingPathComponent("inner").absoluteString)),"name":"inner"}"#
        server.notify("workspace/didChangeWorkspaceFolders", #"{"event":{"added":[\#(folder)],"removed":[]}}"#)
        // Two modules, each declaring it once: the outer one no longer checks the inner folder's spec.
        #expect(server.idle().map { "\($0.uri == inner): \($0.diagnosticCount ?? -1)" } == ["true: 0"])
        server.notify("workspace/didChangeWorkspaceFolders", #"{"event":{"added":[],"removed":[\#(folder)]}}"#)
        #expect(server.idle().map { "\($0.uri == inner): \($0.diagnosticCount ?? -1)" } == ["true: 1"])
    }

    /// Neovim watches files only for a server that asks; without it a spec made in a terminal or by a checkout was
    /// unknown to the open specs until the next save.
    @Test func aClientThatWatchesFilesWhenAskedIsAskedToWatchSpecs() throws {
        let folder = try SampleModule.folder()
        let watching = PipeClient(
            root: folder.url, capabilities: ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]])
        let registration = watching.waitFor { $0["method"] == "client/registerCapability" }
        #expect(registration?["params"]?["registrations"]?[0]?["method"] == "workspace/didChangeWatchedFiles")
        #expect(
            registration?["params"]?["registrations"]?[0]?["registerOptions"]?["watchers"]?[0]?["globPattern"]
                == "**/*.bind")
        // The client's answer is not a request: nothing answers it.
        if let id = registration?["id"] {
            watching.send(["jsonrpc": "2.0", "id": id, "result": nil])
        }
        #expect(watching.shutDown() == 0)
        let notWatching = PipeClient(root: folder.url)
        _ = notWatching.request(
            "textDocument/documentSymbol", ["textDocument": ["uri": .string(folder.uri("Models.bind"))]])
        #expect(!notWatching.pending.contains { $0["method"] == "client/registerCapability" })
        #expect(notWatching.shutDown() == 0)
    }

    /// An editor drops a file's UTF-8 byte-order mark when it opens it, so columns on the first line of a file read
    /// from disk start after the mark; counting it put every first-line squiggle one column to the right.
    @Test func aByteOrderMarkOnDiskTakesNoColumn() throws {
        let line = "model A { var x: Int = 0 }; model A {}"
        let folder = try TestFolder(["Twice.bind": "\u{FEFF}" + line + "\n"])
        let client = PipeClient(root: folder.url)
        let diagnostics = try #require(client.diagnostics(for: folder.uri("Twice.bind")) { !$0.isEmpty })
        let second = line.utf16.count - "A {}".utf16.count
        let start = diagnostics.first?["range"]?["start"]
        #expect(start?["line"]?.intValue == 0)
        #expect(start?["character"]?.intValue == second, "\(diagnostics)")
        let hover = client.request(
            "textDocument/hover",
            ["textDocument": ["uri": .string(folder.uri("Twice.bind"))], "position": ["line": 0, "character": 6]])
        #expect(
            hover["result"]?["range"]?["start"]?["character"]?.intValue == 6, "the first 'A', not the space before it")
        _ = client.shutDown()
    }

    /// A named pipe waits for a writer when opened, and `/dev/zero` never ends: a folder holding either as a `.bind`
    /// file must not stop the server from answering.
    @Test func aPipeOrADeviceNamedLikeASpecIsNotRead() throws {
        let folder = try SampleModule.folder()
        #expect(mkfifo(folder.path("Pipe.bind"), 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.path("Zero.bind"), withDestinationPath: "/dev/zero")
        defer {
            // Were the server waiting on the pipe, a writer that opens and closes it lets it go on.
            let writer = open(folder.path("Pipe.bind"), O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
        }
        let client = PipeClient(root: folder.url)
        #expect(documentSymbols(client, folder.uri("Models.bind")) == ["User", "Download", "Row"])
        client.notify(
            "workspace/didChangeWatchedFiles", ["changes": [["uri": .string(folder.uri("Pipe.bind")), "type": 2]]])
        #expect(documentSymbols(client, folder.uri("Models.bind")) == ["User", "Download", "Row"])
        _ = client.shutDown()
    }
}
