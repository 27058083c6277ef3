#!/usr/bin/env python3
"""Generates random, reproducible, valid Bindery specs for the property check "what `bindery check` accepts
compiles" (Scripts/check-accepted-specs.sh).

Why Python and not Swift: the generator is not part of the package, so it adds nothing to `swift build` or
`swift test` (a Swift script would be compiled on every run, and a target would be built by `swift test`);
python3 and its standard library are all it needs.

One run writes one batch: `--count` specs that can be compiled together as one Swift module. Every top-level
name (model, binding, transform, external class, observer protocol) is unique across the batch; a model named like
a type no spec writes ("light" shadowing: `Result`, `Change`, `KeyPath`) may share the module, one named like a
type every spec writes ("heavy": `String`, `Sendable`, `MainActor`) makes its spec a module of its own
(solo.list); a built-in transform one spec redeclares is used by no other spec of the batch. About one spec in
five uses models and transforms of an earlier spec of its batch (deps.list: checked and compiled together), and
in about one batch in three the first spec is public and emitted as module `CoreB<K>`, which some specs import
(imports.list: `--imported-spec`). So each spec, with the specs it names, is a valid module of its own.

Each spec covers the whole language at random: `import`, `options` (access, isolation, observation, in any
order and separator), models with `@MainActor`/`nonisolated`, conformances (implemented: Equatable, Hashable,
Codable; passed through: Sendable, @unchecked Sendable, Identifiable, CustomStringConvertible,
CustomDebugStringConvertible, Observable, BindingOwner), `var`/`let`/`computed` properties of many types
(optionals, arrays, dictionaries, sets, tuples, closures, existential metatypes, nested generics, IUOs, model
references, arrays of models), defaults of many shapes (literals, interpolation, raw and multi-line strings, closures, regex literals,
comments inside expressions, `if`/`switch` expressions), transforms (expression, reversible, external), built-in
transforms, external classes (plain and Observable, with the Swift classes they describe), imported modules,
cross-file references, and bindings with every rule form. Names include Swift keywords, Bindery's own words, names near the
ones generated code reserves, Unicode letters, leading underscores, long names (the generated code wraps lines at
120 columns) and models named like types of the standard library, Foundation or the runtime.

The embedded Swift it writes (defaults, computed expressions, transform bodies, fallbacks, external transforms'
implementations) is type-correct by construction, so a spec that the checker accepts and that does not compile
points at Bindery, not at the generator. The checker is still the judge of the spec: the driver runs
`bindery check` and keeps only the specs it accepts.

Usage: spec_generator.py --seed S --batch K --count N --out DIR [--avoid FEATURE,...]
Writes DIR/b<K>s<I>.bind and, for specs with external transforms or classes, DIR/b<K>s<I>.external.swift (the
hand-written Swift: transforms as README.md tells a user to write them, and the classes). `--avoid` turns off features by name (see FEATURES), to look for
other failures while a known one is being fixed.
"""

import argparse
import os
import random
import re

# Features that --avoid can turn off, each a construct that stays in by default.
FEATURES = {
    "external": "external transforms",
    "external-in-nonisolated": "external transforms used by a nonisolated binding",
    "transform-unused-input": "transform bodies that ignore some of their inputs",
    "transform-dollar-text": "`$0` inside a string, comment or nested closure of a transform body",
    "keyword-names": "Swift keywords as names",
    "bindery-words": "Bindery's own keywords as names",
    "near-reserved": "names near the ones generated code reserves",
    "unicode-names": "Unicode letters in names",
    "long-names": "long names",
    "shadowing-models": "models named like standard library, Foundation or runtime types",
    "keyword-models": "models named like capitalised or lower-case keywords",
    "builtin-override": "declared transforms named like built-in ones",
    "closures": "closure-typed properties",
    "tuples": "tuple-typed properties",
    "iuo": "implicitly unwrapped optional properties",
    "existentials": "Any and `any P` properties",
    "metatypes": "existential metatype properties (`Any.Type`, `any Error.Type`)",
    "cross-isolation": "model references across isolations",
    "conformances": "passed-through conformances",
    "implemented-conformances": "Equatable, Hashable, Codable",
    "line-ends": "CRLF and lone CR line ends, a byte-order mark",
    "two-way": "two-way rules",
    "paths": "optional paths through models",
    "regex": "regex literals in expressions",
    "multiline-strings": "multi-line string literals",
    "model-transforms": "transforms over model types",
    "qualified-types": "`Swift.Int`, `Optional<T>` and other long spellings of types",
    # constructs that hit a known failure, so a long run can look past it while it is being fixed
    "line-literal": "`#line` as the first token of an expression",
    "reading-transform": "a transform after a once, optional-path or fallback source (a 'reading' rule)",
    "closure-sources": "non-optional closure values flowing through a rule",
    "codable-empty": "Codable models without stored properties",
    "any-type": "properties of type Any",
    "module-names": "properties named Bindery, Swift, Observation or Foundation",
    "optional-let-without-default": "optional `let` properties without a default",
    "internal-names": "handlers and parameters named like a binding's internals (bindery, rules)",
    "closure-arrays": "arrays of closures (their mutators take closures)",
    "contextual-keyword-expressions": "an expression that is a bare contextual keyword (`unowned`, `lazy` …)",
    "argument-label-keywords": "properties named let, var or inout (argument labels)",
    "model-named-property": "a property, parameter or handler named like a model",
    "two-way-optional-path": "two-way rules from an optional path without a fallback",
    "mainactor-model": "a model named MainActor",
    "cross-file-access": "a spec more visible (public, package) than the spec whose models it uses",
    "cross-file": "specs naming models and transforms of another spec of the module",
    "external-classes": "external classes (and their Swift classes beside the spec)",
    "imported-specs": "a spec that is another module, imported by some specs of its batch (--imported-spec)",
    "line-breaks": "declarations, members and rules broken across lines where Swift would go on reading",
}

# ---------------------------------------------------------------------------------------------------------------
# Names

# Reserved words of Swift: as a name they need backticks in Swift code.
SWIFT_KEYWORDS = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
    "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as",
    "await", "false", "is", "nil", "super", "throws", "true", "try", "package", "borrowing", "consuming",
    "nonisolated", "some", "any",
]
# Words that begin a type, after which the type goes on on the next line (`var p: any⏎ P`).
TYPE_PREFIXES = ["any ", "some ", "@Sendable ", "@MainActor "]

# Names Swift gives a meaning to in some places only.
SWIFT_CONTEXTUAL = [
    "get", "set", "willSet", "didSet", "mutating", "nonmutating", "override", "lazy", "weak", "unowned", "optional",
    "required", "convenience", "dynamic", "final", "indirect", "prefix", "postfix", "infix", "left", "right", "none",
    "precedence", "associativity", "higherThan", "lowerThan", "assignment", "macro", "actor", "isolated", "sending",
    "consume", "copy", "discard", "each", "then", "async", "unsafe", "of", "Type", "Protocol", "Self", "self", "Any",
    "_",
]
# Bindery's own words.
BINDERY_WORDS = [
    "model", "computed", "binding", "transform", "options", "on", "once", "initial", "external", "forward",
    "backward", "access", "isolation", "observation", "import", "not", "string", "isNil", "isEmpty", "trimmed",
    "lowercased", "uppercased",
]
# Close to what generated code names: SPEC part 2's API, the generator's locals and labels, Codable/Hashable
# plumbing, a binding's API.
NEAR_RESERVED_VALUES = [
    "observer", "observers", "observed", "Observe", "observeChanges", "batches", "Batch", "addObservers",
    "AddObserver", "bindingLifetimes", "BindingLifetime", "lifetime", "hashing", "hasher", "Hash", "HashValue",
    "hashInto", "encoder", "Encode", "decoder", "decode", "container", "CodingKeys", "codingKeys", "lhs", "rhs",
    "newValue", "oldValue", "value", "value0", "value1", "element", "elements", "index", "indexes", "start", "run",
    "change", "changes", "updates", "handler", "property", "properties", "storage", "registrar", "bindery",
    "rules", "isActive", "cancel", "attach", "owner", "new", "old", "kind", "isPrior", "prior", "debugDescription",
    "x", "X", "_x", "__x", "_default", "_storage", "_bindery", "Storage", "Bindery", "Swift", "Observation",
    "Foundation", "transforms", "BinderyTransforms", "Builtin", "array", "edit", "with", "model", "reading",
    "isFirstRun", "keep", "forwardIsCompact", "didChange", "didChangeX", "hashValue2", "encode2", "observe2",
    "_observers", "_registrar", "_lifetime", "_properties", "echo", "Echo", "fallback", "require", "compute",
    "rawValue", "stringValue", "intValue", "allCases", "lifetimeKeep", "isEcho", "willWrite", "watch", "react",
    "insert", "append", "remove", "removeAll", "replace", "a", "b", "i", "j", "t", "s", "Value", "Change",
]
TINY_NAMES = ["a", "b", "c", "aB", "ab", "bC", "BC", "B", "C", "c_2", "a_2", "changed", "Changed", "changed_2",
              "onChanged", "updateA", "A", "aa", "aA"]
UNICODE_NAMES = [
    "café", "naïve", "größe", "π", "Δx", "日本", "ñandú", "σ", "émigré", "Ärger", "ǅungla", "ßtraße", "ıdem",
    "Ωmega", "λ", "µs", "ℓength", "ﬁle", "çava", "Ünïcödé", "ψ2", "ŉame",
]
ORDINARY_VALUES = [
    "title", "count", "name", "enabled", "progress", "total", "label", "items", "tags", "note", "email", "city",
    "zip", "score", "level", "ratio", "isOn", "flag", "amount", "price", "rating", "status", "message", "text",
    "visible", "selected", "width", "height", "depth", "color", "size", "limit", "offset", "step", "speed", "mode",
    "summary", "detail", "header", "footer", "first", "last", "middle", "created", "updated", "version", "path",
    "query", "result", "error", "warning", "payload", "token", "secret", "code", "unit", "values", "entries",
    "counter", "celsius", "kelvin", "distance", "duration", "age", "nickname", "address", "phone", "url", "data",
]
ORDINARY_MODELS = [
    "Download", "User", "Row", "Panel", "Shelf", "Author", "Book", "Company", "Address", "Employee", "Badge",
    "Thermostat", "Counter", "Log", "Settings", "Profile", "Account", "Order", "Item", "Cart", "Library", "Track",
    "Album", "Playlist", "Note", "Folder", "Document", "Page", "Cell", "Header", "Gauge", "Sensor", "Reading",
    "Slider", "Toggle", "Form", "Field", "Session", "Task2", "Job", "Queue", "Node", "Edge", "Graph", "Point",
]
# Models named like types of the standard library, Foundation, Observation or the runtime. A "light" one is a
# name no generated spec writes as a type or in an expression (generated code must qualify it), so it can share a
# module with other specs; a "heavy" one (`String`, `Sendable`, `MainActor` …) changes what every other spec of its
# module means, so its spec is checked and compiled alone, and avoids the name for anything but the model.
LIGHT_SHADOWING_MODELS = [
    "Range", "Hasher", "Decoder", "Encoder", "CodingKey", "Task", "Actor",
    "ObjectIdentifier", "Comparable", "Duration", "Collection", "Sequence", "Print", "IndexSet", "Notification",
    "JSONEncoder", "NSObject", "Locale", "Change", "ChangeKind", "ObservationToken", "ObserveOptions",
    "BindingLifetime", "BinderyModel", "ModelCore", "BindingCore", "ModelReference", "PropertyTable", "RuleInfo",
    "RuleRun", "Echo", "CycleGuard", "TraceEvent", "ObservationRegistrar", "Observer", "CurrentRuntimeInterface",
    "RuntimeInterface_0_2", "Trace", "Storage", "Transforms", "Builtin", "ObservationTracking", "RuleError",
    "Escaping", "AnyKeyPath", "ReferenceWritableKeyPath", "Mirror", "Unmanaged", "StaticString", "Selector",
]
HEAVY_SHADOWING_MODELS = [
    # (`String`, `Int`, `Bool` and the other standard library types the checker reserves are rejected as model names)
    "Equatable", "Hashable", "Codable", "Identifiable", "Sendable", "MainActor", "AnyHashable",
    "CustomStringConvertible", "Observable", "BindingOwner", "Data", "Date", "UUID", "URL", "Decimal", "Dispatch",
    "Void2",
]
KEYWORD_MODELS = [
    "Default", "Class", "In", "Is", "As", "Var", "Let", "Func", "Return", "If", "For", "While", "Switch", "Case",
    "Init", "Deinit", "Subscript", "Extension", "Struct", "Enum", "Import", "Static", "True", "Nil", "Super", "Try",
    "Throws", "Do", "Where", "Repeat", "Guard", "Await", "Some", "Get", "Operator", "Inout", "Public", "Private",
    "Internal", "Package", "Open", "Break", "Continue", "Defer", "Fallthrough", "Else", "Catch", "Rethrows",
    "Typealias", "Associatedtype", "Protocol2", "Nonisolated", "Borrowing", "Consuming", "Model", "Binding",
    "Computed", "Options", "On", "Once", "Initial", "External", "Forward", "Backward",
    "IN", "IS", "AS", "DO", "IF", "ID", "URLRow", "UI", "X", "XY", "HTTPRequest", "A", "B",
    "default", "class", "in", "item", "x", "_Model", "Model_", "_", "__", "café", "Δ", "Σigma", "日本", "Ñandú",
]


