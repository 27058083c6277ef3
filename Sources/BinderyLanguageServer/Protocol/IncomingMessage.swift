import BinderyCompiler

/// One message from the client. The parsed body is kept, so typed parameters are decoded only once the method is
/// known, and only for methods the server handles.
struct IncomingMessage: Sendable {
    enum Kind: Sendable, Equatable {
        case request(RequestID, method: String)
        case notification(method: String)
        /// A response to a request the server sent; the server sends none it waits for, so these are dropped.
        case response
    }

    var kind: Kind
    var body: JSONValue

    /// Reads the envelope (`id`, `method`); throws a ``ResponseError`` for a body that is not a JSON-RPC message.
    init(body bytes: [UInt8]) throws(ResponseError) {
        let document: LocatedJSON
        do {
            document = try LocatedJSON.parse(bytes)
        } catch {
            throw .parseError("the message is not valid JSON at byte \(error.offset): \(error.message)")
        }
        body = JSONValue(document)
        let envelope: Envelope
        do {
            envelope = try JSONValueDecoder.decode(Envelope.self, from: body)
        } catch {
            // JSON, but no request, notification or response: JSON-RPC's Invalid Request, not a parse error.
            throw .invalidRequest(
                "the message is not a JSON-RPC request, notification or response: \(Self.describe(error))"
                    + " (an 'id' is a number or a string, a 'method' a string)")
        }
        switch (envelope.id, envelope.method) {
        case (let id?, let method?): kind = .request(id, method: method)
        case (nil, let method?): kind = .notification(method: method)
        case (_, nil): kind = .response
        }
    }

    var method: String? {
        switch kind {
        case .request(_, let method), .notification(let method): method
        case .response: nil
        }
    }

    var id: RequestID? {
        if case .request(let id, _) = kind { id } else { nil }
    }

    /// The `params`, decoded as `P`; a missing or malformed one is the client's mistake (InvalidParams).
    func params<P: Decodable>(_ type: P.Type) throws(ResponseError) -> P {
        do {
            guard let params = try JSONValueDecoder.decode(ParamsEnvelope<P>.self, from: body).params else {
                throw ResponseError.invalidParams("'\(method ?? "")' needs params")
            }
            return params
        } catch let error as ResponseError {
            throw error
        } catch {
            throw .invalidParams("invalid params for '\(method ?? "")': \(Self.describe(error))")
        }
    }

    private struct Envelope: Decodable {
        var id: RequestID?
        var method: String?
    }

    private struct ParamsEnvelope<P: Decodable>: Decodable {
        var params: P?
    }

    /// A decoding error as a short sentence naming the path to the bad field.
    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .keyNotFound(let key, let context):
            return "missing '\((context.codingPath + [key]).map(\.stringValue).joined(separator: "."))'"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            // The top level (a batch array for an object), or a number too large for its field.
            guard !context.codingPath.isEmpty else { return "a value of the wrong kind, or a number out of range" }
            return "bad value at '\(context.codingPath.map(\.stringValue).joined(separator: "."))'"
        @unknown default:
            return "\(error)"
        }
    }
}
