import BinderySource
import BinderySyntax

extension CheckRun {
    /// A transform's body is the body of a generated closure of a type that neither throws nor is async, which Swift
    /// infers from the body: a `try`, `throw` or `await` of its own would make it one, and Swift would report the
    /// closure's conversion inside the generated file, not at the spec. Reported here, at the keyword.
    mutating func checkEffects(of decl: TransformDecl) {
        let name = decl.name.name
        for body in decl.body.expressions {
            for effect in body.effects {
                let message: String
                switch effect.keyword {
                case "await":
                    message =
                        "transform '\(name)' runs synchronously, so its body cannot 'await'; a transform must give "
                        + "its value at once: do the asynchronous work elsewhere and store its result in a property"
                case "throw":
                    message =
                        "transform '\(name)' cannot throw, so its body cannot 'throw'; give a value instead (an "
                        + "optional output can be nil)"
                default:
                    message =
                        "transform '\(name)' cannot throw, so its body cannot use 'try' outside a closure of its "
                        + "own; write 'try?' (nil on an error) or 'try!', or catch the error in a closure called in "
                        + "place: '{ do { return try … } catch { return … } }()'"
                }
                diagnostics.error(.transformBodyEffect, message, at: effect.range)
            }
        }
    }
}
