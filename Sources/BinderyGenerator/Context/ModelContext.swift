import BinderyChecker
import BinderySource

/// One model, as the `model` template and its partials see it: the class, its observer protocol, and the
/// conformances the generator implements.
struct ModelContext: FieldedContext {
    var modelName: String
    /// See `BinderyModel._$distinction`: from the model's name, so it is the same whichever files are generated
    /// together.
    var distinction: UInt {
        modelName.utf8.reduce(5381 as UInt) { ($0 &* 33) ^ UInt($1) } % 4095 + 1
    }
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
    /// The conformances one by one.
    var conformanceList: [String]
    /// Each conformance to a protocol Bindery does not know, as an empty extension (`extension Person: Named {}`)
    /// between `#sourceLocation` directives giving it the conformance's line in the spec; the class's own list
    /// leaves it out.
    var conformanceExtensions: [String]
    /// Whether the class's first line, with its conformances, fits the line length.
    var headerIsCompact: Bool
    /// The conformances packed into lines under the class's name, when they do not fit beside it.
    var packedConformances: [String]
    /// Whether `==`'s signature fits on one line.
    var equalsIsCompact: Bool
    /// The observer protocol's doc comment, one `///` line each.
    var observerDocLines: [String]
    /// Whether the observer protocol's requirements fit their first parameter, the model, on a line.
    var observerSubjectFits: Bool
    var observation: Bool
    var observerProtocol: String
    var observerLabel: String
    var properties: [PropertyContext]
    var storedVariables: [PropertyContext]
    var initParameters: [InitParameterContext]
    /// The initializer's parameters, packed into lines: a model's longest declaration, kept short.
    var packedInitParameters: [String]
    var constants: [PropertyContext]
    var observedProperties: [ObservedPropertyContext]
    var propertyTable: [String]
    /// The model's name and its property names (one string literal, separated by spaces) for the property table:
    /// one line when they fit, else one each.
    var propertyTableNames: [String]
    /// The storage struct's initializer arguments, packed into lines.
    var storageArguments: [String]
    var helpers: [PropertyContext]
    var isEquatable: Bool
    var isHashable: Bool
    /// `Codable`, `Encodable` or `Decodable`: the coding conformance the generator implements, if any.
    var coding: String?
    var isEncodable: Bool
    var isDecodable: Bool
    /// The aliases that require the conformances of the properties whose types only Swift can judge.
    var conformanceChecks: ConformanceChecks
    /// Whether the model can refer back to itself through its properties, so `==` and `encode(to:)` guard
    /// against cycles and `hash(into:)` leaves models out.
    var canFormCycle: Bool
    var equatedProperties: [PropertyContext]
    var hashedProperties: [PropertyContext]

