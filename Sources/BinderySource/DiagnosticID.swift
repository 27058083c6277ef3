/// The stable identity of every diagnostic the scanner, the parser, the checker and the template checks report: one
/// catalog for the whole compiler, as Go's `go/types` error codes are one list.
///
/// The id names the problem, not the wording: a message may be reworded, gain a fix-it or name more context, and
/// keep its id; tools (`--diagnostics json` prints it as `"id"`) match on it. The scheme:
/// - lowercase words joined by `-`, naming what is wrong (`unknown-property`, `unterminated-string`);
/// - several call sites share an id when they report the same problem in different places (`expected-type`);
/// - an id, once released, is never renamed, reused for another problem or removed; a retired check keeps its case
///   here, documented as retired. `DiagnosticIDTests` holds the released list and fails on a rename or a removal.
///
/// To add a diagnostic: add a case in its stage's section with a one-line comment saying what it reports, pass it
/// where the diagnostic is made (`diagnostics.error(.unknownProperty, "…", at: range)`), add it to the released
/// list in `DiagnosticIDTests`, and cover it with a fixture in `Fixtures/Invalid`.
public enum DiagnosticID: String, Hashable, Sendable, CaseIterable {
    // MARK: Scanner: bytes and tokens

    /// Bytes that are not UTF-8.
    case invalidUTF8 = "invalid-utf8"
    /// A NUL byte.
    case nulByte = "nul-byte"
    /// A file with so many NUL bytes or bytes that are not UTF-8 that it is not text: a binary, or another encoding.
    case notText = "not-text"
    /// A file too large for 32-bit offsets.
    case fileTooLarge = "file-too-large"
    /// A string literal with no closing quote on its line (or, for `"""`, in the file).
    case unterminatedString = "unterminated-string"
    /// String literals nested inside interpolations past the limit.
    case stringNestingTooDeep = "string-nesting-too-deep"
    /// A `/*` comment with no `*/`.
    case unterminatedComment = "unterminated-comment"
    /// A `*/` outside any comment.
    case unexpectedCommentEnd = "unexpected-comment-end"
    /// A lone `$`.
    case invalidDollarIdentifier = "invalid-dollar-identifier"
    /// A backticked name that is empty, unterminated, or holds what Swift does not allow in an identifier.
    case invalidBacktickedName = "invalid-backticked-name"
    /// A `#` that starts neither a raw string, a regex literal nor a `#keyword`.
    case unexpectedPound = "unexpected-pound"
    /// A compiler directive (`#if`, `#sourceLocation` …) in a spec.
    case compilerDirective = "compiler-directive"
    /// `'x'`: Swift's strings use double quotes.
    case singleQuotedString = "single-quoted-string"
    /// A character that starts no token.
    case unexpectedCharacter = "unexpected-character"
    /// A backslash sequence Swift does not know inside a string literal.
    case invalidEscape = "invalid-escape"
    /// A multi-line string literal whose delimiters or indentation Swift rejects.
    case invalidMultilineString = "invalid-multiline-string"
    /// A regex literal with no closing delimiter, or one Swift rejects.
    case invalidRegex = "invalid-regex"
    /// A string interpolation whose end Swift would find elsewhere than its tokens say.
    case ambiguousInterpolation = "ambiguous-interpolation"
    /// A number literal Swift does not accept.
    case invalidNumber = "invalid-number"

    // MARK: Parser: declarations, members, rules

