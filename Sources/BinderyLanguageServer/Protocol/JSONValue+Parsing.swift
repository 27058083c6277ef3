import BinderyCompiler

extension JSONValue {
    /// Parses JSON text without the trial decoding that `Decodable` needs for an untyped value (which throws
    /// and catches once per value): for reading whole messages whose shape is not known, as clients and tests do.
    public static func parse(_ bytes: [UInt8]) -> JSONValue? {
        guard let document = try? LocatedJSON.parse(bytes) else { return nil }
        return JSONValue(document)
    }

    /// The value a parsed document holds.
    init(_ document: LocatedJSON) {
        switch document.value {
        case .object(let members):
            // A key given twice keeps its last value, as `JSONSerialization` kept it.
            self = .object(Dictionary(members.map { ($0.key, JSONValue($0.value)) }, uniquingKeysWith: { $1 }))
        case .array(let elements): self = .array(elements.map(JSONValue.init))
        case .string(let text): self = .string(text)
        case .number(let text): self = Self.number(text)
        case .bool(let value): self = .bool(value)
        case .null: self = .null
        }
    }

    /// An integer when written as one (no fraction, no exponent) and it fits an `Int`, any other number a `Double`:
    /// how `JSONSerialization` told them apart.
    private static func number(_ text: String) -> JSONValue {
        if !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }), let value = Int(text) { return .int(value) }
        return Double(text).map(JSONValue.double) ?? .null
    }
}
