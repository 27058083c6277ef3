// DO NOT EDIT. Generated from Templates/*.template by Scripts/embed-templates.sh.

/// The templates of `Templates/`, compiled into the tool so it works from any directory and from the plugin.
enum EmbeddedTemplates {
    static let all: [(name: String, text: String)] = [
        (
            "arrayMutators",
            ####"""
            {{! The mutators of an array property, named like `Array`'s own; observers receive the matching change kind. Each is
                on one line when it fits (`@discardableResult` included), else its signature and its call each on a line, else
                one piece a line. }}
            {{#mutators}}
            {{#isOneLine}}
            {{attribute}}{{access}}func {{signature}} { _$edit({{index}}, \._$state.{{swiftName}}, {{edit}}){{unwrap}} }
            {{/isOneLine}}
            {{^isOneLine}}
            {{#isDiscardable}}
            @discardableResult
            {{/isDiscardable}}
            {{#mutatorsAreCompact}}
            {{access}}func {{signature}} {
                _$edit({{index}}, \._$state.{{swiftName}}, {{edit}}){{unwrap}}
            }
            {{/mutatorsAreCompact}}
            {{^mutatorsAreCompact}}
            {{#hasParameters}}
            {{access}}func {{name}}(
            {{#parameters}}
                {{.}}{{^-last}},{{/-last}}
            {{/parameters}}
            ){{result}} {
            {{/hasParameters}}
            {{^hasParameters}}
            {{access}}func {{name}}(){{result}} {
            {{/hasParameters}}
                _$edit(
                    {{index}}, \._$state.{{swiftName}},
                    {{edit}}){{unwrap}}
            }
            {{/mutatorsAreCompact}}
            {{/isOneLine}}
            {{/mutators}}

            """####
        ),
        (
            "binding",
            ####"""
            {{! One binding: a class holding its models unretained, one observer or reaction per rule, and one function per
                rule named for what it updates. A stable override point: its fields are the `binding` context's. A line too long
                for the line length breaks as swift-format would break it. }}
            {{>docComment}}
            {{#isolationAttribute}}
            {{isolationAttribute}}
            {{/isolationAttribute}}
            {{#header}}
            {{.}}
            {{/header}}
                /// Applies every rule at once, then keeps them applied until the binding ends.
                {{access}}init(
                    {{#initParameters}}
                    {{#parameterFits}}
                    {{label}}: {{parameterType}}{{^-last}},{{/-last}}
                    {{/parameterFits}}
                    {{^parameterFits}}
                    {{label}}:
                        {{parameterType}}{{^-last}},{{/-last}}
                    {{/parameterFits}}
                    {{/initParameters}}
                ) {
                    {{#parameters}}
                    {{#isExternal}}
                    {{#referenceFits}}
                    {{storage}} = _$$core.watch(external: {{swiftName}})
                    {{/referenceFits}}
                    {{^referenceFits}}
                    {{#referenceLines}}
                    {{.}}
                    {{/referenceLines}}
                    {{/referenceFits}}
                    {{/isExternal}}
                    {{^isExternal}}
                    {{#referenceFits}}
                    {{storage}} = Bindery.ModelReference({{swiftName}})
                    {{/referenceFits}}
                    {{^referenceFits}}
                    {{#referenceLines}}
                    {{.}}
                    {{/referenceLines}}
                    {{/referenceFits}}
                    {{/isExternal}}
                    {{/parameters}}
                    {{#handlers}}
                    {{#referenceFits}}
                    {{storage}} = {{swiftName}}
                    {{/referenceFits}}
                    {{^referenceFits}}
                    {{storage}} =
                        {{swiftName}}
                    {{/referenceFits}}
                    {{/handlers}}
                    {{#parameters}}
                    {{^isExternal}}
                    _$$core.watch({{swiftName}})
                    {{/isExternal}}
                    {{/parameters}}
                    {{#rules}}
                    {{>ruleStart}}
                    {{/rules}}
                }

                /// Whether the rules still apply: not cancelled, and every model still alive.
                {{access}}var isActive: Swift.Bool { _$$core.isActive }

                /// Stops every rule. Calling it again does nothing; deinitialising the binding does the same.
                {{access}}func cancel() { _$$core.cancel() }

                /// Keeps this binding alive exactly as long as `owner`, with no token to keep.
                {{access}}func attach(to owner: some Bindery.BindingOwner) { owner.bindingLifetime.keep(self) }

                // MARK: Plumbing

                private let _$$core = Bindery.BindingCore()
                {{#parameters}}
                {{#storageFits}}
                private let {{storage}}: {{storageType}}
                {{/storageFits}}
                {{^storageFits}}
                private let {{storage}}:
                    {{#storageTypeLines}}
                    {{.}}
                    {{/storageTypeLines}}
                {{/storageFits}}
                {{/parameters}}
                {{#handlers}}
                {{#storageFits}}
                private let {{storage}}: {{storageType}}
                {{/storageFits}}
                {{^storageFits}}
                private let {{storage}}:
                    {{storageType}}
                {{/storageFits}}
                {{/handlers}}
                {{#echoes}}
                {{#declarationFits}}
                private let {{name}} = Bindery.Echo<{{type}}>()
                {{/declarationFits}}
                {{^declarationFits}}
                private let {{name}} =
                    Bindery.Echo<{{type}}>()
                {{/declarationFits}}
                {{/echoes}}
                {{^hasRules}}
                private static let _$rules: [Bindery.RuleInfo] = []
                {{/hasRules}}
                {{#hasRules}}
                private static let _$rules: [Bindery.RuleInfo] = [
                    {{#rules}}
                    {{#infoFits}}
                    Bindery.RuleInfo({{infoLabel}}{{textLiteral}}, at: {{locationLiteral}}){{#hasSeveralRules}},{{/hasSeveralRules}}
                    {{/infoFits}}
                    {{^infoFits}}
                    Bindery.RuleInfo(
                        {{#textLiteralLines}}
                        {{#-first}}{{infoLabel}}{{/-first}}{{.}}
                        {{/textLiteralLines}}
                        at: {{locationLiteral}}){{#hasSeveralRules}},{{/hasSeveralRules}}
                    {{/infoFits}}
                    {{/rules}}
                ]
                {{/hasRules}}
            }
            {{#hasFunctions}}

            {{#extensionHeader}}
            {{.}}
            {{/extensionHeader}}
                {{#functionRules}}
                {{^-first}}

                {{/-first}}
                {{>ruleFunctions}}
                {{/functionRules}}
                {{#fallbacks}}

                {{#signature}}
                {{.}}
                {{/signature}}
            {{{code}}}
                }
                {{/fallbacks}}
            }
            {{/hasFunctions}}

            """####
        ),
        (
            "conformances",
            ####"""
            {{! Equatable, Hashable and Codable (or Encodable or Decodable alone), implemented over the stored properties. A model that can refer back to itself
                compares cycles coinductively, hashes only its non-model properties, and refuses to encode a cycle. A Codable
                model with no stored property encodes an empty keyed container, as Swift's synthesized conformance does; its
                coding keys have no case, so no raw type (Swift rejects a raw type on an enum without cases). A line too long for the
                line length breaks as swift-format would break it. }}
            {{#isEquatable}}

            {{#equatableHeader}}
            {{.}}
            {{/equatableHeader}}
                {{#equalsIsCompact}}
                {{access}}static func == (lhs: {{modelName}}, rhs: {{modelName}}) -> Swift.Bool {
                {{/equalsIsCompact}}
                {{^equalsIsCompact}}
                {{access}}static func == (
                    lhs: {{modelName}},
                    rhs: {{modelName}}
                ) -> Swift.Bool {
                {{/equalsIsCompact}}
                    {{#canFormCycle}}
                    Bindery.CycleGuard.equal(lhs, rhs) {
                        {{#equatedProperties}}
                        {{>equalityGuard}}
                        {{/equatedProperties}}
                        return true
                    }
                    {{/canFormCycle}}
                    {{^canFormCycle}}
                    {{#equatedProperties}}
                    {{>equalityGuard}}
                    {{/equatedProperties}}
                    return true
                    {{/canFormCycle}}
                }
            {{#comparedChecks}}
            {{{.}}}
            {{/comparedChecks}}
            }
            {{/isEquatable}}
            {{#isHashable}}

            {{#hashableHeader}}
            {{.}}
            {{/hashableHeader}}
                {{access}}func hash(into hasher: inout Swift.Hasher) {
                    {{#hashedProperties}}
                    hasher.combine(self.{{swiftName}}{{comparedAs}})
                    {{/hashedProperties}}
                }
            }
            {{/isHashable}}
            {{#isCodable}}

            {{#codableHeader}}
            {{.}}
            {{/codableHeader}}
                {{#hasInitParameters}}
                private enum _$CodingKeys: Swift.String, Swift.CodingKey {
                    {{#equatedProperties}}
                    case {{swiftName}}
                    {{/equatedProperties}}
                }
                {{/hasInitParameters}}
                {{^hasInitParameters}}
                private enum _$CodingKeys: Swift.CodingKey {}
                {{/hasInitParameters}}

                {{#isDecodable}}
                {{access}}convenience init(from decoder: any Swift.Decoder) throws {
                    {{^hasInitParameters}}
                    _ = try decoder.container(keyedBy: _$CodingKeys.self)
                    self.init()
                    {{/hasInitParameters}}
                    {{#hasInitParameters}}
                    let container = try decoder.container(keyedBy: _$CodingKeys.self)
                    self.init(
                        {{#equatedProperties}}
                        {{#decodeFits}}
                        {{callLabel}}: try container.{{decodeFunction}}(forKey: .{{swiftName}}){{codedAs}}{{^-last}},{{/-last}}
                        {{/decodeFits}}
                        {{^decodeFits}}
                        {{#decodeHeadFits}}
                        {{callLabel}}: try container.{{decodeFunction}}(
                            forKey: .{{swiftName}}){{codedAs}}{{^-last}},{{/-last}}
                        {{/decodeHeadFits}}
                        {{^decodeHeadFits}}
                        {{callLabel}}:
                        {{#decodeCallFits}}
                            try container.{{decodeFunction}}(forKey: .{{swiftName}}){{codedAs}}{{^-last}},{{/-last}}
                        {{/decodeCallFits}}
                        {{^decodeCallFits}}
                            try container.{{decodeFunction}}(
                                forKey: .{{swiftName}}){{codedAs}}{{^-last}},{{/-last}}
                        {{/decodeCallFits}}
                        {{/decodeHeadFits}}
                        {{/decodeFits}}
                        {{/equatedProperties}}
                    )
                    {{/hasInitParameters}}
                }
                {{/isDecodable}}
                {{#isEncodable}}
                {{#isDecodable}}

                {{/isDecodable}}
                {{access}}func encode(to encoder: any Swift.Encoder) throws {
                    {{#canFormCycle}}
                    try Bindery.CycleGuard.encode(self, to: encoder) {
                        var container = encoder.container(keyedBy: _$CodingKeys.self)
                        {{#equatedProperties}}
                        {{>encodeProperty}}
                        {{/equatedProperties}}
                    }
                    {{/canFormCycle}}
                    {{^canFormCycle}}
                    {{^hasInitParameters}}
                    _ = encoder.container(keyedBy: _$CodingKeys.self)
                    {{/hasInitParameters}}
                    {{#hasInitParameters}}
                    var container = encoder.container(keyedBy: _$CodingKeys.self)
                    {{#equatedProperties}}
                    {{>encodeProperty}}
                    {{/equatedProperties}}
                    {{/hasInitParameters}}
                    {{/canFormCycle}}
                }
                {{/isEncodable}}
            {{#codedChecks}}
            {{{.}}}
            {{/codedChecks}}
            }
            {{/isCodable}}

            """####
        ),
        (
            "docComment",
            ####"""
            {{#docLines}}
            {{.}}
            {{/docLines}}

            """####
        ),
        (
            "echoWrite",
            ####"""
            {{! A two-way rule's write through its echo guard: the guard runs the write with the binding's own observer of the
                written property muted when nobody else would hear of it, and otherwise remembers the value first. Fields: the
                `echoWrite` context's. }}
            {{#fits}}
            {{echo}}.write(value) { {{root}}.with { $0.{{path}} = value } }
            {{/fits}}
            {{^fits}}
            {{echo}}.write(value) {
            {{#bodyFits}}
                {{root}}.with { $0.{{path}} = value }
            {{/bodyFits}}
            {{^bodyFits}}
                {{root}}.with {
                    $0.{{path}} = value
                }
            {{/bodyFits}}
            }
            {{/fits}}

            """####
        ),
        (
            "encodeProperty",
            ####"""
            {{! `encode(to:)`'s line for one stored property: on one line when it fits; else its arguments on the next line, or
                one a line, as swift-format breaks them. Fields: the `property` context's. }}
            {{#encodeFits}}
            try container.{{encodeFunction}}(self.{{swiftName}}{{codedAs}}, forKey: .{{swiftName}})
            {{/encodeFits}}
            {{^encodeFits}}
            {{#encodeArgumentsFit}}
            try container.{{encodeFunction}}(
                self.{{swiftName}}{{codedAs}}, forKey: .{{swiftName}})
            {{/encodeArgumentsFit}}
            {{^encodeArgumentsFit}}
            try container.{{encodeFunction}}(
                self.{{swiftName}}{{codedAs}},
                forKey: .{{swiftName}})
            {{/encodeArgumentsFit}}
            {{/encodeFits}}

            """####
        ),
        (
            "equalityGuard",
            ####"""
            {{! `==`'s comparison of one stored property: on one line when it fits; else `else` on a line of its own; else the
                condition under `guard`, broken before `==` when it does not fit there either, as swift-format breaks it.
                Fields: the `property` context's. }}
            {{#equalityFits}}
            guard lhs.{{swiftName}}{{comparedAs}} == rhs.{{swiftName}} else { return false }
            {{/equalityFits}}
            {{^equalityFits}}
            {{#equalityConditionFits}}
            guard lhs.{{swiftName}}{{comparedAs}} == rhs.{{swiftName}}
            {{/equalityConditionFits}}
            {{^equalityConditionFits}}
            guard
            {{#equalitySidesFit}}
                lhs.{{swiftName}}{{comparedAs}} == rhs.{{swiftName}}
            {{/equalitySidesFit}}
            {{^equalitySidesFit}}
                lhs.{{swiftName}}{{comparedAs}}
                    == rhs.{{swiftName}}
            {{/equalitySidesFit}}
            {{/equalityConditionFits}}
            else { return false }
            {{/equalityFits}}

            """####
        ),
        (
            "externalClass",
            ####"""
            {{! An external class: nothing is generated for it but this function, which uses every property as the spec
                declares it and requires every conformance it declares, so the compiler checks the declaration against the real
                class, at the spec's lines. Its doc comment (`Checks that the class has the properties the spec declares`) and
                signature break as swift-format would when they do not fit the line length. }}
            {{#docLines}}
            {{.}}
            {{/docLines}}
            {{#signature}}
            {{.}}
            {{/signature}}
                {{#conformances}}
            {{{code}}}
                {{/conformances}}
                {{#members}}
            {{{code}}}
                {{/members}}
            }

            """####
        ),
        (
            "externalTransform",
            ####"""
            {{! A transform implemented by hand. The function below does not compile, at the transform's name in the spec,
                until the user's extension of BinderyTransforms implements it with that signature. Its signature breaks as
                swift-format would when it does not fit the line length; its comment quotes the declaration to copy, on a line
                of its own after the sentence when it does not fit beside it (broken at spaces when it does not fit one).
                A public or package one is also exported: a function as visible as the transform, which the generated bindings of
                modules that import this one call, so its implementation may stay internal. }}
            {{#docLines}}
            {{.}}
            {{/docLines}}
            {{#requirementSignature}}
            {{.}}
            {{/requirementSignature}}
            {{{reference}}}
            }
            {{#isExported}}

            extension Bindery.BinderyTransforms {
                /// `{{name}}` for the generated bindings of modules that import this one.
                {{#exportSignature}}
                {{.}}
                {{/exportSignature}}
                    {{exportCall}}
                }
            }
            {{/isExported}}

            """####
        ),
        (
            "file",
            ####"""
            {{! The whole generated file. A stable override point: its fields are the `file` context's. }}
            // DO NOT EDIT. Generated by bindery from {{specName}}.
            // Names with `$` are the plumbing of this code and the Bindery runtime; no spec can declare one.
            // swift-format-ignore-file
            // swiftlint:disable all

            {{#imports}}
            {{.}}
            {{/imports}}
            {{#declarationImports}}

            {{.}}
            {{/declarationImports}}
            {{#hasCheckedImports}}

            {{/hasCheckedImports}}
            {{#checkedImports}}
            {{.}}
            {{/checkedImports}}

            /// Compiles only against the Bindery runtime this file was generated for; otherwise the error names both versions.
            private func _$runtimeVersionCheck(_: Bindery.{{runtimeInterface}}.Type = Bindery.CurrentRuntimeInterface.self) {}
            {{#typeChecks}}

            {{.}}
            {{/typeChecks}}
            {{#models}}

            {{>model}}
            {{/models}}
            {{#externalClasses}}

            {{>externalClass}}
            {{/externalClasses}}
            {{#transforms}}

            {{>transform}}
            {{/transforms}}
            {{#externalTransforms}}

            {{>externalTransform}}
            {{/externalTransforms}}
            {{#bindings}}

            {{>binding}}
            {{/bindings}}

            """####
        ),
        (
            "initializer",
            ####"""
            {{! The memberwise initializer: every stored property in declaration order; those with a default may be left out. }}
            {{#hasInitParameters}}
            {{access}}init(
                {{#packedInitParameters}}
                {{.}}
                {{/packedInitParameters}}
            ) {
                {{#constants}}
                {{#assignmentFits}}
                self.{{swiftName}} = {{swiftName}}
                {{/assignmentFits}}
                {{^assignmentFits}}
                self.{{swiftName}} =
                    {{swiftName}}
                {{/assignmentFits}}
                {{/constants}}
                {{^storageArguments}}
                _$state = .init()
                {{/storageArguments}}
                {{#storageArguments}}
                {{#-first}}
                _$state = .init(
                {{/-first}}
                    {{.}}{{#-last}}{{#storageCloseFits}}){{/storageCloseFits}}{{/-last}}
                {{/storageArguments}}
                {{^storageCloseFits}}
                )
                {{/storageCloseFits}}
            }
            {{/hasInitParameters}}
            {{^hasInitParameters}}
            {{access}}init() {
                _$state = .init()
            }
            {{/hasInitParameters}}

            """####
        ),
        (
            "model",
            ####"""
            {{! One model: the class, its conformances to protocols Bindery does not know (each in an extension at its spec
                line), its observer protocol, and the conformances the generator implements. A stable override point: its fields
                are the `model` context's. A line too long for the line length breaks as swift-format would break it. }}
            {{>docComment}}
            {{#isolationAttribute}}
            {{isolationAttribute}}
            {{/isolationAttribute}}
            {{#header}}
            {{.}}
            {{/header}}
                {{#properties}}
                {{>property}}

                {{/properties}}
                {{>initializer}}

                deinit { _$bindery.modelWillDeinit() }

                /// Tells `observer` about every change until it goes away; it is held weakly.
                {{#addObserverSignature}}
                {{.}}
                {{/addObserverSignature}}
                    {{#hasObservedProperties}}
                    let forward = Bindery.ObserverForwarding(self, to: observer)
                    {{/hasObservedProperties}}
                    {{#observedProperties}}
                    {{#forwardIsCompact}}
                    forward({{index}}) { $0.{{observerLabel}}($1, {{observerMethodLabel}}: $2) }
                    {{/forwardIsCompact}}
                    {{^forwardIsCompact}}
                    forward({{index}}) {
                        {{#forwardCallFits}}
                        $0.{{observerLabel}}($1, {{observerMethodLabel}}: $2)
                        {{/forwardCallFits}}
                        {{^forwardCallFits}}
                        {{#forwardCallLines}}
                        {{.}}
                        {{/forwardCallLines}}
                        {{/forwardCallFits}}
                    }
                    {{/forwardIsCompact}}
                    {{/observedProperties}}
                }

                /// Bindings attached to this model, kept alive exactly as long as it is.
                {{access}}var bindingLifetime: Bindery.BindingLifetime { _$bindery.bindingLifetime() }

                // MARK: Plumbing

                {{#coreFits}}
                {{spi}}@safe @exclusivity(unchecked) {{access}}var _$bindery = Bindery.ModelCore<{{modelName}}>()
                {{/coreFits}}
                {{^coreFits}}
                {{spi}}@safe @exclusivity(unchecked) {{access}}var _$bindery = Bindery.ModelCore<
                    {{modelName}}
                >()
                {{/coreFits}}
                {{#observation}}
                {{spi}}{{access}}let _$registrar = Observation.ObservationRegistrar()
                {{/observation}}
                {{#propertyTableFits}}
                {{spi}}{{access}}{{isolationModifier}}static let _$properties = Bindery.PropertyTable<{{modelName}}>(
                {{/propertyTableFits}}
                {{^propertyTableFits}}
                {{spi}}{{access}}{{isolationModifier}}static let _$properties = Bindery.PropertyTable<
                    {{modelName}}
                >(
                {{/propertyTableFits}}
                    {{#propertyTableNames}}
                    {{.}}
                    {{/propertyTableNames}}
                    {{#hasPropertyTable}}
                    [
                        {{#propertyTable}}
                        {{.}}
                        {{/propertyTable}}
                    ])
                    {{/hasPropertyTable}}
                    {{^hasPropertyTable}}
                    [])
                    {{/hasPropertyTable}}
                {{spi}}{{access}}nonisolated static var _$distinction: Swift.UInt { {{distinction}} }
                @safe @exclusivity(unchecked) private var _$state: _$State

                private struct _$State {
                    {{#storedVariables}}
                    {{#storageFits}}
                    var {{swiftName}}: {{type}}
                    {{/storageFits}}
                    {{^storageFits}}
                    var {{swiftName}}:
                        {{type}}
                    {{/storageFits}}
                    {{/storedVariables}}
                }
            }
            {{#conformanceExtensions}}

            {{{.}}}
            {{/conformanceExtensions}}
            {{#hasHelpers}}

            {{>modelHelpers}}
            {{/hasHelpers}}

            {{>observerProtocol}}
            {{>conformances}}

            """####
        ),
        (
            "modelHelpers",
            ####"""
            {{! The spec's expressions behind defaults and computed properties, each at its spec line and column, in functions
                whose signatures (`@usableFromInline static func _$default_name() -> Type {`, `fileprivate func evaluator() ->
                Type {`) break as swift-format would when they do not fit the line length. A computed property with fixed reads
                has its expression in a second evaluator, over the storage (locals named like the stored properties it reads
                shadow their getters); its first evaluator reads those properties through their getters, so that a derivation
                records them, and returns the second's value. }}
            {{#helpersHeader}}
            {{.}}
            {{/helpersHeader}}
                {{#helpers}}
                {{^-first}}

                {{/-first}}
                {{#defaultFunction}}
                {{#defaultSignature}}
                {{.}}
                {{/defaultSignature}}
            {{{code}}}
                }
                {{/defaultFunction}}
                {{#evaluator}}
                {{#evaluatorSignature}}
                {{.}}
                {{/evaluatorSignature}}
                {{#storageEvaluator}}
                    {{#trackedEvaluationLines}}
                    {{.}}
                    {{/trackedEvaluationLines}}
                {{/storageEvaluator}}
                {{^storageEvaluator}}
            {{{code}}}
                {{/storageEvaluator}}
                }
                {{/evaluator}}
                {{#storageEvaluator}}

                {{#storageEvaluatorSignature}}
                {{.}}
                {{/storageEvaluatorSignature}}
                    {{#storageReadLines}}
                    {{.}}
                    {{/storageReadLines}}
            {{{storageCode}}}
                }
                {{/storageEvaluator}}
                {{/helpers}}
            }

            """####
        ),
        (
            "observerProtocol",
            ####"""
            {{! The observer protocol of a model: one method per property, empty by default (so its parameters are unnamed). A
                line too long for the line length breaks as swift-format would break it. }}
            {{#observerDocLines}}
            {{.}}
            {{/observerDocLines}}
            {{#isolationAttribute}}
            {{isolationAttribute}}
            {{/isolationAttribute}}
            {{#observerProtocolHeader}}
            {{.}}
            {{/observerProtocolHeader}}
                {{#observedProperties}}
                {{#requirementIsCompact}}
                func {{observerLabel}}(_ {{observerLabel}}: {{modelName}}, {{observerMethodLabel}} change: Bindery.Change<{{type}}>)
                {{/requirementIsCompact}}
                {{^requirementIsCompact}}
                func {{observerLabel}}(
                    {{#observerSubjectFits}}
                    _ {{observerLabel}}: {{modelName}},
                    {{/observerSubjectFits}}
                    {{^observerSubjectFits}}
                    _ {{observerLabel}}:
                        {{modelName}},
                    {{/observerSubjectFits}}
                    {{#requirementChangeFits}}
                    {{observerMethodLabel}} change: Bindery.Change<{{type}}>
                    {{/requirementChangeFits}}
                    {{^requirementChangeFits}}
                    {{#requirementChangeLines}}
                    {{.}}
                    {{/requirementChangeLines}}
                    {{/requirementChangeFits}}
                )
                {{/requirementIsCompact}}
                {{/observedProperties}}
            }

            {{#observerExtensionHeader}}
            {{.}}
            {{/observerExtensionHeader}}
                {{#observedProperties}}
                {{#requirementIsCompact}}
                {{access}}func {{observerLabel}}(_: {{modelName}}, {{observerMethodLabel}} _: Bindery.Change<{{type}}>) {}
                {{/requirementIsCompact}}
                {{^requirementIsCompact}}
                {{access}}func {{observerLabel}}(
                    _: {{modelName}},
                    {{#defaultChangeFits}}
                    {{observerMethodLabel}} _: Bindery.Change<{{type}}>
                    {{/defaultChangeFits}}
                    {{^defaultChangeFits}}
                    {{#defaultChangeLines}}
                    {{.}}
                    {{/defaultChangeLines}}
                    {{/defaultChangeFits}}
                ) {}
                {{/requirementIsCompact}}
                {{/observedProperties}}
            }

            """####
        ),
        (
            "property",
            ####"""
            {{! One property of a model: a `let`, a stored `var` with its accessors (and mutators, for an array), or a computed
                property (whose getter, with fixed reads, passes both evaluations as arguments). Fields: the `property`
                context's, within the `model` context. A line too long for the line length breaks as swift-format would break
                it. }}
            {{>docComment}}
            {{#isConstant}}
            {{#declarationFits}}
            {{access}}let {{swiftName}}: {{type}}
            {{/declarationFits}}
            {{^declarationFits}}
            {{access}}let {{swiftName}}:
                {{type}}
            {{/declarationFits}}
            {{/isConstant}}
            {{#isVariable}}
            {{>propertyHeader}}
            {{#isCompact}}
                get { _$get({{index}}, _$state.{{swiftName}}) }
                set { {{setter}}({{index}}, _$state.{{swiftName}}, newValue) { $0._$state.{{swiftName}} = $1 } }
            }
            {{/isCompact}}
            {{^isCompact}}
                get {
                    {{#getterLines}}
                    {{.}}
                    {{/getterLines}}
                }
                set {
                    {{#setFits}}
                    {{setter}}({{index}}, _$state.{{swiftName}}, newValue) { $0._$state.{{swiftName}} = $1 }
                    {{/setFits}}
                    {{^setFits}}
                    {{#setHeadFits}}
                    {{setter}}({{index}}, _$state.{{swiftName}}, newValue) {
                    {{/setHeadFits}}
                    {{^setHeadFits}}
                    {{setter}}(
                        {{#setArguments}}
                        {{.}}
                        {{/setArguments}}
                    ) {
                    {{/setHeadFits}}
                        {{#setterAssignmentLines}}
                        {{.}}
                        {{/setterAssignmentLines}}
                    }
                    {{/setFits}}
                }
            }
            {{/isCompact}}
            {{#elementType}}

            {{>arrayMutators}}
            {{/elementType}}
            {{/isVariable}}
            {{#isComputed}}
            {{>propertyHeader}}
            {{#storageEvaluator}}
                {{#fixedReadsGetterLines}}
                {{.}}
                {{/fixedReadsGetterLines}}
            {{/storageEvaluator}}
            {{^storageEvaluator}}
            {{#computedFits}}
                _$bindery.{{computedGetter}}(self, {{index}}) { $0.{{evaluator}}() }
            {{/computedFits}}
            {{^computedFits}}
                _$bindery.{{computedGetter}}(self, {{index}}) {
                    $0.{{evaluator}}()
                }
            {{/computedFits}}
            {{/storageEvaluator}}
            }
            {{/isComputed}}

            """####
        ),
        (
            "propertyHeader",
            ####"""
            {{! The first line of a `var` with accessors: on one line when it fits; else the brace on a line of its own, and
                the type too when the name and type do not fit together, as swift-format breaks it. Fields: the `property`
                context's. }}
            {{#headerFits}}
            {{access}}var {{swiftName}}: {{type}} {
            {{/headerFits}}
            {{^headerFits}}
            {{#declarationFits}}
            {{access}}var {{swiftName}}: {{type}}
            {{/declarationFits}}
            {{^declarationFits}}
            {{access}}var {{swiftName}}:
                {{type}}
            {{/declarationFits}}
            {
            {{/headerFits}}

            """####
        ),
        (
            "reactionStart",
            ####"""
            {{! A reaction calling the rule's function, in the binding's initializer: on one line when it fits, else the call in
                the closure's body. A two-way rule's names the echo guard whose writes it hears. Fields: the `rule` context's. }}
            {{#reactFits}}
            _$$core.react(Self._$rules[{{index}}]{{writing}}, calling: self{{hearing}}) { $0.{{function}}($1) }
            {{/reactFits}}
            {{^reactFits}}
            {{#reactHeadFits}}
            _$$core.react(Self._$rules[{{index}}]{{writing}}, calling: self{{hearing}}) {
                $0.{{function}}($1)
            }
            {{/reactHeadFits}}
            {{^reactHeadFits}}
            _$$core.react(
                {{#reactArguments}}
                {{.}}
                {{/reactArguments}}
            ) {
                $0.{{function}}($1)
            }
            {{/reactHeadFits}}
            {{/reactFits}}

            """####
        ),
        (
            "ruleFunctions",
            ####"""
            {{! The functions applying a rule. Fields: the `rule` context's. A line too long for the line length breaks as
                swift-format would break it. }}
            {{#textDocLines}}
            /// {{.}}
            {{/textDocLines}}
            {{#isDirect}}
            {{#valueSignature}}
            {{.}}
            {{/valueSignature}}
                {{#isTwoWay}}
                {{#backwardGuardFits}}
                guard !{{backwardEcho}}.isEcho(value) else { return }
                {{/backwardGuardFits}}
                {{^backwardGuardFits}}
                guard !{{backwardEcho}}.isEcho(value)
                else { return }
                {{/backwardGuardFits}}
                {{/isTwoWay}}
                {{#hasTransforms}}
                {{#forwardValueLines}}
                {{.}}
                {{/forwardValueLines}}
                {{/hasTransforms}}
                {{>twoWayOrWriteTarget}}
            }
            {{/isDirect}}
            {{#isReaction}}
            {{#runSignature}}
            {{.}}
            {{/runSignature}}
                {{#readsValue}}
                let {{readPattern}} = run.{{reading}} {
                    {{#readValueLines}}
                    {{.}}
                    {{/readValueLines}}
                }
                {{/readsValue}}
                {{^readsValue}}
                {{#observesExternals}}
                {{sourceDirective}}
                {{/observesExternals}}
                {{#readFits}}
                let {{readPattern}} = run.{{reading}} { {{readExpression}} }
                {{/readFits}}
                {{^readFits}}
                {{#readsOneSource}}
                let {{readPattern}} = run.{{reading}} {
                    {{#readOneLines}}
                    {{.}}
                    {{/readOneLines}}
                }
                {{/readsOneSource}}
                {{^readsOneSource}}
                let {{readPattern}} = run.{{reading}} {
                    {{#readTupleFits}}
                    {{readExpression}}
                    {{/readTupleFits}}
                    {{^readTupleFits}}
                    (
                        {{#readLines}}
                        {{.}}
                        {{/readLines}}
                    )
                    {{/readTupleFits}}
                }
                {{/readsOneSource}}
                {{/readFits}}
                {{#observesExternals}}
                #sourceLocation()
                {{/observesExternals}}
                {{/readsValue}}
                {{#guardsLaterSet}}
                guard run.mayWrite else { return }
                {{/guardsLaterSet}}
                {{#isTwoWay}}
                {{#backwardGuardFits}}
                guard !{{backwardEcho}}.isEcho(input) else { return }
                {{/backwardGuardFits}}
                {{^backwardGuardFits}}
                guard !{{backwardEcho}}.isEcho(input)
                else { return }
                {{/backwardGuardFits}}
                {{/isTwoWay}}
                {{^readsValue}}
                {{#inputValueLines}}
                {{.}}
                {{/inputValueLines}}
                {{/readsValue}}
                {{>twoWayOrWriteTarget}}
            }
            {{/isReaction}}
            {{#isOnce}}
            {{#onceSignature}}
            {{.}}
            {{/onceSignature}}
                {{#onceReadLines}}
                {{.}}
                {{/onceReadLines}}
                {{#inputValueLines}}
                {{.}}
                {{/inputValueLines}}
                {{>writeTarget}}
            }
            {{/isOnce}}
            {{#isTwoWay}}

            {{#writtenBackDocLines}}
            /// {{.}}
            {{/writtenBackDocLines}}
            {{#backwardIsReaction}}
            {{#backwardRunSignature}}
            {{.}}
            {{/backwardRunSignature}}
                {{#backwardReadsValue}}
                let (input, value) = run.{{backwardReading}} {
                    {{#backwardReadValueLines}}
                    {{.}}
                    {{/backwardReadValueLines}}
                }
                {{/backwardReadsValue}}
                {{^backwardReadsValue}}
                {{targetDirective}}
                let {{backwardInput}} = run.readingObserved { self.{{targetStorage}}.model.{{targetProperty}} }
                #sourceLocation()
                {{/backwardReadsValue}}
                {{! The first run, as the binding starts, comes after the rule's first write, which nothing heard: it forgets
                    the value that write left in the echo guard. }}
                {{#forwardGuardFits}}
                guard !{{forwardEcho}}.isEcho({{backwardInput}}), !run.isFirstRun else { return }
                {{/forwardGuardFits}}
                {{^forwardGuardFits}}
                guard !{{forwardEcho}}.isEcho({{backwardInput}}), !run.isFirstRun
                else { return }
                {{/forwardGuardFits}}
            {{/backwardIsReaction}}
            {{^backwardIsReaction}}
            {{#backwardValueSignature}}
            {{.}}
            {{/backwardValueSignature}}
                {{#forwardGuardFits}}
                guard !{{forwardEcho}}.isEcho({{backwardInput}}) else { return }
                {{/forwardGuardFits}}
                {{^forwardGuardFits}}
                guard !{{forwardEcho}}.isEcho({{backwardInput}})
                else { return }
                {{/forwardGuardFits}}
            {{/backwardIsReaction}}
                {{^backwardReadsValue}}
                {{#hasBackwardTransforms}}
                {{#backwardValueLines}}
                {{.}}
                {{/backwardValueLines}}
                {{/hasBackwardTransforms}}
                {{/backwardReadsValue}}
                {{#backwardUnwraps}}
                guard let value else { return }
                {{/backwardUnwraps}}
                {{#sourceWriteIsExternal}}
                {{backwardEcho}}.willWrite(value, applying: Self._$rules[{{index}}])
                {{sourceWriteRoot}}.with(orEnding: _$$core) { object in
                    {{sourceDirective}}
                    {{#sourceDiffersFits}}
                    if {{backwardEcho}}.differs(object.{{sourceWritePath}}, value) { object.{{sourceWritePath}} = value }
                    {{/sourceDiffersFits}}
                    {{^sourceDiffersFits}}
                    if {{backwardEcho}}.differs(object.{{sourceWritePath}}, value) {
                    {{sourceDirective}}
                        object.{{sourceWritePath}} = value
                    }
                    {{/sourceDiffersFits}}
                    #sourceLocation()
                }
                {{/sourceWriteIsExternal}}
                {{^sourceWriteIsExternal}}
                {{#backwardWrite}}
                {{>echoWrite}}
                {{/backwardWrite}}
                {{/sourceWriteIsExternal}}
            }
            {{/isTwoWay}}
            {{#isMultiPathAction}}
            {{#runSignature}}
            {{.}}
            {{/runSignature}}
                {{#readFits}}
                let values = run.{{reading}} { {{readExpression}} }
                {{/readFits}}
                {{^readFits}}
                let values = run.{{reading}} {
                    (
                        {{#readLines}}
                        {{.}}
                        {{/readLines}}
                    )
                }
                {{/readFits}}
                {{#runsInitially}}
                guard run.hasChanged(values) else { return }
                {{/runsInitially}}
                {{^runsInitially}}
                guard run.hasChanged(values), !run.isFirstRun else { return }
                {{/runsInitially}}
                run.call({{handlerStorage}})
            }
            {{/isMultiPathAction}}

            """####
        ),
        (
            "ruleStart",
            ####"""
            {{! How a rule starts, in the binding's initializer. Fields: the `rule` context's. A line too long for the line length
                breaks as swift-format would break it. }}
            {{#textCommentLines}}
            // {{.}}
            {{/textCommentLines}}
            {{#isDirect}}
            {{#observeFits}}
            _$$core.observe({{sourceParameter}}, \.{{sourceProperty}}{{writing}}, rule: Self._$rules[{{index}}], calling: self{{mutedBy}}) {
            {{/observeFits}}
            {{^observeFits}}
            _$$core.observe(
                {{#observeArguments}}
                {{.}}
                {{/observeArguments}}
            ) {
            {{/observeFits}}
            {{#observerCallFits}}
                $0.{{function}}($1.new)
            {{/observerCallFits}}
            {{^observerCallFits}}
            {{#observerCallHeadFits}}
                $0.{{function}}(
                    $1.new)
            {{/observerCallHeadFits}}
            {{^observerCallHeadFits}}
                $0
                    .{{function}}(
                        $1.new)
            {{/observerCallHeadFits}}
            {{/observerCallFits}}
            }
            {{#isTwoWay}}
            {{^backwardIsReaction}}
            {{>targetObserve}}
            {{/backwardIsReaction}}
            {{/isTwoWay}}
            {{! Applied here, not by an observer, which traces the later applications; a two-way rule traces where it writes. }}
            {{^isTwoWay}}
            _$$core.willApply(Self._$rules[{{index}}])
            {{/isTwoWay}}
            {{#initialCallFits}}
            self.{{function}}({{sourceParameter}}.{{sourceProperty}})
            {{/initialCallFits}}
            {{^initialCallFits}}
            self.{{function}}(
                {{sourceParameter}}.{{sourceProperty}})
            {{/initialCallFits}}
            {{/isDirect}}
            {{#isReaction}}
            {{#isTwoWay}}
            {{^backwardIsReaction}}
            {{>targetObserve}}
            {{/backwardIsReaction}}
            {{/isTwoWay}}
            {{>reactionStart}}
            {{/isReaction}}
            {{#isOnce}}
            _$$core.willApply(Self._$rules[{{index}}])
            self.{{function}}()
            {{/isOnce}}
            {{#isTwoWay}}
            {{#backwardIsReaction}}
            {{#backwardReactFits}}
            _$$core.react(Self._$rules[{{index}}], calling: self, hearing: {{forwardEcho}}) { $0.{{backwardFunction}}($1) }
            {{/backwardReactFits}}
            {{^backwardReactFits}}
            _$$core.react(Self._$rules[{{index}}], calling: self, hearing: {{forwardEcho}}) {
                $0.{{backwardFunction}}($1)
            }
            {{/backwardReactFits}}
            {{/backwardIsReaction}}
            {{/isTwoWay}}
            {{#isDirectAction}}
            {{! An `initial` action's observer is also called as it starts, by the runtime, which traces the call. }}
            {{#observeFits}}
            _$$core.observe({{sourceParameter}}, \.{{sourceProperty}}, rule: Self._$rules[{{index}}], calling: self{{initialArgument}}) {
            {{/observeFits}}
            {{^observeFits}}
            _$$core.observe(
                {{#observeArguments}}
                {{.}}
                {{/observeArguments}}
            ) {
            {{/observeFits}}
                $0.{{handlerStorage}}($1)
            }
            {{/isDirectAction}}
            {{#isPathAction}}
            {{#observesExternals}}
            {{sourceDirective}}
            {{/observesExternals}}
            {{#readClosureFits}}
            let _$read{{index}} = { [unowned(unsafe) self] in {{readExpression}} }
            {{/readClosureFits}}
            {{^readClosureFits}}
            let _$read{{index}} = { [unowned(unsafe) self] in
                {{#readOneLines}}
                {{.}}
                {{/readOneLines}}
            }
            {{/readClosureFits}}
            {{#observesExternals}}
            #sourceLocation()
            {{/observesExternals}}
            {{#onChangeFits}}
            _$$core.onChange({{onChangeOf}}: _$read{{index}}, rule: Self._$rules[{{index}}], initial: {{initial}}, {{handlerStorage}})
            {{/onChangeFits}}
            {{^onChangeFits}}
            _$$core.onChange(
                {{#onChangeArguments}}
                {{.}}
                {{/onChangeArguments}}
            {{^onChangeCloseFits}}
            )
            {{/onChangeCloseFits}}
            {{/onChangeFits}}
            {{/isPathAction}}
            {{#isMultiPathAction}}
            {{>reactionStart}}
            {{/isMultiPathAction}}

            """####
        ),
        (
            "targetObserve",
            ####"""
            {{! A two-way rule's observer of its target, writing back. Started before the rule is first applied, so that it
                hears that write as the rule's own (see `Bindery.Echo`); a write made before nothing could hear would leave its
                echo guard remembering a value that never comes back. Fields: the `rule` context's. }}
            {{#targetObserveFits}}
            _$$core.observe({{targetParameter}}, \.{{targetProperty}}, rule: Self._$rules[{{index}}], calling: self{{targetMutedBy}}) {
            {{/targetObserveFits}}
            {{^targetObserveFits}}
            _$$core.observe(
                {{#targetObserveArguments}}
                {{.}}
                {{/targetObserveArguments}}
            ) {
            {{/targetObserveFits}}
            {{#backwardCallFits}}
                $0.{{backwardFunction}}($1.new)
            {{/backwardCallFits}}
            {{^backwardCallFits}}
            {{#backwardCallHeadFits}}
                $0.{{backwardFunction}}(
                    $1.new)
            {{/backwardCallHeadFits}}
            {{^backwardCallHeadFits}}
                $0
                    .{{backwardFunction}}(
                        $1.new)
            {{/backwardCallHeadFits}}
            {{/backwardCallFits}}
            }

            """####
        ),
        (
            "transform",
            ####"""
            {{! A transform with a body: a static function named like it; a reversible one's inverse is the overload labelled
                `backward:`. Fields: the `transform` context's. The signatures (`nonisolated static func name(_ _$value: Input)
                -> Output {`) break as swift-format would when they do not fit the line length. }}
            extension Bindery.BinderyTransforms {
                {{>docComment}}
                {{#signature}}
                {{.}}
                {{/signature}}
                    {{#closureHead}}
                    {{.}}
                    {{/closureHead}}
            {{{forwardCode}}}
                    {{closureEnd}}
                    return transform({{arguments}})
                }
                {{#isReversible}}

                {{#backwardDocLines}}
                {{.}}
                {{/backwardDocLines}}
                {{#backwardSignature}}
                {{.}}
                {{/backwardSignature}}
                    {{#backwardClosureHead}}
                    {{.}}
                    {{/backwardClosureHead}}
            {{{backwardCode}}}
                    {{backwardClosureEnd}}
                    return transform(_$value)
                }
                {{/isReversible}}
            }

            """####
        ),
        (
            "twoWayOrWriteTarget",
            ####"""
            {{! Writes a rule's value into its target. A two-way rule writes through its echo guard, which mutes the binding's
                own observer of the target for the write when nobody else would hear of it, and otherwise remembers the value
                (into an external class, it only remembers: the binding watches that through a reaction, which it cannot mute).
                Fields: the `rule` context's. }}
            {{#isTwoWay}}
            {{#targetIsExternal}}
            {{forwardEcho}}.willWrite(value, applying: Self._$rules[{{index}}])
            {{>writeTarget}}
            {{/targetIsExternal}}
            {{^targetIsExternal}}
            {{#forwardWrite}}
            {{>echoWrite}}
            {{/forwardWrite}}
            {{/targetIsExternal}}
            {{/isTwoWay}}
            {{^isTwoWay}}
            {{>writeTarget}}
            {{/isTwoWay}}

            """####
        ),
        (
            "writeTarget",
            ####"""
            {{! Writes a rule's value into its target: through the model's setter, which notifies only on a change; into an
                external class only when the value differs, as a model would (a two-way rule asks its echo guard, which forgets
                a value it will not write), with the object held for the write if it still exists (if not, the binding ends). A
                write too long for the line length breaks after its `{`, the directive repeated before the assignment so that an
                error in it still points at the spec's line. }}
            {{#targetIsExternal}}
            {{targetStorage}}.with(orEnding: _$$core) { object in
                {{targetDirective}}
                {{#targetDiffersFits}}
                if {{targetDiffers}}(object.{{targetProperty}}, value) { object.{{targetProperty}} = value }
                {{/targetDiffersFits}}
                {{^targetDiffersFits}}
                if {{targetDiffers}}(object.{{targetProperty}}, value) {
                {{targetDirective}}
                    object.{{targetProperty}} = value
                }
                {{/targetDiffersFits}}
                #sourceLocation()
            }
            {{/targetIsExternal}}
            {{^targetIsExternal}}
            {{#targetWriteFits}}
            {{targetStorage}}.with { $0.{{targetProperty}} = value }
            {{/targetWriteFits}}
            {{^targetWriteFits}}
            {{targetStorage}}.with {
                $0.{{targetProperty}} = value
            }
            {{/targetWriteFits}}
            {{/targetIsExternal}}

            """####
        ),
    ]
}
