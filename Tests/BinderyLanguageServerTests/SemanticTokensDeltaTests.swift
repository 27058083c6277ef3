import BinderyLanguageServer
import FixtureSupport
import Foundation
import Testing

/// `textDocument/semanticTokens/full/delta`: after each edit the editor gets only the tokens that changed, and
/// applying them to what it had must give exactly what a fresh `full` request gives.
@Suite struct SemanticTokensDeltaTests {
    static func tokens(_ answer: JSONValue?) -> [Int] {
        (answer?["data"]?.arrayValue ?? []).compactMap(\.intValue)
    }

    /// The previous data with a delta's edits applied, as an editor applies them (each against the previous data,
    /// so from the last one back).
    static func apply(_ delta: JSONValue, to data: [Int]) -> [Int] {
        var data = data
        let edits = (delta["edits"]?.arrayValue ?? []).sorted {
            ($0["start"]?.intValue ?? 0) > ($1["start"]?.intValue ?? 0)
        }
        for edit in edits {
            let start = edit["start"]?.intValue ?? 0
            let deleteCount = edit["deleteCount"]?.intValue ?? 0
            data.replaceSubrange(start..<(start + deleteCount), with: tokens(edit))
        }
        return data
    }

    @Test(arguments: TypingTests.fixtures.filter { $0.contains("/Valid/") }.prefix(12))
    func editsAppliedToTheLastTokensGiveTheFreshTokens(path: String) throws {
        var random = SeededGenerator(seed: 61)
        let session = EditorSession(
            path: path, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), countsUTF8: false)
        session.idle()
        let document: JSONValue = ["uri": .string(session.uri)]
        var first = session.request("textDocument/semanticTokens/full", ["textDocument": document]).answers.first
        var held = Self.tokens(first?["result"])
        var resultID = try #require(first?["result"]?["resultId"]?.stringValue)
        var log: [String] = []
        for _ in 0..<8 {
            let change = TypingTests.randomChange(&session.buffer, using: &random)
            session.version += 1
            session.notify(
                "textDocument/didChange",
                [
                    "textDocument": ["uri": .string(session.uri), "version": .int(session.version)],
                    "contentChanges": [change],
                ])
            log.append(TypingTests.describe([change]))
            let delta = try #require(
                session.request(
                    "textDocument/semanticTokens/full/delta",
                    ["textDocument": document, "previousResultId": .string(resultID)]
                ).answers.first?["result"])
            #expect(delta["data"] == nil, "a known result id gets edits, not all tokens")
            let nextID = try #require(delta["resultId"]?.stringValue)
            #expect(nextID != resultID)
            held = Self.apply(delta, to: held)
            first = session.request("textDocument/semanticTokens/full", ["textDocument": document]).answers.first
            #expect(held == Self.tokens(first?["result"]), "after \(log)")
            // The next delta is against this fresh full answer, which the editor now holds.
            resultID = try #require(first?["result"]?["resultId"]?.stringValue)
        }
    }

    @Test func aDeltaIsSmallForOneKeystrokeInALargeSpec() throws {
        let models = (0..<500).map { "model M\($0) {\n    var name: String\n    var count: Int = 0\n}\n" }
        let text = models.joined()
        let session = EditorSession(path: "Large.bind", bytes: Array(text.utf8), countsUTF8: false)
        let document: JSONValue = ["uri": .string(session.uri)]
        let full = session.request("textDocument/semanticTokens/full", ["textDocument": document]).answers.first
        let held = Self.tokens(full?["result"])
        // Rename one property in the middle by typing a letter.
        let line = 250 * 4 + 1
        session.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": .string(session.uri), "version": 1],
                "contentChanges": [
                    [
                        "range": [
                            "start": ["line": .int(line), "character": 12],
                            "end": ["line": .int(line), "character": 12],
                        ],
                        "text": "s",
                    ]
                ],
            ])
        let delta = try #require(
            session.request(
                "textDocument/semanticTokens/full/delta",
                ["textDocument": document, "previousResultId": full?["result"]?["resultId"] ?? nil]
            ).answers.first?["result"])
        let sent = (delta["edits"]?.arrayValue ?? []).map { Self.tokens($0).count }.reduce(0, +)
        #expect(sent <= 5, "one token's length changed; \(sent) numbers sent of \(held.count)")
        let fresh = session.request("textDocument/semanticTokens/full", ["textDocument": document]).answers.first
        #expect(Self.apply(delta, to: held) == Self.tokens(fresh?["result"]))
    }

    @Test func anUnknownResultIDGetsAllTheTokens() throws {
        let session = EditorSession(
            path: "Unknown.bind", bytes: Array("model A {\n    var b: Int\n}\n".utf8), countsUTF8: false)
        let document: JSONValue = ["uri": .string(session.uri)]
        let full = session.request("textDocument/semanticTokens/full", ["textDocument": document]).answers.first
        let answer = try #require(
            session.request(
                "textDocument/semanticTokens/full/delta", ["textDocument": document, "previousResultId": "no-such-id"]
            ).answers.first?["result"])
        #expect(answer["edits"] == nil)
        #expect(Self.tokens(answer) == Self.tokens(full?["result"]))
        #expect(!Self.tokens(answer).isEmpty)
    }

    @Test func aClosedDocumentsTokensAreForgotten() throws {
        let session = EditorSession(
            path: "Closed.bind", bytes: Array("model A {\n    var b: Int\n}\n".utf8), countsUTF8: false)
        let document: JSONValue = ["uri": .string(session.uri)]
        let full = session.request("textDocument/semanticTokens/full", ["textDocument": document]).answers.first
        session.notify("textDocument/didClose", ["textDocument": document])
        session.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": .string(session.uri), "languageId": "bind", "version": 0, "text": "model A {}\n"]])
        let answer = try #require(
            session.request(
                "textDocument/semanticTokens/full/delta",
                ["textDocument": document, "previousResultId": full?["result"]?["resultId"] ?? nil]
            ).answers.first?["result"])
        #expect(answer["edits"] == nil, "tokens from before the close are not what the editor shows now")
    }
}
