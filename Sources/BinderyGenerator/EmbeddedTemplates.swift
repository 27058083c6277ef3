// DO NOT EDIT. Generated from Templates/*.template by Scripts/embed-templates.sh.

/// The templates of `Templates/`, compiled into the tool so it works from any directory and from the plugin.
enum EmbeddedTemplates {
    static let all: [(name: String, text: String)] = [
        (
            "arrayMutators",
            ####"""
            /// Inserts `elements` at `index`; observers see an insertion at their indexes.
            {{access}}func insert{{capitalizedName}}(_ elements: {{type}}, at index: Swift.Int) {
                var new = _{{plainName}}
                new.insert(contentsOf: elements, at: index)
                {{>storeUnlessObserved}}
                _set{{capitalizedName}}(new, kind: .insertion(Bindery.IndexSet(integersIn: index..<(index + elements.count))))
            }

            /// Removes the elements at `indexes`; observers see a removal at those indexes.
            {{access}}func remove{{capitalizedName}}(at indexes: Bindery.IndexSet) {
                var new = _{{plainName}}
                for index in indexes.reversed() { new.remove(at: index) }
                {{>storeUnlessObserved}}
                _set{{capitalizedName}}(new, kind: .removal(indexes))
            }

            /// Replaces the elements from `index` on with `elements`; observers see a replacement at their indexes.
            {{access}}func replace{{capitalizedName}}(at index: Swift.Int, with elements: {{type}}) {
                var new = _{{plainName}}
                new.replaceSubrange(index..<(index + elements.count), with: elements)
                {{>storeUnlessObserved}}
                _set{{capitalizedName}}(new, kind: .replacement(Bindery.IndexSet(integersIn: index..<(index + elements.count))))
            }

            """####
        ),
        (
            "binding",
            ####"""
            {{>docComment}}
            {{#isolationAttribute}}
            {{isolationAttribute}}
            {{/isolationAttribute}}
            {{access}}{{isolationModifier}}final class {{name}} {
                {{#parameters}}
                private weak var {{swiftName}}: {{type}}?
                {{/parameters}}
                {{#handlers}}
                private let {{swiftName}}: {{closureType}}
                {{/handlers}}
                private var tokens: [Bindery.ObservationToken] = []
                {{#pathSubscriptions}}
                private var {{tokensName}}: [Bindery.ObservationToken] = []
                {{/pathSubscriptions}}
                {{#caches}}
                private var {{name}}: {{type}}?
                {{/caches}}
                {{#twoWayRules}}
                private var {{flagName}} = false
                {{/twoWayRules}}
                private var cancelled = false

                /// Applies every rule at once, then keeps them applied until the binding ends.
                {{access}}init(
                    {{#initParameters}}
                    {{label}}: {{type}}{{^isLast}},{{/isLast}}
                    {{/initParameters}}
                ) {
                    {{#parameters}}
                    self.{{swiftName}} = {{swiftName}}
                    {{/parameters}}
                    {{#handlers}}
                    self.{{swiftName}} = {{swiftName}}
                    {{/handlers}}
                    {{#start}}
                    {{#observe}}
                    tokens.append(
                        {{object}}.observe(\.{{property}}{{options}}) { [weak self] {{changeParameter}} in
                            {{#statements}}
                            {{.}}
                            {{/statements}}
                        })
                    {{/observe}}
                    {{#call}}
                    {{call}}()
                    {{/call}}
                    {{/start}}
                }

                /// Whether the rules still apply: not cancelled, and every model still alive.
                {{access}}var isActive: Swift.Bool {
                    !cancelled{{#parameters}} && {{swiftName}} != nil{{/parameters}}
                }

                /// Stops every rule. Calling it again does nothing; deinitialising the binding does the same.
                {{access}}func cancel() {
                    guard !cancelled else { return }
                    cancelled = true
                    for token in tokens { token.cancel() }
                    tokens = []
                    {{#pathSubscriptions}}
                    for token in {{tokensName}} { token.cancel() }
                    {{tokensName}} = []
                    {{/pathSubscriptions}}
                }

                /// Keeps this binding alive exactly as long as `owner`, with no token to keep.
                {{access}}func attach(to owner: some Bindery.BindingOwner) {
                    owner.bindingLifetime.keep(self)
                }
                {{#rules}}

                {{>rule}}
                {{/rules}}
                {{#pathSubscriptions}}

                {{>pathSubscription}}
                {{/pathSubscriptions}}
                {{#fallbacks}}

                private func {{functionName}}() -> {{type}} {
                    {{#expression}}
                    {{>sourceLocation}}
                    {{/expression}}
                }
                {{/fallbacks}}
            }

            """####
        ),
        (
            "captureDependents",
            ####"""
            {{#dependents}}
            let old{{capitalizedName}} = _evaluate{{capitalizedName}}()
            {{/dependents}}

            """####
        ),
        (
            "computedProperty",
            ####"""
            {{>docComment}}
            {{access}}var {{swiftName}}: {{type}} {
                _evaluate{{capitalizedName}}()
            }

            {{#expression}}
            /// Evaluated on every read. Depends on {{dependencyList}}, whose setters notify its observers.
            private func _evaluate{{capitalizedName}}() -> {{type}} {
                {{>sourceLocation}}
            }
            {{/expression}}

            """####
        ),
        (
            "conformances",
            ####"""
            {{#isEquatable}}

            extension {{name}}: {{isolatedPrefix}}Swift.Equatable {
                {{access}}{{isolationModifier}}static func == (lhs: {{name}}, rhs: {{name}}) -> Swift.Bool {
                    {{#storedProperties}}
                    guard lhs.{{swiftName}} == rhs.{{swiftName}} else { return false }
                    {{/storedProperties}}
                    return true
                }
            }
            {{/isEquatable}}
            {{#isHashable}}

            extension {{name}}: {{isolatedPrefix}}Swift.Hashable {
                {{access}}{{isolationModifier}}func hash(into hasher: inout Swift.Hasher) {
                    {{#storedProperties}}
                    hasher.combine({{swiftName}})
                    {{/storedProperties}}
                }
            }
            {{/isHashable}}
            {{#isCodable}}

            extension {{name}}: {{isolatedPrefix}}Swift.Codable {
                private enum CodingKeys: Swift.String, Swift.CodingKey {
                    {{#storedProperties}}
                    case {{swiftName}}
                    {{/storedProperties}}
                }

                {{access}}{{isolationModifier}}convenience init(from decoder: any Swift.Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    self.init(
                        {{#storedProperties}}
                        {{#isOptional}}
                        {{label}}: try container.decodeIfPresent({{wrappedType}}.self, forKey: .{{swiftName}}){{^isLast}},{{/isLast}}
                        {{/isOptional}}
                        {{^isOptional}}
                        {{label}}: try container.decode({{type}}.self, forKey: .{{swiftName}}){{^isLast}},{{/isLast}}
                        {{/isOptional}}
                        {{/storedProperties}}
                    )
                }

                {{access}}{{isolationModifier}}func encode(to encoder: any Swift.Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    {{#storedProperties}}
                    {{#isOptional}}
                    try container.encodeIfPresent({{swiftName}}, forKey: .{{swiftName}})
                    {{/isOptional}}
                    {{^isOptional}}
                    try container.encode({{swiftName}}, forKey: .{{swiftName}})
                    {{/isOptional}}
                    {{/storedProperties}}
                }
            }
            {{/isCodable}}

            """####
        ),
        (
            "defaultValue",
            ####"""
            {{! The default of a stored property, a function so its expression maps back to the spec line. }}
            {{#expression}}
            {{access}}static func _default{{capitalizedName}}() -> {{type}} {
                {{>sourceLocation}}
            }
            {{/expression}}

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
            "file",
            ####"""
            // DO NOT EDIT. Generated by bindery from {{specName}}.

            {{#imports}}
            {{.}}
            {{/imports}}
            {{#models}}

            {{>model}}
            {{/models}}
            {{#hasTransforms}}

            {{>transforms}}
            {{/hasTransforms}}
            {{#bindings}}

            {{>binding}}
            {{/bindings}}

            """####
        ),
        (
            "model",
            ####"""
            {{>docComment}}
            {{#isolationAttribute}}
            {{isolationAttribute}}
            {{/isolationAttribute}}
            {{access}}{{isolationModifier}}final class {{name}}: {{conformanceList}} {
                {{#properties}}
                {{#isStored}}
                private var _{{plainName}}: {{type}}
                {{/isStored}}
                {{#isConstant}}
                {{>docComment}}
                {{access}}let {{swiftName}}: {{type}}
                {{/isConstant}}
                {{/properties}}
                /// Every property in declaration order; setters name a property by its index here.
                {{#hasProperties}}
                private {{propertyTableModifier}}static let _properties: [Swift.PartialKeyPath<{{name}}>] = [
                    {{#propertyTable}}
                    {{.}}
                    {{/propertyTable}}
                ]
                {{/hasProperties}}
                {{^hasProperties}}
                private {{propertyTableModifier}}static let _properties: [Swift.PartialKeyPath<{{name}}>] = []
                {{/hasProperties}}
                private let _observers = Bindery.ModelObservers<{{name}}>({{name}}._properties)
                {{#observation}}
                private let _registrar = Observation.ObservationRegistrar()
                {{/observation}}
                /// Bindings attached to this model, kept alive exactly as long as it is.
                {{access}}nonisolated let bindingLifetime = Bindery.BindingLifetime()

                {{#hasInitParameters}}
                {{access}}init(
                    {{#initParameters}}
                    {{label}}: {{type}}{{#defaultCall}} = {{defaultCall}}{{/defaultCall}}{{^isLast}},{{/isLast}}
                    {{/initParameters}}
                ) {
                {{/hasInitParameters}}
                {{^hasInitParameters}}
                {{access}}init() {
                {{/hasInitParameters}}
                    {{#initParameters}}
                    self.{{storage}} = {{label}}
                    {{/initParameters}}
                }
                {{#properties}}
                {{#isStored}}

                {{>storedProperty}}
                {{/isStored}}
                {{#isComputed}}

                {{>computedProperty}}
                {{/isComputed}}
                {{#arrayElementType}}

                {{>arrayMutators}}
                {{/arrayElementType}}
                {{/properties}}
                {{#defaults}}

                {{>defaultValue}}
                {{/defaults}}

                /// Calls `handler` whenever `property` changes, until the returned token is cancelled or released.
                {{access}}func observe<Value>(
                    _ property: Swift.KeyPath<{{name}}, Value>,
                    options: Bindery.ObserveOptions = [],
                    _ handler: @escaping (Bindery.Change<Value>) -> Swift.Void
                ) -> Bindery.ObservationToken {
                    _observers.observe(self, property, options: options, handler)
                }

                /// Calls `handler` whenever `property` changes, passing the observation's token so that any call, the
                /// `.initial` one included, can stop it.
                {{access}}func observe<Value>(
                    _ property: Swift.KeyPath<{{name}}, Value>,
                    options: Bindery.ObserveOptions = [],
                    _ handler: @escaping (Bindery.Change<Value>, Bindery.ObservationToken) -> Swift.Void
                ) -> Bindery.ObservationToken {
                    _observers.observe(self, property, options: options, handler)
                }

                /// Applies `updates`, then notifies each observer once, with the values before and after.
                {{access}}func batch(_ updates: ({{name}}) -> Swift.Void) {
                    Bindery.batch { updates(self) }
                }

                /// Tells `observer` about every change until it goes away; it is held weakly.
                {{access}}func addObserver(_ observer: some {{name}}Observer) {
                    {{#properties}}
                    {{^isConstant}}
                    _observers.forward(self, {{index}}, to: observer) { observer, model, change in
                        observer.{{observerLabel}}(model, didChange{{capitalizedName}}: change)
                    }
                    {{/isConstant}}
                    {{/properties}}
                }
            }
            {{>observerProtocol}}
            {{>conformances}}

            """####
        ),
        (
            "notifyDependents",
            ####"""
            {{#dependents}}
            _observers.didSet(self, {{index}}, old: old{{capitalizedName}}, new: _evaluate{{capitalizedName}}(), kind: .setting)
            {{/dependents}}

            """####
        ),
        (
            "observerProtocol",
            ####"""

            /// Told about every change of a `{{name}}` it observes through `addObserver(_:)`.
            {{#isolationAttribute}}
            {{isolationAttribute}}
            {{/isolationAttribute}}
            {{access}}{{isolationModifier}}protocol {{name}}Observer: AnyObject {
                {{#observedProperties}}
                func {{observerLabel}}(_ {{observerLabel}}: {{modelName}}, didChange{{capitalizedName}} change: Bindery.Change<{{type}}>)
                {{/observedProperties}}
            }

            extension {{name}}Observer {
                {{#observedProperties}}
                {{access}}func {{observerLabel}}(_ {{observerLabel}}: {{modelName}}, didChange{{capitalizedName}} change: Bindery.Change<{{type}}>) {}
                {{/observedProperties}}
            }

            """####
        ),
        (
            "pathSubscription",
            ####"""
            /// Follows `{{pathText}}`, subscribing again when a model along it is replaced.
            private func {{functionName}}() {
                for token in {{tokensName}} { token.cancel() }
                {{tokensName}} = []
                {{#steps}}
                {{binding}}
                {{tokensName}}.append(
                    {{object}}.observe(\.{{property}}) { [weak self] {{changeParameter}} in
                        {{#statements}}
                        {{.}}
                        {{/statements}}
                    })
                {{/steps}}
            }

            """####
        ),
        (
            "rule",
            ####"""
            /// `{{ruleText}}`
            private func {{functionName}}({{parameterList}}) {
                guard {{guardCondition}} else {
                    cancel()
                    return
                }
                {{#isTwoWayWrite}}
                guard !{{flagName}} else { return }
                {{flagName}} = true
                defer { {{flagName}} = false }
                {{/isTwoWayWrite}}
                {{#body}}
                {{.}}
                {{/body}}
            }

            """####
        ),
        (
            "sourceLocation",
            ####"""
            {{! An embedded spec expression, mapped back to its line in the spec so Swift reports errors there. The directive
                is spelled without spaces, as swift-format writes it, so formatting the output changes nothing. }}
            #sourceLocation(file:"{{file}}",line:{{line}})
            return {{code}}
            #sourceLocation()

            """####
        ),
        (
            "storeNewValue",
            ####"""
            {{#observation}}
            _registrar.withMutation(of: self, keyPath: \.{{swiftName}}) { _{{plainName}} = new }
            {{/observation}}
            {{^observation}}
            _{{plainName}} = new
            {{/observation}}

            """####
        ),
        (
            "storeUnlessObserved",
            ####"""
            {{! Nobody observes the model: store, and skip what only observers need (dependents, old values, the calls into
                ModelObservers). In the accessor itself, not in _set…, so an unobserved set inlines to a load, a test and a store. }}
            guard _observers.isObserved else {
                {{>storeNewValue}}
                return
            }

            """####
        ),
        (
            "storedProperty",
            ####"""
            {{>docComment}}
            {{access}}var {{swiftName}}: {{type}} {
                get {
                    {{#observation}}
                    _registrar.access(self, keyPath: \.{{swiftName}})
                    {{/observation}}
                    return _{{plainName}}
                }
                set(new) {
                    {{>storeUnlessObserved}}
                    _set{{capitalizedName}}(new, kind: .setting)
                }
            }

            private func _set{{capitalizedName}}(_ new: {{type}}, kind: Bindery.ChangeKind) {
                {{>captureDependents}}
                let old = _{{plainName}}
                _observers.willSet(self, {{index}}, current: old, kind: kind)
                {{>storeNewValue}}
                _observers.didSet(self, {{index}}, old: old, new: new, kind: kind)
                {{>notifyDependents}}
            }

            """####
        ),
        (
            "transform",
            ####"""
            {{>docComment}}
            {{#forward}}
            nonisolated static func {{swiftName}}{{parameterClause}} -> {{output}} {
                let body: ({{inputList}}) -> {{output}} = {
                    #sourceLocation(file:"{{file}}",line:{{line}})
                    {{code}}
                    #sourceLocation()
                }
                return body({{argumentList}})
            }
            {{/forward}}
            {{#backward}}

            /// The inverse of `{{swiftName}}`, for two-way bindings.
            nonisolated static func {{swiftName}}Backward(_ value: {{output}}) -> {{input}} {
                let body: ({{output}}) -> {{input}} = {
                    #sourceLocation(file:"{{file}}",line:{{line}})
                    {{code}}
                    #sourceLocation()
                }
                return body(value)
            }
            {{/backward}}

            """####
        ),
        (
            "transforms",
            ####"""
            {{#hasInlineTransforms}}
            /// The transforms declared in {{specName}}.
            enum {{inlineNamespace}} {
                {{#inlineTransforms}}
                {{^isFirst}}

                {{/isFirst}}
                {{>transform}}
                {{/inlineTransforms}}
            }
            {{/hasInlineTransforms}}
            {{#hasExternalTransforms}}
            {{#hasInlineTransforms}}

            {{/hasInlineTransforms}}
            /// The external transforms of {{specName}}: implement each in `extension BinderyTransforms`. A missing one
            /// fails the build with "type 'BinderyTransforms' does not conform", naming it.
            protocol {{externalProtocol}} {
                {{#externalTransforms}}
                {{>docComment}}
                static func {{swiftName}}{{parameterClause}} -> {{output}}
                {{/externalTransforms}}
            }

            extension Bindery.BinderyTransforms: {{externalProtocol}} {}
            {{/hasExternalTransforms}}

            """####
        ),
    ]
}
