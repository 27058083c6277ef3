// DO NOT EDIT. Generated from section 6 of Documentation/Language.md by Scripts/embed-diagnostic-list.sh.

/// Section 6 of the language reference, "What the checker rejects": the tables of diagnostic ids that
/// `bindery explain` reads (see `DiagnosticList`), compiled in so the tool needs no documentation beside it.
enum EmbeddedDiagnosticList {
    static let markdown = ####"""
        ## 6. What the checker rejects

        Each problem is reported as `path:line:column: error: message [id]` (or `warning:`), with the source line, a caret
        under the range, `note:` lines pointing at related places, and a fix-it where one is obvious; "did you mean"
        suggestions name the closest declared name. The parser recovers and reports several syntax errors per run. The checker
        runs only when no spec has a syntax error, so semantic errors appear once the syntax is right. Every diagnostic has a
        stable **id**, in brackets after its message, as `"id"` in `--diagnostics json` and as the `code` the language server
        sends; ids are never renamed or reused. `bindery explain ID` prints an id's row of this list (`bindery explain`
        alone, every id with the start of its row). The complete list:

        **Scanner (bytes and tokens)**

        | Id | Reported for |
        | --- | --- |
        | `invalid-utf8` | bytes that are not UTF-8 |
        | `nul-byte` | a NUL byte |
        | `not-text` | a file with more than eight places holding NUL bytes or bytes that are not UTF-8 |
        | `file-too-large` | a file too large for 32-bit offsets (2 GB or more) |
        | `unterminated-string` | a string literal with no closing quote on its line (for `"""`, in the file) |
        | `string-nesting-too-deep` | string literals nested inside interpolations more than 64 deep |
        | `unterminated-comment` | a `/*` with no `*/` |
        | `unexpected-comment-end` | a `*/` outside any comment |
        | `invalid-dollar-identifier` | a lone `$` |
        | `invalid-backticked-name` | a backticked name that is empty, unterminated, or holds what a Swift identifier cannot |
        | `unexpected-pound` | a `#` that starts neither a raw string, a regex literal nor a `#keyword` |
        | `compiler-directive` | `#if`, `#sourceLocation`, `#warning`, `#error` and the other compiler directives |
        | `single-quoted-string` | `'x'`: Swift's strings use double quotes |
        | `unexpected-character` | a character that starts no token |
        | `invalid-escape` | a backslash sequence Swift does not know, in a string literal |
        | `invalid-multiline-string` | a multi-line string whose delimiters or indentation Swift rejects, or whose last line ends in `\` |
        | `invalid-regex` | a regex literal with no closing delimiter, or one Swift rejects (an unclosed `[` or `(`, a quantifier with nothing to repeat, `a{2,1}`, `[z-a]`, a duplicate group name) |
        | `ambiguous-interpolation` | a string interpolation whose end Swift would find elsewhere (a comment inside it) |
        | `invalid-number` | a number literal Swift does not accept (`1abc`, `0x`, `0x_1`, `0x1.8`, `.5`, `1e_3`) |

        **Parser (declarations, members, rules)**

        | Id | Reported for |
        | --- | --- |
        | `expected-declaration` | something at the top level that starts no declaration |
        | `struct-instead-of-model` | `struct` or `class` where a spec writes `model` |
        | `access-modifier-on-declaration` | `public`, `package`, `internal`, `private`, `fileprivate` or `open` before a declaration (access is the file's `options { access: … }`; an import takes one access level, not `open`, and only one, after its attributes: `@preconcurrency public import`, not `public @preconcurrency import`); the declaration is parsed as if it were not there |
        | `unused-import-access` | (warning) `public import` in a file whose declarations are not public, or `package import` in an internal one: nothing can use the module so, and Swift would warn that the import is unused |
        | `property-outside-model` | `var`, `let` or `computed` outside a model |
        | `func-instead-of-transform` | `func` where a spec writes `transform` |
        | `unmatched-closing-brace` | a `}` at the top level that closes nothing |
        | `attribute-not-allowed` | an attribute on `options`, a transform or a property (`@Published var`); an attribute such as `@Sendable` on a type that is not a function type; `@escaping` or `@autoclosure` anywhere but on a function type's parameter (a property's type, a transform's result), but `@escaping` before the name of a model's stored property's type (`var onTap: @escaping Handler`, an alias of a function type), which is not allowed before the name of a model, a standard type or a Foundation type it knows (`Date`), before an optional or a collection, nor on a computed property or an external class's; `@autoclosure` on a transform's input; a model's conformance attribute with arguments, `@retroactive`, or `@Sendable` (it marks function types) |
        | `expected-attribute-name` | `@` with no name after it |
        | `expected-name` | a declaration's name missing after its keyword (or `class` after `external`) |
        | `expected-opening-brace` | the `{` of a declaration's body missing |
        | `missing-closing-brace` | a body never closed with `}` |
        | `expected-opening-parenthesis` | the `(` of a binding's parameters or a transform's inputs missing |
        | `expected-comma-or-closing-parenthesis` | a parenthesised list neither continued with `,` nor closed |
        | `expected-parameter` | a binding parameter's name missing |
        | `expected-colon` | the `:` between a name and its type or value missing |
        | `expected-module-name` | no module name after `import` |
        | `expected-option` | an option's name or value missing |
        | `expected-member` | something other than `var`, `let` or `computed` in a model |
        | `missing-member-keyword` | a property written without `var`, `let` or `computed` |
        | `function-in-model` | a function or initializer in a model |
        | `expected-property-name` | a property name missing after `var`, `let`, `computed`, `.` or `?.` |
        | `expected-type` | a type missing or malformed |
        | `unsupported-type-syntax` | valid Swift a spec's type cannot write: a composition (`A & B`), the metatype of a type that is not a name (`[Int].Type`), a variadic (`Int...`), a parameter modifier (`inout`, `sending`, `isolated` …) or typed throws (`throws(E)`) in a function type, an attribute with arguments (`@convention(block)`); name a `typealias` declared in Swift instead. Also a parameter pack (`repeat each T`) and a suppressed requirement (`~Copyable`), which are no types a spec can use |
        | `expected-expression` | a default, computed expression or transform body missing, one that ends where Swift expects more (`a +`, `a as`, `try`), or a statement or declaration in its place (`let x = a`, `guard …`), also as a branch of an `if` or `switch` expression (`if c { print(a); 1 } else { 2 }`), or an `if` or `switch` expression inside another expression (`1 + if c { 1 } else { 2 }`) |
        | `nesting-too-deep` | brackets (or `?`, `!`) nested more than 256 deep in a type, or more than 248 in an expression |
        | `pipeline-too-long` | a rule applying more than 248 transforms, which the generated Swift would nest past Swift's limit |
        | `mismatched-bracket` | a closing bracket that does not match the open one |
        | `unclosed-bracket` | an opening bracket never closed, an attribute's arguments among them (`@available(macOS 14, *` before the next declaration) |
        | `extraneous-tokens` | more on a line after a member, rule or declaration, with no `;` before it, or a second expression beside an embedded one (`0 do { … }`); Swift after a rule's source path (`s.y + 1`, `format(s.y)`), which a transform computes; a fallback after a rule's transforms |
        | `consecutive-statements` | two declarations, members or rules on one line without `;` |
        | `labeled-transform-input` | a transform input written with a name (`name: String`) |
        | `expected-transform-arrow` | a transform's `->` (or `<->`) and result type missing |
        | `expected-transform-body` | a transform with no `= expression`, `{ forward: … backward: … }` or `external` |
        | `expected-reversible-label` | something other than `forward:` or `backward:` in a reversible transform |
        | `duplicate-reversible-half` | `forward:` or `backward:` written twice |
        | `missing-reversible-half` | `forward:` or `backward:` missing |
        | `expected-rule` | a rule that starts with neither a path nor `on` |
        | `expected-rule-arrow` | a rule's `<-` or `<->` missing or wrong (`=`; `s.y -> t.x`, whose fix swaps the sides; `s.y -> handler` without `on`) |
        | `once-in-two-way-rule` | `once` on a two-way rule |
        | `expected-path` | a path missing or broken |
        | `expected-transform-name` | no transform name after `\|` |
        | `missing-pipe` | a transform name after a source without `\|` |
        | `expected-fallback` | no value after `??` |
        | `expected-handler` | an action's `->` or handler name missing |

        **Checker: names**

        | Id | Reported for |
        | --- | --- |
        | `unnameable-spec-path` | (warning, at the file's start) a spec path holding `"`, `\`, a line break or another control character: Swift's `#sourceLocation(file:)` cannot name it, so what Swift finds wrong in the spec's Swift expressions would be reported in the generated file |
        | `duplicate-declaration` | a model, external class, transform or binding name declared twice in the module |
        | `duplicate-property` | a property name declared twice in one model or external class |
        | `duplicate-parameter` | a parameter name declared twice in one binding |
        | `duplicate-handler` | a handler name that is already a parameter or another handler |
        | `reserved-name` | a name generated code already uses (see [Names](#names-keywords-and-backticks)) |
        | `dollar-in-name` | a name with `$` in it |
        | `generated-name-collision` | two declarations whose generated names would be the same |
        | `imported-name-clash` | a declaration with the name of one an imported spec declares, or a name two imported modules declare, both imported |
        | `imported-not-public` | a declaration of an imported spec that is not `public` (or `package`, of a module of the same package: `--same-package`), used here; an imported external transform called in a transform's body, bare or qualified (`Self.name`), or passed on as a function, or in a model's default or computed property or a fallback (`BinderyTransforms.name(…)`) (its module's Swift function need not be public; apply it in a rule) |
        | `imported-without-import` | a declaration of an imported spec used in a spec that does not import its module |
        | `import-of-own-module` | an `import` of the module the specs belong to (`--module-name`, the build plugin's target) |
        | `unknown-model` | a type name that is not a model of the module (with "did you mean") |
        | `parameter-not-model` | a binding parameter whose type is not a model or external class |
        | `unknown-parameter` | a path that starts at no parameter of its binding |
        | `unknown-property` | a path step that names no property of its model |
        | `unknown-transform` | a rule naming no declared or built-in transform |

        **Checker: options and attributes**

        | Id | Reported for |
        | --- | --- |
        | `duplicate-options-block` | a second `options { }` block in one file |
        | `duplicate-option` | an option set twice |
        | `unknown-option` | an option other than `access`, `isolation`, `observation` |
        | `invalid-option-value` | a value the option does not take |
        | `unknown-attribute` | an attribute other than `@MainActor` or `nonisolated` on a model, external class or binding |
        | `conflicting-isolation` | both `@MainActor` and `nonisolated` on one declaration |

        **Checker: models and transforms**

        | Id | Reported for |
        | --- | --- |
        | `computed-reads-itself` | a computed property that reads itself |
        | `computed-depends-on-nothing` | (warning) a computed property that mentions no property of its model, nor `self` |
        | `computed-cycle` | computed properties that depend on each other in a circle |
        | `lookalike-name` | a name in a computed expression that looks like a property of its model but is spelt with other Unicode scalars, which Swift reads as another name |
        | `cross-isolation-read` | a nonisolated model's computed property that reads a member of a `@MainActor` model or external class it refers to (`owner?.name`), or reaches through a collection (`owners.map { $0.name }`), or a default or computed property of one that reads a property through a key path (`\Profile.name`), or a default or computed property of one that makes a `@MainActor` model (`Profile()`, or `App.Profile()` with the module's name) or calls a transform that runs on the main actor (`BinderyTransforms.describe(owner)`); a fallback of a nonisolated binding that does either (`.init()` too), or reads a property through a key path (`\Profile.name`); a transform that runs on no actor (a nonisolated binding applies it, or its types name no `@MainActor` model) and reads a member of one (`$0?.name`, or a key path `\Profile.name`), makes one (`Profile()`, or `.init()` for its output), or calls a transform that runs on the main actor (`name(…)`, `Self.name(…)`, `map(name)`); a nonisolated binding applying another module's transform over a `@MainActor` model |
        | `computed-reads-external-class` | (warning) a computed property that reads a `var` of an external class it holds (`form?.query`), or a model it reaches holds (`search?.form?.query`), or it holds in a collection (`forms.map { $0.query }`): Bindery follows only generated models' properties, so a change of the class's alone neither recomputes it nor tells its observers and rules; keep a copy in a `var` of the model (a binding can keep it up to date from an `Observable` class) and compute from that |
        | `self-containment` | a model that contains itself through non-optional properties, or whose defaults make models in a circle that never ends (`var next: Node? = Node()`) |
        | `conformance-of-referenced-model` | a model made `Equatable`, `Hashable` or `Codable` holding a model that is not |
        | `generated-conformance` | `Observable` or `ObservableBinderyModel` declared in a file with `observation: false` |
        | `isolated-requirement` | a `@MainActor` model's `var` or computed `id`, `description`, `debugDescription` (or a `LocalizedError`'s or `CustomNSError`'s requirement) meant to satisfy a conformance that is not `@MainActor`; or such a `let` whose type is not `Sendable` (a nonisolated model, `[String: Any]`), which belongs to the main actor too |
        | `requirement-type-mismatch` | a property named for a requirement of `CustomStringConvertible`, `CustomDebugStringConvertible`, `LocalizedError` or `CustomNSError` whose type is certainly not the requirement's (`let errorDescription: String` for `String?`, `var description: Int`): the last two would silently use their defaults instead, the first two would not conform |
        | `implemented-conformance-attribute` | an attribute on `Equatable`, `Hashable` or `Codable` (which the generator implements, isolated as the model is) other than `@MainActor` on a main-actor model's |
        | `self-in-property-type` | a property whose type names `Self` anywhere (`Self?`, `Self.Type`, `() -> Self`; write the model's name) |
        | `protocol-metatype-of-type` | `.Protocol` after a type that is not a protocol: a model, an external class, a standard library type, a generic type or a metatype (`Int.Protocol`; write `Int.Type`) |
        | `existential-without-any` | a standard library protocol with `Self` or associated type requirements (`Hashable`, `Comparable`, `Identifiable`, `Collection`…) used as a type without `any` (`Hashable?`, `[Comparable]`, `Equatable.Type`; write `any Hashable`), which Swift 6 warns about in the generated code |
        | `property-never-conforms` | a stored property of a model made `Equatable`, `Hashable` or `Codable` whose type never conforms: a function, `Any`, `AnyObject`, an existential (also a standard protocol written bare as a type: `Error?`, `[CustomStringConvertible]`), a metatype (`Int.Type`), a tuple (a tuple may be compared, so is allowed in an `Equatable` model that is not `Hashable`), or a `Result` whose failure type is `any Error`; in a `Codable` model also a standard type that never is (`Result`, `Character`, `Substring`, `AnyHashable`, `ObjectIdentifier`, a key path) |
        | `unhashable-type` | a `Set`'s element or a dictionary's key that is not `Hashable`: a model or external class not declared `Hashable`, a tuple, a function, an existential, `Any`; or a `@MainActor` model, whose `Hashable` holds only on the main actor, in a nonisolated model, or in a transform that a nonisolated binding applies (one over a `@MainActor` model runs on the main actor otherwise, where it may hash them); also an `Identifiable` model's `id` of such a type or a metatype, for which Swift would silently take the default `id: ObjectIdentifier` instead, or of a `@MainActor` model's type under an `Identifiable` not written `@MainActor Identifiable` |
        | `nonisolated-sendable` | a nonisolated model declared `Sendable`, or an `Error` (its properties are mutable state no actor protects; `@unchecked Sendable` is allowed) |
        | `reversible-arrow-mismatch` | `<->` with one expression, or `{ forward: … backward: … }` after `->` |
        | `reversible-transform-arity` | a reversible transform with other than one input |
        | `external-reversible` | an external transform declared with `<->` |
        | `transform-without-input` | a transform with no input |
        | `transform-input-out-of-range` | a transform body that reads `$N` beyond the transform's inputs (`$1` of a one-input transform, outside a closure of the body's own) |
        | `transform-body-effect` | `try` (not `try?` or `try!`), `throw` or `await` in a transform body outside a closure of the body's own: a transform neither throws nor suspends |
        | `expression-effect` | `try` (not `try?` or `try!`), `throw` or `await` of a default value's, a computed property's or a fallback's own, outside a closure of its own: each is generated as the body of a function that neither throws nor suspends |
        | `default-reads-property` | a default value that names a property of its model (`var start: Int = base + 1`; also `Date()` or `max(1, 2)` beside a property `Date` or `max`, which Swift reads as that property): it is evaluated before the model exists |
        | `self-outside-model` | `self` in a default value, a fallback or a transform body (only a computed property's expression runs on a model; elsewhere `self` would be a type: `var label: String = "\(self)"` gave the model's name) |
        | `super-without-superclass` | `super` in an embedded expression (a generated model is a final class with no superclass; a default value, a fallback and a transform body run on no instance) |
        | `transform-calls-itself` | a transform body naming its own transform unqualified (`transform abs(Int) -> Int = abs($0)`), which there means the transform, not Swift's function, and would call itself without end; write `Swift.abs`, or `Self.abs` for recursion that is meant. A reversible transform's half may call the other (`name(backward: …)` from `forward`, `name(…)` from `backward`), but not each the other |
        | `unused-transform` | (warning) a declared transform no rule uses and no expression calls (external, public and package ones exempt) |
        | `builtin-transform-call` | (warning) a built-in transform called as a Swift function in a default, a computed property, a fallback or a transform's body (`uppercased($0)`): the built-ins are applied in rules (`\| uppercased`), and Swift has no such function; the fix-it writes the Swift that does the same (`$0.uppercased()`, `!done`, `owner == nil`) |
        | `bare-transform-call` | (warning) a transform called by its bare name in a model's default or computed property, or in a fallback (`describe(owner)`), where generated code finds only a Swift function of that name; call it as `BinderyTransforms.describe(owner)` (the fix-it), or rename the transform if you mean your own function |
        | `external-class-member` | a computed member or a default in an `external class` |
        | `external-not-observable` | an `external class` that is not `Observable`, read or observed by a rule |
        | `external-needs-isolation` | an `Observable` external class read by a binding with no isolation |
        | `opaque-property-type` | a stored property of an opaque type (`some P`), also inside a closure type (`() -> some P`) |
        | `less-visible-type` | a `package` or `public` transform, binding or model whose signature names a less visible model or external class (an external class is as visible as the spec declaring it says), which Swift rejects |
        | `model-as-conformance` | a model or external class, or `NSObject`, among a model's conformances (`model Derived: Base`): a model inherits from nothing; hold one in a property instead. A model among an external class's conformances too: a model is a final class |
        | `duplicate-conformance` | a conformance written twice among a model's conformances (`Sendable, Swift.Sendable`) |
        | `class-cannot-conform` | a protocol no class can conform to among a model's conformances: `BitwiseCopyable`, `Actor`, `DistributedActor`; a model is a class (and so is `AnyObject`, which constrains only protocols) |
        | `unsupported-transform-type` | a transform's input or output type that names `Self` (generated code declares the transform as a static function of `BinderyTransforms`, where `Self` is that type) or holds an opaque type `some P` (its signature is written as a closure type, where Swift allows none); write the type's name, or the concrete type (an output may be `any P`; an input of `any P` takes the standard types that conform to it, and values of that existential type) |

        **Checker: bindings and rules**

        | Id | Reported for |
        | --- | --- |
        | `isolation-mix` | a binding over models of different isolation, or an attribute that contradicts its models |
        | `whole-model-path` | a path that is a binding parameter alone, naming no property |
        | `property-of-non-model` | a path step after a value that is not a model |
        | `missing-optional-chaining` | `.` after an optional model, where `?.` is needed |
        | `unneeded-optional-chaining` | `?.` after a model that is not optional |
        | `fallback-never-used` | a fallback after a path that is never nil |
        | `nil-fallback` | a fallback that is `nil` (`?? nil`), which leaves the value nil while the path is broken, as no fallback does: remove it for an optional target, or give a value for one that is not |
        | `fallback-reads-parameter` | a fallback that names a parameter of its binding |
        | `target-through-model` | a target that goes through another model |
        | `target-not-variable` | a target that is a `let` |
        | `target-computed` | a target that is computed |
        | `two-way-once` | a two-way rule marked `once` |
        | `two-way-several-sources` | a two-way rule with several sources |
        | `two-way-not-writable` | a two-way rule whose source cannot be written |
        | `two-way-not-reversible` | a two-way rule through a transform that is not reversible |
        | `two-way-to-itself` | a two-way rule whose source is its own target |
        | `two-way-type-mismatch` | a two-way rule whose target's type (or what its transform gives back) cannot be written back into the property its source ends at, `nil` included |
        | `several-sources-without-transform` | several sources with no transform to combine them |
        | `breakable-path` | an optional path that can break into a place that needs a value |
        | `type-mismatch` | the value a rule gives does not fit its target, or a fallback literal cannot be of the type its path gives (`count ?? "none"` for an `Int`) |
        | `void-rule-value` | a rule reading or writing a `Void` (or `()`, or `Void?`, or `Never?`) value, which holds nothing to copy: an action (`on s.tapped -> handler`) reacts to its sets |
        | `uninhabited-type` | a type with no value (`Never`, a tuple holding it) as a property's type, a `var` array's element or a transform's input (a reversible one's output); a rule through a transform giving `Never` or `Never?` |
        | `transform-arity` | a transform given the wrong number of inputs |
        | `transform-input-type` | a transform given an input of the wrong type (one taking `Any` takes any value but an optional, which Swift would box with a warning; `Any?` takes optionals too) |
        | `two-writers` | a property written by two rules of one binding: the target of two rules, or a one-way rule's target that a two-way rule writes back into |
        | `rule-cycle` | one-way rules of one binding that feed each other in a circle |
        | `action-never-called` | (warning) an action without `initial` whose every path goes through `let` properties only (`on profile.id -> idChanged`): they never change, so its handler would never be called |
        | `once-to-itself` | (warning) a `once` rule that copies a property into itself with no transform (`s.x <- once s.x`), which changes nothing (without `once`, it is `rule-cycle`) |
        | `repeated-action-path` | (warning) an action that lists one path twice (`on s.x, s.x -> handler`), which it observes once |

        **Templates: `--templates DIR`**

        | Id | Reported for |
        | --- | --- |
        | `unknown-template` | a file in the templates directory whose name is not a template bindery uses |
        | `template-unclosed-tag` | a `{{` with no `}}` after it |
        | `template-invalid-name` | a tag whose name is not ASCII letters, digits, `_` and `-` joined by `.` (or `.` alone) |
        | `template-unmatched-close` | a `{{/name}}` with no open section, or one that closes another section than the open one |
        | `template-unclosed-section` | a `{{#name}}` or `{{^name}}` section never closed |
        | `template-unknown-partial` | a `{{>name}}` that names no template |
        | `template-partial-cycle` | a partial that includes itself without end |
        | `template-unknown-variable` | a variable or section that names no field of the contexts in scope |
        | `template-field-kind` | a field used as what it is not: a list or lines shown as text, a flag shown with `{{{…}}}`, a context shown with `{{.}}` |
        | `template-position-outside-list` | `-first` or `-last` outside a section over a list |

        **Configuration and reporting**

        | Id | Reported for |
        | --- | --- |
        | `invalid-json` | a `bindery.json` that is not valid JSON |
        | `invalid-configuration` | a `bindery.json` that is valid JSON but says something Bindery does not accept |
        | `diagnostics-omitted` | (note) the diagnostics past the 100 a run shows, summed up in one line (`N more errors not shown`) |

        Cycles that span **several** bindings cannot be seen when checking, since which instances a binding connects is only
        known at run time; the runtime stops them instead (see [No change is lost](#8-run-time-semantics)).

        """####
}
