import BinderyScanner
import BinderySource

/// Where the cursor is, read from the tokens before it rather than from the syntax tree: while a line is being
/// typed the tree may not hold it at all, but its tokens are always there.
struct CompletionContext {
    /// The declaration the cursor is in, and whether inside its braces or its header.
    enum Place: Equatable {
        case topLevel
        /// A model's body, or an external class's (`isExternal`), whose members are declared without values.
        case modelBody(name: String, isExternal: Bool = false)
        case bindingHeader(nameStart: Int)
        case bindingBody(nameStart: Int)
        case transformHeader(name: String)
        case transformBody(name: String)
        case optionsBody
        /// In a comment or a string literal: nothing to complete.
        case inert
    }

    var place: Place = .topLevel
    /// The tokens of the cursor's statement before the word being typed: those on its line after a body's `{` or
    /// `}`, or a `;` that ends the statement before it (`model M { var x: ‸`, `var a: Int = 0; var b: ‸`).
    var lineTokens: [Token] = []
    /// The text of each of `lineTokens`.
    var lineTexts: [String] = []
    /// Where the embedded Swift expression the cursor is in starts (after a member's or a transform's `=`, or a
    /// `forward:` or `backward:`), and the label before it; nil outside one.
    var expression: (start: Int, label: String?)?

    init(source: SourceFile, offset: Int) {
        let offset = max(0, min(offset, source.bytes.count))
        var ignored = Diagnostics()
        let scanned = TokenScanner.scan(source, id: FileID(0), range: 0..<offset, diagnostics: &ignored)
        // A string or block comment still open at the cursor (the scan stopped there), but for a string's
        // interpolation, which is Swift; or a line comment the cursor ends.
        let interpolation = scanned.unterminatedFrom.flatMap {
            Self.interpolationStart(of: source, stringFrom: $0, to: offset)
        }
        if scanned.unterminatedFrom != nil && interpolation == nil
            || scanned.comments.contains(where: { ($0.kind == .line || $0.kind == .doc) && $0.end == offset })
        {
            place = .inert
            return
        }
        // Without the end-of-file token.
        var tokens = Self.beforeWordBeingTyped(scanned.tokens.dropLast(), at: offset)
        let lineStart = Self.lineStart(before: offset, in: source)
        let statementStart: Int
        (place, statementStart, expression) = Self.place(of: tokens, source, lineStart: lineStart)
        if let interpolation {
            // The scan took the open string for one token; the interpolation's Swift is the expression the cursor
            // is in, and its tokens say what is being typed (`"\(owner.‸`), as they do outside a string.
            tokens += Self.tokens(of: source, from: interpolation, to: offset)
            expression = (interpolation, expression?.label)
        }
        let start = max(lineStart, statementStart)
        let onLine = tokens.reversed().prefix { $0.startOffset >= start }.reversed()
        lineTokens = Array(onLine)
        lineTexts = lineTokens.map { source.text($0.startOffset..<$0.endOffset) }
    }

    /// The tokens from `start` to the cursor at `offset`, but for the word being typed there.
    private static func tokens(of source: SourceFile, from start: Int, to offset: Int) -> [Token] {
        var ignored = Diagnostics()
        let scanned = TokenScanner.scan(source, id: FileID(0), range: start..<offset, diagnostics: &ignored)
        return beforeWordBeingTyped(scanned.tokens.dropLast(), at: offset)
    }

    private static func beforeWordBeingTyped(_ tokens: ArraySlice<Token>, at offset: Int) -> [Token] {
        guard let last = tokens.last, last.kind == .identifier, last.endOffset == offset else { return Array(tokens) }
        return Array(tokens.dropLast())
    }

    private static func lineStart(before offset: Int, in source: SourceFile) -> Int {
        var start = offset
        while start > 0, source.bytes[start - 1] != UInt8(ascii: "\n"), source.bytes[start - 1] != UInt8(ascii: "\r") {
            start -= 1
        }
        return start
    }