    static let fields = TemplateFields<Self>(
        "model",
        [
            .text("modelName", "The class's name.") { $0.modelName },
            .text("modelNameLiteral", "The name as a string literal.") { $0.modelNameLiteral },
            .lines("docLines", "The doc comment, one `///` line each.") { $0.docLines },
            .text("access", "`public `, `package ` or nothing.") { $0.access },
            .text("spi", "`@_spi(BinderyGenerated) ` for public plumbing, or nothing.") { $0.spi },
            .text("isolationAttribute", "`@MainActor` or nothing.") { $0.isolationAttribute },
            .text("isolationModifier", "`nonisolated ` or nothing.") { $0.isolationModifier },
            .text("conformanceIsolation", "`@MainActor ` before implemented conformances, or nothing.") {
                $0.conformanceIsolation
            },
            .text("conformances", "The class's conformance list (without `conformanceExtensions`).") {
                $0.conformances
            },
            .lines(
                "conformanceExtensions",
                "Each conformance to a protocol Bindery does not know, as an empty extension at the conformance's spec "
                    + "line, between `#sourceLocation` directives; show each with `{{{.}}}`."
            ) { $0.conformanceExtensions },
            .flag("headerIsCompact", "Whether the class's first line, with its conformances, fits the line length.") {
                $0.headerIsCompact
            },
            .lines("packedConformances", "The conformances packed into lines, when they do not fit beside the name.") {
                $0.packedConformances
            },
            .lines("header", "The class's first line through `{`, broken as swift-format would.") {
                Declaration.header(
                    head: $0.access + $0.isolationModifier + "final class ", name: $0.modelName,
                    conformances: $0.conformanceList)
            },
            .lines("observerProtocolHeader", "The observer protocol's first line, likewise.") {
                Declaration.header(
                    head: $0.access + $0.isolationModifier + "protocol ", name: $0.observerProtocol,
                    conformances: ["AnyObject"])
            },
            .lines("observerExtensionHeader", "The first line of the observer protocol's extension, likewise.") {
                Declaration.header(head: $0.isolationModifier + "extension ", name: $0.observerProtocol)
            },
            .lines("helpersHeader", "The first line of the extension holding defaults and evaluators, likewise.") {
                Declaration.header(head: $0.isolationModifier + "extension ", name: $0.modelName)
            },
            .lines("equatableHeader", "The first line of the extension implementing `Equatable`, likewise.") {
                $0.conformanceHeader("Swift.Equatable")
            },
            .lines("hashableHeader", "The first line of the extension implementing `Hashable`, likewise.") {
                $0.conformanceHeader("Swift.Hashable")
            },
            .lines(
                "codableHeader",
                "The first line of the extension implementing `Codable` (or only `Encodable` or `Decodable`), likewise."
            ) {
                $0.conformanceHeader("Swift." + ($0.coding ?? "Codable"))
            },
            .flag("equalsIsCompact", "Whether `==`'s signature fits on one line.") { $0.equalsIsCompact },
            .flag("coreFits", "Whether the declaration of `_$bindery`, the model's core, fits on one line.") {
                Declaration.fits(
                    "    ", $0.spi, "@safe @exclusivity(unchecked) ", $0.access, "var _$bindery = Bindery.ModelCore<",
                    $0.modelName, ">()")
            },
            .text("distinction", "A number from 1 to 4095 that differs between most models of a module.") {
                String($0.distinction)
            },
            .flag("propertyTableFits", "Whether the property table's first line fits on one line.") {
                Declaration.fits(
                    "    ", $0.spi, $0.access, $0.isolationModifier, "static let _$properties = Bindery.PropertyTable<",
                    $0.modelName, ">(")
            },
            .lines("observerDocLines", "The observer protocol's doc comment, one `///` line each.") {
                $0.observerDocLines
            },
            .flag("observerSubjectFits", "Whether the requirements' first parameter, the model, fits on a line.") {
                $0.observerSubjectFits
            },
            .flag("observation", "Whether it reports to Swift's Observation.") { $0.observation },
            .text("observerProtocol", "`DownloadObserver`.") { $0.observerProtocol },
            .lines("addObserverSignature", "`addObserver(_:)`'s signature through `{`, broken as swift-format would.") {
                Declaration.signature(
                    indent: 4, head: $0.access + "func ", name: "addObserver",
                    parameters: ["_ observer: some " + $0.observerProtocol])
            },
            .text("observerLabel", "`download`: the observer methods' base name.") { $0.observerLabel },
            .list("properties", "Every property, in declaration order.") { $0.properties },
            .list("storedVariables", "The `var`s, which live in the storage struct.") { $0.storedVariables },
            .list("initParameters", "The memberwise initializer's parameters.") { $0.initParameters },
            .lines("packedInitParameters", "The initializer's parameters, packed into lines.") {
                $0.packedInitParameters
            },
            .list("constants", "The `let`s.") { $0.constants },
            .list("observedProperties", "The `var`s and computed properties, for `addObserver(_:)`.") {
                $0.observedProperties
            },
            .flag("hasObservedProperties", "Whether there are any.") { !$0.observedProperties.isEmpty },
            .lines("propertyTable", "The lines of the property table's key paths.") { $0.propertyTable },
            .flag("hasPropertyTable", "Whether the property table has a key path (swift-format writes none as `[]`).") {
                !$0.propertyTable.isEmpty
            },
            .lines("propertyTableNames", "The model's name and its property names, as the table's string literals.") {
                $0.propertyTableNames
            },
            .lines("storageArguments", "The storage struct's initializer arguments, packed into lines.") {
                $0.storageArguments
            },
            .flag("storageCloseFits", "Whether the `)` fits after the last of `storageArguments`.") {
                Declaration.closingParenthesisFits(after: $0.storageArguments, indent: 12)
            },
            .list("helpers", "Properties with a default function or an evaluator.") { $0.helpers },
            .flag("hasHelpers", "Whether there are any.") { !$0.helpers.isEmpty },
            .flag("hasInitParameters", "Whether the initializer takes any parameter.") { !$0.initParameters.isEmpty },
            .flag("isEquatable", "Whether the generator implements `Equatable`.") { $0.isEquatable },
            .flag("isHashable", "Whether the generator implements `Hashable`.") { $0.isHashable },
            .flag("isCodable", "Whether the generator implements `Codable`, or only `Encodable` or `Decodable`.") {
                $0.coding != nil
            },
            .flag("isEncodable", "Whether the generator implements `Encodable` (alone or as part of `Codable`).") {
                $0.isEncodable
            },
            .flag("isDecodable", "Whether the generator implements `Decodable` (alone or as part of `Codable`).") {
                $0.isDecodable
            },
            .flag("canFormCycle", "Whether the model can refer back to itself through its properties.") {
                $0.canFormCycle
            },
            .list("equatedProperties", "The stored properties `==` compares.") { $0.equatedProperties },
            .list("hashedProperties", "The stored properties `hash(into:)` combines.") { $0.hashedProperties },
            .lines(
                "comparedChecks",
                "For `==` and `hash(into:)`: an alias of each property type only Swift can tell conforms, requiring "
                    + "the conformance at its spec line and column."
            ) { $0.conformanceChecks.compared },
            .lines("codedChecks", "The same for the coding conformance.") { $0.conformanceChecks.coded },
        ])
}

