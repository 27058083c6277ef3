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
            ("textDocument/selectionRange", #"{"textDocument":\#(document),"positions":[\#(position)]}"#),
            (
                "textDocument/codeAction",
                #"{"textDocument":\#(document),"range":{"start":{"line":0,"character":0},"end":\#(position)},"context":{"diagnostics":[]}}"#
            ),
            (
                "textDocument/inlayHint",
                #"{"textDocument":\#(document),"range":{"start":{"line":0,"character":0},"end":\#(position)}}"#
            ),
        ]
    }

    static func documentRequests(uri: String) -> [(String, String)] {
        let document = #"{"textDocument":{"uri":\#(DirectServer.quoted(uri))}"#
        return [
            ("textDocument/documentSymbol", document + "}"),
            ("textDocument/foldingRange", document + "}"),
            ("textDocument/formatting", document + #","options":{"tabSize":4,"insertSpaces":true}}"#),
            ("textDocument/semanticTokens/full", document + "}"),
            ("textDocument/semanticTokens/full/delta", document + #","previousResultId":"1"}"#),
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

extension RobustnessTests {
    /// A spec of thousands of models, typed into at its end: diagnostics, the outline, hover and definition all
    /// reach its last lines and point where the text is. (3,000 in CI, where 10,000 took 11 s in a debug build.)
    @Test func aSpecOfThousandsOfModels() throws {
        let count = 3_000
        let lines = count * 4
        var text = ""
        for index in 0..<count {
            text +=
                "model M\(index) {\n    var title: String = \"é😀\"\n    let next: M\((index + 1) % count)? = nil\n}\n"
        }
        let session = EditorSession(path: "Large.bind", bytes: Array(text.utf8), countsUTF8: false)
        session.idle()
        #expect(session.diagnostics.isEmpty)
        let document: JSONValue = ["uri": .string(session.uri)]
        let symbols = try #require(
            session.request("textDocument/documentSymbol", ["textDocument": document]).answers.first?["result"]?
                .arrayValue)
        #expect(symbols.count == count)
        #expect(
            symbols.last?["range"] == [
                "start": ["line": .int(lines - 4), "character": 0], "end": ["line": .int(lines - 1), "character": 1],
            ])

        let typed = "model Extra {\n    let next: M\(count - 1)? = nil\n    let next: M0? = nil\n}\n"
        let end: JSONValue = ["line": .int(lines), "character": 0]
        session.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": .string(session.uri), "version": 1],
                "contentChanges": [["range": ["start": end, "end": end], "text": .string(typed)]],
            ])
        session.idle()
        #expect(session.diagnostics.count == 1)
        #expect(session.diagnostics.first?["range"]?["start"] == ["line": .int(lines + 2), "character": 8])
        let reference: JSONValue = ["line": .int(lines + 1), "character": 15]
        let definition = session.request(
            "textDocument/definition", ["textDocument": document, "position": reference]
        ).answers.first?["result"]
        #expect(definition?[0]?["range"]?["start"] == ["line": .int(lines - 4), "character": 6])
        let hover = session.request("textDocument/hover", ["textDocument": document, "position": reference])
        #expect(hover.answers.first?["result"]?["contents"] != nil)
    }
}

extension RobustnessTests {
    /// A document never opened, or opened and closed, outside every folder: every request gets an empty result,
    /// and an edit to it after closing is ignored, not applied to a text the server no longer holds.
    @Test func aDocumentNeverOpenedOrClosedGetsEmptyResults() {
        let server = DirectServer()
        let uri = "file:///nonexistent-bindery-folder/Closed.bind"
        let document = #"{"uri":\#(DirectServer.quoted(uri))"#
        for opened in [false, true] {
            if opened {
                server.notify(
                    "textDocument/didOpen",
                    #"{"textDocument":\#(document),"languageId":"bind","version":1,"text":"model A {}\n"}}"#)
                server.notify("textDocument/didClose", #"{"textDocument":\#(document)}}"#)
                server.notify(
                    "textDocument/didChange",
                    #"{"textDocument":\#(document),"version":2},"contentChanges":[{"text":"model B {"}]}"#)
            }
            #expect(server.idle().allSatisfy { $0.diagnosticCount == 0 })
            let all = Self.requests(uri: uri, line: 0, character: 6) + Self.documentRequests(uri: uri)
            for (method, params) in all {
                let replies = server.request(method, params)
                #expect(replies.count == 1 && replies.allSatisfy(\.hasResult), "\(method), opened before: \(opened)")
            }
        }
    }
}

extension RobustnessTests {
    /// A spec written on one line (generated, minified), with characters of two and four UTF-8 bytes all along it:
    /// the outline, the semantic tokens and the diagnostics put each name where it is, in UTF-16 units, however far
    /// along the line.
    @Test func aSpecOnOneLine() throws {
        let count = 300
        let models = (0..<count).map { index in
            "model M\(index) { var title: String = \"é😀\"; let next: M\((index + 1) % count)? = nil }"
        }
        let text = models.joined(separator: "; ") + "; model Last { var a: Int = 0; var a: Int = 0 }\n"
        let session = EditorSession(path: "OneLine.bind", bytes: Array(text.utf8), countsUTF8: false)
        session.idle()
        #expect(session.diagnostics.count == 1)
        #expect(TypingTests.published(session) == TypingTests.expectedDiagnostics(session))

        let document: JSONValue = ["textDocument": ["uri": .string(session.uri)]]
        let symbols = try #require(
            session.request("textDocument/documentSymbol", document).answers.first?["result"]?.arrayValue)
        let names = (0..<count).map { "M\($0)" } + ["Last"]
        #expect(symbols.count == names.count)
        for (symbol, name) in zip(symbols, names) {
            #expect(symbol["selectionRange"]?["start"] == Positions.of("model \(name) {", in: text, offset: 6))
        }

        let tokens = session.request("textDocument/semanticTokens/full", document).answers.first?["result"]?["data"]
        let data = try #require(tokens?.arrayValue).compactMap(\.intValue)
        var starts: Set<Int> = []
        var start = 0
        for token in stride(from: 0, to: data.count - 4, by: 5) {
            #expect(data[token] == 0)
            start += data[token + 1]
            starts.insert(start)
        }
        for name in names {
            let character = Positions.of("model \(name) {", in: text, offset: 6)["character"]?.intValue ?? -1
            #expect(starts.contains(character), "\(name) at \(character)")
        }
    }
}
