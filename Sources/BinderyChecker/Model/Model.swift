import BinderySource

/// A `model`: a final class with observable properties; or an `external class`, a Swift class declared elsewhere
/// that a spec describes so bindings can use it.
public struct Model: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// Generated from a `model` declaration.
        case model
        /// An `external class`; `isObservable` when it is an `Observation.Observable` class, whose properties can
        /// then be read and observed too.
        case externalClass(isObservable: Bool)
    }

    public var name: String
    public var kind: Kind = .model
    /// The module whose specs declare it, when it comes from an imported spec; nil for this module's own.
    public var module: String? = nil
    public var doc: String?
    /// The file's isolation unless an attribute overrides it.
    public var isolation: Isolation
    public var access: AccessLevel
    /// Whether to conform to `Observation.Observable` (the file's `observation` option).
    public var observation: Bool
    /// Conformances the generator only passes through, in the order written. For an external class: the ones
    /// the spec says the real class has (`Observable` aside), which generated code checks against it.
    public var conformances: [Conformance]
    /// Conformances the generator implements over the stored properties.
    public var implementsEquatable: Bool
    public var implementsHashable: Bool
    /// `Encodable` and `Decodable`: both when the spec says `Codable`, or one alone.
    public var implementsEncodable: Bool
    public var implementsDecodable: Bool
    /// Members in declaration order.
    public var properties: [Property]
    public var nameRange: SourceRange
    public var range: SourceRange

    public init(
        name: String,
        doc: String?,
        isolation: Isolation,
        access: AccessLevel,
        observation: Bool,
        conformances: [Conformance],
        implementsEquatable: Bool,
        implementsHashable: Bool,
        implementsEncodable: Bool,
        implementsDecodable: Bool,
        properties: [Property],
        nameRange: SourceRange,
        range: SourceRange
    ) {
        self.name = name
        self.doc = doc
        self.isolation = isolation
        self.access = access
        self.observation = observation
        self.conformances = conformances
        self.implementsEquatable = implementsEquatable
        self.implementsHashable = implementsHashable
        self.implementsEncodable = implementsEncodable
        self.implementsDecodable = implementsDecodable
        self.properties = properties
        self.nameRange = nameRange
        self.range = range
    }

    /// Whether the generator implements both halves of `Codable`.
    public var implementsCodable: Bool { implementsEncodable && implementsDecodable }

    /// The coding conformance the generator implements, as a user would name it: `Codable`, `Encodable`,
    /// `Decodable`, or nil.
    public var implementedCoding: String? {
        switch (implementsEncodable, implementsDecodable) {
        case (true, true): "Codable"
        case (true, false): "Encodable"
        case (false, true): "Decodable"
        case (false, false): nil
        }
    }

    /// `var` and `let` properties, the initializer's parameters, in declaration order.
    public var storedProperties: [Property] {
        properties.filter { $0.kind != .computed }
    }

    /// Whether it is an `external class`.
    public var isExternal: Bool {
        if case .externalClass = kind { true } else { false }
    }

    /// Whether its properties can be read and observed: every model, and an `external class … : Observable`.
    public var isObservable: Bool {
        switch kind {
        case .model: true
        case .externalClass(let isObservable): isObservable
        }
    }

    public func property(named name: String) -> Property? {
        properties.first { $0.name.isSameName(as: name) }
    }
}

