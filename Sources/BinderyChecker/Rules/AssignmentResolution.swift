import BinderySource
import BinderySyntax

extension CheckRun {
    /// A fallback is Swift evaluated inside the binding when its path breaks, where the parameters are not in scope
    /// (the binding holds its models weakly, and one of them may be gone by then): a name of one is reported here,
    /// rather than by Swift in generated code.
    private mutating func checkFallbackReadsNoParameter(_ fallback: ExpressionSyntax, parameters: [Binding.Parameter]) {
        for reference in fallback.references where !reference.isOnSelf {
            guard let parameter = parameters.first(where: { $0.name.isSameName(as: reference.name) }) else { continue }
            diagnostics.error(
                .fallbackReadsParameter,
                "a fallback cannot read the binding's parameter '\(parameter.name)': it is evaluated when the path "
                    + "breaks, when '\(parameter.name)' may be gone; use a value that needs no model (a literal, a "
                    + "constant), or make the target optional and drop the fallback",
                at: reference.range)
        }
    }

    /// The declared transforms `rule` names are used, even when the rule is rejected (a misspelt path or
    /// parameter type, several sources in a two-way rule): warning that one is unused as well would send the user
    /// the wrong way.
    mutating func markTransformsUsed(by rule: RuleSyntax) {
        guard case .assignment(let syntax) = rule else { return }
        for name in syntax.transforms {
            if let declared = lookUpTransform(name.name).transform { usedTransforms.insert(declared.name) }
        }
    }

    /// `type-mismatch` for a fallback literal that cannot be what the path gives (`count ?? "none"` for an `Int?`):
    /// Swift would report it in terms of the generated code. Returns whether the fallback is fine.
    private mutating func reportsLiteralOfAnotherType(_ fallback: EmbeddedExpression, after path: Path) -> Bool {
        // The path's type first: reading the literal is the dearer part, and most types have no literal to compare.
        guard let name = path.type.unwrapped.simpleName, let example = FallbackLiteral.example(of: name),
            let literal = FallbackLiteral(fallback.text), literal.cannotBe(name)
        else { return true }
        diagnostics.error(
            .typeMismatch,
            "the fallback '\(fallback.text)' is \(literal.description), but '\(path)' gives "
                + "\(Wording.article(path.type.unwrapped)); give \(Wording.article(path.type.unwrapped)) fallback, such as "
                + "'?? \(example)'",
            at: fallback.range)
        return false
    }

    /// Whether a fallback is the literal `nil`, in parentheses or not.
    private static func isNil(_ fallback: EmbeddedExpression) -> Bool {
        var text = Substring(fallback.text)
        while text.hasPrefix("("), text.hasSuffix(")") {
            text = text.dropFirst().dropLast().drop { $0 == " " }
            while text.last == " " { text = text.dropLast() }
        }
        return text == "nil"
    }

    /// `?? nil`: a fallback that gives what the broken path gives already. Generated code evaluates a fallback as a
    /// value of the path's unwrapped type, where Swift could not even tell what `nil` is.
    private mutating func reportNilFallback(_ fallback: EmbeddedExpression, after path: Path) {
        diagnostics.error(
            .nilFallback,
            "the fallback 'nil' gives nil when '\(path)' is nil, as no fallback does; remove '?? nil' "
                + "(an optional target takes nil then), or give \(Wording.article(path.type.unwrapped)) after '??'",
            at: fallback.range)
    }