    /// Follows declaration keywords and brackets at depth 0 from the start of the file to the cursor on the line
    /// starting at `lineStart`. A declaration without braces (`transform f(Int) -> Int = $0`, `import M`) ends
    /// with its line, as the language says. Also returns where the cursor's statement starts at the latest: after
    /// the `{` or `}` of a body, or a `;` directly inside one.
    private static func place(of tokens: [Token], _ source: SourceFile, lineStart: Int) -> (
        Place, statementStart: Int, expression: (start: Int, label: String?)?
    ) {
        var depth = 0
        var statementStart = 0
        var expression: (start: Int, label: String?)?
        var keyword = ""
        var nameStart = -1
        var name = ""
        var inBody = false
        for (index, token) in tokens.enumerated() {
            let text = source.text(token.startOffset..<token.endOffset)
            if depth == 0, !inBody, token.isAtStartOfLine {
                keyword = ""
                expression = nil
            }
            // A member's or a reversible transform's half's start ends the expression before it; `=` at the depth
            // of members starts one.
            let memberDepth = inBody ? 1 : 0
            if depth == memberDepth, token.kind == .identifier, !token.isBackticked {
                if ["var", "let", "computed"].contains(text) { expression = nil }
                if ["forward", "backward"].contains(text), index + 1 < tokens.count, tokens[index + 1].kind == .colon {
                    expression = (tokens[index + 1].endOffset, text)
                }
            }
            if depth == memberDepth, token.kind == .equal, keyword == "model" || keyword == "transform" {
                expression = (token.endOffset, nil)
            }
            // `external class Name { … }` declares its members as a model does, without values.
            let isExternalClass =
                text == "external" && index + 1 < tokens.count
                && source.text(tokens[index + 1].startOffset..<tokens[index + 1].endOffset) == "class"
            if depth == 0, token.kind == .identifier, !token.isBackticked,
                isExternalClass || ["model", "binding", "transform", "options", "import"].contains(text)
            {
                keyword = isExternalClass ? "external class" : text
                inBody = false
                expression = nil
                let nameIndex = index + (isExternalClass ? 2 : 1)
                let next = nameIndex < tokens.count ? tokens[nameIndex] : nil
                nameStart = next?.startOffset ?? -1
                name = next.map { source.text($0.nameStart..<$0.nameEnd) } ?? ""
                continue
            }
            if token.kind == .semicolon, depth == 1, inBody { statementStart = token.endOffset }
            if token.kind.isOpeningBracket {
                if depth == 0, token.kind == .leftBrace {
                    inBody = true
                    statementStart = token.endOffset
                }
                depth += 1
            } else if token.kind.isClosingBracket {
                depth = max(0, depth - 1)
                if depth == 0, token.kind == .rightBrace {
                    keyword = ""
                    statementStart = token.endOffset
                    expression = nil
                }
            }
        }
        if depth == 0, !inBody, let last = tokens.last, last.endOffset <= lineStart {
            keyword = ""
            expression = nil
        }
        let place = place(keyword: keyword, inBody: inBody, depth: depth, name: name, nameStart: nameStart)
        return (place, statementStart, expression)
    }

    private static func place(keyword: String, inBody: Bool, depth: Int, name: String, nameStart: Int) -> Place {
        switch (keyword, inBody) {
        case ("model", true): return depth > 0 ? .modelBody(name: name) : .topLevel
        case ("external class", true): return depth > 0 ? .modelBody(name: name, isExternal: true) : .topLevel
        case ("binding", true): return depth > 0 ? .bindingBody(nameStart: nameStart) : .topLevel
        case ("binding", false): return depth > 0 ? .bindingHeader(nameStart: nameStart) : .topLevel
        case ("transform", true): return depth > 0 ? .transformBody(name: name) : .topLevel
        case ("transform", false): return .transformHeader(name: name)
        case ("options", true): return depth > 0 ? .optionsBody : .topLevel
        default: return .topLevel
        }
    }

    /// The text of the last token before the word being typed, in the same statement.
    var previous: String? { lineTexts.last }

    /// The path written just before a trailing `.` or `?.`: `download.owner?.` gives `download` and `["owner"]`.
    var pathBeforeDot: (root: String, steps: [String])? {
        guard lineTokens.last?.kind == .period else { return nil }
        var names: [String] = []
        var index = lineTokens.count - 1
        while index >= 0, lineTokens[index].kind == .period {
            index -= 1
            if index >= 0, lineTokens[index].kind == .question { index -= 1 }
            guard index >= 0, lineTokens[index].kind == .identifier else { return nil }
            names.insert(Self.bare(lineTexts[index]), at: 0)
            index -= 1
        }
        guard let root = names.first else { return nil }
        return (root, Array(names.dropFirst()))
    }

    private static func bare(_ text: String) -> String {
        text.hasPrefix("`") && text.hasSuffix("`") && text.count >= 2 ? String(text.dropFirst().dropLast()) : text
    }
}

extension CompletionContext {
    /// `nonisolated` or the `MainActor` of `@MainActor`, which may stand before `model` or `binding`.
    func isAttributeWord(_ token: Token) -> Bool {
        guard let index = lineTokens.firstIndex(of: token) else { return false }
        return ["nonisolated", "MainActor"].contains(lineTexts[index])
    }
}

extension CompletionContext {
    /// Whether the cursor is in a rule's fallback: after a `??` with no `,`, `(`, `<-`, `<->` or `|` since, which
    /// would start another source or the pipeline.
    var isInFallback: Bool {
        for token in lineTokens.reversed() {
            switch token.kind {
            case .doubleQuestion: return true
            case .comma, .leftParen, .leftArrow, .twoWayArrow, .pipe: return false
            default: continue
            }
        }
        return false
    }
}