extension ModelContext {
    /// The first line of the extension implementing `conformance`, broken as swift-format would.
    func conformanceHeader(_ conformance: String) -> [String] {
        Declaration.header(
            head: isolationModifier + "extension ", name: modelName, conformances: [conformanceIsolation + conformance])
    }
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
            .text("label", "The argument label.") { $0.label },
            .text("swiftName", "The parameter's name inside the initializer.") { $0.swiftName },
            .text("type", "Its type (`@escaping` for a closure).") { $0.type },
            .text("defaultValue", "Its default, if any.") { $0.defaultValue ?? "" },
        ])
}

/// A property as `addObserver(_:)` and the observer protocol see it.
struct ObservedPropertyContext: FieldedContext {
    var swiftName: String
    /// Its index in the property table, which `addObserver(_:)` forwards by, as text.
    var index: String
    var type: String
    var observerMethodLabel: String
    /// Whether `addObserver(_:)`'s line for it fits the line length.
    var forwardIsCompact: Bool
    /// Whether the observer protocol's requirement fits on one line.
    var requirementIsCompact: Bool
    /// Whether `addObserver(_:)`'s call of the observer fits on a line of its own. Measured only if a template
    /// asks, as it does only when the line does not fit; so are the `change` parameters' flags below.
    var forwardCallFits: Bool {
        Declaration.fits("            $0.", observerLabel, "($1, ", observerMethodLabel, ": $2)")
    }
    /// The observer protocol's method name (`download`), for ``forwardCallLines``.
    var observerLabel: String
    /// That call broken as swift-format breaks it, when it does not fit: its arguments packed under it, the method's
    /// name after `$0` on a continuation line when it does not fit either. Laid out only if a template asks, as it
    /// does only when the call does not fit.
    var forwardCallLines: [String] { ModelContext.forwardCallLines(observerLabel, observerMethodLabel) }
    /// Whether the requirement's `change` parameter fits on a line of its own.
    var requirementChangeFits: Bool {
        Declaration.fits("        ", observerMethodLabel, " change: Bindery.Change<", type, ">")
    }
    /// Whether the default implementation's unnamed `change` parameter fits on a line of its own.
    var defaultChangeFits: Bool { Declaration.fits("        ", observerMethodLabel, " _: Bindery.Change<", type, ">") }

    static let fields = TemplateFields<Self>(
        "observedProperty",
        [
            .text("swiftName", "The property's name.") { $0.swiftName },
            .text("index", "Its index in the property table.") { $0.index },
            .text("type", "Its type.") { $0.type },
            .text("observerMethodLabel", "`didChangeTitle`.") { $0.observerMethodLabel },
            .flag("forwardIsCompact", "Whether `addObserver`'s line fits.") { $0.forwardIsCompact },
            .flag("requirementIsCompact", "Whether the protocol requirement fits on one line.") {
                $0.requirementIsCompact
            },
            .flag("forwardCallFits", "Whether `addObserver`'s call of the observer fits on a line of its own.") {
                $0.forwardCallFits
            },
            .lines("forwardCallLines", "That call in lines, as swift-format breaks it when it does not fit.") {
                $0.forwardCallLines
            },
            .lines("requirementChangeLines", "That parameter in lines, as swift-format breaks it.") {
                changeParameterLines($0.observerMethodLabel, "change", $0.type)
            },
            .lines("defaultChangeLines", "The default implementation's unnamed one, likewise.") {
                changeParameterLines($0.observerMethodLabel, "_", $0.type)
            },
            .flag("requirementChangeFits", "Whether the requirement's `change` parameter fits on a line.") {
                $0.requirementChangeFits
            },
            .flag("defaultChangeFits", "Whether the default implementation's `change` parameter fits on a line.") {
                $0.defaultChangeFits
            },
        ])
}

extension ObservedPropertyContext {
    /// `didChangeTitle change: Bindery.Change<Type>`, 8 spaces deep, when it does not fit a line: broken inside the
    /// angle brackets, else before `.Change`, else after the colon too, as swift-format breaks it.
    static func changeParameterLines(_ label: String, _ name: String, _ type: String) -> [String] {
        let head = label + " " + name + ":"
        if Declaration.fits("        ", head, " Bindery.Change<") {
            return [head + " Bindery.Change<", "    " + type, ">"]
        }
        if Declaration.fits("        ", head, " Bindery") {
            return [head + " Bindery", "    .Change<", "        " + type, "    >"]
        }
        return [head, "    Bindery.Change<", "        " + type, "    >"]
    }
}
