/// A comment the scanner saw between tokens.
public struct CommentTrivia: Hashable, Sendable {
    public enum Kind: UInt8, Hashable, Sendable {
        /// `// …`
        case line
        /// `/* … */`, nested ones included.
        case block
        /// `/// …`, one line of a documentation comment.
        case doc
        /// `/** … */`, a whole documentation comment (not `/**/` or `/*** …`, which are plain, as in Swift).
        case docBlock
    }

    public var kind: Kind
    public var start: Int
    public var end: Int
    /// The index in ``ScannedFile/tokens`` of the token that follows the comment: the declaration a doc comment
    /// documents.
    public var nextTokenIndex: Int

    /// `///` or `/** … */`.
    public var isDocumentation: Bool { kind == .doc || kind == .docBlock }

    public init(kind: Kind, start: Int, end: Int, nextTokenIndex: Int) {
        self.kind = kind
        self.start = start
        self.end = end
        self.nextTokenIndex = nextTokenIndex
    }
}

/// The scanner's output for one file (or one range of it).
public struct ScannedFile: Sendable {
    /// Every token in order, always ending with one ``TokenKind/endOfFile`` token.
    public var tokens: [Token]
    /// Every comment in order.
    public var comments: [CommentTrivia]
    /// Where an unterminated string literal or block comment began that ran to the end of the file, if one did:
    /// the parser stays quiet about what follows, since the scanner has explained it.
    public var unterminatedFrom: Int?
    /// The ranges inside `\( … )` of each string literal (by where the literal starts), at every depth the scanner
    /// read, so a tool can look into interpolations without scanning them again.
    public var interpolations: [Int: [Range<Int>]]
    /// The tokens of each interpolation (by where its inside starts), without an end-of-file token.
    public var interpolationTokens: [Int: [Token]]

    public init(
        tokens: [Token], comments: [CommentTrivia], unterminatedFrom: Int? = nil,
        interpolations: [Int: [Range<Int>]] = [:], interpolationTokens: [Int: [Token]] = [:]
    ) {
        self.tokens = tokens
        self.comments = comments
        self.unterminatedFrom = unterminatedFrom
        self.interpolations = interpolations
        self.interpolationTokens = interpolationTokens
    }
}
