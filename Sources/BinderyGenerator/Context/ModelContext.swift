import BinderyChecker
import BinderySource

/// One model, as the `model` template and its partials see it: the class, its observer protocol, and the
/// conformances the generator implements.
struct ModelContext: FieldedContext {
    var modelName: String
    /// The spec's name, as a string literal, for the property table.
    var modelNameLiteral: String
    var docLines: [String]
    var access: String
    /// `@_spi(BinderyGenerated) ` on public plumbing, so a user's completion does not offer it.
    var spi: String
    var isolationAttribute: String
    var isolationModifier: String
    /// `@MainActor ` before a conformance the generator implements, for a main-actor model.
    var conformanceIsolation: String
    var conformances: String
    var observation: Bool
    var observerProtocol: String
    var observerLabel: String
    var properties: [PropertyContext]
    var storedVariables: [PropertyContext]
    var initParameters: [InitParameterContext]
    var constants: [PropertyContext]
    var observedProperties: [ObservedPropertyContext]
    var propertyTable: [String]
    /// The storage struct's initializer arguments, packed into lines.
    var storageArguments: [String]
    var helpers: [PropertyContext]
    var isEquatable: Bool
    var isHashable: Bool
    var isCodable: Bool
    /// Whether the model can refer back to itself through its properties, so `==` and `encode(to:)` guard
    /// against cycles and `hash(into:)` leaves models out.
    var canFormCycle: Bool
    var equatedProperties: [PropertyContext]
    var hashedProperties: [PropertyContext]

    static let fields = TemplateFields<Self>(
        "model",
        [
            .init("modelName", "The class's name.") { .string($0.modelName) },
            .init("modelNameLiteral", "The name as a string literal.") { .string($0.modelNameLiteral) },
            .init("docLines", "The doc comment, one `///` line each.") { .lines($0.docLines) },
            .init("access", "`public `, `package ` or nothing.") { .string($0.access) },
            .init("spi", "`@_spi(BinderyGenerated) ` for public plumbing, or nothing.") { .string($0.spi) },
            .init("isolationAttribute", "`@MainActor` or nothing.") { .string($0.isolationAttribute) },
            .init("isolationModifier", "`nonisolated ` or nothing.") { .string($0.isolationModifier) },
            .init("conformanceIsolation", "`@MainActor ` before implemented conformances, or nothing.") {
                .string($0.conformanceIsolation)
            },
            .init("conformances", "The class's conformance list.") { .string($0.conformances) },
            .init("observation", "Whether it reports to Swift's Observation.") { .bool($0.observation) },
            .init("observerProtocol", "`DownloadObserver`.") { .string($0.observerProtocol) },
            .init("observerLabel", "`download`: the observer methods' base name.") { .string($0.observerLabel) },
            .init("properties", "Every property, in declaration order.") { .list($0.properties) },
            .init("storedVariables", "The `var`s, which live in the storage struct.") { .list($0.storedVariables) },
            .init("initParameters", "The memberwise initializer's parameters.") { .list($0.initParameters) },
            .init("constants", "The `let`s.") { .list($0.constants) },
            .init("observedProperties", "The `var`s and computed properties, for `addObserver(_:)`.") {
                .list($0.observedProperties)
            },
            .init("hasObservedProperties", "Whether there are any.") { .bool(!$0.observedProperties.isEmpty) },
            .init("propertyTable", "The lines of the property table.") { .lines($0.propertyTable) },
            .init("storageArguments", "The storage struct's initializer arguments, packed into lines.") {
                .lines($0.storageArguments)
            },
            .init("helpers", "Properties with a default function or an evaluator.") { .list($0.helpers) },
            .init("hasHelpers", "Whether there are any.") { .bool(!$0.helpers.isEmpty) },
            .init("hasInitParameters", "Whether the initializer takes any parameter.") {
                .bool(!$0.initParameters.isEmpty)
            },
            .init("isEquatable", "Whether the generator implements `Equatable`.") { .bool($0.isEquatable) },
            .init("isHashable", "Whether the generator implements `Hashable`.") { .bool($0.isHashable) },
            .init("isCodable", "Whether the generator implements `Codable`.") { .bool($0.isCodable) },
            .init("canFormCycle", "Whether the model can refer back to itself through its properties.") {
                .bool($0.canFormCycle)
            },
            .init("equatedProperties", "The stored properties `==` compares.") { .list($0.equatedProperties) },
            .init("hashedProperties", "The stored properties `hash(into:)` combines.") { .list($0.hashedProperties) },
        ])
}

/// One parameter of a model's memberwise initializer.
struct InitParameterContext: FieldedContext {
    var label: String
    var swiftName: String
    var type: String
    var defaultValue: String?

    static let fields = TemplateFields<Self>(
        "initParameter",
        [
            .init("label", "The argument label.") { .string($0.label) },
            .init("swiftName", "The parameter's name inside the initializer.") { .string($0.swiftName) },
            .init("type", "Its type (`@escaping` for a closure).") { .string($0.type) },
            .init("defaultValue", "Its default, if any.") { .string($0.defaultValue ?? "") },
        ])
}

/// A property as `addObserver(_:)` and the observer protocol see it.
struct ObservedPropertyContext: FieldedContext {
    var swiftName: String
    var type: String
    var observerMethodLabel: String
    /// Whether `addObserver(_:)`'s line for it fits the line length.
    var forwardIsCompact: Bool
    /// Whether the observer protocol's requirement fits on one line.
    var requirementIsCompact: Bool

    static let fields = TemplateFields<Self>(
        "observedProperty",
        [
            .init("swiftName", "The property's name.") { .string($0.swiftName) },
            .init("type", "Its type.") { .string($0.type) },
            .init("observerMethodLabel", "`didChangeTitle`.") { .string($0.observerMethodLabel) },
            .init("forwardIsCompact", "Whether `addObserver`'s line fits.") { .bool($0.forwardIsCompact) },
            .init("requirementIsCompact", "Whether the protocol requirement fits on one line.") {
                .bool($0.requirementIsCompact)
            },
        ])
}
