import BinderySource
import BinderySyntax

extension CheckRun {
    /// Where a default, a computed expression or a fallback is generated: the body of a function that neither
    /// throws nor is async; a transform's body is the body of a generated closure of such a type, which Swift infers
    /// from the body. A `try`, `throw` or `await` of the expression's own failed there in Swift ("errors thrown from
    /// here are not handled"), or the closure's conversion did, inside the generated file; it is reported here, at
    /// the keyword, with what to write instead.
    enum EffectlessExpression {
        case defaultValue(property: String)
        case computed(property: String)
        case fallback
        case transformBody(transform: String)
    }

    mutating func reportEffects(in expression: ExpressionSyntax, of kind: EffectlessExpression) {
        // Almost no expression has one: the message is written only for one that does.
        guard !expression.effects.isEmpty else { return }
        // What cannot throw or suspend, what holds the keyword, and what can be nil instead.
        var (subject, holder, optional) = ("a fallback", "it", "an optional type")
        var evaluated = "is evaluated synchronously, so it cannot 'await'; "
        var id = DiagnosticID.expressionEffect
        switch kind {
        case .defaultValue(let property): subject = "the default value of '\(property)'"
        case .computed(let property): subject = "computed property '\(property)'"
        case .fallback: break
        case .transformBody(let transform):
            (subject, holder, optional) = ("transform '\(transform)'", "its body", "an optional output")
            evaluated = "runs synchronously, so its body cannot 'await'; a transform must give its value at once: "
            id = .transformBodyEffect
        }
        for effect in expression.effects {
            let message: String
            switch effect.keyword {
            case "await":
                message =
                    "\(subject) \(evaluated)do the asynchronous work elsewhere and store its result in a property"
            case "throw":
                message =
                    "\(subject) cannot throw, so \(holder) cannot 'throw'; give a value instead (\(optional) can be nil)"
            default:
                message =
                    "\(subject) cannot throw, so \(holder) cannot use 'try' outside a closure of its own; write 'try?' "
                    + "(nil on an error) or 'try!', or catch the error in a closure called in place: "
                    + "'{ do { return try … } catch { return … } }()'"
            }
            diagnostics.error(id, message, at: effect.range)
        }
    }
}
