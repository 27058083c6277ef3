import BinderyChecker

/// One property of a model, as the `model` template and its partials see it.
@dynamicMemberLookup
struct PropertyContext: FieldedContext {
    enum Kind {
        case variable
        case constant
        case computed
    }

    /// What the property is, shared by every copy of the context: the model puts its properties in a list for
    /// each use (stored, constants, helpers, …), and a field's closure may be handed a copy of the context, so that
    /// copying one is a retain rather than one for each of the twenty strings and lists it holds.
    let facts: Facts
    /// For `==` and `encode(to:)`: how deep their line for it is indented (deeper inside a cycle guard).
    var conformanceIndent = 8
    /// For `init(from:)`: whether it is the last argument, which has no comma after it.
    var isLastStored = false

    /// `context.swiftName` reads `facts.swiftName`.
    subscript<Value>(dynamicMember path: KeyPath<Facts, Value>) -> Value { facts[keyPath: path] }

    /// `encode` or `encodeIfPresent`.
    var encodeFunction: String { facts.isOptional ? "encodeIfPresent" : "encode" }
    /// `_$decode` or `_$decodeIfPresent`.
    var decodeFunction: String { facts.isOptional ? "_$decodeIfPresent" : "_$decode" }

    /// Whether `parts` fit on a line indented by `indent` spaces.
    private func fits(indent: Int, _ parts: String...) -> Bool {
        Declaration.fits(indent: indent, parts)
    }

    /// Whether the short layout of its accessors fits the line length: the setter's line, the longer of the two.
    var isCompact: Bool {
        fits(
            indent: 8, "set { ", facts.setter, "(", facts.indexText, ", _$state.", facts.swiftName,
            ", newValue) { $0._$state.",
            facts.swiftName, " = $1 } }")
    }

    /// `_$get(index, _$state.name)` in the getter, 12 spaces deep: on one line when it fits, else the arguments
    /// on a line of their own, else one a line with the name after `_$state` on a continuation line, as
    /// swift-format breaks it.
    var getterLines: [String] {
        let index = facts.indexText
        if fits(indent: 12, "_$get(", index, ", _$state.", facts.swiftName, ")") {
            return ["_$get(" + index + ", _$state." + facts.swiftName + ")"]
        }
        if fits(indent: 16, index, ", _$state.", facts.swiftName, ")") {
            return ["_$get(", "    " + index + ", _$state." + facts.swiftName + ")"]
        }
        return ["_$get(", "    " + index + ",", "    _$state", "        ." + facts.swiftName + ")"]
    }

    /// The setter's call's arguments packed into lines, 16 spaces deep, `_$state` and `.name` on lines of their own
    /// when they do not fit on one.
    var setArguments: [String] {
        Declaration.packed([facts.indexText, "_$state." + facts.swiftName, "newValue"], indent: 16).flatMap {
            line in
            line.hasPrefix("_$state.") && !fits(indent: 16, line)
                ? ["_$state", "    " + line.dropFirst("_$state".count)] : [line]
        }
    }

    /// `$0._$state.name = $1` in the setter's closure, 16 spaces deep: on one line when it fits, else broken after
    /// `=`, and before `.name` when that does not fit either, as swift-format breaks it.
    var setterAssignmentLines: [String] {
        if fits(indent: 16, "$0._$state.", facts.swiftName, " = $1") {
            return ["$0._$state." + facts.swiftName + " = $1"]
        }
        if fits(indent: 16, "$0._$state.", facts.swiftName, " =") {
            return ["$0._$state." + facts.swiftName + " =", "    $1"]
        }
        return ["$0._$state", "    ." + facts.swiftName + " =", "    $1"]
    }

