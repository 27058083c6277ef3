import BinderyLanguageServer
import FixtureSupport
import Foundation
import Testing

/// Half-typed text never crashes or silences the server: every request kind, on every prefix of every fixture,
/// gets exactly one answer.
@Suite struct RobustnessTests {
    static let fixtures: [String] = (FixtureFiles.cases(in: "Valid") + FixtureFiles.cases(in: "Invalid"))
        .flatMap(\.paths)

    /// Each request kind that takes a position, with its params as JSON.
    static func requests(uri: String, line: Int, character: Int) -> [(String, String)] {
        let document = #"{"uri":\#(DirectServer.quoted(uri))}"#
        let position = #"{"line":\#(line),"character":\#(character)}"#
        let at = #"{"textDocument":\#(document),"position":\#(position)"#
        return [
            ("textDocument/hover", at + "}"),
            ("textDocument/definition", at + "}"),
            ("textDocument/references", at + #","context":{"includeDeclaration":true}}"#),
            ("textDocument/prepareRename", at + "}"),
            ("textDocument/rename", at + #","newName":"renamed"}"#),
            ("textDocument/completion", at + "}"),
            (
                "textDocument/codeAction",
                #"{"textDocument":\#(document),"range":{"start":{"line":0,"character":0},"end":\#(position)},"context":{"diagnostics":[]}}"#
            ),
        ]
    }

    static func documentRequests(uri: String) -> [(String, String)] {
        let document = #"{"textDocument":{"uri":\#(DirectServer.quoted(uri))}"#
        return [
            ("textDocument/documentSymbol", document + "}"),
            ("textDocument/formatting", document + #","options":{"tabSize":4,"insertSpaces":true}}"#),
            ("textDocument/semanticTokens/full", document + "}"),
        ]
    }

    /// Prefixes ending at every line end, and at 12 byte offsets spread over the file (some in the middle of a
    /// multi-byte character, decoded as the editor would).
    static func prefixes(of bytes: [UInt8]) -> [Int] {
        var ends: Set<Int> = [0, bytes.count]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { ends.insert(offset + 1) }
        for step in 1..<12 { ends.insert(bytes.count * step / 12) }
        return ends.sorted()
    }

    /// One answer, a result or a refusal the editor shows; anything else would be a server bug.
    func expectAnswer(_ replies: [DirectServer.Reply], _ what: @autoclosure () -> String) {
        #expect(replies.count == 1, "\(what())")
        guard let reply = replies.first else { return }
        #expect(reply.hasResult || reply.error?.code == -32803, "\(what()): \(reply.error?.message ?? "no result")")
    }

    @Test(arguments: fixtures)
    func everyRequestIsAnsweredOnEveryPrefix(path: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let server = DirectServer()
        let uri = "file:///nonexistent-bindery-folder/" + URL(fileURLWithPath: path).lastPathComponent
        let quotedURI = DirectServer.quoted(uri)
        server.notify(
            "textDocument/didOpen", #"{"textDocument":{"uri":\#(quotedURI),"languageId":"bind","version":0,"text":""}}"#
        )
        for (version, end) in Self.prefixes(of: bytes).enumerated() {
            let text = String(decoding: bytes[..<end], as: UTF8.self)
            server.notify(
                "textDocument/didChange",
                #"{"textDocument":{"uri":\#(quotedURI),"version":\#(version + 1)},"contentChanges":[{"text":\#(DirectServer.quoted(text))}]}"#
            )
            #expect(server.idle().allSatisfy { $0.method == "textDocument/publishDiagnostics" })
            let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0.isNewline })
            let last = lines.count - 1
            // The start, the end of the text (where a user types), and past both the line and the text.
            let positions = [(0, 0), (last, lines[last].utf16.count), (last, 10_000), (100_000, 3)]
            let all =
                positions.flatMap { Self.requests(uri: uri, line: $0.0, character: $0.1) }
                + Self.documentRequests(uri: uri)
            for (method, params) in all {
                expectAnswer(server.request(method, params), "\(method) on \(path) up to byte \(end)")
            }
        }
    }

    /// Specs read from disk, bytes an editor would not write included (invalid UTF-8, NUL), never opened: the
    /// whole Invalid folder as one module.
    @Test func everyRequestIsAnsweredOnFilesReadFromDisk() throws {
        let root = FixtureFiles.root.appendingPathComponent("Invalid")
        let server = DirectServer(root: root)
        let published = server.idle()
        #expect(published.count > 10, "diagnostics for the folder's files")
        for path in Self.fixtures where path.contains("/Invalid/") {
            let uri = URL(fileURLWithPath: path).absoluteString
            let lineCount =
                [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))).count { $0 == UInt8(ascii: "\n") } + 1
            for line in 0..<lineCount {
                for (method, params) in Self.requests(uri: uri, line: line, character: 9) {
                    expectAnswer(server.request(method, params), "\(method) on \(path):\(line)")
                }
            }
            for (method, params) in Self.documentRequests(uri: uri) {
                expectAnswer(server.request(method, params), "\(method) on \(path)")
            }
        }
    }
}
