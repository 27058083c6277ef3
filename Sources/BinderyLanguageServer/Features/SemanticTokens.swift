import BinderyScanner
import BinderySource
import BinderySyntax

/// `textDocument/semanticTokens/full`: every name coloured by what it stands for (a model, a property, a
/// transform, a handler), keywords as the spec language reads them, and embedded Swift's literals, keywords and
/// `$0`. A client without a grammar for `.bind` (Neovim) gets all its highlighting from here.
enum SemanticTokens {
    static let tokenTypes = [
        "keyword", "type", "class", "property", "function", "parameter", "event", "namespace", "enumMember",
        "decorator", "comment", "string", "number", "operator",
    ]
    static let tokenModifiers = ["declaration", "readonly", "defaultLibrary", "documentation"]

    private struct Modifiers: OptionSet {
        let rawValue: Int
        static let declaration = Modifiers(rawValue: 1)
        static let readonly = Modifiers(rawValue: 2)
        static let defaultLibrary = Modifiers(rawValue: 4)
        static let documentation = Modifiers(rawValue: 8)
    }

    /// A classified byte range; several lines long only for comments and multi-line strings.
    private struct Piece {
        var start: Int
        var end: Int
        var type: SemanticTokenType
        var modifiers: Modifiers = []
    }

    private static let specKeywords: Set<String> = [
        "import", "options", "model", "var", "let", "computed", "transform", "external", "class", "forward", "backward",
        "binding", "on", "once", "initial", "nonisolated",
    ]
    private static let swiftKeywords: Set<String> = [
        "self", "Self", "super", "true", "false", "nil", "as", "is", "in", "try", "await", "if", "else", "switch",
        "case", "default", "let", "var", "return", "throw", "where", "for", "while", "repeat", "do", "catch", "guard",
        "func", "some", "any", "inout", "init",
    ]

    static func encode(in snapshot: Snapshot, file: FileID) -> [Int] {
        guard let tree = snapshot.tree(file), let entry = snapshot.entry(file) else { return [] }
        let source = snapshot.source(file)
        var pieces = classify(source, tree, snapshot.index, file)
        pieces.sort { $0.start < $1.start }
        return deltas(pieces, entry.lines, snapshot.encoding)
    }

    private static func classify(_ source: SourceFile, _ tree: SourceFileSyntax, _ index: SymbolIndex, _ file: FileID)
        -> [Piece]
    {
        var ignored = Diagnostics()
        let scanned = TokenScanner.scan(source, id: file, diagnostics: &ignored)
        var occurrences: [Int: Occurrence] = [:]
        for occurrence in index.occurrencesByFile[file] ?? [] { occurrences[occurrence.range.start] = occurrence }
        let layout = SpecLayout(tree)
        var pieces: [Piece] = scanned.comments.map { comment in
            Piece(
                start: comment.start, end: comment.end, type: .comment,
                modifiers: comment.isDocumentation ? .documentation : [])
        }
        let tokens = scanned.tokens
        var position = 0
        while position < tokens.count {
            let token = tokens[position]
            position += 1
            let inExpression = layout.isInExpression(token.startOffset)
            if token.kind == .at, position < tokens.count, tokens[position].kind == .identifier, !inExpression {
                pieces.append(Piece(start: token.startOffset, end: tokens[position].endOffset, type: .decorator))
                position += 1
                continue
            }
            if token.kind == .identifier, let occurrence = occurrences[token.startOffset] {
                pieces.append(piece(for: occurrence, index.table))
                continue
            }
            if inExpression {
                expressionPieces(token, source, file, depth: 0, into: &pieces) { inner in
                    occurrences[inner.startOffset].map { piece(for: $0, index.table) }
                }
                continue
            }
            let text = source.text(token.nameStart..<token.nameEnd)
            let type: SemanticTokenType?
            switch token.kind {
            case .identifier:
                if let fixed = layout.fixed[token.startOffset] {
                    type = fixed
                } else if layout.isInType(token.startOffset) {
                    type = .type
                } else {
                    type = !token.isBackticked && specKeywords.contains(text) ? .keyword : nil
                }
            case .leftArrow, .twoWayArrow, .arrow, .pipe, .doubleQuestion: type = .operator
            case .numberLiteral: type = .number
            case .stringLiteral: type = .string
            default: type = nil
            }
            if let type { pieces.append(Piece(start: token.startOffset, end: token.endOffset, type: type)) }
        }
        return pieces
    }