    static let fields = TemplateFields<Self>(
        "property",
        [
            .flag("isVariable", "A `var`: an observable stored property.") { $0.kind == .variable },
            .flag("isConstant", "A `let`.") { $0.kind == .constant },
            .flag("isComputed", "A `computed` property.") { $0.kind == .computed },
            .text("propertyName", "The name as the spec wrote it.") { $0.propertyName },
            .text("swiftName", "The name as a declaration name (in backticks when a keyword).") { $0.swiftName },
            .text("label", "The name as an argument label in a declaration.") { $0.label },
            .text("callLabel", "The name as an argument label in a call (only `inout` needs backticks there).") {
                $0.callLabel
            },
            .text("type", "The Swift type.") { $0.type },
            .text("index", "The index in the model's property table, passed to the runtime.") { $0.indexText },
            .text("setter", "`_$set` for a type known to be `Equatable`, `_$setAny` for any other.") { $0.setter },
            .lines("docLines", "The doc comment, one `///` line each.") { $0.docLines },
            .text("access", "`public `, `package ` or nothing.") { $0.access },
            .text("observerMethodLabel", "`didChangeTitle`: the observer protocol's argument label.") {
                $0.observerMethodLabel
            },
            .text("defaultValue", "The initializer parameter's default (a literal or a call), if any.") {
                $0.defaultValue ?? ""
            },
            .text("defaultFunction", "The name of the function making a non-literal default.") {
                $0.defaultFunction ?? ""
            },
            .text("evaluator", "The method evaluating a computed property.") { $0.evaluator ?? "" },
            .lines("defaultSignature", "The default function's signature through `{`, broken as swift-format would.") {
                Declaration.signature(
                    indent: 4, attributes: "@usableFromInline", head: "static func ", name: $0.defaultFunction ?? "",
                    parameters: [], output: $0.type)
            },
            .lines("evaluatorSignature", "The evaluator's signature through `{`, broken as swift-format would.") {
                Declaration.signature(
                    indent: 4, head: "fileprivate func ", name: $0.evaluator ?? "", parameters: [], output: $0.type)
            },
            .text("code", "The spec's expression with its `#sourceLocation`; show it with `{{{code}}}`.") {
                $0.code?.text ?? ""
            },
            .text("elementType", "An array's element type; empty for other types.") { $0.elementType ?? "" },
            .flag("isCompact", "Whether the accessors fit the line length in their short layout.") { $0.isCompact },
            .list("mutators", "An array's mutators; none for other types.") { $0.mutators },
            .flag("mutatorsAreCompact", "Whether an array's mutators fit the line length on one line each.") {
                $0.mutatorsAreCompact
            },
            .flag("isOptional", "Whether the type is optional.") { $0.isOptional },
            .text("wrappedType", "The type without its optional, for `decodeIfPresent`.") { $0.wrappedType },
            .flag("declarationFits", "Whether `var name: Type` (or `let`) fits on one line.") {
                $0.fits(indent: 4, $0.access, "var ", $0.swiftName, ": ", $0.type)
            },
            .flag("headerFits", "Whether `var name: Type {` fits on one line.") {
                $0.fits(indent: 4, $0.access, "var ", $0.swiftName, ": ", $0.type, " {")
            },
            .text(
                "computedGetter",
                "The runtime's getter of a computed property: `computedWithFixedReads` when every evaluation reads the "
                    + "same properties in the same order, `computed` otherwise."
            ) { $0.computedGetter },
            .text("storageEvaluator", "For fixed reads: the method evaluating over the storage, else nothing.") {
                $0.storageEvaluator ?? ""
            },
            .lines("fixedReadsGetterLines", "For fixed reads: the getter's call, in lines as swift-format breaks it.") {
                $0.fixedReadsGetterLines
            },
            .lines(
                "storageEvaluatorSignature",
                "The storage evaluator's signature through `{`, broken as swift-format would."
            ) {
                Declaration.signature(
                    indent: 4, head: "fileprivate func ", name: $0.storageEvaluator ?? "", parameters: [],
                    output: $0.type)
            },
            .lines(
                "trackedEvaluationLines",
                "For fixed reads: the evaluator's body, reading each stored `var` through its getter, then returning "
                    + "the storage evaluator's value."
            ) { $0.trackedEvaluationLines },
            .lines("storageReadLines", "Its locals, `let name = _$state.name` for each stored `var` it reads.") {
                $0.storageReadLines
            },
            .text("storageCode", "The spec's expression after `return`; show it with `{{{storageCode}}}`.") {
                $0.storageCode?.text ?? ""
            },
            .flag("computedFits", "Whether a computed property's body fits on one line.") {
                $0.fits(
                    indent: 8, "_$bindery.", $0.computedGetter, "(self, ", $0.indexText, ") { $0.",
                    $0.evaluator ?? "", "() }")
            },
            .flag("setFits", "Whether the setter's call, with its closure, fits on one line.") {
                $0.fits(
                    indent: 12, $0.setter, "(", $0.indexText, ", _$state.", $0.swiftName,
                    ", newValue) { $0._$state.",
                    $0.swiftName, " = $1 }")
            },
            .flag("setHeadFits", "Whether the setter's call, up to its closure's brace, fits on one line.") {
                $0.fits(indent: 12, $0.setter, "(", $0.indexText, ", _$state.", $0.swiftName, ", newValue) {")
            },
            .lines("setArguments", "The setter's call's arguments, packed into lines.") {
                $0.setArguments
            },
            .lines("getterLines", "The getter's call, in lines as swift-format breaks it.") { $0.getterLines },
            .lines("setterAssignmentLines", "The setter's closure's assignment, likewise.") {
                $0.setterAssignmentLines
            },
            .flag("storageFits", "Whether its declaration in the storage struct fits on one line.") {
                $0.fits(indent: 8, "var ", $0.swiftName, ": ", $0.type)
            },
            .flag("assignmentFits", "Whether the initializer's `self.name = name` fits on one line.") {
                $0.fits(indent: 8, "self.", $0.swiftName, " = ", $0.swiftName)
            },
            .text("comparedAs", "` as _$compared2` after it in `==` and `hash(into:)` when its type is checked.") {
                $0.comparedAs
            },
            .text("codedAs", "` as _$coded2` after it in `encode(to:)` and `init(from:)` likewise.") { $0.codedAs },
            .flag("equalityFits", "Whether `==`'s guard for it fits on one line.") {
                $0.fits(
                    indent: $0.conformanceIndent, "guard lhs.", $0.swiftName, $0.comparedAs, " == rhs.", $0.swiftName,
                    " else { return false }")
            },
            .flag("equalityConditionFits", "Whether that guard fits on one line up to its `else`.") {
                $0.fits(
                    indent: $0.conformanceIndent, "guard lhs.", $0.swiftName, $0.comparedAs, " == rhs.", $0.swiftName)
            },
            .flag("equalitySidesFit", "Whether the comparison fits on one line under `guard`.") {
                $0.fits(
                    indent: $0.conformanceIndent + 4, "lhs.", $0.swiftName, $0.comparedAs, " == rhs.", $0.swiftName)
            },
            .text("encodeFunction", "`encode`, or `encodeIfPresent` for an optional.") { $0.encodeFunction },
            .flag("encodeFits", "Whether `encode(to:)`'s line for it fits on one line.") {
                $0.fits(
                    indent: $0.conformanceIndent, "try container.", $0.encodeFunction, "(self.", $0.swiftName,
                    $0.codedAs, ", forKey: .", $0.swiftName, ")")
            },
            .flag("encodeArgumentsFit", "Whether that call's arguments fit on one line after it.") {
                $0.fits(
                    indent: $0.conformanceIndent + 4, "self.", $0.swiftName, $0.codedAs, ", forKey: .", $0.swiftName,
                    ")")
            },
            .text("decodeFunction", "`_$decode`, or `_$decodeIfPresent` for an optional.") { $0.decodeFunction },
            .flag("decodeFits", "Whether `init(from:)`'s argument for it fits on one line.") {
                $0.fits(
                    indent: 12, $0.callLabel, ": try container.", $0.decodeFunction, "(forKey: .", $0.swiftName, ")",
                    $0.codedAs, $0.isLastStored ? "" : ",")
            },
            .flag("decodeHeadFits", "Whether that argument fits on one line up to the call's parenthesis.") {
                $0.fits(indent: 12, $0.callLabel, ": try container.", $0.decodeFunction, "(")
            },
            .flag("decodeCallFits", "Whether the call fits on one line under the argument's label.") {
                $0.fits(
                    indent: 16, "try container.", $0.decodeFunction, "(forKey: .", $0.swiftName, ")", $0.codedAs,
                    $0.isLastStored ? "" : ",")
            },
        ])
}
