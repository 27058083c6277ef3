import BinderyLanguageServer
import BinderySource
import Foundation
import Testing

/// `initialize`, `shutdown` and `exit`, and how requests are answered around them, through the real framing.
@Suite struct LifecycleTests {
    @Test func initializeAnnouncesEveryCapabilityAndUTF16Positions() {
        let client = PipeClient(root: nil)
        let capabilities = client.initializeResult["result"]?["capabilities"]
        #expect(capabilities?["positionEncoding"] == "utf-16")
        #expect(capabilities?["textDocumentSync"]?["change"] == 2)
        for provider in [
            "hoverProvider", "definitionProvider", "referencesProvider", "renameProvider", "completionProvider",
            "documentSymbolProvider", "documentFormattingProvider", "codeActionProvider", "semanticTokensProvider",
            "documentHighlightProvider", "workspaceSymbolProvider", "typeDefinitionProvider", "implementationProvider",
            "declarationProvider",
        ] {
            #expect(capabilities?[provider] != nil, "\(provider)")
        }
        #expect(capabilities?["semanticTokensProvider"]?["full"]?["delta"] == true)
        #expect(client.initializeResult["result"]?["serverInfo"]?["name"] == "bindery")
        #expect(
            client.initializeResult["result"]?["serverInfo"]?["version"] == .string(BinderyVersion.current),
            "the version 'bindery --version' prints")
        #expect(client.shutDown() == 0)
    }

    @Test func utf8PositionsWhenTheClientOffersThem() {
        let client = PipeClient(root: nil, capabilities: ["general": ["positionEncodings": ["utf-16", "utf-8"]]])
        #expect(client.initializeResult["result"]?["capabilities"]?["positionEncoding"] == "utf-8")
        _ = client.shutDown()
    }

    @Test func unknownMethodsAreMethodNotFoundAndNotificationsAreNeverAnswered() {
        let client = PipeClient(root: nil)
        client.notify("workspace/somethingNew", ["x": 1])
        client.notify("$/setTrace", ["value": "off"])
        client.notify("textDocument/didChange", ["garbage": true])  // malformed: logged, not answered
        let unknown = client.request("textDocument/codeLens", [:])
        #expect(unknown["error"]?["code"] == -32601)
        let dollar = client.request("$/somethingOptional", [:])
        #expect(dollar["error"]?["code"] == -32601)
        #expect(client.pending.allSatisfy { $0["id"] == nil }, "only notifications besides the two responses")
        #expect(client.shutDown() == 0)
    }

    @Test func malformedParamsAreInvalidParams() {
        let client = PipeClient(root: nil)
        let response = client.request("textDocument/hover", ["textDocument": 3])
        #expect(response["error"]?["code"] == -32602)
        // A number no Int holds is named for what it is, not as a bad value at an empty path.
        let huge = client.request(
            "textDocument/hover",
            ["textDocument": ["uri": "file:///a.bind"], "position": ["line": .double(1e30), "character": 0]])
        #expect(huge["error"]?["code"] == -32602)
        #expect(
            huge["error"]?["message"]
                == "invalid params for 'textDocument/hover': a value of the wrong kind, or a number out of range")
        _ = client.shutDown()
    }

    @Test func invalidJSONGetsAParseErrorWithANullID() {
        let client = PipeClient(root: nil)
        client.send(raw: Data("{not json".utf8))
        let error = client.waitFor { $0["error"] != nil }
        #expect(error?["error"]?["code"] == -32700)
        #expect(error?["id"] == .null)
        #expect(client.request("shutdown", nil)["result"] == .null)
    }

    /// JSON that is no JSON-RPC message is InvalidRequest (the client sent the wrong thing, not unreadable bytes),
    /// said in words naming the field, and the server goes on.
    @Test(arguments: [
        (#"{"jsonrpc":"2.0","id":{"n":1},"method":"shutdown"}"#, "bad value at 'id'"),
        (#"{"jsonrpc":"2.0","id":1,"method":5}"#, "bad value at 'method'"),
        ("[]", "a value of the wrong kind, or a number out of range"),
    ])
    func jsonThatIsNoMessageIsAnInvalidRequest(body: String, problem: String) {
        let client = PipeClient(root: nil)
        client.send(raw: Data(body.utf8))
        let error = client.waitFor { $0["error"] != nil }
        #expect(error?["error"]?["code"] == -32600)
        #expect(error?["id"] == .null)
        #expect(
            error?["error"]?["message"]
                == .string(
                    "the message is not a JSON-RPC request, notification or response: \(problem)"
                        + " (an 'id' is a number or a string, a 'method' a string)"))
        #expect(client.request("shutdown", nil)["result"] == .null)
    }

    /// A message nesting deeper than any client sends is refused, not read down the stack until the server dies.
    @Test func deeplyNestedJSONGetsAParseErrorAndTheServerGoesOn() {
        let client = PipeClient(root: nil)
        client.send(raw: Data(String(repeating: "[", count: 200_000).utf8))
        let error = client.waitFor { $0["error"] != nil }
        #expect(error?["error"]?["code"] == -32700)
        #expect(
            error?["error"]?["message"]
                == "the message is not valid JSON at byte 512: objects and arrays nest more than 512 levels deep")
        #expect(client.request("shutdown", nil)["result"] == .null)
    }

    @Test func requestsBeforeInitializeAreRefused() {
        var sent: [JSONValue] = []
        let server = LanguageServer(send: { sent.append(JSONValue.parse($0) ?? nil) })
        server.handle(Array(#"{"jsonrpc":"2.0","id":1,"method":"textDocument/hover","params":{}}"#.utf8))
        server.handle(Array(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{}}"#.utf8))
        #expect(sent.count == 1)
        #expect(sent.first?["error"]?["code"] == -32002)
    }

    @Test func afterShutdownOnlyExitIsAccepted() {
        let client = PipeClient(root: nil)
        #expect(client.request("shutdown", nil)["result"] == .null)
        #expect(client.request("textDocument/hover", [:])["error"]?["code"] == -32600)
        client.notify("exit", nil)
        #expect(client.exitStatus() == 0)
    }

    @Test func exitWithoutShutdownExitsWithOne() {
        let client = PipeClient(root: nil)
        client.notify("exit", nil)
        #expect(client.exitStatus() == 1)
    }

    @Test func aRequestCancelledWhileWaitingIsAnsweredCancelledThroughTheConnection() {
        let client = PipeClient(root: nil)
        let uri: JSONValue = "untitled:Big"
        // A large document makes the first hover slow (its compilation), so the cancellation of the second one,
        // sent in the same write, is read while the second still waits in the queue.
        let text = (0..<3000).map { "model M\($0) {\n    var x: Int = \($0)\n}\n" }.joined()
        let position: JSONValue = ["line": 0, "character": 7]
        client.send(batch: [
            [
                "jsonrpc": "2.0", "method": "textDocument/didOpen",
                "params": ["textDocument": ["uri": uri, "languageId": "bind", "version": 1, "text": .string(text)]],
            ],
            [
                "jsonrpc": "2.0", "id": 100, "method": "textDocument/hover",
                "params": ["textDocument": ["uri": uri], "position": position],
            ],
            [
                "jsonrpc": "2.0", "id": 101, "method": "textDocument/hover",
                "params": ["textDocument": ["uri": uri], "position": position],
            ],
            ["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": 101]],
        ])
        let first = client.waitFor { $0["id"] == 100 }
        let second = client.waitFor { $0["id"] == 101 }
        #expect(first?["result"]?["contents"] != nil)
        #expect(second?["error"]?["code"] == -32800)
        #expect(client.shutDown() == 0)
    }

    @Test func aCancelledRequestIsAnsweredCancelled() {
        var sent: [JSONValue] = []
        let server = LanguageServer(
            send: { sent.append(JSONValue.parse($0) ?? nil) },
            isCancelled: { $0 == .number(7) })
        server.handle(Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#.utf8))
        server.handle(Array(#"{"jsonrpc":"2.0","id":7,"method":"textDocument/hover","params":{}}"#.utf8))
        server.handle(Array(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":7}}"#.utf8))
        #expect(sent.count == 2)
        #expect(sent.last?["id"] == 7)
        #expect(sent.last?["error"]?["code"] == -32800)
    }
}
