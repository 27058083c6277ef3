import BinderySource

/// Turns the bytes of a spec into tokens and comments, with exact byte ranges, reading them exactly as Swift 6 does.
///
/// A spec embeds Swift (defaults, computed expressions, transform bodies, fallbacks) that the generator copies into
/// Swift source, so where a string, a regex literal, a comment or a line ends must be where Swift ends it: otherwise
/// text that Bindery read as inside a literal could close the generated declaration around it. Line ends are LF, CR
/// and CRLF; strings, raw strings, multi-line strings and their interpolations follow Swift's lexer; a `/` starts a
/// regex literal where SE-0354 says it does. What Swift would reject, or read differently, is an error here.
///
/// The scanner never stops early: a byte it cannot use becomes a diagnostic and is skipped, so the parser always
/// sees the whole file.
public struct TokenScanner {
    /// How deeply string literals may nest inside interpolations before the scanner stops looking inside them.
    public static let maximumStringNesting = 64

    let bytes: UnsafeBufferPointer<UInt8>
    let file: FileID
    let end: Int
    var index: Int
    /// How deep this scan is inside string interpolations: 0 for a file.
    let stringDepth: Int
    var tokens: [Token] = []
    var comments: [CommentTrivia] = []
    var diagnostics: Diagnostics
    var newlineBefore = true
    var spaceBefore = false
    var unterminatedFrom: Int?
    /// The token before the current one, for Swift's rules on where a `/` starts a regex literal.
    var previous = PreviousToken.startOfFile
    /// Set by `try?` and `try!`, after which a `/` starts a regex rather than a binary operator.
    var prefersRegex = false
    /// Whether to read the inside of interpolations as tokens (reporting what does not lex), or only find them.
    var readsInterpolations = true
    /// The brackets open at this point, innermost last: Swift reads a `/` differently in an argument list.
    var openBrackets: [UInt8] = []
    /// What every scan of this file, at every interpolation depth, has learnt about interpolations.
    let table: InterpolationTable

    init(
        bytes: UnsafeBufferPointer<UInt8>, file: FileID, range: Range<Int>, stringDepth: Int = 0,
        table: InterpolationTable = InterpolationTable(), diagnostics: Diagnostics
    ) {
        self.table = table
        self.bytes = bytes
        self.file = file
        self.index = range.lowerBound
        self.end = range.upperBound
        self.stringDepth = stringDepth
        self.diagnostics = diagnostics
        if stringDepth > 0 || range.lowerBound > 0 {
            // Inside `\( … )`: what comes first follows a `(`, in an argument list.
            previous = PreviousToken(kind: .leftParen, start: range.lowerBound, end: range.lowerBound)
            openBrackets = [UInt8(ascii: "(")]
        }
    }

    /// Scans a whole file, reporting invalid UTF-8, NUL bytes, unterminated literals and comments, and stray
    /// characters into `diagnostics`.
    public static func scan(_ source: SourceFile, id: FileID, diagnostics: inout Diagnostics) -> ScannedFile {
        scan(source, id: id, range: 0..<source.bytes.count, validateEncoding: true, diagnostics: &diagnostics)
    }

    /// Scans a byte range of a file (an interpolation, say); offsets stay those of the whole file. `stringDepth` is
    /// how many string literals the range lies inside.
    public static func scan(
        _ source: SourceFile, id: FileID, range: Range<Int>, validateEncoding: Bool = false, stringDepth: Int = 0,
        diagnostics: inout Diagnostics
    ) -> ScannedFile {
        source.bytes.withUnsafeBufferPointer { buffer in
            if buffer.count > Int(Int32.max) {
                diagnostics.error(
                    .fileTooLarge, "spec file is too large (\(buffer.count) bytes); split it into files under 2 GB",
                    at: SourceRange(file: id, start: 0, end: 0))
                return ScannedFile(
                    tokens: [
                        Token(
                            kind: .endOfFile, start: 0, end: 0, newlineBefore: true, spaceBefore: false,
                            backticked: false)
                    ], comments: [])
            }
            var scanner = TokenScanner(
                bytes: buffer, file: id, range: range, stringDepth: stringDepth, diagnostics: diagnostics)
            if validateEncoding {
                // A file that is not text scans as empty: its one error says all there is to say.
                if !scanner.validateEncoding() { scanner.index = scanner.end }
                scanner.skipByteOrderMark()
            }
            scanner.run()
            diagnostics = scanner.diagnostics
            return ScannedFile(
                tokens: scanner.tokens, comments: scanner.comments, unterminatedFrom: scanner.unterminatedFrom,
                interpolations: scanner.table.interpolations, interpolationTokens: scanner.table.tokens)
        }
    }

    /// The ranges inside `\( … )` of the string literal token that starts at `start`, for finding the names an
    /// interpolation mentions.
    public static func interpolations(in source: SourceFile, id: FileID, stringAt start: Int, end: Int) -> [Range<Int>]
    {
        source.bytes.withUnsafeBufferPointer { buffer in
            var scanner = TokenScanner(bytes: buffer, file: id, range: start..<end, diagnostics: Diagnostics())
            scanner.readsInterpolations = false
            var ranges: [Range<Int>] = []
            scanner.scanString(interpolations: &ranges)
            return ranges
        }
    }