    /// Something at the top level that starts no declaration.
    case expectedDeclaration = "expected-declaration"
    /// `struct` or `class` where a spec writes `model`.
    case structInsteadOfModel = "struct-instead-of-model"
    /// `var`, `let` or `computed` outside a model.
    case propertyOutsideModel = "property-outside-model"
    /// `func` where a spec writes `transform`.
    case funcInsteadOfTransform = "func-instead-of-transform"
    /// A `}` at the top level that closes nothing.
    case unmatchedClosingBrace = "unmatched-closing-brace"
    /// An attribute on a declaration that takes none.
    case attributeNotAllowed = "attribute-not-allowed"
    /// `@` with no name after it.
    case expectedAttributeName = "expected-attribute-name"
    /// A declaration's name is missing after its keyword.
    case expectedName = "expected-name"
    /// A `{` that opens a declaration's body is missing.
    case expectedOpeningBrace = "expected-opening-brace"
    /// A declaration's body is never closed with `}`.
    case missingClosingBrace = "missing-closing-brace"
    /// A `(` that opens parameters or inputs is missing.
    case expectedOpeningParenthesis = "expected-opening-parenthesis"
    /// A list in parentheses is not continued with `,` or closed with `)`.
    case expectedCommaOrClosingParenthesis = "expected-comma-or-closing-parenthesis"
    /// A binding parameter's name is missing.
    case expectedParameter = "expected-parameter"
    /// A `:` between a name and its type or value is missing.
    case expectedColon = "expected-colon"
    /// A module name is missing in an `import`.
    case expectedModuleName = "expected-module-name"
    /// An option's name or value is missing in `options { }`.
    case expectedOption = "expected-option"
    /// Something other than `var`, `let` or `computed` in a model.
    case expectedMember = "expected-member"
    /// A property written without `var`, `let` or `computed`.
    case missingMemberKeyword = "missing-member-keyword"
    /// A function or initializer in a model.
    case functionInModel = "function-in-model"
    /// A property name is missing after `var`, `let`, `computed`, `.` or `?.`.
    case expectedPropertyName = "expected-property-name"
    /// A type is missing or malformed.
    case expectedType = "expected-type"
    /// Valid Swift a spec's type cannot write: a composition (`A & B`), a metatype of a type that is not a name
    /// (`[Int].Type`), a variadic (`Int...`), a parameter modifier (`inout`), typed throws (`throws(E)`), a
    /// parameter pack (`repeat each T`), a suppressed requirement (`~Copyable`).
    case unsupportedTypeSyntax = "unsupported-type-syntax"
    /// An expression (a default, a computed value, a transform body, a fallback) is missing, or ends where Swift
    /// expects more (`a +`, `a as`, `try`), or is a statement or declaration (`let x = 1`, `guard …`).
    case expectedExpression = "expected-expression"
    /// A type or an expression nests brackets (or `?`, `!`) past the limit.
    case nestingTooDeep = "nesting-too-deep"
    /// A rule applying more transforms than generated Swift can nest.
    case pipelineTooLong = "pipeline-too-long"
    /// A closing bracket that does not match the open one.
    case mismatchedBracket = "mismatched-bracket"
    /// An opening bracket that is never closed.
    case unclosedBracket = "unclosed-bracket"
    /// More on a line after a member, rule or declaration, with no `;` before it.
    case extraneousTokens = "extraneous-tokens"
    /// Two declarations, members or rules on one line without `;`.
    case consecutiveStatements = "consecutive-statements"
    /// A transform's input written with a name (`name: String`).
    case labeledTransformInput = "labeled-transform-input"
    /// The `->` (or `<->`) and result type of a transform are missing.
    case expectedTransformArrow = "expected-transform-arrow"
    /// A transform has no `= expression`, `{ forward: … backward: … }` or `external`.
    case expectedTransformBody = "expected-transform-body"
    /// Something other than `forward:` or `backward:` in a reversible transform.
    case expectedReversibleLabel = "expected-reversible-label"
    /// `forward:` or `backward:` written twice.
    case duplicateReversibleHalf = "duplicate-reversible-half"
    /// `forward:` or `backward:` missing.
    case missingReversibleHalf = "missing-reversible-half"
    /// A rule that starts with neither a path nor `on`.
    case expectedRule = "expected-rule"
    /// A rule's `<-` or `<->` after its target is missing or wrong.
    case expectedRuleArrow = "expected-rule-arrow"
    /// `once` on a two-way rule.
    case onceInTwoWayRule = "once-in-two-way-rule"
    /// A path (`download.title`) is missing or broken.
    case expectedPath = "expected-path"
    /// A transform name is missing after `|`.
    case expectedTransformName = "expected-transform-name"
    /// A transform name follows a source without `|`.
    case missingPipe = "missing-pipe"
    /// A fallback value is missing after `??`.
    case expectedFallback = "expected-fallback"
    /// An action's `->` or handler name is missing.
    case expectedHandler = "expected-handler"

    // MARK: Checker: names

