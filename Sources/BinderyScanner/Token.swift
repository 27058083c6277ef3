/// What a token is. Keywords are identifiers: the language lets a Swift keyword be a name, so the parser decides
/// from context whether `model` or `default` is a keyword or a name.
public enum TokenKind: UInt8, Sendable {
    case endOfFile
    /// A name or keyword, or a backticked name (see ``Token/isBackticked``).
    case identifier
    /// `$0`, `$1`: a transform's inputs.
    case dollarIdentifier
    /// `#file`, `#selector`: kept as one token inside embedded expressions.
    case poundKeyword
    case numberLiteral
    /// A whole string literal, interpolations included: `"a\(b)c"`, `#"raw"#`, `"""…"""`.
    case stringLiteral
    /// A whole regex literal: `/a+b/`, `#/a/b/#`.
    case regexLiteral
    case leftBrace
    case rightBrace
    case leftParen
    case rightParen
    case leftBracket
    case rightBracket
    case comma
    case colon
    case semicolon
    case period
    case at
    /// `\` that starts a key path: `\.name`, `\Model.name`.
    case backslash
    /// `->`
    case arrow
    /// `<-`
    case leftArrow
    /// `<->`
    case twoWayArrow
    /// `=`
    case equal
    /// `|`
    case pipe
    /// `?`
    case question
    /// `!`
    case exclamation
    /// `??`
    case doubleQuestion
    /// `<`
    case lessThan
    /// `>`
    case greaterThan
    /// Any other operator, by maximal munch: `==`, `*`, `||`, `..<`.
    case `operator`

    /// Whether the token opens a bracket pair: `(`, `[`, `{`.
    public var isOpeningBracket: Bool {
        self == .leftParen || self == .leftBracket || self == .leftBrace
    }

    /// Whether the token closes a bracket pair: `)`, `]`, `}`.
    public var isClosingBracket: Bool {
        self == .rightParen || self == .rightBracket || self == .rightBrace
    }

    /// The closing kind that matches an opening bracket.
    public var matchingClose: TokenKind {
        switch self {
        case .leftParen: .rightParen
        case .leftBracket: .rightBracket
        case .leftBrace: .rightBrace
        default: self
        }
    }

    /// The operator kinds whose first character is one of the operator characters, so the parser can split them.
    static func classifyOperator(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> TokenKind {
        let length = end - start
        let first = bytes[start]
        if length == 1 {
            switch first {
            case UInt8(ascii: "="): return .equal
            case UInt8(ascii: "|"): return .pipe
            case UInt8(ascii: "?"): return .question
            case UInt8(ascii: "!"): return .exclamation
            case UInt8(ascii: "<"): return .lessThan
            case UInt8(ascii: ">"): return .greaterThan
            default: return .operator
            }
        }
        let second = bytes[start + 1]
        if length == 2 {
            if first == UInt8(ascii: "-"), second == UInt8(ascii: ">") { return .arrow }
            if first == UInt8(ascii: "<"), second == UInt8(ascii: "-") { return .leftArrow }
            if first == UInt8(ascii: "?"), second == UInt8(ascii: "?") { return .doubleQuestion }
        }
        if length == 3, first == UInt8(ascii: "<"), second == UInt8(ascii: "-"), bytes[start + 2] == UInt8(ascii: ">") {
            return .twoWayArrow
        }
        return .operator
    }
}

/// One token: its kind, its byte range, and what trivia came before it.
///
/// Offsets are 32-bit to keep the token array small (a 10 MB spec has millions of tokens); the scanner refuses
/// files it could not address.
public struct Token: Hashable, Sendable {
    public var kind: TokenKind
    var flags: UInt8
    public var start: Int32
    public var end: Int32

    static let newlineBeforeFlag: UInt8 = 1
    static let spaceBeforeFlag: UInt8 = 2
    static let backtickedFlag: UInt8 = 4
    static let continuesLineFlag: UInt8 = 8

    public init(kind: TokenKind, start: Int, end: Int, newlineBefore: Bool, spaceBefore: Bool, backticked: Bool) {
        self.kind = kind
        self.start = Int32(truncatingIfNeeded: start)
        self.end = Int32(truncatingIfNeeded: end)
        var flags: UInt8 = 0
        if newlineBefore { flags |= Token.newlineBeforeFlag }
        if spaceBefore || newlineBefore { flags |= Token.spaceBeforeFlag }
        if backticked { flags |= Token.backtickedFlag }
        self.flags = flags
    }

    /// Whether the token starts a line that ends what came before: a newline (or a comment spanning lines)
    /// separates it from the previous one, or it is the first token of the file, and the line it starts does not go
    /// on with the one before (see ``continuePreviousLine()``): "declarations and rules end at a newline".
    public var isAtStartOfLine: Bool {
        flags & (Token.newlineBeforeFlag | Token.continuesLineFlag) == Token.newlineBeforeFlag
    }

    /// Whether a newline (or a comment spanning lines) separates this token from the previous one, or it is the
    /// first token of the file, whether or not the line goes on with the one before: where to say something is
    /// missing, at the end of the line before.
    public var isOnNewLine: Bool { flags & Token.newlineBeforeFlag != 0 }

    /// Marks the token, on a new line, as going on with the line before, as Swift reads `a +⏎ b`: it no longer
    /// ``isAtStartOfLine``, though it stays ``isOnNewLine``.
    public mutating func continuePreviousLine() {
        flags |= Token.continuesLineFlag
    }

    /// Whether any whitespace or comment comes right before the token.
    public var hasSpaceBefore: Bool { flags & Token.spaceBeforeFlag != 0 }

    /// Whether the token follows the one before with nothing between, or starts a line that goes on with the line
    /// before: a `.` so placed names a member (`Swift.Int`, `Swift⏎ .Int`).
    public var isJoinedToPrevious: Bool {
        let continuedLine = Token.newlineBeforeFlag | Token.continuesLineFlag
        return !hasSpaceBefore || flags & continuedLine == continuedLine
    }

    /// Whether the identifier was written in backticks; its range then covers the backticks too.
    public var isBackticked: Bool { flags & Token.backtickedFlag != 0 }

    public var startOffset: Int { Int(start) }
    public var endOffset: Int { Int(end) }

    /// The bytes that make up the token's name: for a backticked identifier, without the backticks.
    public var nameStart: Int { isBackticked ? Int(start) + 1 : Int(start) }
    public var nameEnd: Int { isBackticked ? max(Int(start) + 1, Int(end) - 1) : Int(end) }
}

extension Token {
    /// Splits one character off the front of an operator token, for the places where Swift's grammar does too:
    /// `Array<Int?>` scans `?>` as one operator, but a type reads `?` and then `>`.
    public mutating func dropFirstByte(in bytes: [UInt8]) {
        start += 1
        flags &= ~(Token.newlineBeforeFlag | Token.spaceBeforeFlag)
        if start >= end {
            kind = .endOfFile
            return
        }
        kind = bytes.withUnsafeBufferPointer { TokenKind.classifyOperator($0, Int(start), Int(end)) }
    }
}
