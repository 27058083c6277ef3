import BinderyChecker
import BinderyParser
import BinderySource
import BinderySyntax

/// The values a rule being typed passes to the transform named after its last `|`, as the checker flows them: its
/// sources' (`row.title <- download.title | ‸` passes a `String`; a source with a fallback its unwrapped type), or
/// the result of the transform before (`| percent | ‸`). Read from the declarations, so it is known while the spec
/// has syntax errors, as it always has while the rule is typed.
struct PipelineInput {
    /// One type for each source, or the one the transform before gives.
    var types: [SwiftType]

    /// `rule` is the rule's text up to the `|` before the cursor and the name being typed; nil when a source's type
    /// or a transform before is not known.
    init?(rule: String, in binding: BindingDecl, table: DeclarationTable) {
        let placeholder = MemberTypes.placeholder
        guard let parsed = Parser.parseAssignmentRule(rule + placeholder),
            let last = parsed.transforms.last, last.name == placeholder
        else { return nil }
        var types: [SwiftType] = []
        for source in parsed.sources {
            guard let type = Self.type(of: source.path, in: binding, table: table) else { return nil }
            types.append(source.fallback == nil ? type : type.unwrapped)
        }
        for step in parsed.transforms.dropLast() {
            // A declared transform hides the built-in of its name, as in the checker.
            if let declared = table.transforms[ExactName(step.name)] {
                types = [SwiftType(declared.output)]
            } else if let builtin = BuiltinTransform(rawValue: step.name) {
                types = [builtin.output]
            } else {
                return nil
            }
        }
        self.types = types
    }

    /// The type a source path gives: its last property's, or the parameter's when the path is the parameter alone.
    private static func type(of path: PathSyntax, in binding: BindingDecl, table: DeclarationTable) -> SwiftType? {
        guard !path.steps.isEmpty else {
            return binding.parameters.first { $0.name.name.isSameName(as: path.root.name) }.map { SwiftType($0.type) }
        }
        return TypedPath(path, in: binding, table: table).type
    }

    /// Whether a declared transform takes these values: as many inputs, each of which the value passes to.
    func fits(_ transform: TransformDecl, table: DeclarationTable) -> Bool {
        transform.inputs.count == types.count
            && zip(types, transform.inputs).allSatisfy { value, input in
                TypeFit.passes(value, asInput: SwiftType(input), upcasting: table.isExternalSubclass)
            }
    }

    /// Whether a built-in transform takes these values: one, of a type it takes.
    func fits(_ builtin: BuiltinTransform) -> Bool {
        types.count == 1 && builtin.takes(types[0])
    }
}
