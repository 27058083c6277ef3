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
struct RuleContext: FieldedContext {
    enum Kind {
        case direct
        case reaction
        case once
        case directAction
        case pathAction
        case multiPathAction
    }

    var kind: Kind
    var isTwoWay = false
    var initial = false
    var index: Int
    /// The rule's text, on one line.
    var text: String
    /// Its entry in the rule table: `action: ` for an action, the text and the location as string literals.
    var infoLabel: String
    var textLiteral: String
    var locationLiteral: String
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
    var forwardValue: String?
    /// What a reaction or a `once` rule writes: the transforms applied to what it read, or that itself.
    var inputValue = "input"
    var backwardValue: String?
    var forwardEcho = ""
    var backwardEcho = ""
    var sourceWriteRoot = ""
    var sourceWritePath = ""
    var handlerStorage = ""
    /// Whether it reads external classes, watched through Swift's Observation (`run.readingObserved`).
    var observesExternals = false
    /// Whether its target is a property of an external class, written only when the value differs.
    var targetIsExternal = false
    /// Whether a two-way rule's target is watched by a reaction (an external class) rather than an observer.
    var backwardIsReaction = false
    /// Whether a two-way rule writes back into an external class.
    var sourceWriteIsExternal = false
    /// The external objects the rule's functions use, checked first: one gone ends the binding.
    var externalGuards: [String] = []
    /// `#sourceLocation` directives for the lines that use an external class's properties (the real class may not
    /// match the spec's declaration): at the rule's target, and at its first source.
    var targetDirective = ""
    var sourceDirective = ""
    var backwardExternalGuards: [String] = []

    var hasFunction: Bool {
        switch kind {
        case .direct, .reaction, .once, .multiPathAction: true
        case .directAction, .pathAction: false
        }
    }

    static let fields = TemplateFields<Self>(
        "rule",
        [
            .init("isDirect", "One source property, applied by an observer of it.") { .bool($0.kind == .direct) },
            .init("isReaction", "A path, several sources or a fallback, applied by a tracking reaction.") {
                .bool($0.kind == .reaction)
            },
            .init("isOnce", "Applied once, when the binding starts.") { .bool($0.kind == .once) },
            .init("isTwoWay", "Also written back from the target.") { .bool($0.isTwoWay) },
            .init("isDirectAction", "An action on one property of a parameter.") {
                .bool($0.kind == .directAction)
            },
            .init("isPathAction", "An action on one path through other models.") { .bool($0.kind == .pathAction) },
            .init("isMultiPathAction", "An action on several paths.") { .bool($0.kind == .multiPathAction) },
            .init("hasFunction", "Whether it has a function of its own.") { .bool($0.hasFunction) },
            .init("initial", "`true` when an action also runs when the binding starts.") {
                .string($0.initial ? "true" : "false")
            },
            .init("runsInitially", "Whether an action also runs when the binding starts.") { .bool($0.initial) },
            .init("index", "Its index in the binding's rule table.") { .string(String($0.index)) },
            .init("text", "The rule as the spec wrote it, on one line.") { .string($0.text) },
            .init("infoLabel", "`action: ` for an action's entry in the rule table, or nothing.") {
                .string($0.infoLabel)
            },
            .init("textLiteral", "The rule's text as a string literal.") { .string($0.textLiteral) },
            .init("locationLiteral", "`file:line:col` as a string literal.") { .string($0.locationLiteral) },
            .init("infoFits", "Whether the rule table entry fits on one line.") {
                .bool(
                    "        Bindery.RuleInfo(\($0.infoLabel)\($0.textLiteral), at: \($0.locationLiteral)),".count
                        <= Declaration.lineLength)
            },
            .init("function", "The function applying it (`updateRowTitle`) or handling it (`onSizesChanged`).") {
                .string($0.function)
            },
            .init("backwardFunction", "The function writing a two-way rule back.") { .string($0.backwardFunction) },
            .init("sourceParameter", "A direct rule's source model, as the initializer's parameter.") {
                .string($0.sourceParameter)
            },
            .init("sourceProperty", "A direct rule's source property.") { .string($0.sourceProperty) },
            .init("valueType", "The type of what the source gives.") { .string($0.valueType) },
            .init("targetParameter", "The target model, as the initializer's parameter.") {
                .string($0.targetParameter)
            },
            .init("targetStorage", "The stored reference to the target model.") { .string($0.targetStorage) },
            .init("targetProperty", "The target property.") { .string($0.targetProperty) },
            .init("targetType", "The target property's type.") { .string($0.targetType) },
            .init("readPattern", "`value`, or `(value0, value1)` for several sources.") { .string($0.readPattern) },
            .init("readExpression", "Reads the sources (through `self`).") { .string($0.readExpression) },
            .init("readLines", "The sources read, one a line, with commas.") { .lines($0.readLines) },
            .init("readFits", "Whether reading the sources fits on one line.") {
                .bool($0.readLines.isEmpty || 8 + 36 + $0.readExpression.count <= Declaration.lineLength)
            },
            .init("hasTransforms", "Whether the value goes through transforms.") { .bool($0.forwardValue != nil) },
            .init("forwardValue", "The transforms applied to `value` (or `value0`…).") {
                .string($0.forwardValue ?? "")
            },
            .init("inputValue", "What a reaction or `once` rule writes, from `input` (or `input0`…).") {
                .string($0.inputValue)
            },
            .init("hasBackwardTransforms", "Whether writing back goes through transforms.") {
                .bool($0.backwardValue != nil)
            },
            .init("backwardValue", "The inverse transforms applied to `value`.") { .string($0.backwardValue ?? "") },
            .init("forwardEcho", "The echo guard of what the rule writes to the target.") {
                .string($0.forwardEcho)
            },
            .init("backwardEcho", "The echo guard of what it writes back to the source.") {
                .string($0.backwardEcho)
            },
            .init("sourceWriteRoot", "The stored reference to the source's model, for writing back.") {
                .string($0.sourceWriteRoot)
            },
            .init("sourceWritePath", "The source's path from that model (`owner?.name`).") {
                .string($0.sourceWritePath)
            },
            .init("handlerStorage", "The stored action handler.") { .string($0.handlerStorage) },
            .init("reading", "`reading`, or `readingObserved` when it reads external classes.") {
                .string($0.observesExternals ? "readingObserved" : "reading")
            },
            .init("onChangeOf", "`of`, or `ofObserved` when an action reads external classes.") {
                .string($0.observesExternals ? "ofObserved" : "of")
            },
            .init("observesExternals", "Whether it reads external classes.") { .bool($0.observesExternals) },
            .init("targetIsExternal", "Whether the target belongs to an external class.") {
                .bool($0.targetIsExternal)
            },
            .init("backwardIsReaction", "Whether a two-way rule watches its target with a reaction.") {
                .bool($0.backwardIsReaction)
            },
            .init("sourceWriteIsExternal", "Whether a two-way rule writes back into an external class.") {
                .bool($0.sourceWriteIsExternal)
            },
            .init("targetDirective", "`#sourceLocation` of the rule's target, for lines using an external class.") {
                .string($0.targetDirective)
            },
            .init("sourceDirective", "`#sourceLocation` of the rule's first source, likewise.") {
                .string($0.sourceDirective)
            },
            .init("externalGuards", "The external objects the forward function uses.") {
                .lines($0.externalGuards)
            },
            .init("backwardExternalGuards", "The external objects the backward function uses.") {
                .lines($0.backwardExternalGuards)
            },
        ])
}
