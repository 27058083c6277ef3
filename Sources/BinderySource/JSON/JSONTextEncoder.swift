/// Encodes `Encodable` values as JSON text, as Foundation's `JSONEncoder` does with `.withoutEscapingSlashes`: the
/// `bindery` executable links no Foundation, whose loading was most of its start-up time (issue 14).
///
/// Unsorted objects keep their keys in the order they were encoded (`JSONEncoder` wrote them in hash order, which
/// changed from run to run); a `[String: V]` dictionary's are in its own order.
public struct JSONTextEncoder: Sendable {
    /// One member or element a line, indented by two spaces, `"key" : value`.
    public var prettyPrinted: Bool
    /// Object keys in the order of their UTF-8 bytes, so the output is the same every run.
    public var sortedKeys: Bool

    public init(prettyPrinted: Bool = false, sortedKeys: Bool = false) {
        self.prettyPrinted = prettyPrinted
        self.sortedKeys = sortedKeys
    }

    /// The UTF-8 text of `value`; throws the `EncodingError` of a value JSON cannot hold (an infinite `Double`).
    public func encode(_ value: some Encodable) throws -> [UInt8] {
        var writer = JSONTextWriter(prettyPrinted: prettyPrinted, sortedKeys: sortedKeys)
        writer.write(try JSONTreeEncoder.node(of: value, at: []))
        return writer.bytes
    }

    /// ``encode(_:)`` as a `String`.
    public func text(of value: some Encodable) throws -> String {
        String(decoding: try encode(value), as: UTF8.self)
    }
}
