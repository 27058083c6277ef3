/// One rule of a binding. Its kind decides how it is wired:
/// - direct: one source that is a property of a parameter, applied by an observer of that property as soon as it
///   changes;
/// - reaction: a path through other models, several sources or a fallback, applied by a reaction that tracks what
///   it reads and runs once per propagation;
/// - once: applied when the binding starts;
/// - two-way: a direct or reaction forward, plus an observer of the target writing back, each direction guarding
///   against the other's echo;
/// - actions: an observer calling the handler (one property), a change tracker (a path), or a reaction (several
///   paths).
@dynamicMemberLookup
struct RuleContext: FieldedContext {
    enum Kind {
        case direct
        case reaction
        case once
        case directAction
        case pathAction
        case multiPathAction
    }

    /// What the rule is, in a box shared by every copy of the context: a field's closure the optimizer does not
    /// inline is handed a copy of the context at each read, and a copy of ``Facts`` itself retained and released its
    /// thirty strings and lists (54,500 copies in the generator's benchmark). A copy of the box is one retain.
    final class Box: Sendable {
        let facts: Facts

        init(_ facts: Facts) {
            self.facts = facts
        }
    }

    let box: Box

    init(_ facts: Facts) {
        box = Box(facts)
    }

    /// The facts' members read as the context's own (`$0.function`), as the fields below and templates name them.
    subscript<Value>(dynamicMember path: KeyPath<Facts, Value>) -> Value { box.facts[keyPath: path] }

    /// Whether it has a function of its own, for the binding's `functionRules`.
    var hasFunction: Bool { box.facts.hasFunction }

    /// The rule, as ``RuleBuilder`` fills it in.
    struct Facts: Sendable {
        var kind: Kind
        /// `action: ` for an action's entry in the rule table, nothing for an assignment's.
        var infoLabel: String {
            switch kind {
            case .directAction, .pathAction, .multiPathAction: "action: "
            case .direct, .reaction, .once: ""
            }
        }
        /// The rule's text as a string literal, for the rule table.
        var textLiteral: String { SwiftText.stringLiteral(text) }
        /// The rule's text broken at spaces into the lines of a `//` comment in the binding's initializer, whose body is
        /// indented by 8.
        var textCommentLines: [String] { Declaration.wrapped(text, width: Declaration.lineLength - 8 - 3) }
        /// The rule's text as string literals joined by `+`, for a rule table entry on lines of its own (at 12 spaces,
        /// after the entry's label); one literal when it fits.
        var textLiteralLines: [String] {
            Declaration.wrappedLiteral(
                Declaration.words(of: text).map(String.init),
                indent: 12 + Declaration.width(infoLabel), suffix: ",")
        }
        /// The doc comment of the function applying the rule (in an extension, so at 4 spaces), broken at spaces.
        var textDocLines: [String] { Declaration.wrapped("`\(text)`", width: Declaration.lineLength - 4 - 4) }
        /// The same for the function writing a two-way rule back.
        var writtenBackDocLines: [String] {
            Declaration.wrapped("`\(text)`, written back", width: Declaration.lineLength - 4 - 4)
        }
        var isTwoWay = false
        /// What tells whether a value differs from an external class's target's.
        var targetDiffers: String { isTwoWay ? forwardEcho + ".differs" : "Bindery.differs" }
        /// For a two-way rule's reaction reading its source, the argument naming the echo guard it hears.
        var hearing: String { isTwoWay ? ", hearing: " + backwardEcho : "" }
        var initial = false
        var index: Int
        /// The rule's text, on one line.
        var text: String
        /// `file:line:col` of the rule in the spec, as a string literal, for its entry in the rule table.
        var locationLiteral = ""
        var function = ""
        var backwardFunction = ""
        var sourceParameter = ""
        var sourceProperty = ""
        var valueType = ""
        var targetParameter = ""
        var targetStorage = ""
        var targetProperty = ""
        var targetType = ""
        var readPattern = "input"
        var readExpression = ""
        /// The sources read one a line, for when ``readExpression`` would not fit.
        var readLines: [String] = []
        /// The transforms applied to the sources, when the reaction's read applies them (see
        /// `BindingContext.assignment`): broken as swift-format breaks a call when the read does not fit.
        var readApplied: AppliedTransforms?
        /// A two-way rule's transforms applied to `input` inside the reaction's read, when they track what they read
        /// of the models they are given: the read gives `(input, value)`, the source's value for the echo guard and
        /// what the rule writes.
        var readValue: AppliedTransforms?
        var forwardValue: AppliedTransforms?
        /// What a reaction or a `once` rule writes: the transforms applied to what it read, or that itself.
        var inputValue = AppliedTransforms.arguments(["input"])
        var backwardValue: AppliedTransforms?
        /// Whether writing back gives an optional the source's property cannot hold: `nil` is not written.
        var backwardUnwraps = false
        var forwardEcho = ""
        var backwardEcho = ""
        var sourceWriteRoot = ""
        var sourceWritePath = ""
        var handlerStorage = ""
        /// Whether it reads external classes, watched through Swift's Observation (`run.readingObserved`).
        var observesExternals = false
        /// Whether its target is a property of an external class, written only when the value differs.
        var targetIsExternal = false
        /// Whether a two-way rule's target is watched by a reaction (an external class, or transforms given models)
        /// rather than an observer.
        var backwardIsReaction = false
        /// Whether that reaction reads an external class, through Swift's Observation (`run.readingObserved`).
        var backwardObservesExternals = false
        /// A two-way rule's inverse transforms applied to the target inside the reaction writing back, when they are
        /// given models: the read gives `(input, value)`, as ``readValue`` does for the forward half.
        var backwardReadValue: AppliedTransforms?
        /// Whether a two-way rule writes back into an external class.
        var sourceWriteIsExternal = false
        /// `#sourceLocation` directives for the lines that use an external class's properties (the real class may not
        /// match the spec's declaration): at the rule's target, and at its first source.
        var targetDirective = ""
        var sourceDirective = ""

