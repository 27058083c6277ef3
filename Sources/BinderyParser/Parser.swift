import BinderyScanner
import BinderySource
import BinderySyntax

/// Parses `.bind` files into syntax trees.
///
/// Parsing never fails: every syntax error becomes a diagnostic, the parser resynchronises at the next line,
/// declaration keyword or closing brace, and the tree holds every declaration it could make sense of.
///
/// ```swift
/// var diagnostics = Diagnostics()
/// let syntax = Parser.parse(file, id: id, diagnostics: &diagnostics)
/// ```
public enum Parser {
    /// How deeply brackets may nest in a type before the parser reports an error.
    public static let maximumNesting = 256
    /// How deeply brackets may nest in an embedded expression: Swift parses at most 256 levels, and generated code
    /// puts an expression up to 3 levels deep (a transform's body: its extension, its function, its closure), so this
    /// leaves room.
    public static let maximumExpressionNesting = 248
    /// How many transforms a rule may apply (`s.shown <- s.on | a | b`). The generated Swift nests each transform's
    /// call in the next one's parentheses, `b(a(value))`, one level of the 256 Swift parses per transform, inside the
    /// few levels the rule's own function takes; this leaves room. It is the same number as
    /// ``maximumExpressionNesting`` today, but bounds something else: either may change alone.
    public static let maximumPipelineLength = 248

    /// Parses one file, appending its syntax errors to `diagnostics`.
    public static func parse(_ source: SourceFile, id: FileID, diagnostics: inout Diagnostics) -> SourceFileSyntax {
        let errorsBefore = diagnostics.all.count
        let scanned = TokenScanner.scan(source, id: id, diagnostics: &diagnostics)
        let scannerErrors = diagnostics.all[errorsBefore...].filter { $0.severity == .error }
        var parser = SyntaxParser(source: source, file: id, scanned: scanned, diagnostics: diagnostics)
        parser.scannerErrorLines = Set(scannerErrors.map { source.lineAndColumn(of: $0.range.start).line })
        parser.swallowedFrom = scanned.unterminatedFrom
        let syntax = parser.parseSourceFile()
        diagnostics = parser.diagnostics
        return syntax
    }

    /// Reads `text` as one embedded Swift expression on its own, across lines, as a default, a computed property or a
    /// transform body is read: the names it mentions and what each member is read on. For an editor, whose tree may
    /// not hold an expression still being typed; brackets left open at its end are taken as closed there.
    public static func parseExpression(_ text: String) -> ExpressionSyntax? {
        var parser = SyntaxParser(text)
        return parser.parseExpression(stops: .acrossLines)
    }

    /// Reads `text` as one Swift type, as a property's type is read (`Reading?`, `[String: Reading]`); `nil` unless the
    /// whole text is one. For an editor, which finds types written inside embedded Swift (a closure parameter's).
    public static func parseType(_ text: String) -> TypeSyntax? {
        var parser = SyntaxParser(text)
        guard let type = parser.parseType(what: "a type"), parser.isAtEnd, !parser.diagnostics.hasErrors else {
            return nil
        }
        return type
    }

    /// Reads `text` as one assignment rule, as a binding's body reads it (`row.title <- download.title | shout`);
    /// `nil` for an action or what is no rule. For an editor, which completes a rule still being typed: the rule up
    /// to the cursor, with a name standing for the one being typed.
    public static func parseAssignmentRule(_ text: String) -> AssignmentRule? {
        var parser = SyntaxParser(text)
        parser.isInBinding = true
        guard case .assignment(let rule) = parser.parseRule() else { return nil }
        return rule
    }

    /// Parses one file and returns its tree with the diagnostics of this file alone.
    public static func parse(_ source: SourceFile, id: FileID) -> (syntax: SourceFileSyntax, diagnostics: Diagnostics) {
        var diagnostics = Diagnostics()
        let syntax = parse(source, id: id, diagnostics: &diagnostics)
        return (syntax, diagnostics)
    }
}

/// The parser's cursor over one file's tokens, and the diagnostics it has reported.
struct SyntaxParser {
    let source: SourceFile
    let file: FileID
    var tokens: [Token]
    var position = 0
    var diagnostics: Diagnostics
    var comments: [CommentTrivia]
    /// Documentation comments by the index of the token they document.
    var docComments: [Int: DocComment] = [:]
    var usedDocComments: Set<Int> = []
    /// Where the last error pointed; a second error at the same place would be noise.
    var lastErrorStart = -1
    /// Where the last consumed token (or the consumed part of a split one) ends.
    var previousEnd = 0
    var typeDepth = 0
    /// How many brackets around the type being read are open: a type's own (`[`, `(`, `<`), or the parentheses of a
    /// transform's inputs or a binding's parameters. Inside one, a type may start or continue on the next line.
    var openTypeBrackets = 0
    /// Lines on which the scanner reported an error.
    var scannerErrorLines: Set<Int> = []
    /// Where an unterminated string or comment began that ran to the end of the file.
    var swallowedFrom: Int?
    var reportedTypeTooDeep = false
    /// Whether the parser is reading a binding's rules, where `a.b <-` starts the next rule.
    var isInBinding = false
    /// What the scanner read inside interpolations (see ``ScannedFile``), for the names expressions mention.
    let interpolations: [Int: [Range<Int>]]
    let interpolationTokens: [Int: [Token]]

    init(source: SourceFile, file: FileID, scanned: ScannedFile, diagnostics: Diagnostics) {
        self.source = source
        self.file = file
        self.interpolations = scanned.interpolations
        self.interpolationTokens = scanned.interpolationTokens
        self.tokens = scanned.tokens
        self.comments = scanned.comments
        self.diagnostics = diagnostics
        collectDocComments()
        joinContinuedLines()
    }

