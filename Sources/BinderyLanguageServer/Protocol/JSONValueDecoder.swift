import BinderySource

/// Decodes `Decodable` values from a parsed ``JSONValue``, as Foundation's `JSONDecoder` decodes them from text: the
/// `bindery` executable links no Foundation (issue 14).
///
/// Its errors are `JSONDecoder`'s, down to their wording, since a client reads them in an error's message: a missing
/// key is `keyNotFound`, `null` where a value must be is `valueNotFound`, a value of another kind is `typeMismatch`
/// ("Expected to decode Int but found a string instead."), and a number out of a type's range is `dataCorrupted`.
package struct JSONValueDecoder: Decoder {
    package let value: JSONValue
    package let codingPath: [any CodingKey]
    package var userInfo: [CodingUserInfoKey: Any] { [:] }

    package init(_ value: JSONValue, codingPath: [any CodingKey] = []) {
        self.value = value
        self.codingPath = codingPath
    }

    /// `T` decoded from `value`.
    package static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        try T(from: JSONValueDecoder(value))
    }

    package func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        switch value {
        case .object(let members):
            return KeyedDecodingContainer(JSONKeyedDecoding<Key>(members: members, codingPath: codingPath))
        case .null:
            throw DecodingError.valueNotFound(
                [String: Any].self,
                .init(
                    codingPath: codingPath,
                    debugDescription: "Cannot get keyed decoding container -- found null value instead"))
        default:
            throw Self.mismatch([String: Any].self, value, at: codingPath)
        }
    }

    package func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        switch value {
        case .array(let elements):
            return JSONUnkeyedDecoding(elements: elements, codingPath: codingPath)
        case .null:
            throw DecodingError.valueNotFound(
                [Any].self,
                .init(
                    codingPath: codingPath,
                    debugDescription: "Cannot get unkeyed decoding container -- found null value instead"))
        default:
            throw Self.mismatch([Any].self, value, at: codingPath)
        }
    }

    package func singleValueContainer() throws -> any SingleValueDecodingContainer {
        JSONSingleValueDecoding(value: value, codingPath: codingPath)
    }

    /// `value` as one of the types JSON holds directly, else decoded by `T`'s own `init(from:)`. The leaves must be
    /// caught here: `UInt8(from:)` asks a single value container, whose default hands the type back to `decode<T>`.
    static func unbox<T: Decodable>(_ type: T.Type, _ value: JSONValue, at path: [any CodingKey]) throws -> T {
        switch T.self {
        case is String.Type: return try string(value, at: path) as! T
        case is Bool.Type: return try bool(value, at: path) as! T
        case is Double.Type: return try double(value, at: path) as! T
        case is Float.Type: return try float(value, at: path) as! T
        case let integerType as any FixedWidthInteger.Type: return try integer(integerType, value, at: path) as! T
        default: return try T(from: JSONValueDecoder(value, codingPath: path))
        }
    }

    static func string(_ value: JSONValue, at path: [any CodingKey]) throws -> String {
        guard case .string(let text) = value else { throw failure(String.self, value, at: path) }
        return text
    }

    static func bool(_ value: JSONValue, at path: [any CodingKey]) throws -> Bool {
        guard case .bool(let flag) = value else { throw failure(Bool.self, value, at: path) }
        return flag
    }

    /// An integer written as one, or as a number with no fraction (`1.0`, `1e2`), that fits `T`.
    static func integer<T: FixedWidthInteger>(_ type: T.Type, _ value: JSONValue, at path: [any CodingKey]) throws -> T
    {
        let result: T?
        switch value {
        case .int(let number): result = T(exactly: number)
        case .double(let number): result = T(exactly: number)
        default: throw failure(T.self, value, at: path)
        }
        guard let result else { throw notValidJSON }
        return result
    }

    static func double(_ value: JSONValue, at path: [any CodingKey]) throws -> Double {
        switch value {
        case .int(let number): return Double(number)
        case .double(let number): return number
        default: throw failure(Double.self, value, at: path)
        }
    }

    static func float(_ value: JSONValue, at path: [any CodingKey]) throws -> Float {
        let result = Float(try double(value, at: path))
        guard result.isFinite else { throw notValidJSON }
        return result
    }

    /// What `JSONDecoder` throws for a number that does not fit the type asked for: it says neither where nor why.
    private static var notValidJSON: DecodingError {
        .dataCorrupted(.init(codingPath: [], debugDescription: "The given data was not valid JSON."))
    }

    /// `null` where a `T` must be, or a value of another kind.
    private static func failure(_ type: Any.Type, _ value: JSONValue, at path: [any CodingKey]) -> DecodingError {
        if case .null = value {
            return .valueNotFound(
                type,
                .init(
                    codingPath: path, debugDescription: "Cannot get value of type \(type) -- found null value instead"))
        }
        return mismatch(type, value, at: path)
    }

    static func mismatch(_ type: Any.Type, _ value: JSONValue, at path: [any CodingKey]) -> DecodingError {
        let found =
            switch value {
            case .null: "null"
            case .bool: "bool"
            case .int, .double: "number"
            case .string: "a string"
            case .array: "an array"
            case .object: "a dictionary"
            }
        return .typeMismatch(
            type, .init(codingPath: path, debugDescription: "Expected to decode \(type) but found \(found) instead."))
    }
}

