/// The `Encoder` behind ``JSONTextEncoder``: turns an `Encodable` value into a ``JSONNode``.
///
/// It keeps what `JSONEncoder` does where the output shows it: an optional left out by `encodeIfPresent` is no key
/// at all, a value that encodes nothing is `{}`, a number is written as Swift describes it (without a trailing
/// `.0`), and a non-finite one is an error.
final class JSONTreeEncoder: Encoder {
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    /// What has been encoded so far; nil until something is.
    private(set) var node: JSONNode?

    init(codingPath: [any CodingKey] = []) {
        self.codingPath = codingPath
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        // Asked twice (a type encodes a part of itself, then its own keys), both write into one object.
        let box: JSONObjectBox
        if case .object(let existing) = node {
            box = existing
        } else {
            box = JSONObjectBox()
            node = .object(box)
        }
        return KeyedEncodingContainer(JSONKeyedEncoding<Key>(box: box, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let box: JSONArrayBox
        if case .array(let existing) = node {
            box = existing
        } else {
            box = JSONArrayBox()
            node = .array(box)
        }
        return JSONUnkeyedEncoding(box: box, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        JSONSingleValueEncoding(encoder: self)
    }

    fileprivate func set(_ value: JSONNode) {
        node = value
    }

    /// The node of `value`, encoded at `path`. The path is made only for a value that is not a leaf (or a leaf JSON
    /// cannot hold): an array of a hundred thousand numbers would otherwise make a hundred thousand paths.
    static func node<Value: Encodable>(of value: Value, at path: @autoclosure () -> [any CodingKey]) throws
        -> JSONNode
    {
        // The leaf most messages are made of, told by its type alone: cheaper than a cast.
        if Value.self == Int.self { return .number(String(unsafeBitCast(value, to: Int.self))) }
        if let leaf = value as? any JSONLeaf { return try leaf.node(at: path) }
        if let number = value as? any FixedWidthInteger { return .number("\(number)") }
        let encoder = JSONTreeEncoder(codingPath: path())
        try value.encode(to: encoder)
        return encoder.node ?? .object(JSONObjectBox())
    }

    static func floatingNode<Number: BinaryFloatingPoint & LosslessStringConvertible>(
        _ value: Number, at path: @autoclosure () -> [any CodingKey]
    ) throws -> JSONNode {
        guard value.isFinite else {
            throw EncodingError.invalidValue(
                value,
                .init(
                    codingPath: path(), debugDescription: "Unable to encode \(Number.self).\(value) directly in JSON."))
        }
        let text = value.description
        return .number(text.hasSuffix(".0") ? String(text.dropLast(2)) : text)
    }
}

/// The values JSON holds directly. Caught by ``JSONTreeEncoder/node(of:at:)``, not left to their own `encode(to:)`:
/// that asks a single value container, whose default for `UInt8` and the like hands the value back to `encode<T>` and
/// so here again. Also faster: large arrays of numbers are the bulk of some messages, and one cast to this protocol
/// costs less than one to each leaf type in turn.
private protocol JSONLeaf {
    func node(at path: () -> [any CodingKey]) throws -> JSONNode
}

extension String: JSONLeaf {
    fileprivate func node(at path: () -> [any CodingKey]) -> JSONNode { .string(self) }
}

extension Bool: JSONLeaf {
    fileprivate func node(at path: () -> [any CodingKey]) -> JSONNode { .bool(self) }
}

extension Double: JSONLeaf {
    fileprivate func node(at path: () -> [any CodingKey]) throws -> JSONNode {
        try JSONTreeEncoder.floatingNode(self, at: path())
    }
}

extension Float: JSONLeaf {
    fileprivate func node(at path: () -> [any CodingKey]) throws -> JSONNode {
        try JSONTreeEncoder.floatingNode(self, at: path())
    }
}

/// The standard integers; any other `FixedWidthInteger` is caught after these.
extension JSONLeaf where Self: FixedWidthInteger {
    fileprivate func node(at path: () -> [any CodingKey]) -> JSONNode { .number(String(self)) }
}

extension Int: JSONLeaf {}
extension Int8: JSONLeaf {}
extension Int16: JSONLeaf {}
extension Int32: JSONLeaf {}
extension Int64: JSONLeaf {}
extension UInt: JSONLeaf {}
extension UInt8: JSONLeaf {}
extension UInt16: JSONLeaf {}
extension UInt32: JSONLeaf {}
extension UInt64: JSONLeaf {}

/// An index in an array, as a key in a coding path: `Index 3`, as `JSONEncoder` and `JSONDecoder` name it.
package struct JSONIndexKey: CodingKey {
    package var intValue: Int?
    package var stringValue: String { "Index \(intValue ?? 0)" }

    package init(_ index: Int) {
        intValue = index
    }

    package init?(intValue: Int) {
        self.intValue = intValue
    }

    package init?(stringValue: String) {
        nil
    }
}

/// A key for `superEncoder()`: `super`, as `JSONEncoder` names it.
private struct JSONSuperKey: CodingKey {
    var stringValue: String { "super" }
    var intValue: Int? { nil }
    init() {}
    init?(stringValue: String) {}
    init?(intValue: Int) { nil }
}

private struct JSONKeyedEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let box: JSONObjectBox
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws {
        box.set(key.stringValue, .null)
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws {
        box.set(key.stringValue, .bool(value))
    }

    mutating func encode(_ value: String, forKey key: Key) throws {
        box.set(key.stringValue, .string(value))
    }

    mutating func encode(_ value: Double, forKey key: Key) throws {
        box.set(key.stringValue, try JSONTreeEncoder.floatingNode(value, at: codingPath + [key]))
    }

    mutating func encode(_ value: Float, forKey key: Key) throws {
        box.set(key.stringValue, try JSONTreeEncoder.floatingNode(value, at: codingPath + [key]))
    }

    mutating func encode(_ value: Int, forKey key: Key) throws {
        box.set(key.stringValue, .number(String(value)))
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        box.set(key.stringValue, try JSONTreeEncoder.node(of: value, at: codingPath + [key]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = JSONObjectBox()
        box.set(key.stringValue, .object(nested))
        return KeyedEncodingContainer(JSONKeyedEncoding<NestedKey>(box: nested, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = JSONArrayBox()
        box.set(key.stringValue, .array(nested))
        return JSONUnkeyedEncoding(box: nested, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        superEncoder(named: JSONSuperKey())
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        superEncoder(named: key)
    }

    private func superEncoder(named key: any CodingKey) -> any Encoder {
        let encoder = JSONTreeEncoder(codingPath: codingPath + [key])
        box.set(key.stringValue, .deferred(encoder))
        return encoder
    }
}

private struct JSONUnkeyedEncoding: UnkeyedEncodingContainer {
    let box: JSONArrayBox
    let codingPath: [any CodingKey]
    var count: Int { box.elements.count }

    private var nextPath: [any CodingKey] { codingPath + [JSONIndexKey(count)] }

    mutating func encodeNil() throws {
        box.elements.append(.null)
    }

    mutating func encode(_ value: Bool) throws {
        box.elements.append(.bool(value))
    }

    mutating func encode(_ value: String) throws {
        box.elements.append(.string(value))
    }

    mutating func encode(_ value: Double) throws {
        box.elements.append(try JSONTreeEncoder.floatingNode(value, at: nextPath))
    }

    mutating func encode(_ value: Float) throws {
        box.elements.append(try JSONTreeEncoder.floatingNode(value, at: nextPath))
    }

    mutating func encode(_ value: Int) throws {
        box.elements.append(.number(String(value)))
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        box.elements.append(try JSONTreeEncoder.node(of: value, at: nextPath))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        let nested = JSONObjectBox()
        let path = nextPath
        box.elements.append(.object(nested))
        return KeyedEncodingContainer(JSONKeyedEncoding<NestedKey>(box: nested, codingPath: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = JSONArrayBox()
        let path = nextPath
        box.elements.append(.array(nested))
        return JSONUnkeyedEncoding(box: nested, codingPath: path)
    }

    mutating func superEncoder() -> any Encoder {
        let encoder = JSONTreeEncoder(codingPath: nextPath)
        box.elements.append(.deferred(encoder))
        return encoder
    }
}

private struct JSONSingleValueEncoding: SingleValueEncodingContainer {
    let encoder: JSONTreeEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws {
        encoder.set(.null)
    }

    mutating func encode(_ value: Bool) throws {
        encoder.set(.bool(value))
    }

    mutating func encode(_ value: String) throws {
        encoder.set(.string(value))
    }

    mutating func encode(_ value: Double) throws {
        encoder.set(try JSONTreeEncoder.floatingNode(value, at: codingPath))
    }

    mutating func encode(_ value: Float) throws {
        encoder.set(try JSONTreeEncoder.floatingNode(value, at: codingPath))
    }

    mutating func encode(_ value: Int) throws {
        encoder.set(.number(String(value)))
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        encoder.set(try JSONTreeEncoder.node(of: value, at: codingPath))
    }
}
