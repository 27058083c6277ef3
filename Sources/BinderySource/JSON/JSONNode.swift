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

/// Filled one element at a time by a single encoder, so the run-time exclusivity check on each access is left out.
final class JSONArrayBox {
    @exclusivity(unchecked) var elements: [JSONNode] = []
}

final class JSONObjectBox {
    /// The members in the order their keys were first encoded.
    @exclusivity(unchecked) private(set) var members: [(key: String, value: JSONNode)] = []
    /// Where each key is in ``members``, once there are more than a few: a struct's few keys are found faster by
    /// looking at each, a dictionary's thousands are not.
    private var positions: [String: Int]?

    /// Sets `key`; a key encoded again keeps its first place and takes the new value, as `JSONEncoder` does.
    func set(_ key: String, _ value: JSONNode) {
        if let index = position(of: key) {
            members[index].value = value
            return
        }
        positions?[key] = members.count
        members.append((key, value))
        if positions == nil, members.count > 16 {
            positions = Dictionary(uniqueKeysWithValues: members.indices.map { (members[$0].key, $0) })
        }
    }

    private func position(of key: String) -> Int? {
        if let positions { return positions[key] }
        return members.firstIndex { $0.key == key }
    }
}