    private static func piece(for occurrence: Occurrence, _ table: DeclarationTable) -> Piece {
        let symbol = occurrence.symbol
        var modifiers: Modifiers = occurrence.isDeclaration ? .declaration : []
        let type: SemanticTokenType
        switch symbol.kind {
        case .model, .binding: type = .class
        case .property:
            type = .property
            if let container = symbol.container, let member = table.model(container)?.members[symbol.name],
                member.kind != .var
            {
                modifiers.insert(.readonly)
            }
        case .transform: type = .function
        case .builtinTransform:
            type = .function
            modifiers.insert(.defaultLibrary)
        case .parameter: type = .parameter
        case .handler: type = .event
        }
        return Piece(start: occurrence.range.start, end: occurrence.range.end, type: type, modifiers: modifiers)
    }

    /// Swift's own tokens in a default, a computed expression, a transform body or a fallback. A string literal is
    /// split around its interpolations, whose code is classified in turn: a name there the index knows (`"\(count)
    /// items"`) gets its symbol's token from `symbolPiece`, as outside the string.
    private static func expressionPieces(
        _ token: Token, _ source: SourceFile, _ file: FileID, depth: Int, into pieces: inout [Piece],
        symbolPiece: (Token) -> Piece?
    ) {
        if token.kind == .identifier, let piece = symbolPiece(token) {
            pieces.append(piece)
            return
        }
        switch token.kind {
        case .identifier:
            let text = source.text(token.nameStart..<token.nameEnd)
            if !token.isBackticked, swiftKeywords.contains(text) {
                pieces.append(Piece(start: token.startOffset, end: token.endOffset, type: .keyword))
            }
        case .dollarIdentifier:
            pieces.append(Piece(start: token.startOffset, end: token.endOffset, type: .parameter))
        case .poundKeyword:
            pieces.append(Piece(start: token.startOffset, end: token.endOffset, type: .keyword))
        case .numberLiteral:
            pieces.append(Piece(start: token.startOffset, end: token.endOffset, type: .number))
        case .stringLiteral:
            let interpolations =
                depth < 8
                ? TokenScanner.interpolations(in: source, id: file, stringAt: token.startOffset, end: token.endOffset)
                : []
            var start = token.startOffset
            for range in interpolations where range.lowerBound >= start && range.upperBound <= token.endOffset {
                pieces.append(Piece(start: start, end: range.lowerBound, type: .string))
                var ignored = Diagnostics()
                let inner = TokenScanner.scan(source, id: file, range: range, diagnostics: &ignored)
                for innerToken in inner.tokens.dropLast() {
                    expressionPieces(
                        innerToken, source, file, depth: depth + 1, into: &pieces, symbolPiece: symbolPiece)
                }
                start = range.upperBound
            }
            pieces.append(Piece(start: start, end: token.endOffset, type: .string))
        default:
            break
        }
    }

    /// LSP's relative encoding: five integers a token, each line and start relative to the token before, one token
    /// a line (a multi-line comment or string is cut at each line end).
    private static func deltas(_ pieces: [Piece], _ lines: LineTable, _ encoding: PositionEncoding) -> [Int] {
        var data: [Int] = []
        var previousLine = 0
        var previousCharacter = 0
        var lastEnd = 0
        for piece in pieces where piece.end > piece.start && piece.start >= lastEnd {
            lastEnd = piece.end
            var line = lines.line(of: piece.start)
            var start = piece.start
            while start < piece.end, line < lines.lineCount {
                let end = min(piece.end, lines.contentEnd(ofLine: line))
                if end > start {
                    // Counted as every other position is (from the line's start, or from a checkpoint along a long
                    // line), so a token's column is the one its hover or definition range shows.
                    let character = lines.column(of: start, onLine: line, encoding: encoding)
                    let length = lines.units(from: start, to: end, encoding: encoding)
                    data.append(line - previousLine)
                    data.append(line == previousLine ? character - previousCharacter : character)
                    data.append(length)
                    data.append(piece.type.rawValue)
                    data.append(piece.modifiers.rawValue)
                    previousLine = line
                    previousCharacter = character
                }
                line += 1
                guard line < lines.lineCount else { break }
                start = lines.lineStarts[line]
            }
        }
        return data
    }
}

/// The legend's types, in its order.
enum SemanticTokenType: Int {
    case keyword, type, `class`, property, function, parameter, event, namespace, enumMember, decorator, comment,
        string, number, `operator`
}
