import BinderySource
import BinderySyntax

extension CheckRun {
    mutating func resolveTransform(_ decl: TransformDecl, options: FileOptions) -> Transform {
        let name = decl.name.name
        let body: Transform.Body
        switch decl.body {
        case .expression(let expression):
            if decl.isReversibleArrow {
                diagnostics.error(
                    .reversibleArrowMismatch,
                    "transform '\(name)' is declared reversible with '<->' but has one expression; give it "
                        + "'{ forward: … backward: … }' or write '->'",
                    at: decl.arrowRange, fixIts: [.init(replacing: decl.arrowRange, with: "->")])
            }
            body = .expression(self.expression(expression))
        case .reversible(let forward, let backward):
            if !decl.isReversibleArrow {
                diagnostics.error(
                    .reversibleArrowMismatch,
                    "transform '\(name)' has 'forward' and 'backward' bodies, so it is reversible; write '<->'",
                    at: decl.arrowRange, fixIts: [.init(replacing: decl.arrowRange, with: "<->")])
            }
            if decl.inputs.count != 1 {
                diagnostics.error(
                    .reversibleTransformArity,
                    "reversible transform '\(name)' takes \(decl.inputs.count) inputs; a reversible transform "
                        + "takes exactly one, so it can be turned back",
                    at: decl.name.range)
            }
            body = .reversible(forward: expression(forward), backward: expression(backward))
        case .external(let range):
            if decl.isReversibleArrow {
                diagnostics.error(
                    .externalReversible,
                    "an external transform cannot be reversible; declare '\(name)' with '->', or give it "
                        + "'{ forward: … backward: … }' bodies",
                    at: range)
            }
            body = .external
        }
        checkShorthandArguments(of: decl)
        for body in decl.body.expressions {
            reportEffects(in: body, of: .transformBody(transform: decl.name.name))
            warnAboutBareTransformCalls(in: body, of: .transformBody(transform: decl.name.name))
        }
        checkCallsToItself(of: decl)
        switch decl.body {
        case .expression(let body):
            reportSelfUses(in: body, of: .transformBody(transform: name, inputs: decl.inputs.count))
        case .reversible(let forward, let backward):
            reportSelfUses(in: forward, of: .transformBody(transform: name, inputs: 1))
            reportSelfUses(in: backward, of: .transformBody(transform: name, inputs: 1))
        case .external: break
        }
        checkSignatureTypes(of: decl)
        checkInhabitedInputs(of: decl)
        if decl.inputs.isEmpty {
            diagnostics.error(
                .transformWithoutInput,
                "transform '\(name)' takes no input; declare the type it transforms, as in '\(name)(String)'",
                at: decl.name.range)
        }
        // A reversible transform declared with several inputs has been reported; taken as the one it may have, it
        // adds no second error at each rule that applies it to one value, as its declaration says to.
        var inputs = decl.inputs[...]
        if case .reversible = decl.body { inputs = inputs.prefix(1) }
        return Transform(
            name: name,
            doc: decl.doc?.text,
            inputs: inputs.map(SwiftType.init),
            output: SwiftType(decl.output),
            body: body,
            access: options.access,
            range: decl.range, nameRange: decl.name.range)
    }

    /// A declared transform no rule names, and no other transform's body calls, is probably left over. External
    /// ones are exempt: they are requirements the user implements in Swift and may call from their own code; so are
    /// public and package ones, which other modules' specs may use.
    mutating func warnAboutUnusedTransforms() {
        var used = usedTransforms
        for file in files {
            for case .transform(let decl) in file.declarations {
                // Bare or qualified (`Self.name`), a call of another transform; of its own, recursion.
                for mention in decl.body.expressions.flatMap(Self.transformFunctionNames(in:))
                where mention.name != decl.name.name {
                    used.insert(ExactName(mention.name))
                }
            }
        }
        var unused: [TransformDecl] = []
        for file in files {
            for case .transform(let decl) in file.declarations where transformSyntax[decl.name.name] == decl {
                if case .external = decl.body { continue }
                // A public or package transform is API: specs of other modules may use it.
                if let access = transforms[decl.name.name]?.access, access != .internal { continue }
                if !used.contains(decl.name.name) { unused.append(decl) }
            }
        }
        // Models and fallbacks are read only for a transform no rule or body uses, which few modules have.
        if !unused.isEmpty { insertTransformsNamedInModelsAndFallbacks(into: &used) }
        for decl in unused where !used.contains(decl.name.name) {
            diagnostics.warning(
                .unusedTransform, "transform '\(decl.name.name)' is never used; use it in a rule or remove it",
                at: decl.name.range)
        }
    }

    /// The transforms that models' defaults and computed properties, and rules' fallbacks, name through their
    /// namespace (`BinderyTransforms.name`): the only way to reach one there.
    private func insertTransformsNamedInModelsAndFallbacks(into used: inout Set<ExactName>) {
        for file in files {
            for declaration in file.declarations {
                switch declaration {
                case .model(let decl):
                    // By index: a loop over the members would copy each.
                    for index in decl.members.indices
                    where decl.members[index].value.map({ ExpressionSyntax.mayNameTransformNamespace($0.references) })
                        == true
                    {
                        guard let value = decl.members[index].value else { continue }
                        for mention in value.transformNamespaceMembers(selfIsTheNamespace: false) {
                            used.insert(ExactName(mention.name))
                        }
                    }
                case .binding(let decl):
                    for case .assignment(let rule) in decl.rules {
                        for source in rule.sources {
                            guard let fallback = source.fallback else { continue }
                            for mention in fallback.transformNamespaceMembers(selfIsTheNamespace: false) {
                                used.insert(ExactName(mention.name))
                            }
                        }
                    }
                case .transform, .import, .options:
                    break
                }
            }
        }
    }
}

extension CheckRun {
    /// A body reading `$N` beyond the transform's inputs would be a Swift error inside the generated closure, not at
    /// the spec: reported here. A reversible transform's halves each read the one input (or the output) as `$0`.
    mutating func checkShorthandArguments(of decl: TransformDecl) {
        let bodies = decl.body.expressions
        guard !bodies.isEmpty else { return }
        let inputs = bodies.count == 2 ? 1 : decl.inputs.count
        guard inputs > 0 else { return }
        for body in bodies {
            guard let argument = body.highestShorthandArgument, argument.index >= inputs else { continue }
            let name = decl.name.name
            let message: String
            if bodies.count == 2 {
                message =
                    "each half of reversible transform '\(name)' reads one value, '$0', so it cannot read "
                    + "'$\(argument.index)'; read '$0'"
            } else {
                let (has, read) =
                    inputs == 1
                    ? ("one input, '$0'", "read '$0'")
                    : ("\(inputs) inputs, '$0' to '$\(inputs - 1)'", "read one of them")
                message =
                    "transform '\(name)' has \(has), so its body cannot read '$\(argument.index)'; \(read), or declare "
                    + "another input type in '\(name)(…)'"
            }
            diagnostics.error(
                .transformInputOutOfRange,
                message,
                at: argument.range)
        }
    }
}
