import BinderyChecker
import BinderySource

extension ModelContext {
    init(_ model: Model, file: CheckedFile, in generation: Generation) {
        let spell = generation.spelling.spell
        let modelName = GeneratedNames.escaped(model.name)
        let access = Declaration.access(model.access)
        let observerLabel = GeneratedNames.escaped(GeneratedNames.lowercasedFirst(model.name))
        // By index: enumerating the properties copies each one, retaining everything it holds.
        let properties = model.properties.indices.map { index in
            PropertyContext(model.properties[index], index: index, model: model, file: file, in: generation)
        }
        self.modelName = modelName
        modelNameLiteral = SwiftText.stringLiteral(model.name)
        docLines = Declaration.docLines(model.doc)
        self.access = access
        spi = model.access == .public ? "@_spi(BinderyGenerated) " : ""
        isolationAttribute = Declaration.isolationAttribute(model.isolation)
        isolationModifier = Declaration.isolationModifier(model.isolation)
        conformanceIsolation = model.isolation == .mainActor ? "@MainActor " : ""
        // `Observable` is named apart from the model's protocol so that its conformance stays nonisolated, as
        // SwiftUI needs it, while the rest of the model's is the model's isolation.
        var conformances =
            model.observation
            ? [conformanceIsolation + "Bindery.ObservableBinderyModel", "Observation.Observable"]
            : [conformanceIsolation + "Bindery.BinderyModel"]
        // A conformance to a protocol Bindery does not know (the user's, which only Swift can see) is declared in an
        // extension of its own, at the conformance's line and column in the spec: Swift reports its errors (a
        // main-actor property that cannot satisfy a nonisolated requirement, a requirement the model lacks) there.
        var pathLiteral: String?  // Quoted once, and only for a model with such a conformance.
        var conformanceExtensions: [String] = []
        for conformance in model.conformances {
            let written = (conformance.attributes + [spell(conformance.type)]).joined(separator: " ")
            guard !conformance.isKnownToBindery, let range = conformance.range else {
                conformances.append(written)
                continue
            }
            let path = pathLiteral ?? SwiftText.stringLiteral(file.path)
            pathLiteral = path
            conformanceExtensions.append(
                Self.conformanceExtension(
                    model: modelName, conformance: written, modifier: isolationModifier,
                    at: generation.location(range), pathLiteral: path))
        }
        self.conformanceExtensions = conformanceExtensions
        self.conformances = conformances.joined(separator: ", ")
        conformanceList = conformances
        headerIsCompact = Declaration.fits(
            access, isolationModifier, "final class ", modelName, ": ", self.conformances, " {")
        packedConformances = Declaration.packed(conformances, indent: 4)
        equalsIsCompact = Declaration.fits(
            "    ", access, "static func == (lhs: ", modelName, ", rhs: ", modelName, ") -> Swift.Bool {")
        observerDocLines = Declaration.wrapped(
            "Told about every change of a `\(modelName)` it observes through `addObserver(_:)`.",
            width: Declaration.lineLength - 4
        ).map { "/// " + $0 }
        observerSubjectFits = Declaration.fits("        _ ", observerLabel, ": ", modelName, ",")
        observation = model.observation
        observerProtocol = GeneratedNames.observerProtocol(ofModel: model.name)
        self.observerLabel = observerLabel
        self.properties = properties
        storedVariables = properties.filter { $0.kind == .variable }
        constants = properties.filter { $0.kind == .constant }
        initParameters = properties.filter { $0.kind != .computed }.map { property in
            InitParameterContext(
                label: property.label, swiftName: property.swiftName,
                type: property.parameterType,
                defaultValue: property.defaultValue)
        }
        packedInitParameters = Declaration.packed(
            initParameters.map { parameter in
                "\(parameter.label): \(parameter.type)" + (parameter.defaultValue.map { " = " + $0 } ?? "")
            }, indent: 8)
        observedProperties = properties.filter { $0.kind != .constant }.map { property in
            return ObservedPropertyContext(
                swiftName: property.swiftName, index: property.indexText, type: property.type,
                observerMethodLabel: property.observerMethodLabel,
                forwardIsCompact: Declaration.fits(
                    "        forward(", property.indexText, ") { $0.", observerLabel, "($1, ",
                    property.observerMethodLabel, ": $2) }"),
                requirementIsCompact: Declaration.fits(
                    "    ", access, "func ", observerLabel, "(_ ", observerLabel, ": ", modelName, ", ",
                    property.observerMethodLabel, " change: Bindery.Change<", property.type, ">) {}"),
                observerLabel: observerLabel)
        }
        propertyTable = Declaration.packed(
            properties.map { "\\.\($0.swiftName)" }, indent: 12, trailingComma: properties.count > 1)
        let propertyNames = SwiftText.stringLiteral(properties.map { $0.propertyName }.joined(separator: " "))
        propertyTableNames =
            Declaration.fits("        ", modelNameLiteral, ", ", propertyNames, ",")
            ? ["\(modelNameLiteral), \(propertyNames),"]
            : ["\(modelNameLiteral),"]
                + Declaration.wrappedLiteral(properties.map { $0.propertyName }, indent: 8, suffix: ",")
        storageArguments = Declaration.packed(storedVariables.map { "\($0.callLabel): \($0.swiftName)" }, indent: 12)
        helpers = properties.filter { $0.defaultFunction != nil || $0.evaluator != nil }
        isEquatable = model.implementsEquatable || model.implementsHashable
        isHashable = model.implementsHashable
        coding = model.implementedCoding
        isEncodable = model.implementsEncodable
        isDecodable = model.implementsDecodable
        conformanceChecks = ConformanceChecks(model, file: file, spelling: generation.spelling)
        canFormCycle = generation.modelsOnCycles.contains(model.name)
        var stored = properties.filter { $0.kind != .computed }
        for index in stored.indices {
            stored[index].conformanceIndent = canFormCycle ? 12 : 8
            stored[index].isLastStored = index == stored.count - 1
        }
        equatedProperties = stored
        let modelNames = generation.localModelNames
        hashedProperties =
            canFormCycle
            ? zip(model.properties, properties).filter { source, context in
                context.kind != .computed
                    && Set(source.type.namedTypes.map(ExactName.init)).isDisjoint(with: modelNames)
            }.map(\.1)
            : stored
    }
}

