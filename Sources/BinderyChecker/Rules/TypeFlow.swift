import BinderySource
import BinderySyntax

/// How values of one type may flow into a place of another: exactly, or into an optional of the same type, or as a
/// closure that Swift converts implicitly (see ``converts(_:to:)``). No implicit numeric conversion, and never from
/// an optional into a non-optional.
public enum TypeFit {
    /// Whether a rule may pass a `value` to a transform whose input is written `input`: it fits the argument Swift
    /// passes there, or Swift boxes it in `Any`. What the checker asks of each input of a declared transform before
    /// a closer look at models named with their module, and what an editor asks to rank the transforms it offers.
    public static func passes(
        _ value: SwiftType, asInput input: SwiftType, upcasting isSubclass: (String, String) -> Bool = { _, _ in false }
    ) -> Bool {
        let argument = input.asArgument
        return fits(value, into: argument, upcasting: isSubclass) || boxes(value, asArgument: argument)
    }

    /// `isSubclass(a, b)` says whether the class named `a` inherits from the one named `b`, which Swift upcasts.
    static func fits(
        _ value: SwiftType, into place: SwiftType, upcasting isSubclass: (String, String) -> Bool = { _, _ in false }
    ) -> Bool {
        converts(value, to: place, upcasting: isSubclass)
            || (place.isOptional && converts(value, to: place.unwrapped, upcasting: isSubclass))
    }

    /// Whether Swift passes `value` as an argument of type `place` by boxing it in `Any`: `Any`, `Any?`, `[Any]` or
    /// `[K: Any]` take any value (and `Any?` any optional), as `String(describing:)` does. Not an optional into `Any`,
    /// which Swift compiles with a warning.
    static func boxes(_ value: SwiftType, asArgument place: SwiftType) -> Bool {
        switch (value, place) {
        case (_, .named(let components)):
            return components.count == 1 && components[0].name == "Any" && components[0].genericArguments.isEmpty
                && !value.isOptional
        case (.optional(let value), .optional(let place)), (.array(let value), .array(let place)):
            return boxes(value, asArgument: place)
        case (.dictionary(let valueKey, let value), .dictionary(let placeKey, let place)):
            return valueKey == placeKey && boxes(value, asArgument: place)
        case (_, .optional(let place)):
            return boxes(value, asArgument: place)
        default:
            return false
        }
    }

    /// Whether Swift converts a `value` into a `place` without being asked: the same type, a class into its
    /// superclass (`isSubclass`), a standard type into `any P` of a standard protocol it conforms to, `any P` into
    /// `any Q` of a standard protocol `P` refines, or a closure that is `@Sendable` into one that need not be (never
    /// the other way), through optionals, arrays, dictionary values, tuples, a closure's result and, the other way
    /// round, its parameters.
    static func converts(
        _ value: SwiftType, to place: SwiftType, upcasting isSubclass: (String, String) -> Bool = { _, _ in false }
    ) -> Bool {
        if value == place { return true }
        switch (value, place) {
        case (.named(let value), .named(let place)):
            return value.count == 1 && place.count == 1 && value[0].genericArguments.isEmpty
                && place[0].genericArguments.isEmpty && isSubclass(value[0].name, place[0].name)
        case (.optional(let value), .optional(let place)), (.array(let value), .array(let place)):
            return converts(value, to: place, upcasting: isSubclass)
        case (.dictionary(let valueKey, let value), .dictionary(let placeKey, let place)):
            return valueKey == placeKey && converts(value, to: place, upcasting: isSubclass)
        case (.tuple(let values), .tuple(let places)):
            return values.count == places.count
                && zip(values, places).allSatisfy { value, place in
                    labelsConvert(value.label, place.label)
                        && converts(value.type, to: place.type, upcasting: isSubclass)
                }
        case (
            .function(let valueParameters, let valueResult, let valueAttributes),
            .function(let placeParameters, let placeResult, let placeAttributes)
        ):
            let sendable = "@Sendable"
            return (valueAttributes.contains(sendable) || !placeAttributes.contains(sendable))
                && valueAttributes.filter { $0 != sendable } == placeAttributes.filter { $0 != sendable }
                && valueParameters.count == placeParameters.count
                && zip(placeParameters, valueParameters).allSatisfy { converts($0, to: $1, upcasting: isSubclass) }
                && converts(valueResult, to: placeResult, upcasting: isSubclass)
        case (.existential("any", let valueConstraint), .existential("any", let constraint)):
            return valueConstraint.refinesStandardProtocol(constraint)
        case (_, .existential("any", let constraint)):
            // Never an optional: Swift would box its nil as a value (into `any Hashable` too), and the place be set.
            return !value.isOptional && value.conformsToStandardProtocol(constraint)
        default:
            return false
        }
    }

    /// Swift adds or drops a tuple element's label without being asked (`(a: Int, b: Int)` is a `(Int, Int)` and
    /// the other way round), but never turns one label into another.
    private static func labelsConvert(_ value: String?, _ place: String?) -> Bool {
        guard let value, let place else { return true }
        return value.isSameName(as: place)
    }
}

extension CheckRun {
    /// The transform a rule names: a declared one, else a built-in.
    func lookUpTransform(_ name: String) -> (transform: Transform?, builtin: BuiltinTransform?) {
        if let declared = transforms[name] { return (declared, nil) }
        if transformSyntax[name] != nil { return (nil, nil) }  // declared but invalid: already reported
        return (nil, BuiltinTransform(rawValue: name))
    }