    /// Checks one assignment end to end: the target, each source, then the value's type through every transform
    /// into the target (and back, for two-way rules).
    mutating func resolveAssignment(
        _ syntax: AssignmentRule, parameters: [Binding.Parameter], in binding: String
    ) -> Assignment? {
        markTransformsUsed(by: .assignment(syntax))
        let target = resolvePath(syntax.target, parameters: parameters, in: binding)
        var sources: [Source] = []
        for sourceSyntax in syntax.sources {
            guard let path = resolvePath(sourceSyntax.path, parameters: parameters, in: binding) else { continue }
            // A closure, not the method itself: `map(expression)` would copy the whole check run into a closure.
            let fallback = sourceSyntax.fallback.map { expression($0) }
            if let syntax = sourceSyntax.fallback {
                checkFallbackReadsNoParameter(syntax, parameters: parameters)
                reportSelfUses(in: syntax, of: .fallback)
                reportEffects(in: syntax, of: .fallback)
                warnAboutBareTransformCalls(in: syntax, of: .fallback)
            }
            if let fallback, !path.type.isOptional {
                diagnostics.error(
                    .fallbackNeverUsed, "'\(path)' is never nil, so the fallback after '??' is never used; remove it",
                    at: fallback.range)
            } else if let fallback, Self.isNil(fallback) {
                reportNilFallback(fallback, after: path)
                continue
            } else if let fallback, !reportsLiteralOfAnotherType(fallback, after: path) {
                continue
            }
            sources.append(
                Source(path: path, fallback: fallback, type: fallback != nil ? path.type.unwrapped : path.type))
        }
        guard let target, sources.count == syntax.sources.count else { return nil }
        guard checkNoVoid(sources, target: target) else { return nil }
        guard checkTarget(target, syntax: syntax) else { return nil }
        guard sources.allSatisfy({ checkObservable($0.path, syntax.isOnce ? "read" : "observed") }),
            syntax.direction != .twoWay || checkObservable(target, "observed to write it back")
        else { return nil }

        if syntax.direction == .twoWay {
            guard checkTwoWay(syntax, target: target, sources: sources) else { return nil }
        }
        warnIfOnceToItself(syntax, target: target, sources: sources)
        if sources.count > 1, syntax.transforms.isEmpty {
            diagnostics.error(
                .severalSourcesWithoutTransform,
                "\(sources.count) sources need a transform that takes them all; write "
                    + "'(…) | combine' with 'transform combine(\(sources.map(\.type.description).joined(separator: ", "))) -> "
                    + "\(target.type) = …'",
                at: syntax.arrowRange)
            return nil
        }
        for (index, source) in sources.enumerated() where source.canBreakIntoNil {
            guard !firstConsumerAcceptsNil(syntax.transforms.first, position: index, target: target) else { continue }
            let place = syntax.transforms.first.map { "transform '\($0.name)'" } ?? "'\(target)'"
            reportBreakablePath(source, into: place)
            return nil
        }
        var flowing: [(type: SwiftType, what: String)] = sources.map { ($0.type, "'\($0.path)'") }
        var steps: [TransformStep] = []
        for name in syntax.transforms {
            guard let step = apply(name, to: flowing, after: steps.last?.name) else { return nil }
            guard !reportUninhabitedOutput(of: step, at: name.range, target: target) else { return nil }
            steps.append(step)
            flowing = [(step.output, "'\(name.name)'")]
        }
        guard let value = flowing.first else { return nil }
        // An opaque output is reported at the transform's declaration already. A target of type `Any` (or `Any?`,
        // `[Any]`) takes any value as a transform's input of that type does: generated code assigns it.
        guard
            fits(value.type, into: target.type) || TypeFit.boxes(value.type, asArgument: target.type)
                || value.type.mentionsOpaqueType || fitsOnCloserLook(value.type, into: target.type)
        else {
            let at = syntax.transforms.last?.range ?? syntax.sources[0].range
            var message =
                "'\(target)' is \(Wording.article(target.type)) but \(value.what) gives \(Wording.article(value.type))"
            if value.type.isOptional,
                fits(value.type.unwrapped, into: target.type)
                    || TypeFit.boxes(value.type.unwrapped, asArgument: target.type)
                    || fitsOnCloserLook(value.type.unwrapped, into: target.type)
            {
                // A fallback goes after the path only: after a transform it is a syntax error.
                let unwrapped = Wording.article(value.type.unwrapped)
                message +=
                    steps.last.map { "; make '\(target)' optional, or make '\($0.name)' give \(unwrapped)" }
                    ?? "; add a fallback with '??' or make '\(target)' optional"
            } else {
                message += "; add a transform that turns \(value.type) into \(target.type)"
            }
            diagnostics.error(.typeMismatch, message, at: at)
            return nil
        }
        if syntax.direction == .twoWay, let source = sources.first,
            !checkWriteBack(target: target, source: source, steps: steps, at: syntax.target.range)
        {
            return nil
        }
        return Assignment(
            target: target, direction: syntax.direction == .twoWay ? .twoWay : .oneWay, isOnce: syntax.isOnce,
            sources: sources, transforms: steps, valueType: value.type, range: syntax.range,
            text: RuleSyntax.assignment(syntax).canonicalText(in: self.sources[syntax.range.file]))
    }