extension PropertyContext {
    init(_ property: Property, index: Int, model: Model, file: CheckedFile, in generation: Generation) {
        facts = Facts(property, index: index, model: model, file: file, in: generation)
    }
}

/// A default simple enough to write into the initializer's signature as it is: a literal of a standard type,
/// which cannot fail to compile there (an integer only within its type's range: `UInt8 = 1_000` goes through a
/// default function at the spec's line and column, where Swift reports the overflow).
enum PlainLiteral {
    static func fits(_ text: String, _ type: SwiftType) -> Bool {
        // Nearly every default is ASCII: its bytes answer the same as its Characters (Swift's numbers and newlines
        // among ASCII are bytes; `\r\n` is one Character but a newline either way), for a tenth of the work of
        // walking grapheme breaks, which was 2% of `generate`.
        if let fits = ASCIILiteral.fits(text, type) { return fits }
        let text = text.trimmingSpaces
        switch type {
        case .optional(let wrapped):
            return text == "nil" || fits(text, wrapped)
        case .array:
            return text == "[]"
        case .dictionary:
            return text == "[:]"
        case .named(let components) where components.count == 1 && components[0].genericArguments.isEmpty:
            switch components[0].name {
            case "Bool": return text == "true" || text == "false"
            case "String": return isSimpleString(text)
            case "Double", "Float": return isNumber(text, allowingFraction: true)
            case let name:
                guard let range = ASCIILiteral.integerLimits(name) else { return false }
                return isNumber(text, allowingFraction: false) && isInteger(text, within: range)
            }
        default:
            return false
        }
    }

    /// Whether the decimal integer `text` (digits, `_`, perhaps a leading `-`) lies in `range`.
    private static func isInteger(_ text: String, within range: (negative: String, positive: String)) -> Bool {
        let isNegative = text.hasPrefix("-")
        var digits = String(text.filter { $0.isASCII && $0.isNumber }.drop { $0 == "0" })
        if digits.isEmpty { digits = "0" }
        let limit = isNegative ? range.negative : range.positive
        return digits.count < limit.count || (digits.count == limit.count && digits <= limit)
    }

    private static func isNumber(_ text: String, allowingFraction: Bool) -> Bool {
        var digits = Substring(text)
        if digits.first == "-" { digits = digits.dropFirst() }
        guard let first = digits.first, first.isASCII, first.isNumber else { return false }
        var seenPoint = false
        for character in digits {
            if character == ".", allowingFraction, !seenPoint {
                seenPoint = true
            } else if !(character.isASCII && (character.isNumber || character == "_")) {
                return false
            }
        }
        return digits.last != "."
    }

    private static func isSimpleString(_ text: String) -> Bool {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return false }
        let inner = text.dropFirst().dropLast()
        return !inner.contains { $0 == "\"" || $0 == "\\" || $0.isNewline }
    }
}

extension String {
    /// Without the spaces and tabs at either end.
    fileprivate var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}

extension ModelContext {
    /// `$0.download($1, didChangeTitle: $2)`, 12 spaces deep, broken as swift-format breaks it: the arguments on the
    /// next line, or one a line (`didChangeTitle:` then `$2` deeper still when even that does not fit), and the name
    /// after `$0` on a continuation line when `$0.download(` does not fit.
    static func forwardCallLines(_ observerLabel: String, _ methodLabel: String) -> [String] {
        let arguments = ["$1", methodLabel + ": $2)"]
        if Declaration.fits("            $0.", observerLabel, "(") {
            return ["$0." + observerLabel + "("] + Declaration.packed(arguments, indent: 16).map { "    " + $0 }
        }
        return ["$0", "    ." + observerLabel + "("] + Declaration.packed(arguments, indent: 20).map { "        " + $0 }
    }
}

extension ModelContext {
    /// `extension Person: Named {}` between `#sourceLocation` directives, its `extension` keyword (where Swift reports
    /// a conformance's errors) at the spec's line and column of the conformance. The isolation `modifier` goes before
    /// it on the same line when the column leaves room, else on the line before.
    static func conformanceExtension(
        model: String, conformance: String, modifier: String, at location: SourceLocation, pathLiteral: String
    ) -> String {
        let column = location.column - 1
        let declaration = "extension " + model + ": " + conformance + " {}"
        let lines: [String]
        let line: Int
        if column >= modifier.count || location.line == 1 {
            line = location.line
            lines = [String(repeating: " ", count: max(0, column - modifier.count)) + modifier + declaration]
        } else {
            line = location.line - 1
            lines = [String(modifier.dropLast()), String(repeating: " ", count: column) + declaration]
        }
        return (["#sourceLocation(file: \(pathLiteral), line: \(line))"] + lines + ["#sourceLocation()"])
            .joined(separator: "\n")
    }
}
