import Foundation
import Testing

@testable import BinderyLanguageServer

/// An editor opened on a folder far larger than a package (a home folder, `/usr`) kept the server from answering for
/// many seconds, on every save again: a scan stops after a number of files and folders, and the user is told why
/// specs may be missing.
@Suite struct FolderScanLimitTests {
    private static let files = [
        "Models/One.bind": "model One {\n}\n", "Models/Two.bind": "model Two {\n}\n",
        "notes/a.txt": "", "notes/b.txt": "", "notes/c.txt": "", "notes/d.txt": "",
    ]

    @Test func aScanStopsAtItsLimitAndSaysSo() throws {
        let folder = try TestFolder(Self.files)
        // Eight entries: the two folders and the six files in them.
        let whole = FolderScan.scan(under: folder.url.path, entryLimit: 8)
        #expect(whole.isComplete)
        #expect(whole.paths == [folder.path("Models/One.bind"), folder.path("Models/Two.bind")])
        let cut = FolderScan.scan(under: folder.url.path, entryLimit: 7)
        #expect(!cut.isComplete)
        #expect(FolderScan.scan(under: folder.url.path, entryLimit: 0).paths.isEmpty)
    }

    @Test func theUserIsToldOnceWhenAFolderIsTooLargeToRead() throws {
        let folder = try TestFolder(Self.files)
        var sent: [String] = []
        let server = LanguageServer(send: { sent.append(String(decoding: $0, as: UTF8.self)) })
        server.folderEntryLimit = 3
        let root = try String(decoding: JSONEncoder().encode(folder.url.absoluteString), as: UTF8.self)
        server.handle(Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"rootUri":\#(root)}}"#.utf8))
        server.handle(Array(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#.utf8))
        let spec = try String(decoding: JSONEncoder().encode(folder.uri("Models/One.bind")), as: UTF8.self)
        server.handle(
            Array(#"{"jsonrpc":"2.0","method":"textDocument/didSave","params":{"textDocument":{"uri":\#(spec)}}}"#.utf8)
        )
        // Saving reads the folder again, which stops at the limit again: the user has been told already.
        let warnings = sent.filter { $0.contains("showMessage") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("stopped reading") == true)
        #expect(warnings.first?.contains("after 3 files and folders") == true)
        #expect(warnings.first?.contains(#""type":2"#) == true)
    }

    @Test func aFolderWithinTheLimitIsReadWithoutAWord() throws {
        let folder = try TestFolder(Self.files)
        var sent: [String] = []
        let server = LanguageServer(send: { sent.append(String(decoding: $0, as: UTF8.self)) })
        let root = try String(decoding: JSONEncoder().encode(folder.url.absoluteString), as: UTF8.self)
        server.handle(Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"rootUri":\#(root)}}"#.utf8))
        #expect(!sent.contains { $0.contains("showMessage") })
        #expect(server.folders.allSatisfy { $0.scanIsComplete })
    }
}
