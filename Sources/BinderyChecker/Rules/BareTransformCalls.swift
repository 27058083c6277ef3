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
    /// well: it runs before ``warnAboutUnusedTransforms()``.
    ///
    /// Called where each expression is resolved, which has it at hand: a walk of its own over every model's members
    /// copied each, and cost the editor's re-check of a large module 3%. `memberNames` are the names of the model
    /// whose default or computed property `expression` is, whose own members a bare name reaches first.
    mutating func warnAboutBareTransformCalls(
        in expression: ExpressionSyntax, of kind: EffectlessExpression, memberNames: Set<ExactName> = []
    ) {
        // Most defaults are literals, which name nothing.
        guard !expression.references.isEmpty else { return }
        var isBody = false
        if case .transformBody = kind { isBody = true }
        // In a transform's body the module's transforms are reached by their bare names: only a built-in is not.
        let mayCallTransform = !isBody && !transformSyntax.isEmpty
        for reference in expression.references where !reference.isOnSelf {
            // The cheap facts first: most names are no built-in's and are not called, and this costs no hashing.
            let builtin = Self.builtinTransform(named: reference.name)
            guard mayCallTransform || builtin != nil, Self.isCalled(reference, in: expression),
                !memberNames.contains(reference.name)
            else { continue }
            let isDeclared = !transformSyntax.isEmpty && transformSyntax[reference.name] != nil
            if isDeclared, isBody { continue }
            let place =
                switch kind {
                case .defaultValue: "a default value"
                case .computed: "a computed property"
                case .fallback: "a fallback"
                case .transformBody: "a transform's body"
                }
            if !isDeclared, let builtin {
                warnAboutCall(of: builtin, reference, in: expression, place: place)
                continue
            }
            guard isDeclared else { continue }
            let name = reference.name
            usedTransforms.insert(ExactName(name))
            diagnostics.warning(
                .bareTransformCall,
                "transform '\(name)' is called by its bare name in \(place), which generated code evaluates outside "
                    + "the transforms' namespace; call it as 'BinderyTransforms.\(name)(…)', or rename the transform "
                    + "if you mean a Swift function named '\(name)'",
                at: reference.range, fixIts: [.inserting("BinderyTransforms.", before: reference.range)])
        }
    }

    /// `BuiltinTransform(rawValue:)`, after a test of the name's length and first letter that nearly every name fails:
    /// Swift's own looks the name up by comparing it with each case's, which cost the re-check 1.3 million
    /// instructions in a module of 1,000 models.
    private static func builtinTransform(named name: String) -> BuiltinTransform? {
        let utf8 = name.utf8
        switch (utf8.count, utf8.first) {
        case (3, UInt8(ascii: "n")), (5, UInt8(ascii: "i")), (6, UInt8(ascii: "s")), (7, UInt8(ascii: "i")),
            (7, UInt8(ascii: "t")), (10, UInt8(ascii: "l")), (10, UInt8(ascii: "u")):
            return BuiltinTransform(rawValue: name)
        default:
            return nil
        }
    }

    private mutating func warnAboutCall(
        of builtin: BuiltinTransform, _ reference: ExpressionSyntax.Reference, in expression: ExpressionSyntax,
        place: String
    ) {
        let name = builtin.rawValue
        // The call and the Swift to put in its place, when its argument can be read plainly.
        let fix = Self.callArgument(after: reference, in: expression).flatMap { call in
            Self.swift(for: builtin, applyingTo: call.argument).map { (range: call.range, swift: $0) }
        }
        let instead =
            fix.map { "write '\($0.swift)'" }
            ?? (builtin == .trimmed
                ? "write Swift instead, as in 'value.trimmingCharacters(in: .whitespacesAndNewlines)', which needs "
                    + "'import Foundation'"
                : "write Swift instead, as in '\(Self.swift(for: builtin, applyingTo: "value") ?? "")'")
        diagnostics.warning(
            .builtinTransformCall,
            "built-in transform '\(name)' is applied in a rule ('| \(name)'), and Swift has no function of that name "
                + "to call in \(place); \(instead)",
            at: reference.range,
            fixIts: fix.map { [.init(replacing: $0.range, with: $0.swift)] } ?? [])
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
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "#") { return nil }
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
