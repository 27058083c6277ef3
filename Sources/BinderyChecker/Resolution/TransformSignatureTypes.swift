import BinderySource
import BinderySyntax

/// Types a transform's signature cannot have, though Swift allows them in a function's: the generated code declares a
/// transform as a static function of `BinderyTransforms` and writes its signature again as a closure type. Reported
/// at the type in the spec, where Swift would report them inside the generated file or at the transform's body.
extension CheckRun {
    mutating func checkSignatureTypes(of decl: TransformDecl) {
        let name = decl.name.name
        for (index, type) in (decl.inputs + [decl.output]).enumerated() {
            let role = index < decl.inputs.count ? "take" : "give"
            if let range = type.firstSelfMention() {
                diagnostics.error(
                    .unsupportedTransformType,
                    "transform '\(name)' cannot \(role) a type that names 'Self': generated code declares it in "
                        + "'BinderyTransforms', where 'Self' is something else; write the type's name instead",
                    at: range)
            } else if let opaque = Self.firstOpaqueType(in: type) {
                // An input of `any P` takes the standard types that conform to P; whether a type of the user's
                // does, Bindery cannot tell.
                let fix =
                    index < decl.inputs.count
                    ? "write the concrete type its rules give it ('\(opaque.written.replacing("some ", with: "any ", maxReplacements: 1))' "
                        + "takes the standard types that conform to it, and values of that existential type)"
                    : "write 'any' or the concrete type"
                diagnostics.error(
                    .unsupportedTransformType,
                    "transform '\(name)' cannot \(role) the opaque type '\(opaque.written)': generated code writes its "
                        + "signature as a closure type, where Swift allows no 'some'; \(fix)",
                    at: opaque.range)
            }
        }
    }

    /// The first `some P` in `type`, as written, with its range.
    private static func firstOpaqueType(in type: TypeSyntax) -> (written: String, range: SourceRange)? {
        var found: (String, SourceRange)?
        type.visitTypes { type in
            guard found == nil else { return false }
            if case .existential("some", _, let range) = type { found = (type.description, range) }
            return found == nil
        }
        return found
    }
}

extension SwiftType {
    /// Whether `some P` appears anywhere in the type: a transform's signature holding one is reported at the
    /// declaration, so a rule applying the transform is not told again that its value does not fit.
    var mentionsOpaqueType: Bool {
        switch self {
        case .existential(let keyword, let constraint):
            keyword == "some" || constraint.mentionsOpaqueType
        case .named(let components):
            components.contains { $0.genericArguments.contains(where: \.mentionsOpaqueType) }
        case .optional(let wrapped), .array(let wrapped):
            wrapped.mentionsOpaqueType
        case .dictionary(let key, let value):
            key.mentionsOpaqueType || value.mentionsOpaqueType
        case .tuple(let elements):
            elements.contains { $0.type.mentionsOpaqueType }
        case .function(let parameters, let result, _):
            parameters.contains(where: \.mentionsOpaqueType) || result.mentionsOpaqueType
        }
    }
}