    /// A parser over `text` alone, as an editor reads a piece of a spec being typed; its diagnostics are not shown.
    init(_ text: String) {
        let source = SourceFile(path: "", text: text)
        var diagnostics = Diagnostics()
        let scanned = TokenScanner.scan(source, id: FileID(0), diagnostics: &diagnostics)
        self.init(source: source, file: FileID(0), scanned: scanned, diagnostics: diagnostics)
    }

    // MARK: Cursor

    var current: Token { tokens[position] }

    func peek(_ offset: Int = 1) -> Token {
        tokens[min(position + offset, tokens.count - 1)]
    }

    var isAtEnd: Bool { current.kind == .endOfFile }

    mutating func advance() {
        if position < tokens.count - 1 {
            previousEnd = current.endOffset
            position += 1
        }
    }

    func range(_ token: Token) -> SourceRange {
        SourceRange(file: file, start: token.startOffset, end: token.endOffset)
    }

    func range(from start: Token, to end: Token) -> SourceRange {
        SourceRange(file: file, start: start.startOffset, end: end.endOffset)
    }

    /// The range from `start` to the last consumed token.
    func range(from start: Token) -> SourceRange {
        SourceRange(file: file, start: start.startOffset, end: max(start.endOffset, previousEnd))
    }

    /// The token's text as written (backticks included).
    func text(_ token: Token) -> String {
        source.text(token.startOffset..<token.endOffset)
    }

    /// The tokens from the one at `first` up to the cursor, on one line: comments left out, as the formatter keeps
    /// them apart, and each run of spaces or line breaks one space.
    func textOnOneLine(fromTokenAt first: Int) -> String {
        var written = ""
        for index in first..<position {
            let token = tokens[index]
            if index > first, token.hasSpaceBefore || token.isAtStartOfLine { written += " " }
            written += text(token)
        }
        return written
    }

    /// How a token reads in a message: `'foo'`, or `end of file`.
    func describe(_ token: Token) -> String {
        if token.kind == .endOfFile { return "the end of the file" }
        let text = text(token)
        let shown = text.count > 30 ? String(text.prefix(27)) + "…" : text
        return "'\(shown)'"
    }

    /// `, found 'x'` for the current token, or nothing when it is on the next line (then nothing was found), even
    /// one that goes on with this line.
    var found: String {
        current.isOnNewLine || isAtEnd ? "" : ", found \(describe(current))"
    }

    func identifier(_ token: Token) -> Identifier {
        Identifier(source.text(token.nameStart..<token.nameEnd), range: range(token))
    }

    /// Whether `token` is the plain (not backticked) word `word`.
    func isKeyword(_ token: Token, _ word: StaticString) -> Bool {
        guard token.kind == .identifier, !token.isBackticked else { return false }
        let length = Int(token.end - token.start)
        guard length == word.utf8CodeUnitCount else { return false }
        let start = token.startOffset
        return word.withUTF8Buffer { expected in
            var offset = 0
            while offset < length {
                if source.bytes[start + offset] != expected[offset] { return false }
                offset += 1
            }
            return true
        }
    }

    /// Whether `token` starts a top-level declaration: `model Name`, `binding Name`, `transform name`,
    /// `options {`, `import M` or an attribute, at the start of a line. Used to find a missing `}`.
    func looksLikeDeclarationStart(at index: Int, onlyAtLineStart: Bool = true) -> Bool {
        let token = tokens[index]
        guard token.isAtStartOfLine || !onlyAtLineStart else { return false }
        if token.kind == .at { return true }
        let next = tokens[min(index + 1, tokens.count - 1)]
        if isKeyword(token, "options") { return next.kind == .leftBrace }
        if isKeyword(token, "import") {
            return next.kind == .identifier && !next.isAtStartOfLine
        }
        if isKeyword(token, "model") || isKeyword(token, "binding") || isKeyword(token, "transform") {
            return (next.kind == .identifier || next.kind == .leftBrace || next.kind == .leftParen)
                && !next.isAtStartOfLine
        }
        if isKeyword(token, "external") { return isKeyword(next, "class") && !next.isAtStartOfLine }
        return false
    }

    /// Whether the current token ends a declaration, member or rule: a new line, `;`, `}` or the end.
    var isAtStatementEnd: Bool {
        current.isAtStartOfLine || current.kind == .semicolon || current.kind == .rightBrace || isAtEnd
    }

    // MARK: Diagnostics

    mutating func error(
        _ id: DiagnosticID, _ message: String, at range: SourceRange, notes: [Diagnostic.Note] = [],
        fixIts: [Diagnostic.FixIt] = []
    ) {
        guard range.start != lastErrorStart else { return }
        // The scanner already explained this line, or everything from an unterminated literal on: more would be
        // noise caused by the same mistake.
        if let swallowedFrom, range.start >= swallowedFrom || isAtEnd { return }
        if !scannerErrorLines.isEmpty, scannerErrorLines.contains(source.lineAndColumn(of: range.start).line) {
            return
        }
        lastErrorStart = range.start
        diagnostics.error(id, message, at: range, notes: notes, fixIts: fixIts)
    }

    /// Where to point when something is missing: at the current token, or, when that is on a new line (so the
    /// thing is missing at the end of the previous one, as Swift reports it, even where the line goes on), just after
    /// the previous token.
    var missingLocation: SourceRange {
        if current.isOnNewLine || isAtEnd, position > 0 {
            return SourceRange(file: file, start: previousEnd, end: previousEnd)
        }
        return range(current)
    }

    func insertion(_ text: String, at offset: Int) -> Diagnostic.FixIt {
        Diagnostic.FixIt(replacing: SourceRange(file: file, start: offset, end: offset), with: text)
    }
}
