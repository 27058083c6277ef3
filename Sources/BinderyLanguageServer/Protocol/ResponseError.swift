/// The `error` of a response: a JSON-RPC or LSP error code and a message the editor may show.
public struct ResponseError: Error, Hashable, Sendable, Codable {
    public var code: Int
    public var message: String

    public init(code: Int, message: String) {
        self.code = code
        self.message = message
    }

    // JSON-RPC 2.0's codes.
    public static func parseError(_ message: String) -> ResponseError { .init(code: -32700, message: message) }
    public static func invalidRequest(_ message: String) -> ResponseError { .init(code: -32600, message: message) }
    public static func methodNotFound(_ method: String) -> ResponseError {
        .init(code: -32601, message: "method '\(method)' is not supported")
    }
    public static func invalidParams(_ message: String) -> ResponseError { .init(code: -32602, message: message) }
    public static func internalError(_ message: String) -> ResponseError { .init(code: -32603, message: message) }

    // LSP's codes.
    public static let serverNotInitialized = ResponseError(
        code: -32002, message: "the server has not been initialized; send 'initialize' first")
    public static let requestCancelled = ResponseError(code: -32800, message: "the request was cancelled")
    /// A request that is valid but cannot be carried out, such as a rename to a name that is taken.
    public static func requestFailed(_ message: String) -> ResponseError { .init(code: -32803, message: message) }
}