    /// Applies one transform to the values flowing in, the output of the transform named `previous` or else the
    /// rule's sources; returns its step, or nil after reporting why it cannot.
    mutating func apply(
        _ name: Identifier, to inputs: [(type: SwiftType, what: String)], after previous: String? = nil
    ) -> TransformStep? {
        let (declared, builtin) = lookUpTransform(name.name)
        if let declared {
            usedTransforms.insert(declared.name)
            guard declared.inputs.count == inputs.count else {
                diagnostics.error(
                    .transformArity,
                    "transform '\(name.name)' takes \(declared.inputs.count) input\(declared.inputs.count == 1 ? "" : "s") "
                        + "but is given \(inputs.count); "
                        + (inputs.count > 1
                            ? "pass it one value, or declare it to take \(inputs.count)"
                            : "give it its sources in parentheses, '(a.x, b.y) | \(name.name)'"),
                    at: name.range)
                return nil
            }
            for (position, (input, parameter)) in zip(inputs, declared.inputs).enumerated() {
                if passes(input.type, asInput: parameter) { continue }
                let expected = parameter.asArgument
                // An opaque input or output is reported at the transform's declaration already; no rule can fit it.
                if expected.mentionsOpaqueType || input.type.mentionsOpaqueType { continue }
                let retyped =
                    inputs.count == 1
                    ? "make '\(name.name)' take \(Wording.article(input.type))"
                    : "make input \(position + 1) of '\(name.name)' \(Wording.article(input.type))"
                let fix: String
                if input.type.isOptional, passes(input.type.unwrapped, asInput: parameter) {
                    fix = Self.fallbackFix(after: previous, giving: input.type.unwrapped, orElse: retyped)
                } else if inputs.count == 1 {
                    fix =
                        "\(retyped), or add a transform before it that turns \(Wording.article(input.type)) into "
                        + Wording.article(expected)
                } else {
                    fix = retyped
                }
                diagnostics.error(
                    .transformInputType,
                    "transform '\(name.name)' takes \(Wording.article(expected)) but \(input.what) gives "
                        + "\(Wording.article(input.type)); \(fix)",
                    at: name.range)
                return nil
            }
            return TransformStep(
                name: name.name, builtin: nil, inputs: declared.inputs, output: declared.output, range: name.range)
        }
        guard let builtin else {
            let candidates = transformNames
            let (suffix, fixIts) = didYouMean(name.name, at: name.range, in: candidates)
            let exactName = ExactName(name.name)
            if transformSyntax.index(forKey: exactName) == nil, !transformNamesTakenEarlier.contains(exactName) {
                diagnostics.error(
                    .unknownTransform,
                    "unknown transform '\(name.name)'\(suffix.isEmpty ? "; declare it with 'transform \(name.name)(…) -> … = …'" : suffix)",
                    at: name.range, fixIts: fixIts)
            }
            return nil
        }
        guard inputs.count == 1, let input = inputs.first else {
            diagnostics.error(
                .transformArity,
                "built-in transform '\(name.name)' takes 1 input but is given \(inputs.count); combine the sources "
                    + "with a transform of your own first",
                at: name.range)
            return nil
        }
        guard builtin.takes(input.type) || input.type.mentionsOpaqueType else {
            builtinMismatch(name, builtin, input, after: previous)
            return nil
        }
        return TransformStep(
            name: name.name, builtin: builtin, inputs: [input.type], output: builtin.output, range: name.range)
    }

    /// Whether a rule may pass a `value` to a declared transform's input written `input`, as Swift converts it: an
    /// external class upcast to its superclass, and a model named with its module as the same class.
    private func passes(_ value: SwiftType, asInput input: SwiftType) -> Bool {
        TypeFit.passes(value, asInput: input, upcasting: upcasting) || fitsOnCloserLook(value, into: input.asArgument)
    }

    private mutating func builtinMismatch(
        _ name: Identifier, _ builtin: BuiltinTransform, _ input: (type: SwiftType, what: String),
        after previous: String?
    ) {
        let expected =
            switch builtin {
            case .not: "a Bool"
            case .isNil: "an optional value"
            case .isEmpty: "a String, an array, a dictionary or a Set"
            case .string, .trimmed, .lowercased, .uppercased: "a String"
            }
        let fix: String
        if builtin == .isNil {
            fix = "\(input.what) is never nil, so it would always give false; apply it to an optional value"
        } else if input.type.isOptional, builtin.takes(input.type.unwrapped) {
            fix = Self.fallbackFix(after: previous, giving: input.type.unwrapped, orElse: nil)
        } else {
            fix = "add a transform before it that turns \(Wording.article(input.type)) into \(expected)"
        }
        diagnostics.error(
            .transformInputType,
            "built-in transform '\(name.name)' takes \(expected) but \(input.what) gives "
                + "\(Wording.article(input.type)); \(fix)",
            at: name.range)
    }

    /// The fix for an optional value where its unwrapped type fits: a fallback after the rule's path, which is where
    /// one goes (a fallback after a transform is a syntax error), or else an output of the transform before that is
    /// not optional; `alternative` is another fix, if there is one.
    static func fallbackFix(after previous: String?, giving unwrapped: SwiftType, orElse alternative: String?)
        -> String
    {
        guard let previous else { return "add a fallback with '??'" + (alternative.map { ", or \($0)" } ?? "") }
        let fix = "make '\(previous)' give \(Wording.article(unwrapped))"
        return alternative.map { "\($0), or \(fix)" } ?? fix
    }
}