# Names the checker rejects for a property, parameter or handler (GeneratedNames): still generated, rarely.
ALWAYS_REJECTED = {"self", "Self", "super", "init", "deinit", "_", "Type", "Protocol", "bindingLifetime", "observe",
                   "batch", "addObserver", "hash", "hashValue", "encode", "Swift", "Bindery", "Observation"}


def lower_first(name):
    """The generator's lowercasing of a model name (see GeneratedNames.lowercasedFirst)."""
    chars = list(name)
    i = 0
    while i < len(chars) and chars[i].isupper():
        i += 1
    if i <= 1 or i == len(chars):
        return name.lower() if i == len(chars) else chars[0].lower() + "".join(chars[1:])
    return "".join(chars[: i - 1]).lower() + "".join(chars[i - 1:])


def capitalized(name):
    return name[0].upper() + name[1:] if name else name


def backticked(name):
    """How Swift code written in a spec refers to a value named `name`."""
    if name in SWIFT_KEYWORDS or name in ("Type", "Protocol", "Self", "self", "Any", "_", "get", "set"):
        return "`" + name + "`"
    return name


# ---------------------------------------------------------------------------------------------------------------
# Types: ('n', name, args) named (a model when name is a model's), ('o', T), ('iuo', T), ('a', T), ('d', K, V),
# ('t', ((label, T), ...)), ('f', (params...), result, attributes), ('x', text) an existential / Any.

BASES = ["Int", "String", "Bool", "Double", "Int64", "UInt8", "Float", "Character", "Int16"]
FOUNDATION_BASES = ["UUID", "Date", "URL", "Data", "Decimal"]
# What each named type can do, for the conformances the generator implements.
EQUATABLE = set(BASES) | set(FOUNDATION_BASES) | {"Substring"}
HASHABLE = EQUATABLE
CODABLE = (set(BASES) - {"Character"}) | set(FOUNDATION_BASES)
# `Swift.Int` and friends: another spelling for the checker (it compares types as written), the same for Swift.
QUALIFIED = {"Swift.Int": "Int", "Swift.String": "String", "Swift.Bool": "Bool", "Swift.Double": "Double",
             "Swift.Int64": "Int64", "Swift.Float": "Float", "Swift.Character": "Character"}


# Values of the existential metatypes ('x' types) a property may have: Swift opens such a value passed to a generic
# parameter unless the call prevents it, so each is a case of its own for the generated accessors.
EXISTENTIAL_METATYPE_VALUES = {
    "Any.Type": ["Int.self", "String.self", "[Int].self"],
    "any Error.Type": ["CancellationError.self", "DecodingError.self"],
}


def N(name, *args):
    return ("n", name, tuple(args))


def O(t):
    return t if t[0] == "o" else ("o", t)


def A(t):
    return ("a", t)


def D(k, v):
    return ("d", k, v)


def base_name(t, models=()):
    """The standard type a named type is (`Swift.Int` is `Int`); None for other types and for models."""
    if t[0] != "n" or t[1] in models:
        return None
    return QUALIFIED.get(t[1], t[1])


def key(t, name=lambda n: n):
    """The type as the checker normalises it: `Optional<T>` is `T?`, `Array<T>` is `[T]`. `name` spells each type
    name (Swift code backticks a model named like a keyword)."""
    k = t[0]
    if k == "n":
        return name(t[1]) + ("<" + ", ".join(key(a, name) for a in t[2]) + ">" if t[2] else "")
    if k == "o":
        inner = key(t[1], name)
        return ("(" + inner + ")?") if t[1][0] in ("f", "x") else inner + "?"
    if k == "iuo":
        return key(O(t[1]), name)
    if k == "a":
        return "[" + key(t[1], name) + "]"
    if k == "d":
        return "[" + key(t[1], name) + ": " + key(t[2], name) + "]"
    if k == "t":
        return "(" + ", ".join((l + ": " if l else "") + key(e, name) for l, e in t[1]) + ")"
    if k == "f":
        pre = "".join(a + " " for a in t[3] if a.startswith("@"))
        eff = "".join(" " + a for a in t[3] if not a.startswith("@"))
        return pre + "(" + ", ".join(key(p, name) for p in t[1]) + ")" + eff + " -> " + key(t[2], name)
    if k == "x":
        return t[1]
    raise ValueError(t)


def swift_type_name(name):
    """A type name as Swift code spells it: a model named like a keyword (`default`) in backticks."""
    return "`" + name + "`" if name in SWIFT_KEYWORDS else name


def unwrap(t):
    return t[1] if t[0] in ("o", "iuo") else t


def is_opt(t):
    return t[0] in ("o", "iuo")


class Unwritable(Exception):
    """No value of a type can be written here (a model whose initializer needs arguments, or of another actor)."""


