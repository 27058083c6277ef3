import BinderyChecker
import BinderySource

extension PropertyContext {
    /// Everything about a property that every list holding it sees alike (see ``PropertyContext/facts``), made once.
    final class Facts: Sendable {
        let kind: Kind
        /// As the spec wrote it.
        let propertyName: String
        /// As a declaration name, in backticks when it is a keyword.
        let swiftName: String
        /// As an argument label in the initializer's declaration.
        let label: String
        /// As an argument label in a call.
        let callLabel: String
        let type: String
        /// Its index in the model's property table, which accessors pass to the runtime.
        let index: Int
        /// `index` as text, spelled once: spelling it at each read (72,000 of them for the benchmark) through
        /// `Int`'s description cost 12 million instructions.
        let indexText: String
        /// The runtime's setter: `_$set` when the type is known to be `Equatable`, `_$setAny` (which asks Swift's
        /// overload resolution) otherwise.
        let setter: String
        let docLines: [String]
        let access: String
        /// `didChangeTitle`, the observer protocol's label for it.
        let observerMethodLabel: String
        /// For a stored property: what the initializer's parameter defaults to (a literal, a call, `nil`), if
        /// anything.
        let defaultValue: String?
        /// For a stored property whose default is not a plain literal: the function that makes it, with the spec's
        /// expression in it.
        let defaultFunction: String?
        /// For a computed property: the method that evaluates its expression.
        let evaluator: String?
        /// For a computed property: the runtime's getter, `computedWithFixedReads` when every evaluation reads the
        /// same properties in the same order (the checker's `Property.readsAreFixed`), `computed` otherwise.
        let computedGetter: String
        /// For a computed property whose reads are fixed: the method that evaluates its expression over the model's
        /// storage rather than through the getters, so no derivation hears of its reads.
        let storageEvaluator: String?
        /// For that method: the stored `var`s its expression reads, each a local of the same name read from the
        /// storage, which the expression's names then mean. A `let` is read as it is: no derivation hears of it.
        let storageReads: [String]
        /// For that method: the expression after its locals, with `return`.
        let storageCode: EmbeddedCode?
        /// The spec's expression (a default that needs a function, or a computed property's), placed at its spec
        /// column.
        let code: EmbeddedCode?
        /// For an array: the element type, for the mutators; nil otherwise.
        let elementType: String?
        /// The type as the initializer's parameter (`@escaping` before a function type).
        let parameterType: String
        /// `Tags` in `insertTags`.
        let capitalizedName: String
        /// For an array: its mutators, named like `Array`'s own.
        let mutators: [ArrayMutatorContext]
        /// For an array: whether its mutators fit the line length with each signature and call on one line.
        let mutatorsAreCompact: Bool
        /// For `init(from:)`: whether it is optional, and its type without the optional.
        let isOptional: Bool
        let wrappedType: String
        /// Whether the type is a closure, whose initializer parameter must be `@escaping`.
        let isFunction: Bool
        /// ` as _$compared2` after the property in `==` and `hash(into:)`, when its type is one whose conformance
        /// generated code requires where the spec writes it (``ConformanceChecks``); empty otherwise.
        let comparedAs: String
        /// ` as _$coded2` after the property in `encode(to:)` and `init(from:)`, likewise.
        let codedAs: String

        init(_ property: Property, index: Int, model: Model, file: CheckedFile, in generation: Generation) {
            let spell = generation.spelling.spell
            let swiftName = GeneratedNames.escaped(property.name)
            switch property.kind {
            case .variable: kind = .variable
            case .constant: kind = .constant
            case .computed: kind = .computed
            }
            propertyName = property.name
            self.swiftName = swiftName
            label = GeneratedNames.argumentLabel(property.name)
            callLabel = GeneratedNames.callLabel(property.name)
            type = spell(property.type)
            self.index = index
            indexText = String(index)
            setter = property.type.isKnownEquatable ? "_$set" : "_$setAny"
            docLines = Declaration.docLines(property.doc)
            let access = Declaration.access(model.access)
            self.access = access
            observerMethodLabel = GeneratedNames.observerMethodLabel(ofProperty: property.name)
            let capitalizedName = GeneratedNames.capitalized(property.name)
            self.capitalizedName = capitalizedName
            isOptional = property.type.isOptional
            wrappedType = spell(property.type.unwrapped)
            isFunction = property.type.unwrapped.isFunction
            let isChecked = property.typeRequiringConformances != nil
            let isCompared = isChecked || !property.tupleElementsRequiringConformances.isEmpty
            comparedAs = isCompared ? " as " + ConformanceChecks.comparedAlias(index) : ""
            codedAs = isChecked ? " as " + ConformanceChecks.codedAlias(index) : ""
            let elementType = property.arrayElement.map(spell)
            self.elementType = elementType
            parameterType = generation.spelling.spellParameter(property.type, namesFunction: property.namesFunctionType)
            var defaultValue: String?
            var defaultFunction: String?
            var evaluator: String?
            var code: EmbeddedCode?
            if property.kind == .computed, let value = property.value {
                evaluator = "_$compute_" + property.name
                code = EmbeddedCode(value, file: file.path)
            } else if let value = property.value {
                if PlainLiteral.fits(value.text, property.type) {
                    defaultValue = value.text
                } else {
                    defaultFunction = "_$default_" + property.name
                    // Unqualified: a default argument is looked up among the type's static members, and a property
                    // named like the model would hide the model's name.
                    defaultValue = "_$default_\(property.name)()"
                    code = EmbeddedCode(value, file: file.path)
                }
            } else if property.kind != .computed, property.type.isOptional {
                defaultValue = "nil"
            }
            self.defaultValue = defaultValue
            self.defaultFunction = defaultFunction
            self.evaluator = evaluator
            computedGetter = property.readsAreFixed ? "computedWithFixedReads" : "computed"
            if property.readsAreFixed, let value = property.value {
                storageEvaluator = "_$computeFromStorage_" + property.name
                let variables = Set(model.properties.lazy.filter { $0.kind == .variable }.map { ExactName($0.name) })
                storageReads = property.dependencies.filter { variables.contains($0) }.map(GeneratedNames.escaped)
                storageCode = EmbeddedCode(returning: value, file: file.path)
            } else {
                storageEvaluator = nil
                storageReads = []
                storageCode = nil
            }
            self.code = code
            if let elementType, let element = property.arrayElement {
                (mutators, mutatorsAreCompact) = ArrayMutatorContext.mutators(
                    capitalizedName: capitalizedName, index: indexText, swiftName: swiftName, access: access,
                    elementType: elementType, elementParameter: generation.spelling.spellParameter(element))
            } else {
                (mutators, mutatorsAreCompact) = ([], true)
            }
        }
    }
}