        /// Whether `parts` fit on a line of the binding's initializer or of a rule function's body (8 spaces deep), or
        /// `extra` spaces deeper.
        fileprivate func fits(_ parts: String..., extra: Int = 0) -> Bool {
            Declaration.fits(indent: 8 + extra, parts)
        }

        /// The arguments of `_$$core.observe` for `parameter`'s `property`, packed into lines; a two-way rule's observers
        /// also name the echo guard whose writes they hear (`mutedBy`), and an `initial` action's says so.
        fileprivate func observeArguments(
            _ parameter: String, _ property: String, writing: [String] = [], mutedBy echo: String
        ) -> [String] {
            Declaration.packed(
                [parameter, "\\." + property] + writing + ["rule: Self._$rules[\(index)]", "calling: self"]
                    + (echo.isEmpty ? [] : ["mutedBy: " + echo]) + (observesInitially ? ["initial: true"] : []),
                indent: 12)
        }

        /// What a one-way rule into a model writes, as `observe`'s or `react`'s `writing:` arguments (the target and
        /// its property's key path), so that the runtime stamps the target's sets; empty for any other rule.
        var writingArguments: [String] {
            guard kind == .direct || kind == .reaction, !isTwoWay, !targetIsExternal else { return [] }
            return ["writing: " + targetParameter, "\\." + targetProperty]
        }

        /// `writingArguments` for `observe`'s arguments on one line: `, writing: target, \.property`, or nothing.
        var writingArgument: String { writingArguments.map { ", " + $0 }.joined() }

        /// Whether the observer is also called when the binding starts: a direct `initial` action's.
        var observesInitially: Bool { kind == .directAction && initial }

        /// `, initial: true` for `observe`'s arguments on one line, or nothing.
        var initialArgument: String { observesInitially ? ", initial: true" : "" }

        /// The echo guard of what the other direction writes to the source, which a direct two-way rule's observer of its
        /// source hears; empty for a one-way rule.
        var sourceMutedByEcho: String { isTwoWay ? backwardEcho : "" }

        /// `, mutedBy: echo` for `observe`'s arguments on one line, or nothing.
        fileprivate static func mutedByArgument(_ echo: String) -> String { echo.isEmpty ? "" : ", mutedBy: " + echo }

        /// Whether reading the sources fits on one line. One source read from an external class stays on the line its
        /// `#sourceLocation` numbers, so that an error in it points at the spec's line.
        var readFits: Bool {
            if readLines.isEmpty, observesExternals { return true }
            return fits(
                "let ", readPattern, " = run.", observesExternals ? "readingObserved" : "reading", " { ",
                readExpression,
                " }")
        }

