import BinderyLanguageServer
import Foundation

/// An editor's side of a `bindery lsp` session, in process: the server runs ``Connection/run(input:output:)`` on a
/// thread over two pipes, and the client writes framed messages and reads framed replies, as VS Code does.
final class PipeClient: @unchecked Sendable {
    private let toServer = Pipe()
    private let fromServer = Pipe()
    // Guards everything below.
    private let condition = NSCondition()
    private var received: [JSONValue] = []
    private var nextID = 1
    private var serverExitStatus: Int32?

    /// Starts the server and sends `initialize` (with `rootUri` when given) and `initialized`.
    init(root: URL?, capabilities: JSONValue = [:]) {
        let input = toServer.fileHandleForReading.fileDescriptor
        let output = fromServer.fileHandleForWriting.fileDescriptor
        Thread { [self] in
            let status = Connection.run(input: input, output: output)
            condition.lock()
            serverExitStatus = status
            condition.broadcast()
            condition.unlock()
        }.start()
        Thread { [self] in readReplies() }.start()
        let rootURI: JSONValue = root.map { .string($0.absoluteString) } ?? nil
        initializeResult = request("initialize", ["processId": nil, "rootUri": rootURI, "capabilities": capabilities])
        notify("initialized", [:])
    }

    /// The response to `initialize`.
    private(set) var initializeResult: JSONValue = nil

    deinit {
        try? toServer.fileHandleForWriting.close()
        try? fromServer.fileHandleForWriting.close()
    }

    func send(_ message: JSONValue) {
        send(raw: (try? JSONEncoder().encode(message)) ?? Data())
    }

    /// Several messages in one write, as a client sends a burst: the server reads them together.
    func send(batch messages: [JSONValue]) {
        var framed = Data()
        for message in messages {
            let body = (try? JSONEncoder().encode(message)) ?? Data()
            framed.append(Data("Content-Length: \(body.count)\r\n\r\n".utf8))
            framed.append(body)
        }
        toServer.fileHandleForWriting.write(framed)
    }

    func send(raw body: Data) {
        var framed = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
        framed.append(body)
        toServer.fileHandleForWriting.write(framed)
    }

    /// Sends a request and waits for the response with its id; the whole response (`result` or `error`).
    @discardableResult
    func request(_ method: String, _ params: JSONValue) -> JSONValue {
        condition.lock()
        let id = nextID
        nextID += 1
        condition.unlock()
        send(["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params])
        return waitFor { $0["id"] == .int(id) } ?? [
            "missing": .string("no response to \(method) within the time limit")
        ]
    }

    func notify(_ method: String, _ params: JSONValue) {
        send(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    /// Opens the document `uri` with `text`, as an editor does when it shows a spec.
    func open(_ uri: String, _ text: String, version: Int = 1) {
        notify(
            "textDocument/didOpen",
            [
                "textDocument": [
                    "uri": .string(uri), "languageId": "bind", "version": .int(version), "text": .string(text),
                ]
            ])
    }

    /// The first message received (now or within `timeout` seconds) that matches; it is taken off the list.
    func waitFor(timeout: TimeInterval = 20, _ matches: (JSONValue) -> Bool) -> JSONValue? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = received.firstIndex(where: matches) {
                return received.remove(at: index)
            }
            guard condition.wait(until: deadline) else { return nil }
        }
    }

    /// The next `publishDiagnostics` for `uri` whose list satisfies `matches`; earlier ones for it are dropped.
    func diagnostics(for uri: String, where matches: ([JSONValue]) -> Bool = { _ in true }) -> [JSONValue]? {
        while let message = waitFor(
            timeout: 20, { $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["uri"] == .string(uri) })
        {
            let list = message["params"]?["diagnostics"]?.arrayValue ?? []
            if matches(list) { return list }
        }
        return nil
    }

    /// Every message received and not yet taken.
    var pending: [JSONValue] {
        condition.lock()
        defer { condition.unlock() }
        return received
    }

    /// Sends `shutdown` and `exit`, and waits for the server's exit status.
    func shutDown() -> Int32? {
        request("shutdown", nil)
        notify("exit", nil)
        return exitStatus()
    }

    func exitStatus(timeout: TimeInterval = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while serverExitStatus == nil {
            guard condition.wait(until: deadline) else { break }
        }
        return serverExitStatus
    }

    private func readReplies() {
        var reader = MessageFraming.Reader()
        let handle = fromServer.fileHandleForReading
        while true {
            let data = handle.availableData
            guard !data.isEmpty else { return }
            reader.append([UInt8](data))
            while let item = reader.next() {
                guard case .message(let body) = item, let message = JSONValue.parse(body)
                else { continue }
                condition.lock()
                received.append(message)
                condition.broadcast()
                condition.unlock()
            }
        }
    }
}