    /// A spec's path holds a character (`"`, `\`, a line break, a control character) that Swift's
    /// `#sourceLocation(file:)` cannot name, so Swift's errors in the spec's embedded code cannot point at the spec.
    case unnameableSpecPath = "unnameable-spec-path"
    /// A model, transform or binding name declared twice in the module.
    case duplicateDeclaration = "duplicate-declaration"
    /// A property name declared twice in one model.
    case duplicateProperty = "duplicate-property"
    /// A parameter name declared twice in one binding.
    case duplicateParameter = "duplicate-parameter"
    /// A handler name that is already a parameter or another handler.
    case duplicateHandler = "duplicate-handler"
    /// A name that generated code already uses for something else (a model named `Bindery`, a property named
    /// `observe`), or that Swift gives a meaning where it would stand (`self`).
    case reservedName = "reserved-name"
    /// A name with `$` in it: generated code keeps those for its own internals.
    case dollarInName = "dollar-in-name"
    /// Two declarations whose generated names would be the same (properties `x` and `X` both make
    /// `didChangeX`; a model `FooObserver` beside `Foo`'s observer protocol).
    case generatedNameCollision = "generated-name-collision"
    /// A declaration with the name of one an imported spec declares.
    case importedNameClash = "imported-name-clash"
    /// A declaration of an imported spec that is not `public`, used here.
    case importedNotPublic = "imported-not-public"
    /// A declaration of an imported spec used in a file that does not import its module.
    case importedWithoutImport = "imported-without-import"
    /// An `import` of the module the specs themselves belong to (`--module-name`).
    case importOfOwnModule = "import-of-own-module"
    /// A type name that is not a model of the module.
    case unknownModel = "unknown-model"
    /// A binding parameter whose type is not a model.
    case parameterNotModel = "parameter-not-model"
    /// A path that starts at no parameter of its binding.
    case unknownParameter = "unknown-parameter"
    /// A path step that names no property of its model.
    case unknownProperty = "unknown-property"
    /// A rule that names no declared or built-in transform.
    case unknownTransform = "unknown-transform"

    // MARK: Checker: options and attributes

    /// A second `options { }` block in one file.
    case duplicateOptionsBlock = "duplicate-options-block"
    /// An option set twice.
    case duplicateOption = "duplicate-option"
    /// An option name Bindery does not know.
    case unknownOption = "unknown-option"
    /// An option value the option does not take.
    case invalidOptionValue = "invalid-option-value"
    /// An attribute other than `@MainActor` or `nonisolated`.
    case unknownAttribute = "unknown-attribute"
    /// Both `@MainActor` and `nonisolated` on one declaration.
    case conflictingIsolation = "conflicting-isolation"

    // MARK: Checker: models and transforms