        /// When reading several sources does not fit on one line: whether their tuple fits on a line of its own inside
        /// the closure, where swift-format puts it, rather than one source a line.
        var readTupleFits: Bool { fits(readExpression, extra: 4) }

        /// One source read, as the body of a closure (`run.reading { … }`, a path action's read) when that does not
        /// fit a line: on a line of its own; or broken before its fallback's `??`, 4 spaces deeper, when that does not
        /// fit either; and a path that does not fit by itself broken between its members as well.
        var readOneLines: [String] {
            guard !fits(readExpression, extra: 4) else { return [readExpression] }
            if let readApplied { return readApplied.lines(after: "", indent: 12) }
            return readLines(of: readExpression, extra: 4, continuation: "    ")
        }

        /// `text`, a read such as ``readExpression``, broken to fit lines `extra` spaces deeper than a rule function's
        /// body: the path between its members when it does not fit by itself, and its fallback's `??` on a line of its
        /// own; the lines after the first `continuation` deeper (4 spaces in a closure's body, none after `=`, where
        /// swift-format puts them).
        private func readLines(of text: String, extra: Int, continuation: String) -> [String] {
            guard !fits(text, extra: extra) else { return [text] }
            let fallback = text.indices.first(where: { text[$0...].hasPrefix(" ?? ") })
            let path = fallback.map { String(text[..<$0]) } ?? text
            let pathLines =
                fits(path, extra: extra)
                ? [path] : Declaration.chained(path, indent: 8 + extra, continuation: continuation)
            guard let fallback else { return pathLines }
            return pathLines + [continuation + text[text.index(after: fallback)...]]
        }

        /// The body of a two-way rule's read that gives `(input, value)` (see ``readValue``).
        var readValueLines: [String] {
            readValue.map {
                readValueLines(
                    of: readExpression, applying: $0, directive: observesExternals ? sourceDirective : nil)
            } ?? []
        }

        /// The body of the reaction writing a two-way rule back that gives `(input, value)` (see
        /// ``backwardReadValue``).
        var backwardReadValueLines: [String] {
            backwardReadValue.map {
                readValueLines(
                    of: "self." + targetStorage + ".model." + targetProperty, applying: $0,
                    directive: backwardObservesExternals ? targetDirective : nil)
            } ?? []
        }

        /// A read that gives `(input, value)`: `read` into `input`, broken after `=` when it does not fit; `applied`
        /// to it; the two returned. A read of an external class stays on the line its `directive` numbers, as
        /// ``readFits`` keeps it.
        private func readValueLines(of read: String, applying applied: AppliedTransforms, directive: String?)
            -> [String]
        {
            let line = "let input = " + read
            let inputLines =
                directive.map { [$0, line, "#sourceLocation()"] }
                ?? (fits(line, extra: 4)
                    ? [line] : ["let input ="] + readLines(of: read, extra: 8, continuation: "").map { "    " + $0 })
            return inputLines + applied.lines(after: "let value = ", indent: 12) + ["return (input, value)"]
        }

        /// A `once` rule's read, `let (input0, input1) = (…, …)`: on one line when it fits, else the sources packed
        /// into lines inside the parentheses, as swift-format breaks a long tuple.
        var onceReadLines: [String] {
            let line = "let " + readPattern + " = " + readExpression
            guard !readLines.isEmpty, !fits(line) else { return [line] }
            let reads = readLines.map { $0.hasSuffix(",") ? String($0.dropLast()) : $0 }
            return ["let " + readPattern + " = ("] + Declaration.packed(reads, indent: 12).map { "    " + $0 } + [")"]
        }

        var hasFunction: Bool {
            switch kind {
            case .direct, .reaction, .once, .multiPathAction: true
            case .directAction, .pathAction: false
            }
        }

        /// The arguments of starting a path action, packed into lines at 12 spaces.
        fileprivate var onChangeArgumentLines: [String] {
            Declaration.packed(
                [
                    (observesExternals ? "ofObserved" : "of") + ": _$read\(index)", "rule: Self._$rules[\(index)]",
                    "initial: \(initial)", handlerStorage,
                ], indent: 12)
        }
    }

