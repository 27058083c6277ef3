// A model the generator makes `Equatable`, `Hashable` or `Codable` compares, hashes or codes every stored property,
// so each property's type must have the conformance too. For a type the checker cannot see into (a struct of the
// user's, a library's type) only Swift can tell, and it would tell inside the generated `==`. Generated code names
// such a property's type once more, as the argument of one of these, where the spec writes it: Swift reports a
// missing conformance there ("type 'Size' does not conform to protocol 'Hashable'"), at the spec's line and column.
// The generated `==`, `hash(into:)` and coding name the property's type through that alias (`lhs.size as
// _$compared2`): an alias that failed is an error type, and Swift says nothing more about code that uses it.

/// `Property`, required to be `Equatable`: for a model that is `Equatable`.
@_spi(BinderyGenerated)
public enum _$PropertyOfEquatableModel<Property: Equatable> {
    public typealias Checked = Property
}

/// `Property`, required to be `Hashable`: for a model that is `Hashable`.
@_spi(BinderyGenerated)
public enum _$PropertyOfHashableModel<Property: Hashable> {
    public typealias Checked = Property
}

/// `Property`, required to be `Codable`: for a model that is `Codable`.
@_spi(BinderyGenerated)
public enum _$PropertyOfCodableModel<Property: Codable> {
    public typealias Checked = Property
}

/// `Property`, required to be `Encodable`: for a model that is `Encodable` alone.
@_spi(BinderyGenerated)
public enum _$PropertyOfEncodableModel<Property: Encodable> {
    public typealias Checked = Property
}

/// `Property`, required to be `Decodable`: for a model that is `Decodable` alone.
@_spi(BinderyGenerated)
public enum _$PropertyOfDecodableModel<Property: Decodable> {
    public typealias Checked = Property
}

// A nonisolated model's `==`, `hash(into:)` and coding run on no actor, where a conformance isolated to the main actor
// (a type of the user's in a target whose default isolation is `MainActor`) cannot be used. Requiring
// `SendableMetatype` beside the conformance makes Swift refuse an isolated one in the alias, at the spec ("main
// actor-isolated conformance of 'Shape' to 'Hashable' cannot satisfy conformance requirement for a 'SendableMetatype'
// type parameter 'PropertyOfANonisolatedModel'"), rather than in the generated code that would use it.

/// `Property`, required to be `Equatable` on no actor: for a nonisolated model that is `Equatable`.
@_spi(BinderyGenerated)
public enum _$PropertyOfNonisolatedEquatableModel<PropertyOfANonisolatedModel: Equatable & SendableMetatype> {
    public typealias Checked = PropertyOfANonisolatedModel
}

/// `Property`, required to be `Hashable` on no actor: for a nonisolated model that is `Hashable`.
@_spi(BinderyGenerated)
public enum _$PropertyOfNonisolatedHashableModel<PropertyOfANonisolatedModel: Hashable & SendableMetatype> {
    public typealias Checked = PropertyOfANonisolatedModel
}

/// `Property`, required to be `Codable` on no actor: for a nonisolated model that is `Codable`.
@_spi(BinderyGenerated)
public enum _$PropertyOfNonisolatedCodableModel<PropertyOfANonisolatedModel: Codable & SendableMetatype> {
    public typealias Checked = PropertyOfANonisolatedModel
}

/// `Property`, required to be `Encodable` on no actor: for a nonisolated model that is `Encodable` alone.
@_spi(BinderyGenerated)
public enum _$PropertyOfNonisolatedEncodableModel<PropertyOfANonisolatedModel: Encodable & SendableMetatype> {
    public typealias Checked = PropertyOfANonisolatedModel
}

/// `Property`, required to be `Decodable` on no actor: for a nonisolated model that is `Decodable` alone.
@_spi(BinderyGenerated)
public enum _$PropertyOfNonisolatedDecodableModel<PropertyOfANonisolatedModel: Decodable & SendableMetatype> {
    public typealias Checked = PropertyOfANonisolatedModel
}