/// A member of a model.
public struct Property: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        /// `var`: observable, settable.
        case variable
        /// `let`: set at init, never notifies.
        case constant
        /// `computed`: read-only, derived from `dependencies`.
        case computed
    }

    public var name: String
    public var doc: String?
    public var kind: Kind
    public var type: SwiftType
    /// The default of a stored property, or the expression of a computed one.
    public var value: EmbeddedExpression?
    /// For a computed property: the model's own properties its expression names, in first-mention order.
    public var dependencies: [String]
    /// For a computed property: whether every evaluation reads the same properties in the same order, so the
    /// runtime need record its reads only once. True when the expression is straight-line
    /// (``BinderySyntax/ExpressionSyntax/isStraightLine``) over the model's own stored properties of standard
    /// scalar types (`Int`, `Double`, `Bool`, `String` …), whose operators are the standard library's and read no
    /// model.
    public var readsAreFixed: Bool
    /// The model this property refers to, when its type is a model or an optional model (`owner: User?`).
    public var referencedModel: String?
    /// In a model the generator makes `Equatable`, `Hashable` or `Codable`: the property's type as the spec writes
    /// it, at its spec location, when it names a type whose conformances the checker cannot see (a struct of the
    /// user's, a library's type). Generated code requires the conformances there, so a type that lacks one is
    /// reported at the spec, not in the generated `==`, `hash(into:)` or `encode(to:)`.
    public var typeRequiringConformances: EmbeddedExpression?
    /// In a model the generator makes `Equatable` (not `Hashable`, which no tuple can be), for a property of a tuple
    /// type: each element's type as the spec writes it, at its spec location, when it names a type whose conformance
    /// the checker cannot see; nil for the others. Empty for any other property. A tuple is compared element by
    /// element, so each element is required to be `Equatable` where the spec writes it.
    public var tupleElementsRequiringConformances: [EmbeddedExpression?] = []
    /// Whether the spec writes `@escaping` before the type's name (`var onTap: @escaping Handler`): the name is a
    /// typealias of a function type, which the initializer's parameter takes `@escaping` so that it may be stored.
    public var namesFunctionType = false
    public var nameRange: SourceRange
    /// Where the spec writes the property's type.
    public var typeRange: SourceRange?
    public var range: SourceRange

    public init(
        name: String,
        doc: String?,
        kind: Kind,
        type: SwiftType,
        value: EmbeddedExpression?,
        dependencies: [String],
        readsAreFixed: Bool = false,
        referencedModel: String?,
        namesFunctionType: Bool = false,
        nameRange: SourceRange,
        typeRange: SourceRange? = nil,
        range: SourceRange
    ) {
        self.name = name
        self.doc = doc
        self.kind = kind
        self.type = type
        self.value = value
        self.dependencies = dependencies
        self.readsAreFixed = readsAreFixed
        self.referencedModel = referencedModel
        self.namesFunctionType = namesFunctionType
        self.nameRange = nameRange
        self.typeRange = typeRange
        self.range = range
    }

    /// The element type when the property is an array, which gets insert/remove/replace mutators.
    public var arrayElement: SwiftType? {
        kind == .variable ? type.arrayElement : nil
    }
}

/// A conformance a model declares, with the attributes written before it (`@unchecked Sendable`).
public struct Conformance: Hashable, Sendable, CustomStringConvertible {
    public var attributes: [String]
    public var type: SwiftType
    /// Where the spec names it (its type, after any attributes): for an external class's, whose check Swift reports
    /// there, and for a model's, whose conformance generated code declares there when Bindery does not know the
    /// protocol (see ``isKnownToBindery``).
    public var range: SourceRange?

    public init(attributes: [String] = [], type: SwiftType, range: SourceRange? = nil) {
        self.attributes = attributes
        self.type = type
        self.range = range
    }

    public var description: String {
        (attributes + [type.description]).joined(separator: " ")
    }

    /// Whether Bindery knows the protocol: `Sendable`, or a standard protocol whose requirements the checker matches
    /// against the model's properties (`Identifiable`, `CustomStringConvertible`, `Error` and those refining it). A
    /// model's conformance to any other protocol (one of the user's, which only Swift can see) is declared in an
    /// extension of its own at the conformance's spec line, so Swift reports its errors there.
    /// (`Equatable`, `Hashable`, `Codable` and the protocols every model conforms to are never passed through.)
    public var isKnownToBindery: Bool {
        type.simpleName.map(Self.protocolsBinderyKnows.contains) ?? false
    }

    /// The protocols of ``isKnownToBindery``, by simple name (`SwiftType` drops a `Swift.` qualifier).
    static let protocolsBinderyKnows: Set<String> = Set(["Sendable"])
        .union(CheckRun.requirementsOfProtocol.keys).union(CheckRun.errorProtocols)
}