    mutating func run() {
        tokens.reserveCapacity((end - index) / 4 + 1)
        while index < end {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0:
                index += 1
                // Indentation comes in runs; skip them without the switch.
                while index < end, bytes[index] == UInt8(ascii: " ") { index += 1 }
                spaceBefore = true
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
                newlineBefore = true
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                scanLineComment()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                scanBlockComment()
            case UInt8(ascii: "\""):
                scanStringToken()
            case UInt8(ascii: "'"):
                scanSingleQuoted()
            case UInt8(ascii: "#"):
                scanPound()
            case UInt8(ascii: "`"):
                scanBacktickIdentifier()
            case UInt8(ascii: "$"):
                scanDollarIdentifier()
            case UInt8(ascii: "\\"):
                scanBackslash()
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                scanNumber()
            case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["):
                openBrackets.append(byte)
                single(byte == UInt8(ascii: "{") ? .leftBrace : byte == UInt8(ascii: "(") ? .leftParen : .leftBracket)
            case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
                _ = openBrackets.popLast()
                single(
                    byte == UInt8(ascii: "}") ? .rightBrace : byte == UInt8(ascii: ")") ? .rightParen : .rightBracket)
            case UInt8(ascii: ","): single(.comma)
            case UInt8(ascii: ":"): single(.colon)
            case UInt8(ascii: ";"): single(.semicolon)
            case UInt8(ascii: "@"): single(.at)
            default:
                if CharacterClass.isASCIIIdentifierStart(byte) {
                    scanIdentifier()
                } else if CharacterClass.isOperator(byte) || byte == UInt8(ascii: ".") {
                    scanOperator()
                } else if byte >= 0x80 {
                    scanNonASCII()
                } else {
                    unexpectedCharacter(byte)
                }
            }
        }
        tokens.append(
            Token(
                kind: .endOfFile, start: end, end: end, newlineBefore: true, spaceBefore: spaceBefore,
                backticked: false))
    }

    /// A byte-order mark at the start of a file is allowed, as swiftc allows it, and reads as nothing.
    mutating func skipByteOrderMark() {
        if index == 0, end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
        }
    }

    func peek(_ offset: Int) -> UInt8? {
        index + offset < end ? bytes[index + offset] : nil
    }

    /// The byte at `position` of the whole buffer, past this scan's range too: Swift decides whether an operator is
    /// bound by the characters around it, and a range's end is followed by its closing `)`.
    func byte(at position: Int) -> UInt8? {
        position >= 0 && position < bytes.count ? bytes[position] : nil
    }

    mutating func emit(_ kind: TokenKind, _ start: Int, backticked: Bool = false, allowsRegexAfter: Bool? = nil) {
        tokens.append(
            Token(
                kind: kind, start: start, end: index, newlineBefore: newlineBefore, spaceBefore: spaceBefore,
                backticked: backticked))
        newlineBefore = false
        spaceBefore = false
        prefersRegex = false
        previous = PreviousToken(
            kind: kind, start: start, end: index, isBackticked: backticked,
            allowsRegexAfter: allowsRegexAfter ?? Self.allowsRegex(after: kind))
    }

    /// Whether an expression may start after a token of this kind; nil for a name, which depends on whether it is a
    /// keyword.
    private static func allowsRegex(after kind: TokenKind) -> Bool? {
        switch kind {
        case .identifier: nil
        case .leftBrace, .leftParen, .leftBracket, .comma, .colon, .semicolon, .equal: true
        default: false
        }
    }

    mutating func single(_ kind: TokenKind) {
        let start = index
        index += 1
        emit(kind, start)
    }

    mutating func error(
        _ id: DiagnosticID, _ message: String, _ start: Int, _ end: Int, fixIts: [Diagnostic.FixIt] = []
    ) {
        diagnostics.error(id, message, at: SourceRange(file: file, start: start, end: end), fixIts: fixIts)
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    mutating func unexpectedCharacter(_ byte: UInt8) {
        let start = index
        index += 1
        let shown =
            byte < 0x20 || byte == 0x7F
            ? "\\u{\(String(byte, radix: 16, uppercase: true))}" : String(UnicodeScalar(byte))
        error(.unexpectedCharacter, "unexpected character '\(shown)'", start, index)
        spaceBefore = true
    }
}

/// What Swift's lexer remembers of the token before a `/` to decide whether it starts a regex literal.
struct PreviousToken {
    /// nil at the start of the file.
    var kind: TokenKind?
    var start: Int
    var end: Int
    var isBackticked = false
    /// Whether an expression may start after this token; nil when it depends on the token's text (a keyword).
    var allowsRegexAfter: Bool?

    static let startOfFile = PreviousToken(kind: nil, start: 0, end: 0, allowsRegexAfter: true)
}