    /// `void-rule-value`: a rule reading or writing `Void` (or `Void?`, or `Never?`) copies nothing: its only use would be to
    /// signal that a property was set, which an action does (`on s.tapped -> handle`) without a value to carry.
    private mutating func checkNoVoid(_ sources: [Source], target: Path) -> Bool {
        if let source = sources.first(where: { $0.path.type.holdsNoValue }) {
            diagnostics.error(
                .voidRuleValue,
                "'\(source.path)' is \(source.path.type), which holds no value for a rule to read; to react each time "
                    + "it is set, write an action: 'on \(source.path) -> handler'",
                at: source.path.range)
            return false
        }
        guard target.type.holdsNoValue else { return true }
        diagnostics.error(
            .voidRuleValue,
            "'\(target)' is \(target.type), which holds no value for a rule to write; bind a property that holds "
                + "one, or react to the sources with an action: 'on \(sources.map { "\($0.path)" }.joined(separator: ", ")) -> handler'",
            at: target.range)
        return false
    }

    /// Written back, the target's value goes into the property the source's path ends at (not into the path's
    /// value, which is optional whenever the path can break): as the target's type without a transform, else as the
    /// first transform's input, which its backward half gives. A `nil` that property cannot hold could not be
    /// written, and the two sides would stay apart from then on.
    private mutating func checkWriteBack(target: Path, source: Source, steps: [TransformStep], at range: SourceRange)
        -> Bool
    {
        guard let end = source.path.steps.last else { return true }
        let writtenBack = steps.first?.inputs.first?.asArgument ?? target.type
        if fits(writtenBack, into: end.type) || fitsOnCloserLook(writtenBack, into: end.type) { return true }
        let property = "\(end.model).\(end.property)"
        let gives =
            steps.first.map { "transform '\($0.name)' gives back \(Wording.article(writtenBack))" }
            ?? "'\(target)' is \(Wording.article(writtenBack))"
        let endsAt =
            source.path.steps.count == 1
            ? "'\(source.path)' is \(Wording.article(end.type))"
            : "'\(source.path)' ends at '\(property)', \(Wording.article(end.type))"
        guard writtenBack.isOptional, fits(writtenBack.unwrapped, into: end.type) else {
            let fix =
                steps.first.map { "make '\($0.name)' take \(Wording.article(end.type))" }
                ?? "make '\(target)' \(Wording.article(end.type))"
            diagnostics.error(
                .twoWayTypeMismatch,
                "\(gives) but \(endsAt), so a change of '\(target)' cannot be written back; \(fix), or use '<-'",
                at: range)
            return false
        }
        // A path that can break into a non-optional target or input needs a fallback.
        let fallback =
            source.path.canBreak && source.fallback == nil
            ? " and give the path a fallback for when it is broken, '\(source.path) ?? <value>'" : ""
        let fix =
            steps.isEmpty
            ? "make '\(target)' \(Wording.article(end.type))\(fallback), or make '\(property)' optional"
            : "use a transform that takes \(Wording.article(end.type))\(fallback), or make '\(property)' optional"
        // Through a transform, nil comes from its backward half, whatever the target holds (`Int("abc")`).
        let lost =
            steps.first.map { "a value of '\(target)' that '\($0.name)' gives back as nil" }
            ?? "setting '\(target)' to nil"
        diagnostics.error(
            .twoWayTypeMismatch,
            "\(gives) but \(endsAt), which cannot hold nil: \(lost) could not be written back, and the two sides "
                + "would stay apart; \(fix)",
            at: range)
        return false
    }

