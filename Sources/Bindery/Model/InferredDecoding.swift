// Decoding whose type comes from where the value goes, not from a `Type.self` the generated code would spell: inside
// a model, a property named like a type (`var Graph: Graph?`) hides that type in expressions, so
// `container.decode(Graph.self, …)` would mean the property.

extension KeyedDecodingContainer {
    /// The value for `key`, of the type the caller expects.
    @_spi(BinderyGenerated)
    @inlinable
    public func _$decode<Value: Decodable>(forKey key: Key) throws -> Value {
        try decode(Value.self, forKey: key)
    }

    /// The value for `key` if there is one, of the type the caller expects.
    @_spi(BinderyGenerated)
    @inlinable
    public func _$decodeIfPresent<Value: Decodable>(forKey key: Key) throws -> Value? {
        try decodeIfPresent(Value.self, forKey: key)
    }
}
