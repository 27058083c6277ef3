import BinderyScanner
import BinderySource
import BinderySyntax

extension SyntaxParser {
    /// Parses a Swift type. `what` completes "expected …" in the error when there is no type here. Returns `nil`
    /// after reporting an error; the caller skips the rest of its statement.
    mutating func parseType(what: @autoclosure () -> String) -> TypeSyntax? {
        typeDepth += 1
        defer { typeDepth -= 1 }
        guard typeDepth <= Parser.maximumNesting else {
            reportTypeTooDeep()
            return nil
        }
        let start = current
        var attributes: [String] = []
        while current.kind == .at, peek().kind == .identifier, !peek().hasSpaceBefore {
            let at = current
            advance()
            attributes.append("@" + identifier(current).name)
            advance()
            if reportsAttributeArguments(attributes[attributes.count - 1], start: at) { return nil }
        }
        let attributesRange = attributes.isEmpty ? nil : range(from: start)
        if isKeyword(current, "any") || isKeyword(current, "some"), isTypeStart(peek()), !peek().isAtStartOfLine {
            let keyword = identifier(current).name
            advance()
            guard let constraint = parseType(what: "a protocol after '\(keyword)'"),
                !reportsNotAConstraint(constraint, of: keyword)
            else { return nil }
            return .existential(keyword: keyword, constraint, range: range(from: start))
        }
        guard let primary = parsePrimaryType(what: what()), let type = parsePostfix(primary, start: start),
            !reportsUnsupportedContinuation(of: type, start: start)
        else {
            return nil
        }
        if case .tuple(let elements, _) = type, isFunctionArrowAhead() {
            return parseFunctionType(parameters: elements, attributes: attributes, start: start)
        }
        if case .tuple(let elements, _) = primary, reportsTupleLabels(elements) { return nil }
        if let attributesRange {
            // Swift allows these only on function types; generated code would otherwise drop them unseen.
            error(
                .attributeNotAllowed,
                "attribute '\(attributes[0])' applies only to a function type such as '() -> Void', not to '\(type)'; "
                    + "remove it",
                at: attributesRange)
        }
        return type
    }

    private mutating func reportTypeTooDeep() {
        guard !reportedTypeTooDeep else { return }
        reportedTypeTooDeep = true
        error(
            .nestingTooDeep,
            "type nests more than \(Parser.maximumNesting) levels deep; simplify it or use a typealias in Swift",
            at: range(current))
    }

    private func isTypeStart(_ token: Token) -> Bool {
        token.kind == .identifier || token.kind == .leftParen || token.kind == .leftBracket
    }

    private func isFunctionArrowAhead() -> Bool {
        current.kind == .arrow || isKeyword(current, "async") || isKeyword(current, "throws")
    }

    private mutating func parseFunctionType(
        parameters: [TypeSyntax.TupleElement], attributes: [String], start: Token
    ) -> TypeSyntax? {
        var attributes = attributes
        while isKeyword(current, "async") || isKeyword(current, "throws") {
            if reportsTypedThrows() { return nil }
            attributes.append(text(current))
            advance()
        }
        guard current.kind == .arrow else {
            error(.expectedType, "expected '->' and a result type in the function type", at: missingLocation)
            return nil
        }
        advance()
        guard let result = parseType(what: "a result type after '->'"), !reportsArgumentLabels(parameters) else {
            return nil
        }
        return .function(parameters: parameters, result: result, attributes: attributes, range: range(from: start))
    }

    /// `?` and `!` after a type, splitting them off operators (`Int?>`). Each one wraps the type once more, so each
    /// counts towards the nesting limit.
    private mutating func parsePostfix(_ base: TypeSyntax, start: Token) -> TypeSyntax? {
        var type = base
        var depth = typeDepth
        while !current.hasSpaceBefore, let first = firstOperatorByte(current),
            first == UInt8(ascii: "?") || first == UInt8(ascii: "!")
        {
            depth += 1
            guard depth <= Parser.maximumNesting else {
                reportTypeTooDeep()
                return nil
            }
            consumeFirstByte()
            type =
                first == UInt8(ascii: "?")
                ? .optional(type, range: range(from: start)) : .implicitlyUnwrapped(type, range: range(from: start))
        }
        return type
    }

    func firstOperatorByte(_ token: Token) -> UInt8? {
        switch token.kind {
        case .question, .exclamation, .doubleQuestion, .greaterThan, .operator, .equal, .lessThan:
            source.bytes[token.startOffset]
        default:
            nil
        }
    }

    /// Consumes one character of the current token: all of it when it is one character long.
    mutating func consumeFirstByte() {
        if current.endOffset - current.startOffset <= 1 {
            advance()
        } else {
            previousEnd = current.startOffset + 1
            tokens[position].dropFirstByte(in: source.bytes)
        }
    }

    private mutating func parsePrimaryType(what: @autoclosure () -> String) -> TypeSyntax? {
        let start = current
        switch current.kind {
        case .identifier where !current.isAtStartOfLine || position == 0 || continuesTypeOnNewLine(current):
            if reportsParameterPack() { return nil }
            return parseNamedType(start: start)
        case .leftBracket:
            return parseCollectionType(start: start)
        case .leftParen:
            return parseTupleType(start: start)
        default:
            if reportsSuppressedRequirement() { return nil }
            error(.expectedType, "expected \(what())\(found)", at: missingLocation)
            return nil
        }
    }