    /// A computed property that reads itself.
    case computedReadsItself = "computed-reads-itself"
    /// A computed property that depends on no property (a warning).
    case computedDependsOnNothing = "computed-depends-on-nothing"
    /// Computed properties that depend on each other in a circle.
    case computedCycle = "computed-cycle"
    /// A name in a computed expression that looks like one of the model's properties but is spelt with other
    /// Unicode scalars, which Swift reads as another name.
    case lookalikeName = "lookalike-name"
    /// A nonisolated model's computed property that reads a member of a `@MainActor` model or external class.
    case crossIsolationRead = "cross-isolation-read"
    /// A computed property that reads a `var` of an external class it holds, whose changes do not recompute it (a
    /// warning).
    case computedReadsExternalClass = "computed-reads-external-class"
    /// A model that contains itself through non-optional properties.
    case selfContainment = "self-containment"
    /// A model the generator makes Equatable, Hashable or Codable holding a model that is not.
    case conformanceOfReferencedModel = "conformance-of-referenced-model"
    /// A model or external class named among a model's conformances, which would make the model its subclass.
    case modelAsConformance = "model-as-conformance"
    /// A conformance written twice among a model's conformances (`Sendable, Swift.Sendable`).
    case duplicateConformance = "duplicate-conformance"
    /// A protocol no class can conform to (`BitwiseCopyable`, `Actor`) among a model's conformances.
    case classCannotConform = "class-cannot-conform"
    /// `ObservableBinderyModel` declared by a model of a file with `observation: false`.
    case generatedConformance = "generated-conformance"
    /// A main-actor model passing through `Identifiable`, `CustomStringConvertible` or `CustomDebugStringConvertible`
    /// with the property that satisfies it a `var` or computed, so isolated to the main actor.
    case isolatedRequirement = "isolated-requirement"
    /// A property meant to satisfy a standard protocol's requirement (`description` of `CustomStringConvertible`,
    /// `errorDescription` of `LocalizedError`) whose type is not the requirement's, so it satisfies nothing.
    case requirementTypeMismatch = "requirement-type-mismatch"
    /// An attribute on `Equatable`, `Hashable` or `Codable`, which the generator implements isolated as the model is
    /// (`@MainActor` on a main-actor model's says what is so already, and is allowed).
    case implementedConformanceAttribute = "implemented-conformance-attribute"
    /// A nonisolated model declared `Sendable`: its mutable properties are protected by no actor.
    case nonisolatedSendable = "nonisolated-sendable"
    /// A stored property of a model the generator makes `Equatable`, `Hashable` or `Codable` whose type can never
    /// conform: a function, `Any`, an existential (`Error?` too), a tuple, a `Result` failing with `any Error`.
    case propertyNeverConforms = "property-never-conforms"
    /// A `Set`'s element or a dictionary's key that is not `Hashable`: a model or external class without the
    /// conformance, a tuple, a function, an existential, `Any`; or such a type as an `Identifiable` model's `id`.
    case unhashableType = "unhashable-type"
    /// A property whose type names `Self`.
    case selfInPropertyType = "self-in-property-type"
    /// `public`, `private` … before a declaration: access is set for the whole file by `options`.
    case accessModifierOnDeclaration = "access-modifier-on-declaration"
    /// `public import` in a file whose declarations are not public (or `package import` in an internal one), which
    /// nothing can use so (a warning).
    case unusedImportAccess = "unused-import-access"
    /// A fallback (`?? …`) that names a parameter of its binding.
    case fallbackReadsParameter = "fallback-reads-parameter"
    /// `<->` on a transform with one expression, or `{ forward: … backward: … }` after `->`.
    case reversibleArrowMismatch = "reversible-arrow-mismatch"
    /// A reversible transform with other than one input.
    case reversibleTransformArity = "reversible-transform-arity"
    /// An external transform declared with `<->`.
    case externalReversible = "external-reversible"
    /// A transform with no input.
    case transformWithoutInput = "transform-without-input"
    /// A transform body that reads a shorthand argument (`$1`) beyond the transform's inputs.
    case transformInputOutOfRange = "transform-input-out-of-range"
    /// `try`, `throw` or `await` in a transform body outside a closure of its own: the body is the body of a
    /// generated closure that can neither throw nor suspend, and Swift would report it inside the generated file.
    case transformBodyEffect = "transform-body-effect"
    /// `try`, `throw` or `await` of a default value's, a computed property's or a fallback's own: each is generated
    /// as the body of a function that neither throws nor is async.
    case expressionEffect = "expression-effect"
    /// A default value that names a property of its model: it is evaluated before the model exists.
    case defaultReadsProperty = "default-reads-property"
    /// A property, a transform's input or a rule's value of a type with no value (`Never`, a tuple holding one), or
    /// a `var` array of one: generated code would have to give or pass such a value, which Swift rejects or warns
    /// about in the generated file.
    case uninhabitedType = "uninhabited-type"
    /// A transform body naming its own transform unqualified (`transform abs(Int) -> Int = abs($0)`): generated
    /// code puts the body inside the transform's namespace, so the name means the transform, which calls itself
    /// without end.
    case transformCallsItself = "transform-calls-itself"
    /// `self` in a default value, a fallback or a transform body, which generated code evaluates where `self` is a
    /// type, not a model.
    case selfOutsideModel = "self-outside-model"
    /// `super` in an embedded expression: a generated model is a final class with no superclass.
    case superWithoutSuperclass = "super-without-superclass"
    /// A declared transform no rule uses (a warning).
    case unusedTransform = "unused-transform"
    /// A transform called by its bare name in a model's default or computed property, or in a fallback (a warning):
    /// generated code evaluates these outside the transforms' namespace, where only `BinderyTransforms.name` reaches
    /// it.
    case bareTransformCall = "bare-transform-call"
    /// A built-in transform called as a Swift function in embedded Swift (`uppercased($0)`), where Swift has none
    /// (a warning): the built-ins are applied in rules.
    case builtinTransformCall = "builtin-transform-call"

    /// A computed property or a default in an `external class`, which only describes a class declared elsewhere.
    case externalClassMember = "external-class-member"
    /// An `external class` that is not `Observable`, read or observed: its changes cannot be seen.
    case externalNotObservable = "external-not-observable"
    /// An `Observable` external class read by a binding with no isolation to apply its changes on.
    case externalNeedsIsolation = "external-needs-isolation"
    /// A stored property of an opaque type (`some P`), which Swift does not allow.
    case opaquePropertyType = "opaque-property-type"
    /// A transform, binding or model more visible than a model or external class it names, which Swift does not
    /// allow.
    case lessVisibleType = "less-visible-type"
    /// A transform's input or output type that names `Self` or holds an opaque type (`some P`), which the generated
    /// signature cannot write.
    case unsupportedTransformType = "unsupported-transform-type"
    /// `T.Protocol` after a type that is not a protocol (`Int.Protocol`), which Swift rejects: its metatype is `T.Type`.
    case protocolMetatypeOfType = "protocol-metatype-of-type"
    /// A standard library protocol with `Self` or associated type requirements (`Hashable`, `Comparable`) used as a
    /// type without `any`, which Swift 6 warns about in the generated file.
    case existentialWithoutAny = "existential-without-any"