class Gen:
    """Generates one spec."""

    def __init__(self, rng, batch, index, avoid, partner=None, imports=None, core=None):
        self.rng = rng
        self.imports = imports  # the module of the partner, when the partner is a spec of another module
        self.core = core  # this spec is module `core` of its own, imported by others: everything public
        self.partner = partner  # an earlier spec of the batch whose models and transforms this one may use
        self.batch = batch
        self.index = index
        self.avoid = avoid
        self.models = {}  # name -> ModelInfo, the partner's too
        self.model_order = []  # this spec's own models
        self.foreign_transforms = dict(partner.transforms) if partner else {}
        self.ext_classes = dict(partner.ext_classes) if partner else {}  # external classes, the partner's too
        self.ext_order = []  # this spec's own
        self.transforms = {}  # name -> dict(inputs, output, kind)
        self.transform_order = []
        self.bindings = []
        self.externals = []  # Swift implementations
        self.foundation = False
        self.local_names = set()  # top-level names of this spec
        self.shadow = None  # shadowing model name this spec declares
        self.avoid_words = set()  # names this spec must not write as a standard type: a heavy shadowing model's
        self.overrides = []  # built-in names this spec redeclares

    # --- randomness helpers
    def p(self, probability):
        return self.rng.random() < probability

    def choice(self, items):
        return self.rng.choice(items)

    def on(self, feature):
        return feature not in self.avoid

    def clean(self, text):
        """Whether Swift text names no type this spec shadows with a model."""
        if not self.avoid_words:
            return True
        return not re.search(r"(?<![\w.$`])(%s)(?![\w`])" % "|".join(map(re.escape, self.avoid_words)), text)

    def usable(self, names):
        return [n for n in names if self.clean(n)]

    def broken(self, text, separators, indent="        ", probability=0.15):
        """`text` with the line broken at one of `separators` (a `,`, `:`, `->`, `<-`, `=` or binary operator that
        ends a line or, written first, starts the next), where the language reads the next line as going on. Only
        where the text holds no literal or comment the break could land in."""
        if not self.on("line-breaks") or not self.p(probability) or re.search(r'["/#\\]', text):
            return text
        prefixes = [sep for sep in separators if sep in TYPE_PREFIXES]
        places = [(m.start(), sep) for sep in separators if sep != "." and sep not in prefixes
                  for m in re.finditer(re.escape(sep), text)]
        # `any`, `some` or an attribute where a type starts: the rest of the type on the next line
        places += [(m.start(), m.group(1)) for sep in prefixes
                   for m in re.finditer(r"(?:(?<=[:>,] )|(?<=[\[(<]))(%s)" % re.escape(sep), text)]
        if "." in separators:  # a member on the next line: `a⏎ .b`, never inside a number
            places += [(m.start(), ".") for m in re.finditer(r"(?<=[\w)\]?])\.(?=[A-Za-z_])", text)]
        if not places:
            return text
        at, sep = self.choice(places)
        if sep in prefixes:
            return text[:at + len(sep)].rstrip() + "\n" + indent + text[at + len(sep):]
        if sep == ".":
            return text[:at] + "\n" + indent + text[at:]
        core = sep.strip()
        # a separator ends the broken line, or an operator or arrow starts the next one
        if core in (",", ":") or self.p(0.5):
            joined = " " + core if core not in (",", ":") else core
            return text[:at] + joined + "\n" + indent + text[at + len(sep):].lstrip()
        return text[:at] + "\n" + indent + core + " " + text[at + len(sep):].lstrip()

    # --- names -----------------------------------------------------------------------------------------------
    def value_name(self, taken, kinds=None):
        """A property, parameter or handler name not in `taken`."""
        r = self.rng
        for _ in range(50):
            roll = r.random()
            if self.tiny_names and r.random() < 0.7 and kinds != "plain":
                # few short names that differ in case and suffix: generated names (`updateABC`, `onChanged`)
                # built from them run into each other
                name = r.choice(TINY_NAMES)
            elif roll < 0.40 or kinds == "plain":
                name = r.choice(ORDINARY_VALUES)
            elif roll < 0.52 and self.on("keyword-names"):
                name = r.choice(SWIFT_KEYWORDS + SWIFT_CONTEXTUAL)
            elif roll < 0.60 and self.on("bindery-words"):
                name = r.choice(BINDERY_WORDS)
            elif roll < 0.78 and self.on("near-reserved"):
                name = r.choice(NEAR_RESERVED_VALUES)
            elif roll < 0.86 and self.on("unicode-names"):
                name = r.choice(UNICODE_NAMES)
            elif roll < 0.92 and self.on("long-names"):
                name = self.long_name(lower=True)
            elif roll < 0.95 and self.models and self.on("model-named-property"):
                name = r.choice(sorted(self.models))  # a value named like a model
            else:
                name = r.choice(ORDINARY_VALUES) + r.choice(["", "2", "_", "Count", "Text", "Value", "_x"])
            if name in ALWAYS_REJECTED and r.random() < 0.85:
                continue  # rejected by the checker: keep them rare, so most specs are accepted
            if name in ("Bindery", "Swift", "Observation", "Foundation") and not self.on("module-names"):
                continue
            if name in ("bindery", "rules") and not self.on("internal-names"):
                continue
            if name in ("let", "var", "inout") and not self.on("argument-label-keywords"):
                continue
            if name not in taken:
                return name
        i = 0
        while "v%d" % i in taken:
            i += 1
        return "v%d" % i

    def long_name(self, lower):
        words = ["download", "progress", "percentage", "observer", "binding", "transform", "value", "total",
                 "written", "bytes", "human", "readable", "description", "current", "selection", "index"]
        n = self.rng.randint(5, 12)
        parts = [self.rng.choice(words) for _ in range(n)]
        name = parts[0] + "".join(capitalized(w) for w in parts[1:])
        return name if lower else capitalized(name)

    def top_name(self, kind):
        """A model, binding or transform name unique in the batch (and its observer protocol for a model)."""
        r = self.rng
        for attempt in range(60):
            roll = r.random()
            if kind == "model":
                if roll < 0.55:
                    name = r.choice(ORDINARY_MODELS)
                elif roll < 0.75 and self.on("keyword-models"):
                    name = r.choice(KEYWORD_MODELS)
                elif roll < 0.85 and self.on("unicode-names"):
                    name = r.choice(["Café", "Ñandú", "Δelta", "日本", "Σ", "Über", "Ωhm", "Łódź", "Ærø"])
                elif roll < 0.93 and self.on("long-names"):
                    name = self.long_name(lower=False)
                else:
                    name = r.choice(ORDINARY_MODELS) + r.choice(["Observers", "Observing", "Model", "Binding", "2"])
            elif kind == "binding":
                if roll < 0.6:
                    name = r.choice(ORDINARY_MODELS) + r.choice(["Binding", "Sync", "Link", "Wiring"])
                elif roll < 0.75 and self.on("keyword-models"):
                    name = r.choice(KEYWORD_MODELS)
                elif roll < 0.85 and self.on("long-names"):
                    name = self.long_name(lower=False)
                else:
                    name = r.choice(["B", "Binding", "Link", "Observer", "Sync", "Bind", "BindingCore2", "Rules"])
            else:  # transform
                if roll < 0.55:
                    name = r.choice(["percent", "describe", "summarize", "kelvin", "fahrenheit", "initials",
                                     "shout", "count", "negate", "double", "half", "join", "pick", "first",
                                     "format", "parse", "render", "toText", "toInt", "flag", "combine", "merge"])
                elif roll < 0.68 and self.on("keyword-names"):
                    name = r.choice(SWIFT_KEYWORDS + ["get", "set", "none", "Type2", "async", "of"])
                elif roll < 0.75 and self.on("bindery-words"):
                    name = r.choice(["forward", "backward", "external", "once", "on", "initial", "model", "binding",
                                     "transform", "options", "computed"])
                elif roll < 0.82 and self.on("near-reserved"):
                    name = r.choice(["value", "transform", "require", "fallback", "Builtin2", "BinderyTransforms2",
                                     "observe", "batch", "cancel", "isActive", "attach", "self2", "_x", "__"])
                elif roll < 0.88 and self.on("unicode-names"):
                    name = r.choice(["größer", "π2", "日本語", "ñ", "λf"])
                elif roll < 0.94 and self.on("long-names"):
                    name = self.long_name(lower=True)
                else:
                    name = r.choice(["t", "f", "g", "h", "conv", "map", "apply"]) + str(r.randint(0, 99))
            if kind == "transform" and name in ALWAYS_REJECTED and r.random() < 0.85:
                continue
            if attempt > 20:
                name = name + "S%d" % self.index
            if attempt > 40:
                name = name + str(r.randint(0, 9999))
            if self.batch.claim(name, kind):
                self.local_names.add(name)
                return name
        raise RuntimeError("no name")

    # --- types -----------------------------------------------------------------------------------------------
    def basic_type(self):
        r = self.rng
        roll = r.random()
        if self.avoid_words and r.random() < 0.3:
            # `Swift.String` beside a model named `String`: the standard type, spelled so it cannot be the model
            qualified = [q for q, b in QUALIFIED.items() if b in self.avoid_words]
            if qualified:
                return N(qualified[0])
        common = self.usable(BASES[:4])
        if roll < 0.6 and common:
            return N(r.choice(common))
        if roll < 0.75:
            return N(r.choice(self.usable(BASES)))
        if roll < 0.85 and self.foundation and self.usable(FOUNDATION_BASES):
            return N(r.choice(self.usable(FOUNDATION_BASES)))
        if roll < 0.92 and self.on("qualified-types"):
            return N(r.choice(list(QUALIFIED)))
        return N(r.choice(self.usable(BASES)))

    def type_clean(self, t):
        """Whether `t` names no standard type this spec shadows (its own models are fine)."""
        k = t[0]
        if k == "n":
            return (t[1] in self.models or self.clean(t[1])) and all(self.type_clean(a) for a in t[2])
        if k in ("o", "iuo", "a"):
            return self.type_clean(t[1])
        if k == "d":
            return self.type_clean(t[1]) and self.type_clean(t[2])
        if k == "t":
            return all(self.type_clean(e) for _, e in t[1])
        if k == "f":
            return all(self.type_clean(p) for p in t[1]) and self.type_clean(t[2])
        return self.clean(t[1])

    def random_type(self, depth=0, for_model=None, allow_models=True):
        """A type for a stored property of `for_model` (or anything, when None)."""
        for _ in range(20):
            t = self._random_type(depth, for_model, allow_models)
            if self.type_clean(t):
                return t
        return self.basic_type()

    def _random_type(self, depth=0, for_model=None, allow_models=True):
        r = self.rng
        roll = r.random()
        if depth > 2 or roll < 0.45:
            return self.basic_type()
        if roll < 0.58:
            return O(self.random_type(depth + 1, for_model, allow_models))
        if roll < 0.68:
            element = self.random_type(depth + 1, for_model, allow_models)
            if element[0] == "f" and not self.on("closure-arrays"):
                return A(self.basic_type())
            return A(element)
        if roll < 0.73:
            return D(N(r.choice(["String", "Int"])), self.random_type(depth + 1, for_model, allow_models))
        if roll < 0.76 and self.usable(["Set"]) and self.usable(["Int", "String"]):
            return N("Set", N(r.choice(self.usable(["Int", "String"]))))
        if roll < 0.80 and self.on("tuples"):
            n = r.randint(2, 3)
            labels = r.random() < 0.4
            return ("t", tuple((("l%d" % i) if labels else None, self.basic_type()) for i in range(n)))
        if roll < 0.86 and self.on("closures"):
            return self.closure_type()
        if roll < 0.88 and self.on("iuo") and depth == 0:
            return ("iuo", self.basic_type())
        if roll < 0.90 and self.on("existentials"):
            return ("x", r.choice(self.usable((["Any"] if self.on("any-type") else []) + [
                "any Sendable", "any Equatable", "AnyHashable", "any CustomStringConvertible"] +
                (["Any.Type", "any Error.Type"] if self.on("metatypes") else []))))
        if allow_models and self.models:
            m = r.choice(self.model_order if self.model_order and r.random() < 0.7 else sorted(self.models))
            shape = r.random()
            mt = N(m)
            if shape < 0.6:
                return O(mt)
            if shape < 0.8:
                return A(mt)
            return mt
        return self.basic_type()

    def closure_type(self):
        r = self.rng
        # the checker compares types as written, so one spec spells the empty result one way
        void = self.void
        shapes = [
            ("f", (), void, ()),
            ("f", (N("Int"),), N("Int"), ()),
            ("f", (N("String"),), N("Bool"), ()),
            ("f", (N("Int"), N("Int")), N("Int"), ()),
            ("f", (), void, ("@Sendable",)),
            ("f", (), N("Int"), ("throws",)),
            ("f", (), void, ("async",)),
            ("f", (A(N("Int")),), D(N("String"), N("Int")), ()),
            ("f", (N("Int"),), ("f", (N("Int"),), N("Int"), ()), ()),
        ]
        t = r.choice(shapes)
        if r.random() < 0.25:
            return O(t)
        return t

    def spell(self, t, in_rule=False):
        """The spec's spelling of `t`, in one of the ways Swift allows."""
        r = self.rng
        k = t[0]
        long = self.on("qualified-types") and r.random() < 0.12 and self.usable(["Optional", "Array", "Dictionary"]) == [
            "Optional", "Array", "Dictionary"]
        if k == "n":
            name = t[1]
            if name in self.models and self.p(0.1) and name not in SWIFT_KEYWORDS:
                name = "`%s`" % name if name in KEYWORD_MODELS and name[0].islower() else name
            if name in SWIFT_KEYWORDS:
                name = "`%s`" % name
            if t[2]:
                return name + "<" + ", ".join(self.spell(a) for a in t[2]) + ">"
            return name
        if k == "o":
            inner = self.spell(t[1])
            if long:
                return "Optional<" + inner + ">"
            return ("(" + inner + ")?") if t[1][0] in ("f", "x") else inner + "?"
        if k == "iuo":
            inner = self.spell(t[1])
            return ("(" + inner + ")!") if t[1][0] in ("f", "x") else inner + "!"
        if k == "a":
            if long:
                return "Array<" + self.spell(t[1]) + ">"
            return "[" + self.spell(t[1]) + "]"
        if k == "d":
            if long:
                return "Dictionary<" + self.spell(t[1]) + ", " + self.spell(t[2]) + ">"
            return "[" + self.spell(t[1]) + (": " if self.p(0.9) else ":") + self.spell(t[2]) + "]"
        if k == "t":
            if not t[1]:
                return "()"
            return "(" + ", ".join((l + ": " if l else "") + self.spell(e) for l, e in t[1]) + ")"
        if k == "f":
            pre = "".join(a + " " for a in t[3] if a.startswith("@"))
            eff = "".join(" " + a for a in t[3] if not a.startswith("@"))
            params = []
            for i, p in enumerate(t[1]):
                s = self.spell(p)
                if self.p(0.15):
                    s = "_ p%d: %s" % (i, s)
                params.append(s)
            return pre + "(" + ", ".join(params) + ")" + eff + " -> " + self.spell(t[2])
        if k == "x":
            return t[1]
        raise ValueError(t)

    # --- what a type can do --------------------------------------------------------------------------------
    def conforms(self, t, proto):
        """Whether `t` is Equatable / Hashable / Codable, for the conformances the generator implements."""
        k = t[0]
        if k == "n":
            if t[1] in self.models:
                return proto in self.models[t[1]].implemented
            name = base_name(t, self.models)
            if name == "Set":
                return self.conforms(t[2][0], "Hashable")
            table = {"Equatable": EQUATABLE, "Hashable": HASHABLE, "Codable": CODABLE}[proto]
            return name in table
        if k in ("o", "iuo", "a"):
            return self.conforms(t[1], proto)
        if k == "d":
            return self.conforms(t[1], "Hashable") and self.conforms(t[2], proto)
        return False

    def mentions_model(self, t):
        k = t[0]
        if k == "n":
            return t[1] in self.models or any(self.mentions_model(a) for a in t[2])
        if k in ("o", "iuo", "a"):
            return self.mentions_model(t[1])
        if k == "d":
            return self.mentions_model(t[1]) or self.mentions_model(t[2])
        if k == "t":
            return any(self.mentions_model(e) for _, e in t[1])
        if k == "f":
            return any(self.mentions_model(p) for p in t[1]) or self.mentions_model(t[2])
        return False

    def model_of(self, t):
        t = unwrap(t)
        if t[0] == "n" and t[1] in self.models:
            return self.models[t[1]]
        return None

    # --- values: Swift expressions of a type, in a static context (defaults, fallbacks) --------------------
    def value(self, t, ctx, depth=0):
        """A Swift expression of type `t`, in many shapes."""
        for _ in range(10):
            try:
                v = self._value(t, ctx, depth)
            except Unwritable:
                continue
            if self.clean(v):
                return v
        return self.simple_value(t, ctx)

    def _value(self, t, ctx, depth=0):
        r = self.rng
        k = t[0]
        if depth > 3:
            return self.simple_value(t, ctx)
        if k == "o" or k == "iuo":
            roll = r.random()
            inner = self.model_of(t[1]) if t[1][0] == "n" else None
            if roll < 0.4 or (inner is not None and not self.can_construct(inner, ctx)):
                return "nil"
            if roll < 0.5 and t[1][0] not in ("f",):
                return ".none"
            if roll < 0.6 and t[1][0] not in ("f",):
                return "Optional(%s)" % self.value(t[1], ctx, depth + 1)
            return self.value(t[1], ctx, depth + 1)
        if k == "a":
            roll = r.random()
            if roll < 0.35:
                return "[]"
            if self.model_of(t[1]) and not self.can_construct(self.model_of(t[1]), ctx):
                return "[]"
            if roll < 0.75:
                n = r.randint(1, 3)
                items = [self.value(t[1], ctx, depth + 1) for _ in range(n)]
                if r.random() < 0.15 and n > 1:
                    return "[\n        " + ",\n        ".join(items) + ", // trailing comma\n    ]"
                return "[" + ", ".join(items) + "]"
            if roll < 0.85:
                return "Array(repeating: %s, count: %d)" % (self.value(t[1], ctx, depth + 1), r.randint(0, 2))
            element = t[1]
            while element[0] in ("o", "iuo"):
                element = element[1]
            if element[0] == "f":
                # `.map { $0 }` infers a closure literal's type before the element type reaches it, so a
                # `@Sendable` element would be converted from a non-Sendable closure: invalid Swift, not a finding.
                return "[%s]" % self.value(t[1], ctx, depth + 1)
            return "[%s].map { $0 }" % self.value(t[1], ctx, depth + 1)
        if k == "d":
            if r.random() < 0.4:
                return "[:]"
            if self.model_of(t[2]) and not self.can_construct(self.model_of(t[2]), ctx):
                return "[:]"
            keys = set()
            items = []
            for _ in range(r.randint(1, 2)):
                kv = self.key_literal(t[1], keys)
                items.append("%s: %s" % (kv, self.value(t[2], ctx, depth + 1)))
            return "[" + ", ".join(items) + "]"
        if k == "t":
            if not t[1]:
                return "()"
            return "(" + ", ".join((l + ": " if l else "") + self.value(e, ctx, depth + 1) for l, e in t[1]) + ")"
        if k == "f":
            return self.closure_value(t, ctx)
        if k == "x":
            if t[1] in EXISTENTIAL_METATYPE_VALUES:
                return r.choice(EXISTENTIAL_METATYPE_VALUES[t[1]])
            return r.choice(["1", "\"any\"", "true", "2.5"]) if t[1] != "AnyHashable" else "AnyHashable(1)"
        if t[1] in self.models:
            return self.model_value(self.models[t[1]], ctx)
        name = base_name(t, self.models)
        if name == "Set":
            inner = t[2][0]
            return r.choice(["[]", "Set()", "[%s]" % self.simple_value(inner, ctx)])
        return self.base_value(name, ctx, top=depth == 0)

    def key_literal(self, t, taken):
        for i in range(20):
            v = ('"k%d"' % self.rng.randint(0, 99)) if base_name(t, self.models) == "String" else str(self.rng.randint(0, 99))
            if v not in taken:
                taken.add(v)
                return v
        raise RuntimeError("key")

    def simple_value(self, t, ctx):
        k = t[0]
        if k in ("o", "iuo"):
            return "nil"
        if k == "a":
            return "[]"
        if k == "d":
            return "[:]"
        if k == "t":
            return "(" + ", ".join((l + ": " if l else "") + self.simple_value(e, ctx) for l, e in t[1]) + ")"
        if k == "f":
            return self.closure_value(t, ctx)
        if k == "x":
            if t[1] in EXISTENTIAL_METATYPE_VALUES:
                return EXISTENTIAL_METATYPE_VALUES[t[1]][0]
            return "1" if t[1] != "AnyHashable" else "AnyHashable(1)"
        if t[1] in self.models:
            v = self.model_value(self.models[t[1]], ctx)
            if v is None:
                raise Unwritable(t[1])
            return v
        name = base_name(t, self.models)
        if name == "Set":
            return "[]"
        return {"Int": "0", "String": '""', "Bool": "false", "Double": "0", "Int64": "0", "UInt8": "0",
                "Float": "0", "Character": '"c"', "Int16": "0", "UUID": "UUID()", "Date": "Date()",
                "URL": 'URL(string: "https://example.com")!', "Data": "Data()", "Decimal": "Decimal(1)",
                "Substring": '""'}[name]

    def can_construct(self, model, ctx):
        """Whether `Model()` can be written where the expression lands."""
        if model.required or model.name in ctx.get("names", ()):
            return False
        if model.isolation == "nonisolated":
            return True
        return ctx.get("isolation") == "mainActor"

    def model_value(self, model, ctx):
        """`Model()`, or None where it cannot be written (arguments needed, or another actor's initializer)."""
        if not self.can_construct(model, ctx):
            return None
        return self.choice(["%s()" % model.swift_ref, "%s.init()" % model.swift_ref])

    def base_value(self, name, ctx, top=False):
        """A value of a standard type; `top` when it is a whole expression (so `if` and `switch` may be one)."""
        r = self.rng
        regex = self.on("regex")
        if name in ("Int", "Int64", "Int16", "UInt8"):
            # literals, which take any integer type, and expressions, which are Int; each within UInt8's range
            # there (an overflowing literal is the user's error, reported at the spec: Scripts/check-generated.sh)
            options = ["0", "1", "42", "1_000" if name != "UInt8" else "255", "0x1F", "0b101", "0o17", "(1 + 2) * 3",
                       "7 /* seven */", "12/4", "12 / 4 / 3", "-1" if name != "UInt8" else "1", "{ 7 }()"]
            if top:
                options += ["if Bool.random() { 1 } else { 2 }", "switch 3 { case 0: 0; default: 1 }"]
            if name == "Int":
                options += ["[1, 2, 3].count", '"abc".count', 'Int("42") ?? 0', "[1, 2].map { $0 * 2 }.count",
                            "(1...3).reduce(0, +)"]
                if self.on("line-literal"):
                    options.append("#line")
                if regex:
                    options += ['"a1b2".matches(of: /\\d/).count', "[/\"/].count",
                                '"aab".firstMatch(of: /a+/) == nil ? 0 : 1']
            return r.choice(options)
        if name in ("Double", "Float"):
            options = ["0", "1.5", "-2.25e3", "0x1p-2", "20", "Double.pi" if name == "Double" else "Float.pi",
                       "3.0 / 2", "(1.0 + 2) / 4 / 2", "{ 0.5 }()", ".zero", "1e-3 /* small */"]
            return r.choice(options)
        if name == "Bool":
            options = ["true", "false", "!true", "1 < 2", "[1, 2].isEmpty", "true && !false", "Bool.random()",
                       "{ false }()", "(2 > 1) /* yes */", "\"a\" == \"a\""]
            if regex:
                options += ['"abc".contains(/b/)', '(try? /a+b/.wholeMatch(in: "aab")) != nil',
                            '"a\\"b".contains(/"/)', '"a/b".contains(#/a\\/b/#)', '"x//y".contains(#/\\/\\//#)']
            return r.choice(options)
        if name == "String":
            return self.string_value()
        if name == "Character":
            return r.choice(['"c"', 'Character("x")', '"é"', '"\\u{1F600}"', '"\\""'])
        if name == "UUID":
            return r.choice(["UUID()", 'UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!'])
        if name == "Date":
            return r.choice(["Date()", "Date(timeIntervalSince1970: 0)", "Date.distantPast", ".now"])
        if name == "URL":
            return r.choice(['URL(string: "https://example.com/a?b=c")!', 'URL(fileURLWithPath: "/tmp")'])
        if name == "Data":
            return r.choice(["Data()", "Data([1, 2, 3])", 'Data("bytes".utf8)'])
        if name == "Decimal":
            return r.choice(["Decimal(1)", "0", "Decimal(string: \"1.5\") ?? 0"])
        if name == "Substring":
            return r.choice(['""', '"abc".dropFirst()'])
        raise ValueError(name)

    def string_value(self):
        r = self.rng
        options = [
            '""', '"Untitled"', '"plain text"', '"tab\\tquote\\"unicode\\u{1F600}nul\\0"', '"interp \\(1 + 2)"',
            '"nested \\("inner \\(3)")"', '#"raw \\d "quotes" \\(not)"#', '##"ends at "# and two pounds"##',
            '#"raw interp \\#(40 + 2)"#', '"// not a comment"', '"/* not a comment */"', '"}"', '"{"',
            '"\\\\(not interpolation)"', '"; var injected: Int = 0"', '"ünïcödé 日本 ñ"', '"$0 and $1"',
            'String(42)', '"a" + "b"', '["x", "y"].joined(separator: ", ")', 'String(repeating: "ab", count: 2)',
            '"Price: $\\(3)"', '"\\(true ? "yes" : "no")"', '#file', '#function', "String(describing: 1.5)",
            '"line \\(#line)"', '"a" /* block */ + "b"', '"quote \\u{22} done"',
        ]
        if self.on("regex"):
            options += ['"x".replacing(/x/, with: "y")', '"a-b".replacing(#/-/#, with: "+")']
        if self.on("multiline-strings") and r.random() < 0.15:
            body = r.choice(["hello", 'line "one" \\(1 + 1)', "tabs\tand \\t", "  indented", '\\"\\"\\" not the end, \\"""',
                             "ends with backslash \\\n        continued"])
            return '"""\n        %s\n        """' % body
        if r.random() < 0.05:
            return '#"""\n        raw "multi" \\(x) \\#(1)\n        """#'
        return r.choice(options)

    def closure_value(self, t, ctx):
        r = self.rng
        params, result, attrs = t[1], t[2], t[3]
        if result in (("t", ()), N("Void")):
            body = r.choice(["", " ", 'print("called")', "_ = 1", "/* nothing */"])
            if params:
                return "{ _ in %s }" % body if len(params) == 1 else "{ _, _ in %s }" % body
            return "{%s}" % ((" " + body + " ") if body.strip() else body)
        if len(params) == 0:
            return "{ %s }" % self.simple_value(result, ctx)
        if result == N("Int") and params == (N("Int"),):
            return r.choice(["{ $0 + 1 }", "{ x in x * 2 }", "{ (x: Int) -> Int in x }", "{ $0 }"])
        if result == N("Bool") and params == (N("String"),):
            return r.choice(["{ $0.isEmpty }", "{ s in s.hasPrefix(\"a\") }"])
        if result == N("Int") and len(params) == 2:
            return r.choice(["{ $0 + $1 }", "(+)", "{ a, b in max(a, b) }", "{ _, b in b }"])
        if result[0] == "d":
            return r.choice(["{ Dictionary(uniqueKeysWithValues: $0.map { (String($0), $0) }) }", "{ _ in [:] }"])
        if result[0] == "f":
            return "{ a in { b in a + b } }"
        return "{ _ in %s }" % self.simple_value(result, ctx)

    # --- conversions inside transform bodies: an expression of type `out` from inputs ------------------------
    def term(self, x, t, out):
        """An expression of type `out` computed from `x` of type `t` (nonisolated, no models constructed)."""
        r = self.rng
        ob = base_name(out, self.models) if out[0] == "n" else None
        if key(t) == key(out) or (key(unwrap(out)) == key(t) and out[0] == "o"):
            if ob == "String" and r.random() < 0.5:
                return "%s.uppercased()" % x
            if ob == "Int" and r.random() < 0.5:
                return "(%s + 1)" % x
            if ob == "Bool" and r.random() < 0.5:
                return "!%s" % x
            return x
        if is_opt(t):
            inner = unwrap(t)
            model = self.model_of(inner)
            members = [q for q in model.props if q["kind"] in ("var", "let", "computed") and q["type"][0] == "n"
                       and not self.model_of(q["type"])] if model is not None and self.on("model-transforms") else []
            if members and r.random() < 0.8:
                # a member of the model: what a rule applying the transform follows
                member = "%s?.%s" % (x, backticked(r.choice(members)["name"]))
                return "String(describing: %s)" % member if ob == "String" else self.constant_with(member, out)
            if ob == "Bool":
                return "(%s %s nil)" % (x, r.choice(["==", "!="]))
            if ob == "String":
                return "String(describing: %s)" % x
            if self.model_of(inner) is None and inner[0] not in ("f", "x", "t"):
                return self.term("(%s ?? %s)" % (x, self.simple_value(inner, {})), inner, out)
            return self.constant_with(x, out)
        if out[0] == "o":
            return self.term(x, t, out[1])
        tb = base_name(t, self.models)
        if ob == "String":
            if tb in ("Int", "Double", "Bool", "String", "Int64") and r.random() < 0.5:
                return '"\\(%s)"' % x
            return "String(describing: %s)" % x
        if ob == "Int":
            if tb == "String" or t[0] in ("a", "d") or tb == "Set":
                return "%s.count" % x
            if tb == "Bool":
                return "(%s ? 1 : 0)" % x
            if tb in ("Double", "Float"):
                return "Int(%s.rounded())" % x if self.p(0.5) else "Int(%s.isFinite ? %s : 0)" % (x, x)
            if tb in ("Int64", "UInt8", "Int16"):
                return "Int(%s)" % x
            return "String(describing: %s).count" % x
        if ob == "Double":
            if tb in ("Int", "Int64", "UInt8", "Int16", "Float"):
                return "Double(%s)" % x
            if tb == "Bool":
                return "(%s ? 1.0 : 0.0)" % x
            return "Double(%s)" % self.term(x, t, N("Swift.Int"))
        if ob == "Bool":
            if tb == "String" or t[0] in ("a", "d") or tb == "Set":
                return "%s.isEmpty" % x
            if tb in ("Int", "Double", "Int64", "Float", "Int16", "UInt8"):
                return "(%s > 0)" % x
            return "String(describing: %s).isEmpty" % x
        if ob in ("Int64", "Int16", "UInt8", "Float"):
            inner = self.term(x, t, N("Swift.Int"))
            if ob == "UInt8":
                return "UInt8(truncatingIfNeeded: %s)" % inner
            if ob == "Float":
                return "Float(%s)" % inner
            return "%s(truncatingIfNeeded: %s)" % (ob, inner)
        if out[0] == "a" and self.model_of(out[1]) is None and out[1][0] not in ("x",):
            return "[%s]" % self.term(x, t, out[1])
        return self.constant_with(x, out)

    def constant_with(self, x, out):
        """A constant of type `out` that still mentions `x`."""
        return "(%s, [%s as Any]).0" % (self.simple_value(out, {}), x)

    def combine(self, inputs, out, names=None):
        """An expression of type `out` over every input (names default to $0, $1 …)."""
        names = names or ["$%d" % i for i in range(len(inputs))]
        terms = [self.term(n, t, out) for n, t in zip(names, inputs)]
        if len(terms) == 1:
            return terms[0]
        ob = base_name(out, self.models) if out[0] == "n" else None
        if ob == "String":
            return " + \" \" + ".join(terms) if self.p(0.5) else '"' + " ".join("\\(%s)" % t for t in terms) + '"'
        if ob in ("Int", "Double"):
            return " + ".join(terms)
        if ob == "Bool":
            return " && ".join(terms)
        return "(%s, [%s]).0" % (terms[0], ", ".join("%s as Any" % n for n in names[1:]))

    def transform_body(self, inputs, out):
        """A transform's body: usually over every input; sometimes over none, some, or with `$0` in text."""
        for _ in range(10):
            try:
                body = self._transform_body(inputs, out)
            except Unwritable:
                continue
            if self.clean(body):
                return body
        return self.simple_value(out, {})

    def _transform_body(self, inputs, out):
        r = self.rng
        roll = r.random()
        if roll < 0.1:
            # no input at all: the closure is `{ _ in … }`
            return self.simple_value(out, {}) if out[0] != "f" else self.closure_value(out, {})
        if roll < 0.2 and len(inputs) > 1 and self.on("transform-unused-input"):
            # only the last input: Swift infers the closure's arity from the highest $n
            return self.term("$%d" % (len(inputs) - 1), inputs[-1], out)
        if roll < 0.25 and len(inputs) > 1 and self.on("transform-unused-input"):
            return self.term("$0", inputs[0], out)
        expression = self.combine(inputs, out)
        if roll < 0.35 and self.on("transform-dollar-text"):
            expression = self.choice([
                "%s /* uses $0 */" % expression,
                "(%s) // $0 in a comment" % expression,
            ])
        if roll > 0.95 and self.on("transform-dollar-text") and base_name(out, self.models) == "String":
            return '"costs $0.99"'
        return expression

    # --- the spec ----------------------------------------------------------------------------------------------
    def generate(self):
        r = self.rng
        # Foundation when the partner's types may need it (a transform of this spec may produce a UUID)
        self.foundation = r.random() < 0.5 or bool(self.partner and self.partner.foundation)
        self.tiny_names = r.random() < 0.1
        self.void = N("Void") if r.random() < 0.7 else ("t", ())
        self.options = self.make_options()
        plan = self.batch.plan_for(self.index)
        n_models = r.choice([1, 2, 2, 3, 3, 3, 4, 5])
        isolations = self.model_isolations(n_models)
        names = []
        if plan.get("shadow"):
            self.shadow = plan["shadow"]
            if plan.get("solo"):
                self.avoid_words = {self.shadow}
            if self.shadow in ("Data", "Date", "UUID", "URL", "Decimal"):
                self.foundation = True
            names.append(self.shadow)
        while len(names) < n_models:
            names.append(self.top_name("model"))
        self.rng.shuffle(names)
        for name, isolation in zip(names, isolations):
            self.models[name] = ModelInfo(name, isolation, self)
            self.model_order.append(name)
        if self.partner:
            # a model of another file of the module: property types and binding parameters may name it
            for name in self.partner.models:
                self.models.setdefault(name, self.partner.models[name])
        # conformances first: a model's property types depend on what the referenced models implement
        for name in self.model_order:
            self.models[name].choose_conformances()
        for name in self.model_order:
            self.models[name].make_properties()
        while any([self.models[name].settle_required() for name in self.model_order]):
            pass
        for name in self.model_order:
            self.models[name].write_defaults()
        # (not beside a model named like a standard protocol: the Swift half's @Observable would mean the model)
        if self.on("external-classes") and r.random() < 0.3 and not self.avoid_words:
            for _ in range(r.choice([1, 1, 2])):
                isolation = r.choice([self.models[n].isolation for n in self.model_order])
                info = ExternalClassInfo(self.top_name("model"), isolation, r.random() < 0.6, self)
                self.ext_classes[info.name] = info
                self.ext_order.append(info.name)
        self.overrides = plan.get("overrides", [])
        n_bindings = r.choice([0, 1, 1, 2, 2, 3])
        for _ in range(n_bindings):
            binding = BindingInfo(self)
            if binding.build():
                self.bindings.append(binding)
        for name in self.overrides:
            if name not in self.transforms:
                self.add_builtin_override(name)
        self.add_unused_transforms()
        return self.render()

    def make_options(self):
        r = self.rng
        entries = []
        if r.random() < 0.5:
            entries.append(("access", r.choice(["internal", "public", "package"])))
        if r.random() < 0.6:
            entries.append(("isolation", r.choice(["MainActor", "none", "nonisolated"])))
        if r.random() < 0.4:
            entries.append(("observation", r.choice(["true", "false"])))
        if self.core:
            entries = [e for e in entries if e[0] != "access"] + [("access", "public")]
        elif self.partner and not self.imports and not self.on("cross-file-access"):
            # no more visible than the spec whose models it uses
            entries = [e for e in entries if e[0] != "access"] + [("access", self.partner.access)]
        r.shuffle(entries)
        opts = dict(entries)
        self.file_isolation = "nonisolated" if opts.get("isolation") in ("none", "nonisolated") else "mainActor"
        self.access = opts.get("access", "internal")
        self.observation = opts.get("observation", "true") == "true"
        return entries

    def model_isolations(self, n):
        r = self.rng
        out = []
        mixed = self.on("cross-isolation") and r.random() < 0.3
        for _ in range(n):
            if mixed and r.random() < 0.5:
                out.append(r.choice(["mainActor", "nonisolated"]))
            else:
                out.append(self.file_isolation)
        return out

    def declare_transform(self, inputs, out, kind=None, name=None):
        """Declares a transform from `inputs` to `out`: expression, external or (for kind='reversible') both ways."""
        r = self.rng
        if kind is None:
            roll = r.random()
            kind = "external" if roll < 0.15 and self.on("external") else "expression"
        name = name or self.top_name("transform")
        info = {"name": name, "inputs": list(inputs), "output": out, "kind": kind}
        if kind == "expression":
            info["body"] = self.transform_body(inputs, out)
        elif kind == "reversible":
            info["forward"] = self.transform_body(inputs, out)
            info["backward"] = self.transform_body([out], inputs[0])
        else:
            params = ["value"] if len(inputs) == 1 else ["value%d" % i for i in range(len(inputs))]
            for _ in range(10):
                try:
                    body = self.combine(inputs, out, names=params)
                except Unwritable:
                    continue
                if self.clean(body):
                    break
            else:
                body = self.simple_value(out, {})
            sig = ", ".join("_ %s: %s" % (p, self.swift_type(t)) for p, t in zip(params, inputs))
            self.externals.append((name, sig, self.swift_type(out), body))
        self.transforms[name] = info
        self.transform_order.append(name)
        return info

    def swift_type(self, t):
        """`t` as the hand-written Swift of an external transform spells it."""
        return key(t, swift_type_name) if t[0] != "t" or t[1] else "Void"

    def add_builtin_override(self, name):
        """A declared transform named like a built-in: it wins over the built-in in the whole module."""
        shapes = {
            "not": ([N("Bool")], N("Bool")), "string": ([N("Int")], N("String")),
            "isNil": ([O(N("Int"))], N("Bool")), "isEmpty": ([N("String")], N("Bool")),
            "trimmed": ([N("String")], N("String")), "lowercased": ([N("String")], N("String")),
            "uppercased": ([N("String")], N("String")),
        }
        inputs, out = shapes[name]
        self.declare_transform(inputs, out, kind="expression", name=name)

    def add_unused_transforms(self):
        r = self.rng
        for _ in range(r.choice([0, 0, 1, 2])):
            inputs = [self.basic_type() for _ in range(r.choice([1, 1, 2, 3]))]
            out = r.choice([self.basic_type(), O(self.basic_type()), A(self.basic_type())])
            kind = "reversible" if len(inputs) == 1 and r.random() < 0.3 else None
            self.declare_transform(inputs, out, kind=kind)

    # --- rendering ---------------------------------------------------------------------------------------------
    def doc(self, indent):
        r = self.rng
        if r.random() > 0.25:
            return ""
        lines = r.choice([
            ["A doc comment."],
            ["Several lines,", "", "with an empty one and `code`."],
            ["Holds */ and /* and \\(interpolation) and \"\"\"."],
            ["Ünïcödé — 日本 — ñ."],
            ["Ends with a backslash \\"],
            ["- Parameter x: a list item", "- Returns: nothing"],
        ])
        return "".join(indent + ("///" if not l else "/// " + l) + "\n" for l in lines)

    def comment(self):
        r = self.rng
        roll = r.random()
        if roll < 0.85:
            return ""
        return r.choice([" // a comment", " /* block */", " /* nested /* block */ comment */", " // <- not a rule",
                         " // model Fake {}"])

    def render(self):
        r = self.rng
        out = []
        if r.random() < 0.3:
            out.append("// Spec %d of batch %d, generated by Scripts/spec_generator.py.\n" % (self.index, self.batch.k))
        decls = []
        imports = []
        if self.foundation:
            # `@unsafe` as strict memory safety, which one of the check's configurations turns on, asks of a
            # `@preconcurrency` import (the warning is Swift's verdict on the spec's own line).
            imports.append(
                r.choice(["import Foundation", "import Foundation", "@unsafe @preconcurrency import Foundation"]))
        if self.imports:
            imports.append("import %s" % self.imports)
        if r.random() < 0.1:
            imports.append("import Bindery")
        if r.random() < 0.1:
            imports.append("import Observation")
        if r.random() < 0.05:
            imports.append("import Dispatch")
        for i in imports:
            decls.append(i + "\n")
        if self.options or r.random() < 0.1:
            decls.append(self.render_options())
        body = []
        for name in self.model_order:
            body.append(self.models[name].render())
        for name in self.ext_order:
            body.append(self.ext_classes[name].render())
        for name in self.transform_order:
            body.append(self.render_transform(self.transforms[name]))
        for b in self.bindings:
            body.append(b.render())
        if r.random() < 0.5:
            r.shuffle(body)
        # sometimes two one-line declarations share a line, separated by `;`
        i = 0
        while i + 1 < len(body):
            first, second = body[i], body[i + 1]
            if r.random() < 0.08 and first.count("\n") == 1 and second.count("\n") == 1 and "//" not in first:
                body[i:i + 2] = [first.rstrip("\n") + "; " + second]
            i += 1
        text = "".join(out) + "".join(decls) + ("\n" if decls else "") + "\n".join(body)
        text = self.line_ends(text)
        externals = self.render_externals()
        return text, externals

    def render_options(self):
        r = self.rng
        entries = ["%s: %s" % e for e in self.options]
        style = r.random()
        if style < 0.5 or not entries:
            inner = "".join("    %s%s\n" % (e, self.comment()) for e in entries)
            return "options {\n" + inner + "}\n"
        if style < 0.75:
            return "options { " + "; ".join(entries) + " }\n"
        return "options { " + ", ".join(entries) + " }\n"

    def render_transform(self, t):
        r = self.rng
        doc = self.doc("")
        inputs = ", ".join(self.spell(i) for i in t["inputs"])
        name = t["name"]
        if t["kind"] == "expression":
            head = self.broken("transform %s(%s) -> %s =" % (name, inputs, self.spell(t["output"])),
                               [", ", " -> ", " ="], indent="    ")
            return doc + "%s %s%s\n" % (head, t["body"], self.comment())
        if t["kind"] == "external":
            head = self.broken("transform %s(%s) -> %s" % (name, inputs, self.spell(t["output"])), [", ", " -> "],
                               indent="    ")
            return doc + head + " external\n"
        out = self.spell(t["output"])
        if r.random() < 0.3 and "//" not in t["forward"] + t["backward"]:
            return doc + "transform %s(%s) <-> %s { forward: %s; backward: %s }\n" % (
                name, inputs, out, t["forward"], t["backward"])
        halves = [("forward", t["forward"]), ("backward", t["backward"])]
        if r.random() < 0.2:
            halves.reverse()
        return doc + "transform %s(%s) <-> %s {\n%s}\n" % (
            name, inputs, out, "".join("    %s: %s\n" % h for h in halves))

    def render_externals(self):
        """The Swift a user writes beside the spec: external transforms' implementations (as README.md says to
        write them) and the external classes."""
        if not self.externals and not self.ext_order:
            return None
        lines = ["// The hand-written Swift of this spec's external transforms and external classes.", "import Bindery"]
        if self.foundation:
            lines.append("import Foundation")
        if self.imports:
            lines.append("import %s" % self.imports)  # its signatures may name the imported module's models
        if any(self.ext_classes[n].observable for n in self.ext_order):
            lines.append("import Observation")
        public = "public " if self.core else ""  # another module calls them
        if self.externals:
            lines.append("")
            lines.append("extension BinderyTransforms {")
            # nonisolated, as README.md says: a nonisolated binding may apply them even where the target's default
            # isolation is MainActor.
            for name, sig, out, body in self.externals:
                lines.append("    %snonisolated static func %s(%s) -> %s {" % (public, backticked(name), sig, out))
                lines.append("        %s" % body)
                lines.append("    }")
            lines.append("}")
        for name in self.ext_order:
            lines.append("")
            lines += self.ext_classes[name].swift()
        return "\n".join(lines) + "\n"

    def line_ends(self, text):
        r = self.rng
        if not self.on("line-ends"):
            return text
        roll = r.random()
        if roll < 0.05:
            text = text.replace("\n", "\r\n")
        elif roll < 0.08 and '"""' not in text:
            text = text.replace("\n", "\r")
        if r.random() < 0.05:
            text = "\ufeff" + text
        if r.random() < 0.05:
            text = re.sub(r"(?m)^((?:    )+)", lambda m: "\t" * (len(m.group(1)) // 4), text)
        return text


class ModelInfo:
    def __init__(self, name, isolation, gen):
        self.name = name
        self.isolation = isolation
        self.gen = gen
        self.props = []  # dicts: name, kind, type, default, doc
        self.implemented = set()
        self.passed = []
        self.required = False
        self.attribute = None
        ref = name
        if name in SWIFT_KEYWORDS or name in ("_",):
            ref = "`%s`" % name
        self.swift_ref = ref

    def ctx(self):
        """Where this model's defaults and computed expressions are written: its isolation, and the names its
        properties take (Swift finds a property before a model of that name there)."""
        return {"isolation": self.isolation, "names": {p["name"] for p in self.props}}

    def prop(self, name):
        for p in self.props:
            if p["name"] == name:
                return p
        return None

    def choose_conformances(self):
        g, r = self.gen, self.gen.rng
        if g.on("implemented-conformances"):
            for proto, probability in (("Equatable", 0.25), ("Hashable", 0.2), ("Codable", 0.2)):
                if r.random() < probability:
                    self.implemented.add(proto)
            if "Hashable" in self.implemented:
                self.implemented.add("Equatable")
        self.implemented = {p for p in self.implemented if g.clean(p)}
        if g.on("conformances"):
            if r.random() < 0.15:
                self.passed.append("Sendable" if self.isolation == "mainActor" else "@unchecked Sendable")
            if r.random() < 0.1:
                self.passed.append("Identifiable")
            if r.random() < 0.1:
                self.passed.append("CustomStringConvertible")
            if r.random() < 0.05:
                self.passed.append("CustomDebugStringConvertible")
            if r.random() < 0.05:
                self.passed.append(r.choice(["Observable", "BindingOwner", "Bindery.BindingOwner"]))
            self.passed = [p for p in self.passed if g.clean(p)]

    def make_properties(self):
        g, r = self.gen, self.gen.rng
        n = r.choice([0, 1, 2, 3, 3, 4, 5, 6, 8])
        taken = set()
        made = set()  # generated names: properties, observer labels, mutators

        def claim(name, kind, t):
            names = [name]
            if kind != "let":
                names.append("didChange" + capitalized(name))
            if kind == "var" and t[0] == "a":
                names += [w + capitalized(name) for w in ("insert", "append", "remove", "removeAll", "replace")]
            if any(x in made for x in names) or name in taken:
                return False
            made.update(names)
            taken.add(name)
            return True

        # the properties conformances need
        if "Identifiable" in self.passed and r.random() < 0.5:
            t = N(r.choice(["Int", "String"] + (["UUID"] if g.foundation else [])))
            if claim("id", "let", t):
                self.props.append({"name": "id", "kind": "let", "type": t,
                                   "default": g.value(t, self.ctx()) if r.random() < 0.5 else None})
        for proto, member in (("CustomStringConvertible", "description"),
                              ("CustomDebugStringConvertible", "debugDescription")):
            if proto in self.passed:
                text = N("String") if g.clean("String") else N("Swift.String")  # beside a model named String
                self.props.append({"name": member, "kind": "computed", "type": text, "default": None,
                                   "describes": True})
                claim(member, "computed", text)
        for _ in range(n):
            kind = r.choice(["var"] * 6 + ["let"] * 2 + ["computed"] * 2)
            for _attempt in range(10):
                name = g.value_name(taken)
                if r.random() < 0.03 and g.on("model-named-property"):
                    name = r.choice([self.name, lower_first(self.name)])
                t = self.property_type(kind)
                if t is not None and claim(name, kind, t):
                    break
            else:
                continue
            self.props.append({"name": name, "kind": kind, "type": t, "default": None})
        if "Codable" in self.implemented and not g.on("codable-empty") and \
                not any(p["kind"] != "computed" for p in self.props):
            name = g.value_name(taken, kinds="plain")
            self.props.append({"name": name, "kind": "var", "type": N("Int"), "default": None})
        # which stored properties get a default (decided for every model before any default is written, so that
        # `Model()` is written only for a model whose initializer needs no argument)
        for p in self.props:
            if p["kind"] == "computed" or p.get("default") is not None:
                continue
            p["has_default"] = r.random() < 0.75 and not (p["type"][0] == "iuo" and r.random() < 0.5)
            if p["kind"] == "let" and is_opt(p["type"]) and not g.on("optional-let-without-default"):
                p["has_default"] = True

    def settle_required(self):
        """One step of the fixpoint: a non-optional model property keeps its default only if it can be constructed
        here. Returns whether anything changed."""
        g = self.gen
        changed = False
        ctx = self.ctx()
        for p in self.props:
            t = p["type"]
            m = g.model_of(t)
            if p.get("has_default") and m is not None and t[0] == "n" and not g.can_construct(m, ctx):
                p["has_default"] = False
                changed = True
        # An optional `var` without a default starts as nil; an optional `let` does not (as in Swift's own
        # memberwise initializers), so the initializer takes it.
        required = any(p["kind"] != "computed" and p.get("default") is None and not p.get("has_default")
                       and (p["kind"] == "let" or not is_opt(p["type"])) for p in self.props)
        if required != self.required:
            self.required = required
            changed = True
        return changed

    def write_defaults(self):
        g = self.gen
        ctx = self.ctx()
        for p in self.props:
            if p.get("has_default"):
                p["default"] = g.value(p["type"], ctx)
        # computed expressions, over the other properties
        for i, p in enumerate(self.props):
            if p["kind"] == "computed":
                p["default"] = self.computed_expression(p, self.props[:i] + [q for q in self.props[i + 1:]
                                                                              if q["kind"] != "computed"])

    def property_type(self, kind):
        g, r = self.gen, self.gen.rng
        for _ in range(20):
            t = g.random_type(for_model=self)
            if kind == "computed" and (t[0] == "iuo" or (t[0] == "n" and g.model_of(t))):
                continue
            m = g.model_of(t)
            if m is not None:
                if m is self and not is_opt(t) and t[0] == "n":
                    continue  # contains itself
                if t[0] == "n" and self.contains(m):
                    continue  # a cycle of non-optional references
                if m.isolation != self.isolation and not g.on("cross-isolation"):
                    continue
            if kind == "let" and t[0] == "f" and r.random() < 0.5:
                continue
            if not all(g.conforms(t, proto) for proto in self.implemented):
                continue
            if self.gen.shadow and t[0] == "n" and False:
                continue
            return t
        return None

    def contains(self, other):
        """Whether `other` holds `self` through non-optional model properties (so `self` may not hold `other`)."""
        seen = set()
        stack = [other]
        while stack:
            m = stack.pop()
            if m is self:
                return True
            if m.name in seen:
                continue
            seen.add(m.name)
            for p in m.props:
                if p["kind"] != "computed" and p["type"][0] == "n" and p["type"][1] in self.gen.models:
                    stack.append(self.gen.models[p["type"][1]])
        return False

    def computed_expression(self, p, others):
        """An expression of p's type that reads at least one other property (through models, too)."""
        for _ in range(10):
            try:
                expression = self._computed_expression(p, others)
            except Unwritable:
                continue
            if self.gen.clean(expression):
                return expression
        return self.gen.simple_value(p["type"], self.ctx())

    def _computed_expression(self, p, others):
        g, r = self.gen, self.gen.rng
        t = p["type"]
        readable = [q for q in others if q["name"] != p["name"]]
        if p.get("describes"):
            if readable:
                q = r.choice(readable)
                return '"%s(\\(%s))"' % (self.name, self.describe(q))
            return '"%s"' % self.name
        if not readable:
            return g.value(t, self.ctx())
        q = r.choice(readable)
        ref = self.ref(q["name"])
        qt = q["type"]
        m = g.model_of(qt)
        if m is not None and (m.isolation == self.isolation or m.isolation == "nonisolated") and m.props:
            # through a model: owner?.name ?? …, items.filter { … }.count
            inner = r.choice(m.props)
            iname = inner["name"]
            it = inner["type"]
            if qt[0] == "a" and base_name(t, g.models) == "Int":
                if base_name(it, g.models) == "Bool" and it[0] == "n":
                    return "%s.filter { !$0.%s }.count" % (ref, iname)
                return "%s.count" % ref
            if qt[0] == "a" and key(t) == key(A(it)) and r.random() < 0.7:
                return "%s.map(\\.%s)" % (ref, iname) if r.random() < 0.5 else "%s.map { $0.%s }" % (ref, iname)
            if qt[0] == "o" and key(t) == key(it) and it[0] not in ("f",) and not is_opt(it):
                return "%s?.%s ?? %s" % (ref, iname, g.simple_value(t, self.ctx()))
            if qt[0] == "n" and key(t) == key(it):
                return "%s.%s" % (ref, iname)
        if key(qt) == key(t) or (t[0] == "o" and key(unwrap(t)) == key(qt)):
            return self.ref(q["name"], whole=True)
        if base_name(t, g.models) == "String" and t[0] == "n":
            return '"%s: \\(%s)"' % (q["name"].replace("\\", ""), self.describe(q))
        if g.mentions_model(t) or g.mentions_model(qt):
            return g.value(t, self.ctx())
        return g.term(ref, qt, t)

    def describe(self, q):
        """`q` in a string interpolation, without Swift's warnings (optionals, function values)."""
        ref = self.ref(q["name"])
        t = q["type"]
        if t[0] == "n" and base_name(t, self.gen.models) in BASES + FOUNDATION_BASES:
            return ref
        # A model's own description may be a conformance isolated to the main actor, which a nonisolated model's
        # expression cannot use: its type describes it with no conformance of its own.
        if self.gen.mentions_model(t):
            return "String(describing: type(of: %s))" % ref
        return "String(describing: %s)" % ref

    def ref(self, name, whole=False):
        """A reference to property `name` in Swift code; `whole` when it is the whole expression (where a bare
        contextual keyword such as `unowned` would start a statement)."""
        r = self.gen.rng
        bare_keyword = whole and self.gen.on("contextual-keyword-expressions") and r.random() < 0.5
        if r.random() < 0.3 or (name in SWIFT_CONTEXTUAL and not bare_keyword):
            return "self." + name if name not in ("init", "self", "Type", "Protocol") else "self.`%s`" % name
        return backticked(name)

    def render(self):
        g, r = self.gen, self.gen.rng
        doc = g.doc("")
        attrs = ""
        roll = r.random()
        if self.isolation != g.file_isolation or roll < 0.2:
            attrs = ("@MainActor " if self.isolation == "mainActor" else "nonisolated ")
        conformances = []
        for proto in ("Equatable", "Hashable", "Codable"):
            if proto in self.implemented and (proto != "Equatable" or "Hashable" not in self.implemented or
                                              r.random() < 0.3):
                conformances.append(proto if r.random() < 0.9 else "Swift." + proto)
        for proto in self.passed:
            if proto in ("CustomStringConvertible", "CustomDebugStringConvertible", "Identifiable") and \
                    self.isolation == "mainActor" and (proto != "Identifiable" or self.prop("id")):
                proto = "@MainActor " + proto
            conformances.append(proto)
        r.shuffle(conformances)
        header = "%smodel %s" % (attrs, self.name)
        if conformances:
            header += g.broken(": " + ", ".join(conformances), [": ", ", "], indent="    ")
        lines = []
        members = []
        for p in self.props:
            text = g.doc("    ")
            name = p["name"]
            if name in SWIFT_KEYWORDS and r.random() < 0.3:
                name = "`%s`" % name
            if r.random() < 0.03:
                text += "    %s /* c */ %s /* c */: %s" % (p["kind"], name, g.spell(p["type"]))
            else:
                text += g.broken("    %s %s: %s" % (p["kind"], name, g.spell(p["type"])),
                                 [": ", ", "] + TYPE_PREFIXES)
            if p["default"] is not None:
                text += g.broken(" = ", [" = "]) + p["default"]
            members.append(text)
        i = 0
        while i < len(members):
            m = members[i]
            if i + 1 < len(members) and r.random() < 0.1 and "\n" not in m and "//" not in m and \
                    "\n" not in members[i + 1].rstrip("\n"):
                lines.append(m + "; " + members[i + 1].lstrip() + "\n")
                i += 2
                continue
            lines.append(m + ("" if "//" in m.split("\n")[-1] else g.comment()) + "\n")
            i += 1
        if not lines and r.random() < 0.5:
            return doc + header + " {}\n"
        return doc + header + " {\n" + "".join(lines) + "}\n"


class ExternalClassInfo:
    """`external class Name[: Observable] { var … }`, and the Swift class it describes."""

    def __init__(self, name, isolation, observable, gen):
        self.name = name
        self.isolation = isolation
        self.observable = observable
        self.gen = gen
        self.props = []
        taken = set()
        for _ in range(gen.rng.choice([1, 2, 3, 4])):
            prop = gen.value_name(taken)
            if prop in ALWAYS_REJECTED:
                continue
            if observable and (prop in SWIFT_KEYWORDS or prop in SWIFT_CONTEXTUAL):
                continue  # @Observable cannot expand a property with a keyword's name (a Swift limitation)
            if observable and (prop.startswith("_") or prop in ("Observation", "Foundation", "Swift")):
                # @Observable stores `x` as `_x` and names its module in what it expands: the hand-written class
                # would not compile, which is not Bindery's to find.
                continue
            taken.add(prop)
            t = gen.basic_type()
            roll = gen.rng.random()
            if roll < 0.3:
                t = O(t)
            elif roll < 0.4:
                t = A(t)
            self.props.append({"name": prop, "kind": "var", "type": t, "default": None})

    def render(self):
        g = self.gen
        attribute = ""
        if self.isolation != g.file_isolation or g.rng.random() < 0.2:
            attribute = "@MainActor " if self.isolation == "mainActor" else "nonisolated "
        header = "%sexternal class %s%s" % (attribute, self.name, ": Observable" if self.observable else "")
        members = "".join("    var %s: %s%s\n" % (p["name"], g.spell(p["type"]), g.comment()) for p in self.props)
        return g.doc("") + header + " {\n" + members + "}\n"

    def swift(self):
        g = self.gen
        ctx = {"isolation": self.isolation}
        lines = ["@MainActor"] if self.isolation == "mainActor" else []
        if self.observable:
            lines.append("@Observable")
        # as visible as the bindings that take it (another module's, for a spec imported elsewhere)
        public = "public " if g.core or g.access == "public" else "package " if g.access == "package" else ""
        lines.append("%s%sfinal class %s {" % (public, "nonisolated " if self.isolation != "mainActor" else "",
                                                "`%s`" % self.name))
        for p in self.props:
            lines.append("    %svar %s: %s = %s" % (public, backticked(p["name"]), key(p["type"]),
                                                    g.value(p["type"], ctx)))
        if public:
            lines.append("    %sinit() {}" % public)
        lines.append("}")
        return lines


class BindingInfo:
    def __init__(self, gen):
        self.gen = gen
        self.params = []  # (name, model)
        self.rules = []  # text
        self.written = set()
        self.edges = {}  # node -> set(node), one-way data flow
        self.handlers = set()

    def build(self):
        g, r = self.gen, self.gen.rng
        groups = {}
        for name in sorted(g.models):
            m = g.models[name]
            if m.props:
                groups.setdefault(m.isolation, []).append(m)
        if not groups:
            return False
        isolation = r.choice(sorted(groups))
        candidates = groups[isolation]
        self.isolation = isolation
        self.no_external = isolation == "nonisolated" and not g.on("external-in-nonisolated")
        n_params = r.choice([1, 2, 2, 2, 3])
        taken = set()
        for _ in range(n_params):
            name = g.value_name(taken)
            if name in ("self", "Self", "init", "deinit", "_", "Type", "super"):
                continue
            taken.add(name)
            externals = [c for c in g.ext_classes.values() if c.isolation == isolation and c.props]
            if externals and r.random() < 0.3:
                self.params.append((name, r.choice(externals)))
            else:
                self.params.append((name, r.choice(candidates)))
        if not self.params:
            return False
        self.taken = taken
        self.name = g.top_name("binding")
        self.paths = self.all_paths()
        for _ in range(r.randint(1, 8)):
            self.add_rule()
        return bool(self.rules) or r.random() < 0.2

    def all_paths(self):
        """Every path from a parameter, up to three steps: (text, steps, type, broken, last property)."""
        g = self.gen
        out = []

        def walk(text, model, broken, depth, root, first):
            for p in model.props:
                name = p["name"]
                step_text = text + ("?." if broken == "opt" else ".") + self.spell_name(name)
                t = p["type"]
                is_broken = broken is not None
                path_type = O(t) if is_broken and not is_opt(t) else t
                if t[0] == "iuo":
                    path_type = O(t[1])
                node = (root, first or name)
                # an external class is read through Swift's Observation, which a binding applies on the main actor
                readable = not isinstance(model, ExternalClassInfo) or (
                    model.observable and self.isolation == "mainActor")
                out.append({"text": step_text, "type": path_type, "prop": p, "model": model, "depth": depth,
                            "root": root, "node": node, "broken": is_broken, "direct": depth == 1,
                            "readable": readable})
                m = g.model_of(t)
                if depth < 3 and m is not None and t[0] in ("n", "o") and m.props:
                    walk(step_text, m, ("opt" if t[0] == "o" else (broken and "broken")), depth + 1, root,
                         first or name)
        for pname, model in self.params:
            walk(self.spell_name(pname), model, None, 1, pname, None)
        for path in out:
            # after a `?.` every later step is reached with `?.` too (Swift's optional chaining); the checker
            # wants `?.` exactly where the model before is optional, which the walk does
            pass
        return out

    def spell_name(self, name):
        return name

    def fits(self, value, place):
        return key(value) == key(place) or (place[0] == "o" and key(value) == key(place[1]))

    def creates_cycle(self, sources, target):
        """Whether data flowing from `sources` into `target` closes a circle of one-way rules."""
        stack = [target]
        seen = set()
        while stack:
            n = stack.pop()
            if n in sources:
                return True
            if n in seen:
                continue
            seen.add(n)
            stack.extend(self.edges.get(n, ()))
        return False

    def add_rule(self):
        g, r = self.gen, self.gen.rng
        roll = r.random()
        if roll < 0.15:
            return self.add_action()
        if roll < 0.30 and g.on("two-way"):
            return self.add_two_way()
        targets = [p for p in self.paths if p["direct"] and p["prop"]["kind"] == "var" and p["node"] not in self.written]
        if not targets:
            return
        target = r.choice(targets)
        sources = [p for p in self.paths if p["node"] != target["node"] and (g.on("paths") or p["direct"])
                   and p["readable"]]
        if not sources:
            return
        once = r.random() < 0.12
        fitting = [s for s in sources if self.fits(unwrap(s["type"]), target["type"])]
        if roll < 0.42:
            chosen = r.sample(sources, min(len(sources), r.randint(2, 4)))
        elif fitting and r.random() < 0.5:
            chosen = [r.choice(fitting)]  # a source of the target's type: a rule with no transform
        else:
            chosen = [r.choice(sources)]
        if not once and self.creates_cycle({s["node"] for s in chosen}, target["node"]):
            return
        texts = []
        flowing = []
        for s in chosen:
            t = s["type"]
            text = s["text"]
            if is_opt(t) and (s["broken"] or r.random() < 0.5) and unwrap(t)[0] not in ("x",) and \
                    (g.model_of(unwrap(t)) is None or g.can_construct(g.model_of(unwrap(t)), {"isolation": self.isolation})):
                text += " ?? " + g.value(unwrap(t), {"isolation": self.isolation})
                t = unwrap(t)
            texts.append(text)
            flowing.append(t)
        chain = self.chain(flowing, target["type"], two_way=False)
        if chain is None:
            return
        if chain and len(chosen) == 1 and not g.on("reading-transform") and (
                once or chosen[0]["depth"] > 1 or "??" in texts[0]):
            return
        if not g.on("closure-sources") and any(t[0] == "f" for t in flowing):
            return
        if len(texts) > 1:
            source_text = "(" + ", ".join(texts) + ")"
        else:
            source_text = texts[0]
            if r.random() < 0.05 and not chain:
                source_text = "(" + source_text + ")"
        rule = "%s <- %s%s" % (target["text"], "once " if once else "", source_text)
        if chain:
            rule += "".join(" | " + c for c in chain)
        self.rules.append(rule)
        self.written.add(target["node"])
        if not once:
            for s in chosen:
                self.edges.setdefault(s["node"], set()).add(target["node"])

    def chain(self, inputs, out, two_way):
        """Transform names turning `inputs` into `out`: none, built-ins, declared or new ones."""
        g, r = self.gen, self.gen.rng
        if len(inputs) == 1 and self.fits(inputs[0], out) and r.random() < 0.6:
            return []
        # several inputs, or a conversion: a declared transform (reuse one that fits, or declare one)
        chain = []
        current = inputs
        hops = 0
        while len(current) == 1 and hops < 3 and r.random() < (0.4 if hops == 0 else 0.5):
            b = self.builtin_for(current[0])
            if not b:
                break
            chain.append(b[0])
            current = [b[1]]
            hops += 1
            if self.fits(current[0], out) and r.random() < 0.6:
                return chain
        model_involved = any(g.model_of(t) is not None for t in current + [out])
        if model_involved:
            if not g.on("model-transforms"):
                return None
            # a transform reading a model reads it off its actor unless the model is nonisolated
            for t in current + [out]:
                m = g.model_of(t)
                if m is not None and m.isolation != "nonisolated":
                    return None
            if g.model_of(out) is not None:
                return None  # a transform would have to construct it
        if any(t[0] == "f" for t in current):
            return None  # a closure parameter does not escape: a transform can hardly use it
        if any(t[0] == "x" for t in current) or out[0] == "x" or out[0] == "f":
            if len(current) == 1 and self.fits(current[0], out):
                return chain
            return None
        existing = [t for t in list(g.transforms.values()) + list(g.foreign_transforms.values())
                    if t["kind"] in ("expression", "external", "reversible") and len(t["inputs"]) == len(current)
                    and all(self.fits(a, b) for a, b in zip(current, t["inputs"]))
                    and self.fits(t["output"], out) and t["name"] not in self.blocked()]
        if existing and r.random() < 0.5:
            chain.append(r.choice(existing)["name"])
            return chain
        kind = None
        if self.no_external:
            kind = "expression"
        info = g.declare_transform([t for t in current], out, kind=kind)
        chain.append(info["name"])
        return chain

    def blocked(self):
        g = self.gen
        if self.no_external:
            return {n for n, t in list(g.transforms.items()) + list(g.foreign_transforms.items())
                    if t["kind"] == "external"}
        return set()

    def builtin_for(self, t):
        """A built-in transform that takes `t`, and what it gives."""
        g, r = self.gen, self.gen.rng
        options = []
        b = base_name(t, g.models) if t[0] == "n" else None
        if key(t) == "Bool":
            options.append(("not", N("Bool")))
        if key(t) == "String":
            options += [("trimmed", N("String")), ("lowercased", N("String")), ("uppercased", N("String"))]
        if is_opt(t):
            options.append(("isNil", N("Bool")))
        if t[0] in ("a", "d") or key(t) == "String" or (b == "Set" and t[0] == "n"):
            options.append(("isEmpty", N("Bool")))
        if not (g.model_of(t) and g.model_of(t).isolation != "nonisolated"):
            options.append(("string", N("String")))
        options = [o for o in options if o[0] not in g.batch.overridden]
        return r.choice(options) if options else None

    def add_two_way(self):
        g, r = self.gen, self.gen.rng
        targets = [p for p in self.paths if p["direct"] and p["prop"]["kind"] == "var" and p["node"] not in self.written
                   and p["readable"]]
        sources = [p for p in self.paths if p["prop"]["kind"] == "var" and (g.on("paths") or p["direct"])
                   and p["readable"]]
        if not targets or not sources:
            return
        target = r.choice(targets)
        fitting = [s for s in sources if key(unwrap(s["type"])) == key(unwrap(target["type"]))]
        # now and then an optional model into a plain value, through a reversible transform (below)
        models = [s for s in sources if is_opt(s["type"]) and g.model_of(s["type"])]
        if models and g.on("model-transforms") and target["type"][0] == "n" and not g.model_of(target["type"]) \
                and r.random() < 0.5:
            source = r.choice(models)
        else:
            source = r.choice(fitting if fitting and r.random() < 0.6 else sources)
        if source["node"] == target["node"] or (source["direct"] and source["node"] in self.written):
            return
        if source["node"] in self.written and source["direct"]:
            return
        t = source["type"]
        text = source["text"]
        if source["broken"]:
            # a broken path needs a fallback, or an optional target of the same type
            if not is_opt(target["type"]) or r.random() < 0.6 or not g.on("two-way-optional-path"):
                if unwrap(t)[0] in ("x", "f") or g.model_of(unwrap(t)) is not None:
                    return
                text += " ?? " + g.value(unwrap(t), {"isolation": self.isolation})
                t = unwrap(t)
        out = target["type"]
        chain = []
        if key(t) == key(out) and r.random() < 0.5:
            pass
        elif key(t) == "Bool" and key(out) == "Bool" and "not" not in g.batch.overridden:
            chain = ["not"]
        else:
            # a reversible transform between an optional model and a plain value: each half is given a model
            # whose members it may read (`transform tag(Sailor?) <-> String`), which the rule follows
            model_side = [x for x in (t, out) if is_opt(x) and g.model_of(unwrap(x))]
            plain_side = [x for x in (t, out) if x[0] == "n" and not g.model_of(x)]
            if g.on("model-transforms") and len(model_side) == 1 and len(plain_side) == 1 and key(t) != key(out):
                chain = [g.declare_transform([t], out, kind="reversible")["name"]]
            elif any(x[0] in ("x", "f", "t") for x in (t, out)) or g.model_of(t) or g.model_of(out):
                if key(t) != key(out):
                    return
            else:
                existing = [x for x in list(g.transforms.values()) + list(g.foreign_transforms.values())
                            if x["kind"] == "reversible" and
                            key(x["inputs"][0]) == key(t) and key(x["output"]) == key(out)]
                if existing and r.random() < 0.5:
                    chain = [r.choice(existing)["name"]]
                else:
                    if r.random() < 0.2 and t[0] == "n" and out[0] == "n":
                        # two reversible transforms in a row, through a type in between
                        middle = g.basic_type()
                        chain = [g.declare_transform([t], middle, kind="reversible")["name"],
                                 g.declare_transform([middle], out, kind="reversible")["name"]]
                    else:
                        chain = [g.declare_transform([t], out, kind="reversible")["name"]]
        if chain and not g.on("reading-transform") and (source["depth"] > 1 or "??" in text):
            return
        if not g.on("closure-sources") and t[0] == "f":
            return
        rule = "%s <-> %s" % (target["text"], text)
        rule += "".join(" | " + c for c in chain)
        self.rules.append(rule)
        self.written.add(target["node"])
        if source["direct"]:
            self.written.add(source["node"])

    def add_action(self):
        g, r = self.gen, self.gen.rng
        paths = [p for p in self.paths if (g.on("paths") or p["direct"]) and p["readable"]]
        if not paths:
            return
        chosen = r.sample(paths, min(len(paths), r.choice([1, 1, 2, 3])))
        handler = g.value_name(self.taken | self.handlers)
        if handler in ("self", "Self", "init", "deinit", "_", "Type", "super"):
            return
        self.handlers.add(handler)
        initial = " initial" if r.random() < 0.4 else ""
        self.rules.append("on %s%s -> %s" % (", ".join(p["text"] for p in chosen), initial, handler))

    def render(self):
        g, r = self.gen, self.gen.rng
        doc = g.doc("")
        attrs = ""
        if r.random() < 0.2:
            attrs = "@MainActor " if self.isolation == "mainActor" else "nonisolated "
        params = g.broken(", ".join("%s: %s" % (n, g.spell(N(m.name))) for n, m in self.params), [", ", ": "],
                          indent="    ")
        lines = []
        for rule in self.rules:
            if r.random() < 0.05:
                lines.append("    /// A doc comment on a rule documents nothing.\n")
            if r.random() < 0.03 and " <- " in rule:
                rule = rule.replace(" <- ", " /* c */ <- /* c */ ", 1)
            elif r.random() < 0.02 and "??" not in rule and '"' not in rule:
                rule = rule.replace(" <- ", "<-").replace(" <-> ", "<->").replace(" | ", "|")
            else:
                rule = g.broken(rule, [" <- ", " <-> ", " | ", " ?? ", ", ", " -> ", "."], probability=0.25)
            lines.append("    " + rule + g.comment() + "\n")
        if r.random() < 0.1 and len(lines) > 1 and not any("\n" in x for x in self.rules):
            lines = ["    " + "; ".join(x.strip() for x in self.rules) + "\n"]
        return doc + "%sbinding %s(%s) {\n%s}\n" % (attrs, self.name, params, "".join(lines))


class Batch:
    """Names and choices shared by the specs of one batch, so they compile together as one module."""

    RESERVED = {"Swift", "Bindery", "Observation", "Foundation", "Dispatch", "Self", "Any", "Type", "Protocol",
                "BinderyTransforms", "Never", "Void", "AnyObject"}

    def __init__(self, k, count, rng, avoid):
        self.k = k
        self.names = set()
        self.plans = {}
        self.overridden = set()
        if "shadowing-models" not in avoid:
            # a light one shares the module; a heavy one's spec is a module of its own
            if rng.random() < 0.7:
                name = rng.choice(LIGHT_SHADOWING_MODELS)
                self.plans.setdefault(rng.randrange(count), {})["shadow"] = name
                self.names.update([name, name + "Observer"])
            if rng.random() < 0.4:
                index = rng.randrange(count)
                heavy = [n for n in HEAVY_SHADOWING_MODELS if n != "MainActor" or "mainactor-model" not in avoid]
                if "shadow" not in self.plans.get(index, {}):
                    self.plans.setdefault(index, {}).update(shadow=rng.choice(heavy), solo=True)
        if "builtin-override" not in avoid and rng.random() < 0.4:
            name = rng.choice(["not", "string", "isNil", "isEmpty", "trimmed", "lowercased", "uppercased"])
            index = rng.randrange(count)
            if not self.plans.get(index, {}).get("solo"):
                self.plans.setdefault(index, {}).setdefault("overrides", []).append(name)
                self.overridden.add(name)
                self.names.add(name)

    def plan_for(self, index):
        return self.plans.get(index, {})

    def claim(self, name, kind):
        if name in self.names or name in self.RESERVED:
            return False
        if kind in ("model", "binding") and name.endswith("Observer") and name[: -len("Observer")] in self.names:
            return False
        self.names.add(name)
        if kind == "model":
            self.names.add(name + "Observer")
        return True


def generate_batch(seed, k, count, out, avoid=frozenset()):
    """Writes batch `k` of `seed` into `out`: the specs, their external transforms' Swift, and solo.list.
    Returns the spec names (without `.bind`) and the names of those to compile alone."""
    os.makedirs(out, exist_ok=True)
    batch = Batch(k, count, random.Random("%d:batch:%d" % (seed, k)), avoid)
    names = []
    solo = []
    gens = []
    deps = []
    imports = []
    # in some batches the first spec is a module of its own ("CoreB<k>", everything public) that others import
    core = "CoreB%03d" % k if "imported-specs" not in avoid and count > 1 and \
        random.Random("%d:core:%d" % (seed, k)).random() < 0.3 and not batch.plan_for(0).get("solo") else None
    for i in range(count):
        rng = random.Random("%d:%d:%d" % (seed, k, i))
        partner = None
        imported = None
        candidates = [j for j, g in enumerate(gens) if not batch.plan_for(j).get("solo") and g.model_order
                      and not (core and j == 0)]
        if core and i > 0 and gens[0].model_order and not batch.plan_for(i).get("solo") and rng.random() < 0.25:
            partner, imported = 0, core
        elif candidates and not batch.plan_for(i).get("solo") and "cross-file" not in avoid and rng.random() < 0.2:
            partner = rng.choice(candidates)
        gen = Gen(rng, batch, i, avoid, gens[partner] if partner is not None else None, imports=imported,
                  core=core if core and i == 0 else None)
        gens.append(gen)
        text, externals = gen.generate()
        base = "b%03ds%02d" % (k, i)
        names.append(base)
        if imported:
            imports.append("%s %s b%03ds00" % (base, core, k))
        elif partner is not None:
            deps.append("%s b%03ds%02d" % (base, k, partner))
        if batch.plan_for(i).get("solo"):
            solo.append(base)
        with open(os.path.join(out, base + ".bind"), "w", encoding="utf-8", newline="") as f:
            f.write(text)
        if externals:
            with open(os.path.join(out, base + ".external.swift"), "w", encoding="utf-8") as f:
                f.write(externals)
    # specs to check and compile as modules of their own (a model named like a type every other spec uses)
    with open(os.path.join(out, "solo.list"), "w", encoding="utf-8") as f:
        f.write("".join(b + "\n" for b in solo))
    # specs that name a model or transform of another spec: "spec other", checked and compiled with it
    with open(os.path.join(out, "deps.list"), "w", encoding="utf-8") as f:
        f.write("".join(d + "\n" for d in deps))
    # the spec that is a module of its own, "spec Module", and the specs importing it, "spec Module core-spec"
    with open(os.path.join(out, "imports.list"), "w", encoding="utf-8") as f:
        f.write(("b%03ds00 %s\n" % (k, core) if core else "") + "".join(d + "\n" for d in imports))
    return names, solo, dict(d.split() for d in deps), ("b%03ds00" % k, core) if core else None


def parse_avoid(text):
    avoid = {a for a in text.split(",") if a}
    unknown = avoid - set(FEATURES)
    if unknown:
        raise ValueError("unknown features: " + ", ".join(sorted(unknown)) + "; known: " + ", ".join(FEATURES))
    return frozenset(avoid)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--batch", type=int, required=True)
    parser.add_argument("--count", type=int, required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--avoid", default="", help="comma-separated features to leave out: " + ", ".join(FEATURES))
    args = parser.parse_args()
    try:
        avoid = parse_avoid(args.avoid)
    except ValueError as error:
        parser.error(str(error))
    generate_batch(args.seed, args.batch, args.count, args.out, avoid)


if __name__ == "__main__":
    main()