private struct JSONKeyedDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: JSONValue]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool {
        members[key.stringValue] != nil
    }

    private func value(_ key: Key) throws -> JSONValue {
        guard let value = members[key.stringValue] else {
            throw DecodingError.keyNotFound(
                key,
                .init(
                    codingPath: codingPath,
                    debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
        }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        try value(key) == .null
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try JSONValueDecoder.bool(value(key), at: codingPath + [key])
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try JSONValueDecoder.string(value(key), at: codingPath + [key])
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try JSONValueDecoder.double(value(key), at: codingPath + [key])
    }

    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try JSONValueDecoder.float(value(key), at: codingPath + [key])
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try JSONValueDecoder.integer(Int.self, value(key), at: codingPath + [key])
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try JSONValueDecoder.unbox(T.self, value(key), at: codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try JSONValueDecoder(value(key), codingPath: codingPath + [key]).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try JSONValueDecoder(value(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        JSONValueDecoder(members["super"] ?? .null, codingPath: codingPath)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        JSONValueDecoder(members[key.stringValue] ?? .null, codingPath: codingPath + [key])
    }
}

private struct JSONUnkeyedDecoding: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(elements: [JSONValue], codingPath: [any CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private var path: [any CodingKey] { codingPath + [JSONIndexKey(currentIndex)] }

    /// The next element, passed on only once `read` accepted it.
    private mutating func next<T>(_ type: T.Type, _ read: (JSONValue, [any CodingKey]) throws -> T) throws -> T {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                T.self, .init(codingPath: path, debugDescription: "Unkeyed container is at end."))
        }
        let result = try read(elements[currentIndex], path)
        currentIndex += 1
        return result
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, elements[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool {
        try next(Bool.self, JSONValueDecoder.bool)
    }

    mutating func decode(_ type: String.Type) throws -> String {
        try next(String.self, JSONValueDecoder.string)
    }

    mutating func decode(_ type: Double.Type) throws -> Double {
        try next(Double.self, JSONValueDecoder.double)
    }

    mutating func decode(_ type: Float.Type) throws -> Float {
        try next(Float.self, JSONValueDecoder.float)
    }

    mutating func decode(_ type: Int.Type) throws -> Int {
        try next(Int.self) { try JSONValueDecoder.integer(Int.self, $0, at: $1) }
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try next(T.self) { try JSONValueDecoder.unbox(T.self, $0, at: $1) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try next(KeyedDecodingContainer<NestedKey>.self) {
            try JSONValueDecoder($0, codingPath: $1).container(keyedBy: type)
        }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next((any UnkeyedDecodingContainer).self) { try JSONValueDecoder($0, codingPath: $1).unkeyedContainer() }
    }

    mutating func superDecoder() throws -> any Decoder {
        try next((any Decoder).self) { JSONValueDecoder($0, codingPath: $1) }
    }
}

private struct JSONSingleValueDecoding: SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool {
        value == .null
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        try JSONValueDecoder.bool(value, at: codingPath)
    }

    func decode(_ type: String.Type) throws -> String {
        try JSONValueDecoder.string(value, at: codingPath)
    }

    func decode(_ type: Double.Type) throws -> Double {
        try JSONValueDecoder.double(value, at: codingPath)
    }

    func decode(_ type: Float.Type) throws -> Float {
        try JSONValueDecoder.float(value, at: codingPath)
    }

    func decode(_ type: Int.Type) throws -> Int {
        try JSONValueDecoder.integer(Int.self, value, at: codingPath)
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONValueDecoder.unbox(T.self, value, at: codingPath)
    }
}