    // MARK: Checker: bindings and rules

    /// A binding over models of different isolation, or an attribute that contradicts its models.
    case isolationMix = "isolation-mix"
    /// A path that names a whole model.
    case wholeModelPath = "whole-model-path"
    /// A path step after a value that is not a model.
    case propertyOfNonModel = "property-of-non-model"
    /// `.` after an optional model, where `?.` is needed.
    case missingOptionalChaining = "missing-optional-chaining"
    /// `?.` after a model that is not optional.
    case unneededOptionalChaining = "unneeded-optional-chaining"
    /// A fallback after a path that is never nil.
    case fallbackNeverUsed = "fallback-never-used"
    /// A fallback that is `nil`, which leaves the value nil while the path is broken, as no fallback does.
    case nilFallback = "nil-fallback"
    /// A target that goes through another model.
    case targetThroughModel = "target-through-model"
    /// A target that is a `let` constant.
    case targetNotVariable = "target-not-variable"
    /// A target that is computed.
    case targetComputed = "target-computed"
    /// A two-way rule marked `once`.
    case twoWayOnce = "two-way-once"
    /// A two-way rule with several sources.
    case twoWaySeveralSources = "two-way-several-sources"
    /// A two-way rule whose source cannot be written.
    case twoWayNotWritable = "two-way-not-writable"
    /// A two-way rule through a transform that is not reversible.
    case twoWayNotReversible = "two-way-not-reversible"
    /// A two-way rule whose target's type cannot be written back into its source.
    case twoWayTypeMismatch = "two-way-type-mismatch"
    /// A two-way rule whose source is its own target.
    case twoWayToItself = "two-way-to-itself"
    /// Several sources with no transform to combine them.
    case severalSourcesWithoutTransform = "several-sources-without-transform"
    /// An optional path that can break into a place that needs a value.
    case breakablePath = "breakable-path"
    /// The value a rule gives does not fit its target.
    case typeMismatch = "type-mismatch"
    /// A rule reading or writing a `Void` value, which holds nothing to copy.
    case voidRuleValue = "void-rule-value"
    /// A transform given the wrong number of inputs.
    case transformArity = "transform-arity"
    /// A transform given an input of the wrong type.
    case transformInputType = "transform-input-type"
    /// A property written by two rules of one binding.
    case twoWriters = "two-writers"
    /// One-way rules that feed each other in a circle.
    case ruleCycle = "rule-cycle"
    /// An action without `initial` whose every path goes through `let` properties only, which never change, so its
    /// handler would never be called (a warning).
    case actionNeverCalled = "action-never-called"
    /// A `once` rule that copies a property into itself, with no transform, which changes nothing (a warning).
    case onceToItself = "once-to-itself"
    /// An action that lists one path twice, which it observes once (a warning).
    case repeatedActionPath = "repeated-action-path"

    // MARK: Templates: `--templates DIR`, checked by `check --templates` and before `generate` renders

    /// A file in the templates directory whose name is not a template bindery uses.
    case unknownTemplate = "unknown-template"
    /// A `{{` with no `}}` after it.
    case templateUnclosedTag = "template-unclosed-tag"
    /// A tag whose name is not letters, digits and `_` joined by `.` (or `.` alone).
    case templateInvalidName = "template-invalid-name"
    /// A `{{/name}}` with no open section, or one that closes another section than the open one.
    case templateUnmatchedClose = "template-unmatched-close"
    /// A `{{#name}}` or `{{^name}}` section never closed.
    case templateUnclosedSection = "template-unclosed-section"
    /// A `{{>name}}` that names no template.
    case templateUnknownPartial = "template-unknown-partial"
    /// A partial that includes itself without end.
    case templatePartialCycle = "template-partial-cycle"
    /// A variable or section that names no field of the contexts in scope.
    case templateUnknownVariable = "template-unknown-variable"
    /// A field used as what it is not: a list or lines shown as text, a flag shown with `{{{…}}}`, a context
    /// shown with `{{.}}`.
    case templateFieldKind = "template-field-kind"
    /// `-first` or `-last` outside a section over a list.
    case templatePositionOutsideList = "template-position-outside-list"

    // MARK: Configuration: bindery.json

    /// A configuration file that is not valid JSON.
    case invalidJSON = "invalid-json"
    /// A configuration that is valid JSON but says something bindery does not accept.
    case invalidConfiguration = "invalid-configuration"

    // MARK: Reporting

    /// Stands for the diagnostics past the limit a run shows (in `--diagnostics json`, the last record).
    case diagnosticsOmitted = "diagnostics-omitted"
}
