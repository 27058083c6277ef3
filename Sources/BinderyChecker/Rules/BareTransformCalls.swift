import BinderySource
import BinderySyntax

extension CheckRun {
    /// Warns about a transform called by its bare name where generated code cannot reach it:
    /// - a transform of the module, in a model's default or computed property or in a fallback
    ///   (`computed byline: String = describe(owner)`). Generated code evaluates these outside the transforms'
    ///   namespace, where the name finds a Swift function of the user's with that name if there is one, and nothing
    ///   otherwise ("cannot find 'describe' in scope"). The fix-it writes `BinderyTransforms.describe(owner)`.
    /// - a built-in transform that no declaration replaces, there or in a transform's body (`uppercased($0)`): the
    ///   built-ins are applied in rules, and Swift has no such function. The fix-it writes the Swift that does the
    ///   same (`$0.uppercased()`).
    ///
    /// The checker cannot see the module's Swift, which may declare a function of that name, so these are warnings.
    /// A call of the module's transform counts as a use of it, so `unused-transform` does not say to remove it as
    /// well. Run before ``warnAboutUnusedTransforms()``.
    mutating func warnAboutBareTransformCalls() {
        for file in files {
            for declaration in file.declarations {
                switch declaration {
                case .model(let decl):
                    // By index: a loop over the members would copy each.
                    for index in decl.members.indices {
                        guard let value = decl.members[index].value else { continue }
                        let place = decl.members[index].kind == .computed ? "a computed property" : "a default value"
                        warnAboutBareTransformCalls(in: value, of: decl.name.name, place: place)
                    }
                case .binding(let decl):
                    for case .assignment(let rule) in decl.rules {
                        for source in rule.sources {
                            guard let fallback = source.fallback, !fallback.references.isEmpty else { continue }
                            warnAboutBareTransformCalls(in: fallback, of: nil, place: "a fallback")
                        }
                    }
                case .transform(let decl):
                    for body in decl.body.expressions {
                        warnAboutBareTransformCalls(in: body, of: nil, place: "a transform's body", isBody: true)
                    }
                case .import, .options:
                    break
                }
            }
        }
    }

    /// `model` is the model whose member `expression` is, whose own members the bare name reaches first. A transform
    /// body (`isBody`) is inside the namespace, where the module's transforms are reached by their bare names.
    private mutating func warnAboutBareTransformCalls(
        in expression: ExpressionSyntax, of model: String?, place: String, isBody: Bool = false
    ) {
        for reference in expression.references where !reference.isOnSelf {
            // A call first: most names are properties read, and this costs no hashing.
            guard Self.isCalled(reference, in: expression) else { continue }
            let isDeclared = !transformSyntax.isEmpty && transformSyntax[reference.name] != nil
            let builtin = isDeclared ? nil : BuiltinTransform(rawValue: reference.name)
            guard (isDeclared && !isBody) || builtin != nil else { continue }
            if let model, lookUpProperty(reference.name, in: model) != nil { continue }
            let name = reference.name
            if let builtin {
                warnAboutCall(of: builtin, reference, in: expression, place: place)
                continue
            }
            usedTransforms.insert(ExactName(name))
            diagnostics.warning(
                .bareTransformCall,
                "transform '\(name)' is called by its bare name in \(place), which generated code evaluates outside "
                    + "the transforms' namespace; call it as 'BinderyTransforms.\(name)(…)', or rename the transform "
                    + "if you mean a Swift function named '\(name)'",
                at: reference.range, fixIts: [.inserting("BinderyTransforms.", before: reference.range)])
        }
    }

    private mutating func warnAboutCall(
        of builtin: BuiltinTransform, _ reference: ExpressionSyntax.Reference, in expression: ExpressionSyntax,
        place: String
    ) {
        let name = builtin.rawValue
        let call = Self.callArgument(after: reference, in: expression)
        let swift = call.flatMap { Self.swift(for: builtin, applyingTo: $0.argument) }
        let instead =
            swift.map { "write '\($0)'" }
            ?? (builtin == .trimmed
                ? "write Swift instead, as in 'value.trimmingCharacters(in: .whitespacesAndNewlines)', which needs "
                    + "'import Foundation'"
                : "write Swift instead, as in '\(Self.swift(for: builtin, applyingTo: "value") ?? "")'")
        diagnostics.warning(
            .builtinTransformCall,
            "built-in transform '\(name)' is applied in a rule ('| \(name)'), and Swift has no function of that name "
                + "to call in \(place); \(instead)",
            at: reference.range,
            fixIts: swift.map { [.init(replacing: call!.range, with: $0)] } ?? [])
    }

    /// The Swift that does what `builtin` does to `argument`, as it is written in an expression; nil for `trimmed`,
    /// which needs Foundation or a loop.
    private static func swift(for builtin: BuiltinTransform, applyingTo argument: String) -> String? {
        // A name, `$0` or a path stays as it is before an operator or a member; anything else is parenthesised.
        let isSimple =
            !argument.isEmpty
            && argument.utf8.allSatisfy { byte in
                byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: ".") || byte >= 0x80
                    || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            }
        // A string literal too, when it holds no other quote.
        let isStringLiteral =
            argument.count >= 2 && argument.first == "\"" && argument.last == "\""
            && !argument.dropFirst().dropLast().contains("\"")
        let operand = isSimple || isStringLiteral ? argument : "(\(argument))"
        switch builtin {
        case .not: return "!\(operand)"
        case .string: return "String(describing: \(argument))"
        case .isNil: return "\(operand) == nil"
        case .isEmpty: return "\(operand).isEmpty"
        case .lowercased: return "\(operand).lowercased()"
        case .uppercased: return "\(operand).uppercased()"
        case .trimmed: return nil
        }
    }

    /// The one argument of the call that `reference` names, on one line, and the call's range from the name to its
    /// `)`; nil when the call is not `name(argument)` with plain string literals, or spans lines.
    private static func callArgument(after reference: ExpressionSyntax.Reference, in expression: ExpressionSyntax)
        -> (argument: String, range: SourceRange)?
    {
        guard let rest = bytes(after: reference, in: expression), rest.first == UInt8(ascii: "(") else { return nil }
        var depth = 0
        var isInString = false
        var isEscaped = false
        var index = rest.startIndex
        while index < rest.endIndex {
            let byte = rest[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "#") { return nil }
            if isInString {
                if isEscaped {
                    isEscaped = false
                } else if byte == UInt8(ascii: "\\") {
                    // An interpolation's parentheses would need the string's own reading.
                    if rest.index(after: index) < rest.endIndex, rest[rest.index(after: index)] == UInt8(ascii: "(") {
                        return nil
                    }
                    isEscaped = true
                } else if byte == UInt8(ascii: "\"") {
                    isInString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                isInString = true
            } else if byte == UInt8(ascii: "(") {
                depth += 1
            } else if byte == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { break }
            } else if byte == UInt8(ascii: ","), depth == 1 {
                return nil
            }
            index = rest.index(after: index)
        }
        guard index < rest.endIndex else { return nil }
        let argument = String(Substring(rest[rest.index(after: rest.startIndex)..<index]))
        let trimmed = argument.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
        guard !trimmed.isEmpty else { return nil }
        let end =
            expression.range.start + expression.text.utf8.distance(from: expression.text.utf8.startIndex, to: index) + 1
        return (String(trimmed), SourceRange(file: reference.range.file, start: reference.range.start, end: end))
    }
}