    /// Whether the first thing a source's value reaches takes `nil`: an optional input or target.
    private func firstConsumerAcceptsNil(_ transform: Identifier?, position: Int, target: Path) -> Bool {
        guard let transform else { return target.type.isOptional }
        let (declared, builtin) = lookUpTransform(transform.name)
        if let declared {
            return position < declared.inputs.count ? declared.inputs[position].asArgument.isOptional : true
        }
        if let builtin { return builtin == .isNil || builtin == .string }
        return true  // unknown: reported when it is applied
    }

    private mutating func reportBreakablePath(_ source: Source, into place: String) {
        let broken = source.path.steps.dropLast().last(where: { $0.type.isOptional })
        let brokenAt =
            broken.map { step in
                let prefix = source.path.steps.prefix { $0 != step } + [step]
                return prefix.reduce(source.path.parameter) { $0 + ($1.isOptionalChained ? "?." : ".") + $1.property }
            } ?? source.path.description
        diagnostics.error(
            .breakablePath,
            "'\(source.path)' is nil when '\(brokenAt)' is nil, but \(place) needs a value; add a fallback: "
                + "'\(source.path) ?? <value>'",
            at: source.path.range)
    }

    private mutating func checkTarget(_ target: Path, syntax: AssignmentRule) -> Bool {
        guard target.steps.count == 1, let step = target.steps.first,
            let property = lookUpProperty(step.property, in: step.model)
        else {
            diagnostics.error(
                .targetThroughModel,
                "a rule's target must be a property of a binding parameter, such as '\(target.parameter)."
                    + "\(target.steps.first?.property ?? "title")'; '\(target)' goes through another model",
                at: syntax.target.range)
            return false
        }
        switch property.kind {
        case .variable:
            return true
        case .constant:
            diagnostics.error(
                .targetNotVariable,
                "'\(target)' is a 'let' constant and cannot be a rule's target; declare it with 'var'",
                at: syntax.target.range)
        case .computed:
            diagnostics.error(
                .targetComputed,
                "'\(target)' is computed and cannot be a rule's target; bind the properties it is computed from",
                at: syntax.target.range)
        }
        return false
    }

    private mutating func checkTwoWay(_ syntax: AssignmentRule, target: Path, sources: [Source]) -> Bool {
        if let once = syntax.onceRange {
            diagnostics.error(
                .twoWayOnce, "a two-way rule cannot be 'once'; use '<-' for a one-time copy, or remove 'once'", at: once
            )
            return false
        }
        guard sources.count == 1, let source = sources.first else {
            diagnostics.error(
                .twoWaySeveralSources, "a two-way rule has exactly one source; use '<-' to combine several",
                at: syntax.arrowRange)
            return false
        }
        // Each side would be written with the other's value, its own: nothing to keep in step, and through a
        // transform, a value changed and written back into itself at every change.
        if Self.key(target).isSameName(as: Self.key(source.path)) {
            diagnostics.error(
                .twoWayToItself,
                "'\(target)' is bound two-way to itself, which keeps nothing in step; bind it to another property, or "
                    + "remove the rule",
                at: syntax.sources[0].path.range)
            return false
        }
        if let last = source.path.steps.last, let property = lookUpProperty(last.property, in: last.model),
            property.kind != .variable
        {
            diagnostics.error(
                .twoWayNotWritable,
                "'\(source.path)' is \(property.kind == .constant ? "a 'let' constant" : "computed") and cannot be "
                    + "written back; a two-way rule needs a 'var' on both sides, or use '<-'",
                at: syntax.sources[0].path.range)
            return false
        }
        for name in syntax.transforms {
            let (declared, builtin) = lookUpTransform(name.name)
            let reversible = declared?.isReversible ?? builtin?.isReversible ?? true
            if !reversible {
                diagnostics.error(
                    .twoWayNotReversible,
                    "transform '\(name.name)' is not reversible, so it cannot be used in a two-way rule; declare "
                        + "'transform \(name.name)(…) <-> … { forward: … backward: … }' or use '<-'",
                    at: name.range)
                return false
            }
        }
        return true
    }
}

extension Source {
    /// Whether a `nil` model on the way can leave it without a value that no fallback replaces.
    var canBreakIntoNil: Bool {
        fallback == nil && path.canBreak && !(path.steps.last?.type.isOptional ?? true)
    }
}