    static let fields = TemplateFields<Self>(
        "rule",
        [
            .flag("isDirect", "One source property, applied by an observer of it.") { $0.kind == .direct },
            .flag("isReaction", "A path, several sources or a fallback, applied by a tracking reaction.") {
                $0.kind == .reaction
            },
            .flag("isOnce", "Applied once, when the binding starts.") { $0.kind == .once },
            .flag("isTwoWay", "Also written back from the target.") { $0.isTwoWay },
            .flag("isDirectAction", "An action on one property of a parameter.") { $0.kind == .directAction },
            .flag("isPathAction", "An action on one path through other models.") { $0.kind == .pathAction },
            .flag("isMultiPathAction", "An action on several paths.") { $0.kind == .multiPathAction },
            .flag("hasFunction", "Whether it has a function of its own.") { $0.hasFunction },
            .text("initial", "`true` when an action also runs when the binding starts.") {
                $0.initial ? "true" : "false"
            },
            .flag("runsInitially", "Whether an action also runs when the binding starts.") { $0.initial },
            .text("index", "Its index in the binding's rule table.") { String($0.index) },
            .text("text", "The rule as the spec wrote it, on one line.") { $0.text },
            .lines("textCommentLines", "The rule's text broken into the lines of a `//` comment in the initializer.") {
                $0.textCommentLines
            },
            .lines("textLiteralLines", "The rule's text as string literals joined by `+`, a line each.") {
                $0.textLiteralLines
            },
            .lines("textDocLines", "The rule's text in backticks, broken into doc comment lines.") {
                $0.textDocLines
            },
            .lines("writtenBackDocLines", "The same, for the function writing a two-way rule back.") {
                $0.writtenBackDocLines
            },
            .text("infoLabel", "`action: ` for an action's entry in the rule table, or nothing.") {
                $0.infoLabel
            },
            .text("textLiteral", "The rule's text as a string literal.") { $0.textLiteral },
            .text("locationLiteral", "`file:line:col` as a string literal.") { $0.locationLiteral },
            .flag("infoFits", "Whether the rule table entry fits on one line.") {
                // Measured in parts, without building the line and counting its characters: that was a
                // twentieth of `generate`. The parts meet at ASCII characters, so no character spans two of them.
                Declaration.fits(
                    "        Bindery.RuleInfo(", $0.infoLabel, $0.textLiteral, ", at: ",
                    $0.locationLiteral, "),")
            },
            .text("function", "The function applying it (`updateRowTitle`) or handling it (`onSizesChanged`).") {
                $0.function
            },
            .text("backwardFunction", "The function writing a two-way rule back.") { $0.backwardFunction },
            .text("sourceParameter", "A direct rule's source model, as the initializer's parameter.") {
                $0.sourceParameter
            },
            .text("sourceProperty", "A direct rule's source property.") { $0.sourceProperty },
            .text("valueType", "The type of what the source gives.") { $0.valueType },
            .text("targetParameter", "The target model, as the initializer's parameter.") {
                $0.targetParameter
            },
            .text("targetStorage", "The stored reference to the target model.") { $0.targetStorage },
            .text("targetProperty", "The target property.") { $0.targetProperty },
            .text("targetType", "The target property's type.") { $0.targetType },
            .text("readPattern", "`value`, or `(value0, value1)` for several sources.") { $0.readPattern },
            .text("readExpression", "Reads the sources (through `self`).") { $0.readExpression },
            .lines("readLines", "The sources read, one a line, with commas.") { $0.readLines },
            .flag("readFits", "Whether reading the sources fits on one line.") { $0.readFits },
            .flag("readTupleFits", "Whether the sources' tuple fits on a line of its own inside the closure.") {
                $0.readTupleFits
            },
            .flag("readsOneSource", "Whether a reaction reads one source (and so no tuple).") {
                $0.readLines.isEmpty
            },
            .lines("onceReadLines", "A `once` rule's `let input = …`, in lines as swift-format breaks it.") {
                $0.onceReadLines
            },
            .lines("readOneLines", "The one source read, in lines of the closure's body as swift-format breaks it.") {
                $0.readOneLines
            },
            .flag("readsValue", "Whether a two-way rule's read applies its transforms too, giving `(input, value)`.") {
                $0.readValue != nil
            },
            .lines("readValueLines", "The body of that read, in lines as swift-format breaks them.") {
                $0.readValueLines
            },
            .flag("hasTransforms", "Whether the value goes through transforms.") { $0.forwardValue != nil },
            .text("forwardValue", "The transforms applied to `value` (or `value0`…).") {
                $0.forwardValue?.text ?? ""
            },
            .lines("forwardValueLines", "`let value = ` and the transforms, in lines as swift-format breaks them.") {
                $0.forwardValue?.lines(after: "let value = ", indent: 8) ?? []
            },
            .text("inputValue", "What a reaction or `once` rule writes, from `input` (or `input0`…).") {
                $0.inputValue.text
            },
            .lines("inputValueLines", "`let value = ` and that, in lines as swift-format breaks them.") {
                $0.inputValue.lines(after: "let value = ", indent: 8)
            },
            .flag("hasBackwardTransforms", "Whether writing back goes through transforms.") {
                $0.backwardValue != nil
            },
            .flag("backwardUnwraps", "Whether writing back gives an optional the source's property cannot hold.") {
                $0.backwardUnwraps
            },
            .text("backwardValue", "The inverse transforms applied to `input`.") {
                $0.backwardValue?.text ?? ""
            },
            .lines("backwardValueLines", "`let value = ` and the inverse transforms, in lines as swift-format would.") {
                $0.backwardValue?.lines(after: "let value = ", indent: 8) ?? []
            },
            .text(
                "backwardInput",
                "What the target gives when written back: `input` when transforms make `value` of it, else `value`."
            ) { $0.backwardValue == nil ? "value" : "input" },
            .text("forwardEcho", "The echo guard of what the rule writes to the target.") { $0.forwardEcho },
            .text("backwardEcho", "The echo guard of what it writes back to the source.") { $0.backwardEcho },
            .flag("backwardGuardFits", "Whether the test of the backward echo fits on one line.") {
                Declaration.fits("        guard !", $0.backwardEcho, ".isEcho(input) else { return }")
            },
            .flag("forwardGuardFits", "Whether the test of the forward echo fits on one line.") {
                Declaration.fits(
                    "        guard !", $0.forwardEcho, ".isEcho(input), !run.isFirstRun else { return }")
            },
            .text("sourceWriteRoot", "The stored reference to the source's model, for writing back.") {
                $0.sourceWriteRoot
            },
            .text("sourceWritePath", "The source's path from that model (`owner?.name`).") {
                $0.sourceWritePath
            },
            .text("handlerStorage", "The stored action handler.") { $0.handlerStorage },
            .text("reading", "`reading`, or `readingObserved` when it reads external classes.") {
                $0.observesExternals ? "readingObserved" : "reading"
            },
            .text("backwardReading", "The same, for the reaction writing a two-way rule back.") {
                $0.backwardObservesExternals ? "readingObserved" : "reading"
            },
            .text("onChangeOf", "`of`, or `ofObserved` when an action reads external classes.") {
                $0.observesExternals ? "ofObserved" : "of"
            },
            .flag("observesExternals", "Whether it reads external classes.") { $0.observesExternals },
            .flag("targetIsExternal", "Whether the target belongs to an external class.") {
                $0.targetIsExternal
            },
            .flag("backwardIsReaction", "Whether a two-way rule watches its target with a reaction.") {
                $0.backwardIsReaction
            },
            .flag("backwardReadsValue", "Whether that reaction applies the inverse transforms in its read too.") {
                $0.backwardReadValue != nil
            },
            .lines("backwardReadValueLines", "The body of that read, in lines as swift-format breaks them.") {
                $0.backwardReadValueLines
            },
            .flag("sourceWriteIsExternal", "Whether a two-way rule writes back into an external class.") {
                $0.sourceWriteIsExternal
            },
            .text("targetDirective", "`#sourceLocation` of the rule's target, for lines using an external class.") {
                $0.targetDirective
            },
            .text("sourceDirective", "`#sourceLocation` of the rule's first source, likewise.") {
                $0.sourceDirective
            },
            .lines("valueSignature", "`func update…(_ value: Type) {`, broken as swift-format would.") {
                Declaration.signature(
                    indent: 4, head: "func ", name: $0.function,
                    parameters: ["_ value: " + $0.valueType])
            },
            .lines("runSignature", "`func update…(_ run: Bindery.RuleRun) {`, likewise.") {
                Declaration.signature(
                    indent: 4, head: "func ", name: $0.function, parameters: ["_ run: Bindery.RuleRun"])
            },
            .lines("onceSignature", "`func update…() {`, likewise.") {
                Declaration.signature(indent: 4, head: "func ", name: $0.function, parameters: [])
            },
            .lines("backwardRunSignature", "The function writing back's, reading the target in a reaction, likewise.") {
                Declaration.signature(
                    indent: 4, head: "func ", name: $0.backwardFunction,
                    parameters: ["_ run: Bindery.RuleRun"])
            },
            .lines("backwardValueSignature", "The function writing back's, given the target's value, likewise.") {
                Declaration.signature(
                    indent: 4, head: "func ", name: $0.backwardFunction,
                    parameters: [
                        "_ " + ($0.backwardValue == nil ? "value" : "input") + ": " + $0.targetType
                    ])
            },
            .text(
                "targetDiffers",
                "What tells whether a value differs from an external class's target's: `Bindery.differs`, or for a "
                    + "two-way rule its echo guard's `differs`, which forgets a value it will not write."
            ) { $0.targetDiffers },
            .flag("targetDiffersFits", "Whether writing an external class's target, if it differs, fits on one line.") {
                $0.box.facts.fits(
                    "if ", $0.targetDiffers, "(object.", $0.targetProperty, ", value) { object.",
                    $0.targetProperty,
                    " = value }", extra: 4)
            },
            .flag("sourceDiffersFits", "Whether writing back into an external class, likewise, fits on one line.") {
                $0.box.facts.fits(
                    "if ", $0.backwardEcho, ".differs(object.", $0.sourceWritePath, ", value) { object.",
                    $0.sourceWritePath,
                    " = value }", extra: 4)
            },
            .text(
                "mutedBy", "`, mutedBy: ` and the echo guard a direct two-way rule's source observer hears, or nothing."
            ) {
                Facts.mutedByArgument($0.sourceMutedByEcho)
            },
            .text("targetMutedBy", "`, mutedBy: ` and the echo guard a two-way rule's target observer hears.") {
                Facts.mutedByArgument($0.forwardEcho)
            },
            .flag("observeFits", "Whether observing a direct rule's source fits on one line.") {
                $0.box.facts.fits(
                    "_$$core.observe(", $0.sourceParameter, ", \\.", $0.sourceProperty, $0.writingArgument,
                    ", rule: Self._$rules[",
                    String($0.index), "], calling: self",
                    Facts.mutedByArgument($0.sourceMutedByEcho), $0.initialArgument, ") {")
            },
            .text("initialArgument", "`, initial: true` for a direct `initial` action's observer, or nothing.") {
                $0.initialArgument
            },
            .text("writing", "`, writing: ` and the model and property a direct one-way rule writes, or nothing.") {
                $0.writingArgument
            },
            .lines("observeArguments", "The arguments of observing the source, packed into lines.") {
                $0.box.facts.observeArguments(
                    $0.sourceParameter, $0.sourceProperty, writing: $0.writingArguments,
                    mutedBy: $0.sourceMutedByEcho)
            },
            .flag("targetObserveFits", "Whether observing a two-way rule's target fits on one line.") {
                $0.box.facts.fits(
                    "_$$core.observe(", $0.targetParameter, ", \\.", $0.targetProperty,
                    ", rule: Self._$rules[",
                    String($0.index), "], calling: self", Facts.mutedByArgument($0.forwardEcho),
                    ") {")
            },
            .lines("targetObserveArguments", "The arguments of observing the target, packed into lines.") {
                $0.box.facts.observeArguments(
                    $0.targetParameter, $0.targetProperty, mutedBy: $0.forwardEcho)
            },
            .flag("observerCallFits", "Whether the observer's call of the rule's function fits on one line.") {
                $0.box.facts.fits("$0.", $0.function, "($1.new)", extra: 4)
            },
            .flag("observerCallHeadFits", "Whether that call fits on one line up to its parenthesis.") {
                $0.box.facts.fits("$0.", $0.function, "(", extra: 4)
            },
            .flag("backwardCallHeadFits", "Whether that call fits on one line up to its parenthesis.") {
                $0.box.facts.fits("$0.", $0.backwardFunction, "(", extra: 4)
            },
            .flag("backwardCallFits", "Whether the observer's call of the function writing back fits on one line.") {
                $0.box.facts.fits("$0.", $0.backwardFunction, "($1.new)", extra: 4)
            },
            .flag("initialCallFits", "Whether applying a direct rule when the binding starts fits on one line.") {
                $0.box.facts.fits(
                    "self.", $0.function, "(", $0.sourceParameter, ".", $0.sourceProperty, ")")
            },
            .text(
                "hearing",
                "`, hearing: ` and the echo guard whose writes a two-way rule's reaction hears, or nothing."
            ) { $0.hearing },
            .flag("reactFits", "Whether starting the rule's reaction fits on one line.") {
                $0.box.facts.fits(
                    "_$$core.react(Self._$rules[", String($0.index), "]", $0.writingArgument, ", calling: self",
                    $0.hearing, ") { $0.", $0.function, "($1) }")
            },
            .flag("reactHeadFits", "Whether starting the rule's reaction fits on one line up to its closure's `{`.") {
                $0.box.facts.fits(
                    "_$$core.react(Self._$rules[", String($0.index), "]", $0.writingArgument, ", calling: self",
                    $0.hearing, ") {")
            },
            .lines("reactArguments", "The arguments of starting the rule's reaction, packed into lines.") {
                Declaration.packed(
                    ["Self._$rules[\($0.index)]"] + $0.writingArguments + ["calling: self"]
                        + ($0.hearing.isEmpty ? [] : [String($0.hearing.dropFirst(2))]), indent: 12)
            },
            .flag(
                "guardsLaterSet",
                "Whether a reaction's run asks, before it writes, whether the target was set after what it read changed."
            ) { $0.kind == .reaction && !$0.writingArguments.isEmpty },
            .flag("backwardReactFits", "Whether starting the reaction writing back fits on one line.") {
                $0.box.facts.fits(
                    "_$$core.react(Self._$rules[", String($0.index), "], calling: self, hearing: ", $0.forwardEcho,
                    ") { $0.", $0.backwardFunction, "($1) }")
            },
            .flag(
                "readClosureFits",
                "Whether a path action's read closure fits on one line (always, for one read from an external class, "
                    + "which stays on the line its `#sourceLocation` numbers)."
            ) {
                $0.box.facts.observesExternals
                    || $0.box.facts.fits(
                        "let _$read", String($0.index), " = { [unowned(unsafe) self] in ", $0.readExpression, " }")
            },
            .flag("onChangeFits", "Whether starting a path action fits on one line.") {
                $0.box.facts.fits(
                    "_$$core.onChange(", $0.observesExternals ? "ofObserved" : "of", ": _$read",
                    String($0.index),
                    ", rule: Self._$rules[", String($0.index), "], initial: ",
                    $0.initial ? "true" : "false", ", ",
                    $0.handlerStorage, ")")
            },
            .lines(
                "onChangeArguments",
                "The arguments of starting a path action, packed into lines, with the `)` when it fits after them."
            ) {
                var lines = $0.onChangeArgumentLines
                if Declaration.closingParenthesisFits(after: lines, indent: 12) { lines[lines.count - 1] += ")" }
                return lines
            },
            .flag("onChangeCloseFits", "Whether the `)` fits after the last of `onChangeArguments`.") {
                Declaration.closingParenthesisFits(after: $0.onChangeArgumentLines, indent: 12)
            },
            .flag("targetWriteFits", "Whether writing the target fits on one line.") {
                $0.box.facts.fits(
                    $0.targetStorage, ".with { $0.", $0.targetProperty, " = value }")
            },
            .list("forwardWrite", "A two-way rule's write of the target through its echo guard (one).") {
                [
                    EchoWriteContext(
                        echo: $0.forwardEcho, root: $0.targetStorage,
                        path: $0.targetProperty)
                ]
            },
            .list("backwardWrite", "Its write back into the source through the other echo guard (one).") {
                [
                    EchoWriteContext(
                        echo: $0.backwardEcho, root: $0.sourceWriteRoot,
                        path: $0.sourceWritePath)
                ]
            },
        ])
}
