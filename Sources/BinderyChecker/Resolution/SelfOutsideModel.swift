import BinderySource
import BinderySyntax

extension CheckRun {
    /// Where an embedded expression other than a computed property's is generated, and so what its `self` would be.
    enum SelflessExpression {
        /// A default value: a static function of the model, evaluated before the instance exists.
        case defaultValue(property: String)
        /// A fallback: a static function of the binding.
        case fallback
        /// A transform's body: a static function of `BinderyTransforms`.
        case transformBody(transform: String, inputs: Int)
    }

    /// Only a computed property's expression runs on a model. Elsewhere generated code evaluates the expression in a
    /// static function, where Swift reads `self` as the type: `var label: String = "\(self)"` compiled and gave the
    /// model's type name, where Swift rejects `self` in an initializer's default argument, and a fallback or a
    /// transform body described the binding's type or `BinderyTransforms`. Each such `self` is reported here.
    mutating func reportSelfUses(in expression: ExpressionSyntax, of kind: SelflessExpression) {
        // Almost no expression uses `self`: the message is written only for one that does, not for every default
        // value and fallback checked.
        guard !expression.selfUses.isEmpty else { return }
        let why: String
        switch kind {
        case .defaultValue(let property):
            why =
                "the default value of '\(property)' is evaluated before the model exists, so it cannot use 'self'; "
                + "use a value that needs no model, or make '\(property)' a computed property"
        case .fallback:
            why =
                "a fallback is evaluated in the binding, where 'self' is no model; use a value that needs none (a "
                + "literal, a constant)"
        case .transformBody(let transform, let inputs):
            why =
                "the body of transform '\(transform)' has no 'self': it is a function of its "
                + (inputs > 1 ? "inputs alone; read them as '$0', '$1', …" : "input alone; read it as '$0'")
        }
        for range in expression.selfUses {
            diagnostics.error(.selfOutsideModel, why, at: range)
        }
    }
}
