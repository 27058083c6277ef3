/// A comment the scanner saw between tokens.
public struct CommentTrivia: Hashable, Sendable {
    public enum Kind: UInt8, Hashable, Sendable {
        /// `// …`
        case line
        /// `/* … */`, nested ones included.
        case block
        /// `/// …`, one line of a documentation comment.
        case doc
    }

    public var kind: Kind
    public var start: Int
    public var end: Int
    /// The index in ``ScannedFile/tokens`` of the token that follows the comment: the declaration a doc comment
    /// documents.
    public var nextTokenIndex: Int

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

    public init(tokens: [Token], comments: [CommentTrivia]) {
        self.tokens = tokens
        self.comments = comments
    }
}
