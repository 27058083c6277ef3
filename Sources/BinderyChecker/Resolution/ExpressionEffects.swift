import BinderySource
import BinderySyntax

extension CheckRun {
    /// Where a default, a computed expression or a fallback is generated: the body of a function that neither
    /// throws nor is async. A `try`, `throw` or `await` of the expression's own failed there in Swift ("errors thrown
    /// from here are not handled"); it is reported here, at the keyword, with what to write instead, as a transform
    /// body's is (`transform-body-effect`).
    enum EffectlessExpression {
        case defaultValue(property: String)
        case computed(property: String)
        case fallback
    }

    mutating func reportEffects(in expression: ExpressionSyntax, of kind: EffectlessExpression) {
        // Almost no expression has one: the message is written only for one that does.
        guard !expression.effects.isEmpty else { return }
        let subject: String
        switch kind {
        case .defaultValue(let property): subject = "the default value of '\(property)'"
        case .computed(let property): subject = "computed property '\(property)'"
        case .fallback: subject = "a fallback"
        }
        for effect in expression.effects {
            let message: String
            switch effect.keyword {
            case "await":
                message =
                    "\(subject) is evaluated synchronously, so it cannot 'await'; do the asynchronous work elsewhere "
                    + "and store its result in a property"
            case "throw":
                message =
                    "\(subject) cannot throw, so it cannot 'throw'; give a value instead (an optional type can be nil)"
            default:
                message =
                    "\(subject) cannot throw, so it cannot use 'try' outside a closure of its own; write 'try?' (nil "
                    + "on an error) or 'try!', or catch the error in a closure called in place: "
                    + "'{ do { return try … } catch { return … } }()'"
            }
            diagnostics.error(.expressionEffect, message, at: effect.range)
        }
    }
}
