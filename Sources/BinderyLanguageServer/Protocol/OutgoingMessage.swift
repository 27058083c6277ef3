import BinderySource

/// Encodes what the server sends: responses, error responses, notifications and its own requests, as JSON-RPC 2.0
/// bodies.
enum OutgoingMessage {
    static func response(id: RequestID, result: some Encodable) -> [UInt8] {
        encode(Response(id: id, result: result))
    }

    static func error(id: RequestID?, _ error: ResponseError) -> [UInt8] {
        encode(ErrorResponse(id: id, error: error))
    }

    static func notification(method: String, params: some Encodable) -> [UInt8] {
        encode(Call(id: nil, method: method, params: params))
    }

    /// A request of the server's to the client; its response is read and ignored.
    static func request(id: RequestID, method: String, params: some Encodable) -> [UInt8] {
        encode(Call(id: id, method: method, params: params))
    }

    private static func encode(_ value: some Encodable) -> [UInt8] {
        do {
            return try JSONTextEncoder().encode(value)
        } catch {
            // Only a non-finite Double could fail here, and the server sends none; answer rather than go silent.
            return Array(#"{"jsonrpc":"2.0","id":null,"error":{"code":-32603,"message":"unencodable"}}"#.utf8)
        }
    }

    private enum Key: String, CodingKey {
        case jsonrpc, id, result, error, method, params
    }

    /// `result` is always written, as `null` for a request without one: JSON-RPC requires the key on success.
    private struct Response<Result: Encodable>: Encodable {
        var id: RequestID
        var result: Result

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode("2.0", forKey: .jsonrpc)
            try container.encode(id, forKey: .id)
            try container.encode(result, forKey: .result)
        }
    }

    /// `id` is `null` when the request's id could not be read.
    private struct ErrorResponse: Encodable {
        var id: RequestID?
        var error: ResponseError

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode("2.0", forKey: .jsonrpc)
            try container.encode(id, forKey: .id)
            try container.encode(error, forKey: .error)
        }
    }

    /// A request of the server's, or a notification, which has no `id`.
    private struct Call<Params: Encodable>: Encodable {
        var id: RequestID?
        var method: String
        var params: Params

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode("2.0", forKey: .jsonrpc)
            try container.encodeIfPresent(id, forKey: .id)
            try container.encode(method, forKey: .method)
            try container.encode(params, forKey: .params)
        }
    }
}
