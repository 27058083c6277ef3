import BinderyLanguageServer
import Foundation

/// One open document in an in-process server, every message the server sends read whole: for tests that look at
/// what an answer says, not only that it came.
final class EditorSession {
    let uri: String
    let key: String
    var buffer: EditorBuffer
    var version = 0
    var sent: [JSONValue] = []
    var diagnostics: [JSONValue] = []
    var nextID = 1
    var server: LanguageServer!

    init(path: String, bytes: [UInt8], countsUTF8: Bool) {
        uri = "file:///nonexistent-bindery-folder/" + URL(fileURLWithPath: path).lastPathComponent
        key = "/nonexistent-bindery-folder/" + URL(fileURLWithPath: path).lastPathComponent
        // The editor decodes the file: bytes that are not UTF-8 are U+FFFD in what it holds and sends.
        buffer = EditorBuffer(Array(String(decoding: bytes, as: UTF8.self).utf8), countsUTF8: countsUTF8)
        server = LanguageServer(send: { [unowned self] in sent.append(JSONValue.parse($0) ?? "unreadable") })
        let encodings: JSONValue = countsUTF8 ? ["utf-8", "utf-16"] : ["utf-16"]
        _ = request("initialize", ["rootUri": nil, "capabilities": ["general": ["positionEncodings": encodings]]])
        notify("initialized", [:])
        notify(
            "textDocument/didOpen",
            [
                "textDocument": [
                    "uri": .string(uri), "languageId": "bind", "version": 0, "text": .string(buffer.text),
                ]
            ])
    }

    func notify(_ method: String, _ params: JSONValue) {
        server.handle(encode(["jsonrpc": "2.0", "method": .string(method), "params": params]))
    }

    /// The answers to a request, and how long the server took.
    func request(_ method: String, _ params: JSONValue) -> (answers: [JSONValue], seconds: Double) {
        let id = nextID
        nextID += 1
        sent.removeAll()
        let started = Date()
        server.handle(encode(["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params]))
        let seconds = Date().timeIntervalSince(started)
        return (sent.filter { $0["id"] == .int(id) }, seconds)
    }

    func idle() {
        sent.removeAll()
        server.becameIdle()
        for message in sent where message["params"]?["uri"] == .string(uri) {
            diagnostics = message["params"]?["diagnostics"]?.arrayValue ?? []
        }
    }

    private func encode(_ value: JSONValue) -> [UInt8] {
        Array((try? JSONEncoder().encode(value)) ?? Data())
    }
}
