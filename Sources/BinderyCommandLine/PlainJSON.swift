import BinderySource

/// Writes the plain values ``ModuleDump`` builds (strings, integers, booleans, arrays, string-keyed dictionaries and
/// ``null``) as JSON, indented, keys sorted, slashes unescaped: as `JSONSerialization` wrote them, through
/// ``JSONTextEncoder``.
struct PlainJSON: Encodable {
    /// JSON's `null`, where a dictionary's value cannot be `nil`.
    static var null: Any { Null() }

    private struct Null {}

    private let value: Any

    /// The JSON text of `value`; nil when it holds anything but the values above.
    static func text(_ value: Any) -> String? {
        try? JSONTextEncoder(prettyPrinted: true, sortedKeys: true).text(of: PlainJSON(value: value))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch value {
        case let text as String: try container.encode(text)
        // Before Int: a Bool must not be read as a number.
        case let flag as Bool: try container.encode(flag)
        case let number as Int: try container.encode(number)
        case let array as [Any]: try container.encode(array.map(PlainJSON.init))
        case let object as [String: Any]: try container.encode(object.mapValues(PlainJSON.init))
        case is Null: try container.encodeNil()
        default:
            throw EncodingError.invalidValue(
                value, .init(codingPath: encoder.codingPath, debugDescription: "not a plain JSON value"))
        }
    }
}
