import BinderyLanguageServer
import Foundation

/// A server driven by direct calls, without pipes or threads, and with only the envelope of each answer read:
/// for tests that send tens of thousands of requests.
final class DirectServer {
    /// What a test needs to know of an answer: whom it answers, and whether it is a result or an error.
    struct Reply: Decodable {
        struct Failure: Decodable {
            var code: Int
            var message: String
        }
        var id: Int?
        var method: String?
        var hasResult: Bool
        var error: Failure?
        /// For `publishDiagnostics`: the document's URI and how many diagnostics it has.
        var uri: String?
        var diagnosticCount: Int?

        enum Key: String, CodingKey {
            case id, method, result, error, params
        }

        private struct Published: Decodable {
            struct Anything: Decodable {}
            var uri: String
            var diagnostics: [Anything]
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            id = try container.decodeIfPresent(Int.self, forKey: .id)
            method = try container.decodeIfPresent(String.self, forKey: .method)
            hasResult = container.contains(.result)
            error = try container.decodeIfPresent(Failure.self, forKey: .error)
            if method == "textDocument/publishDiagnostics" {
                let published = try container.decode(Published.self, forKey: .params)
                uri = published.uri
                diagnosticCount = published.diagnostics.count
            }
        }
    }

    private(set) var sent: [[UInt8]] = []
    private var server: LanguageServer!
    private var nextID = 1

    init(root: URL? = nil) {
        server = LanguageServer(send: { [unowned self] in sent.append($0) })
        let rootURI = root.map { Self.quoted($0.absoluteString) } ?? "null"
        _ = request("initialize", #"{"rootUri":\#(rootURI),"capabilities":{}}"#)
        notify("initialized", "{}")
    }

    /// A JSON string literal.
    static func quoted(_ text: String) -> String {
        String(decoding: (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8), as: UTF8.self)
    }

    func notify(_ method: String, _ params: String) {
        server.handle(Array(#"{"jsonrpc":"2.0","method":"\#(method)","params":\#(params)}"#.utf8))
    }

    /// The answers to the request: there must be exactly one.
    func request(_ method: String, _ params: String) -> [Reply] {
        let id = nextID
        nextID += 1
        sent.removeAll()
        server.handle(Array(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#.utf8))
        return replies().filter { $0.id == id }
    }

    /// Publishes what an idle server publishes, and returns those notifications.
    func idle() -> [Reply] {
        sent.removeAll()
        server.becameIdle()
        return replies()
    }

    private func replies() -> [Reply] {
        sent.map { (try? JSONDecoder().decode(Reply.self, from: Data($0))) ?? Reply.unreadable }
    }
}

extension DirectServer.Reply {
    /// Stands for a message that is not JSON-RPC, which no test accepts.
    static var unreadable: Self {
        try! JSONDecoder().decode(Self.self, from: Data(#"{"method":"unreadable"}"#.utf8))
    }
}