    /// Words that start a line of their own in a spec: a type left unfinished before one ends there.
    static let lineStarts: Set<String> = [
        "var", "let", "computed", "model", "external", "transform", "binding", "import", "options",
    ]

    /// Whether `token`, a name at the start of a line, continues a type, as Swift reads it inside brackets
    /// (`[String:⏎ Int]`), rather than starting the next member or declaration. (After a `,`, `:` or `->` that ends
    /// a line the name does not start one: see ``joinContinuedLines()``.)
    private func continuesTypeOnNewLine(_ token: Token) -> Bool {
        openTypeBrackets > 0 && (token.isBackticked || !Self.lineStarts.contains(identifier(token).name))
    }

    private mutating func parseNamedType(start: Token) -> TypeSyntax? {
        var components: [TypeSyntax.NameComponent] = []
        while true {
            guard current.kind == .identifier else {
                error(.expectedType, "expected a type name after '.'\(found)", at: missingLocation)
                return nil
            }
            // `_` is Swift's placeholder for an inferred type, which no declaration the generator writes may use.
            guard identifier(current).name != "_" else {
                error(
                    .expectedType,
                    "expected a type, found '_': generated Swift declares this type, and a declaration cannot leave it "
                        + "to be inferred; write the type in full",
                    at: range(current))
                return nil
            }
            if reportsKeywordTypeName(current, isMember: !components.isEmpty) { return nil }
            var component = TypeSyntax.NameComponent(name: identifier(current))
            advance()
            if current.kind == .lessThan, !current.hasSpaceBefore {
                guard let arguments = parseGenericArguments(of: component.name.name) else { return nil }
                component.genericArguments = arguments
            }
            components.append(component)
            guard current.kind == .period, current.isJoinedToPrevious, peek().kind == .identifier else { break }
            advance()
        }
        return .named(components, range: range(from: start))
    }

    /// `<A, B>`, splitting `>>` and `>?` as Swift does.
    private mutating func parseGenericArguments(of name: String) -> [TypeSyntax]? {
        let open = current
        advance()
        openTypeBrackets += 1
        defer { openTypeBrackets -= 1 }
        var arguments: [TypeSyntax] = []
        while true {
            guard let argument = parseType(what: "a generic argument of '\(name)'") else { return nil }
            arguments.append(argument)
            if current.kind == .comma {
                advance()
                continue
            }
            break
        }
        guard firstOperatorByte(current) == UInt8(ascii: ">") else {
            error(
                .unclosedBracket, "expected '>' to close the generic arguments of '\(name)'\(found)",
                at: missingLocation, notes: [Diagnostic.Note("'<' opened here", at: range(open))])
            return nil
        }
        consumeFirstByte()
        return arguments
    }

    /// `[T]` or `[K: V]`.
    private mutating func parseCollectionType(start: Token) -> TypeSyntax? {
        advance()
        openTypeBrackets += 1
        defer { openTypeBrackets -= 1 }
        guard let element = parseType(what: "an element type after '['") else { return nil }
        var value: TypeSyntax?
        if current.kind == .colon {
            advance()
            guard let parsed = parseType(what: "a value type after ':' in the dictionary type") else { return nil }
            value = parsed
        }
        guard current.kind == .rightBracket else {
            error(
                .unclosedBracket, "expected ']' to close the \(value == nil ? "array" : "dictionary") type\(found)",
                at: missingLocation, notes: [Diagnostic.Note("'[' opened here", at: range(start))],
                fixIts: [insertion("]", at: previousEnd)])
            return nil
        }
        advance()
        if let value {
            return .dictionary(key: element, value: value, range: range(from: start))
        }
        return .array(element, range: range(from: start))
    }

    /// `()`, `(A, b: B)`; a function type's parameter list too.
    private mutating func parseTupleType(start: Token) -> TypeSyntax? {
        advance()
        openTypeBrackets += 1
        defer { openTypeBrackets -= 1 }
        var elements: [TypeSyntax.TupleElement] = []
        while current.kind != .rightParen {
            var label: Identifier?
            var argumentLabel: Identifier?
            // Before a name too (`inout x: Int`), where it would otherwise be taken for an argument label, and dropped.
            if reportsParameterModifier() { return nil }
            if current.kind == .identifier, peek().kind == .colon {
                label = identifier(current)
                advance()
                advance()
            } else if current.kind == .identifier, peek().kind == .identifier, peek(2).kind == .colon {
                // `_ name: T` in a function type: both names are kept, so `bindery format` writes them back.
                argumentLabel = identifier(current)
                label = identifier(peek())
                advance()
                advance()
                advance()
            }
            guard !reportsParameterModifier(), let type = parseType(what: "a type in the parentheses") else {
                return nil
            }
            elements.append(TypeSyntax.TupleElement(label: label, argumentLabel: argumentLabel, type: type))
            guard current.kind == .comma else { break }
            advance()
        }
        guard current.kind == .rightParen else {
            error(
                .unclosedBracket, "expected ')' to close the tuple type\(found)", at: missingLocation,
                notes: [Diagnostic.Note("'(' opened here", at: range(start))])
            return nil
        }
        advance()
        return .tuple(elements, range: range(from: start))
    }
}
