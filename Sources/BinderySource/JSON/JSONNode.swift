/// A JSON value as ``JSONTextEncoder`` builds it from `Encodable` values, before it is written out.
///
/// Objects and arrays are boxes, since a container an `Encodable` asks for is filled after it is stored in its
/// parent. An object keeps its keys in the order they were first encoded, so unsorted output follows the code.
enum JSONNode {
    case null
    case bool(Bool)
    /// A number as it is written: `12`, `-0.5`, `1e+20`.
    case number(String)
    case string(String)
    case array(JSONArrayBox)
    case object(JSONObjectBox)
    /// What an encoder made by `superEncoder()` holds, read once it is written out.
    case deferred(JSONTreeEncoder)
}

final class JSONArrayBox {
    var elements: [JSONNode] = []
}

final class JSONObjectBox {
    private(set) var keys: [String] = []
    private var values: [String: JSONNode] = [:]

    /// Sets `key`; a key encoded again keeps its first place and takes the new value, as `JSONEncoder` does.
    subscript(key: String) -> JSONNode? {
        get { values[key] }
        set {
            if values.updateValue(newValue ?? .null, forKey: key) == nil { keys.append(key) }
        }
    }

    var members: [(key: String, value: JSONNode)] {
        keys.map { ($0, values[$0] ?? .null) }
    }
}
