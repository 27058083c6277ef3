import BinderySource

/// Turns the bytes of a spec into tokens and comments, with exact byte ranges.
///
/// The scanner never stops early: a byte it cannot use becomes a diagnostic and is skipped, so the parser always
/// sees the whole file.
public struct TokenScanner {
    /// How deeply string literals may nest inside interpolations before the scanner gives up on the literal.
    public static let maximumStringNesting = 64

    let bytes: UnsafeBufferPointer<UInt8>
    let file: FileID
    let end: Int
    var index: Int
    var tokens: [Token] = []
    var comments: [CommentTrivia] = []
    var diagnostics: Diagnostics
    var newlineBefore = true
    var spaceBefore = false
    var unterminatedFrom: Int?

    init(bytes: UnsafeBufferPointer<UInt8>, file: FileID, range: Range<Int>, diagnostics: Diagnostics) {
        self.bytes = bytes
        self.file = file
        self.index = range.lowerBound
        self.end = range.upperBound
        self.diagnostics = diagnostics
    }

    /// Scans a whole file, reporting invalid UTF-8, NUL bytes, unterminated literals and comments, and stray
    /// characters into `diagnostics`.
    public static func scan(_ source: SourceFile, id: FileID, diagnostics: inout Diagnostics) -> ScannedFile {
        scan(source, id: id, range: 0..<source.bytes.count, validateEncoding: true, diagnostics: &diagnostics)
    }

    /// Scans a byte range of a file (an interpolation, say); offsets stay those of the whole file.
    public static func scan(
        _ source: SourceFile, id: FileID, range: Range<Int>, validateEncoding: Bool = false,
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
            var scanner = TokenScanner(bytes: buffer, file: id, range: range, diagnostics: diagnostics)
            if validateEncoding {
                scanner.validateEncoding()
            }
            scanner.run()
            diagnostics = scanner.diagnostics
            return ScannedFile(
                tokens: scanner.tokens, comments: scanner.comments, unterminatedFrom: scanner.unterminatedFrom)
        }
    }

    /// The ranges inside `\( … )` of the string literal token that starts at `start`, for finding the names an
    /// interpolation mentions.
    public static func interpolations(in source: SourceFile, id: FileID, stringAt start: Int, end: Int) -> [Range<Int>]
    {
        source.bytes.withUnsafeBufferPointer { buffer in
            var scanner = TokenScanner(bytes: buffer, file: id, range: start..<end, diagnostics: Diagnostics())
            var ranges: [Range<Int>] = []
            _ = scanner.scanString(depth: 0, interpolations: &ranges)
            return ranges
        }
    }

    mutating func run() {
        tokens.reserveCapacity((end - index) / 4 + 1)
        while index < end {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C, 0:
                index += 1
                spaceBefore = true
            case UInt8(ascii: "\n"):
                index += 1
                newlineBefore = true
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                scanLineComment()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                scanBlockComment()
            case UInt8(ascii: "\""):
                let start = index
                var ignored: [Range<Int>] = []
                _ = scanString(depth: 0, interpolations: &ignored)
                emit(.stringLiteral, start)
            case UInt8(ascii: "#"):
                scanPound()
            case UInt8(ascii: "`"):
                scanBacktickIdentifier()
            case UInt8(ascii: "$"):
                let start = index
                index += 1
                while index < end, CharacterClass.isIdentifierContinue(bytes[index]) { index += 1 }
                if index == start + 1 {
                    error(
                        .invalidDollarIdentifier, "'$' must be followed by a number or a name, as in '$0'", start, index
                    )
                    spaceBefore = true
                } else {
                    emit(.dollarIdentifier, start)
                }
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                scanNumber()
            case UInt8(ascii: "{"): single(.leftBrace)
            case UInt8(ascii: "}"): single(.rightBrace)
            case UInt8(ascii: "("): single(.leftParen)
            case UInt8(ascii: ")"): single(.rightParen)
            case UInt8(ascii: "["): single(.leftBracket)
            case UInt8(ascii: "]"): single(.rightBracket)
            case UInt8(ascii: ","): single(.comma)
            case UInt8(ascii: ":"): single(.colon)
            case UInt8(ascii: ";"): single(.semicolon)
            case UInt8(ascii: "@"): single(.at)
            case UInt8(ascii: "."):
                if peek(1) == UInt8(ascii: ".") {
                    let start = index
                    index += 1
                    while index < end, bytes[index] == UInt8(ascii: ".") || CharacterClass.isOperator(bytes[index]) {
                        index += 1
                    }
                    emit(.operator, start)
                } else {
                    single(.period)
                }
            default:
                if CharacterClass.isOperator(byte) {
                    scanOperator()
                } else if byte >= 0x80 {
                    scanNonASCII()
                } else if CharacterClass.isIdentifierStart(byte) {
                    scanIdentifier()
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

    func peek(_ offset: Int) -> UInt8? {
        index + offset < end ? bytes[index + offset] : nil
    }

    mutating func emit(_ kind: TokenKind, _ start: Int, backticked: Bool = false) {
        tokens.append(
            Token(
                kind: kind, start: start, end: index, newlineBefore: newlineBefore, spaceBefore: spaceBefore,
                backticked: backticked))
        newlineBefore = false
        spaceBefore = false
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

    mutating func scanIdentifier() {
        let start = index
        while index < end {
            let byte = bytes[index]
            if byte < 0x80 {
                guard CharacterClass.isIdentifierContinue(byte) else { break }
                index += 1
            } else {
                let length = CharacterClass.utf8SequenceLength(bytes, at: index, end: end)
                guard length > 0 else { break }
                index += length
            }
        }
        emit(.identifier, start)
    }

    /// A non-ASCII scalar starts a name (Swift allows most letters); an invalid byte was reported up front.
    mutating func scanNonASCII() {
        if CharacterClass.utf8SequenceLength(bytes, at: index, end: end) > 0 {
            scanIdentifier()
        } else {
            index += 1
            spaceBefore = true
        }
    }

    mutating func scanOperator() {
        let start = index
        index += 1
        while index < end, CharacterClass.isOperator(bytes[index]) {
            // A comment starts inside what would be an operator: `a+/* c */b`.
            if bytes[index] == UInt8(ascii: "/"), let next = peek(1),
                next == UInt8(ascii: "/") || next == UInt8(ascii: "*")
            {
                break
            }
            index += 1
        }
        tokens.append(
            Token(
                kind: TokenKind.classifyOperator(bytes, start, index), start: start, end: index,
                newlineBefore: newlineBefore, spaceBefore: spaceBefore, backticked: false))
        newlineBefore = false
        spaceBefore = false
    }

    mutating func scanNumber() {
        let start = index
        index += 1
        let isPrefixed =
            bytes[start] == UInt8(ascii: "0")
            && (peek(0) == UInt8(ascii: "x") || peek(0) == UInt8(ascii: "o") || peek(0) == UInt8(ascii: "b"))
        let isHex = isPrefixed && peek(0) == UInt8(ascii: "x")
        while index < end {
            let byte = bytes[index]
            if CharacterClass.isIdentifierContinue(byte), byte < 0x80 {
                // An exponent may carry a sign: `1e-3`, `0x1p+4`.
                let isExponent =
                    (!isHex && (byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")))
                    || (isHex && (byte == UInt8(ascii: "p") || byte == UInt8(ascii: "P")))
                index += 1
                if isExponent, let sign = peek(0), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"),
                    let digit = peek(1), CharacterClass.isDigit(digit)
                {
                    index += 1
                }
            } else if byte == UInt8(ascii: "."), let next = peek(1),
                CharacterClass.isDigit(next) || (isHex && CharacterClass.isIdentifierContinue(next) && next < 0x80)
            {
                index += 1
            } else {
                break
            }
        }
        emit(.numberLiteral, start)
    }

    mutating func scanBacktickIdentifier() {
        let start = index
        index += 1
        while index < end, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") {
            index += 1
        }
        if index < end, bytes[index] == UInt8(ascii: "`") {
            index += 1
            if index - start == 2 {
                error(
                    .invalidBacktickedName, "empty backticked name '``'; write a name between the backticks", start,
                    index)
                spaceBefore = true
                return
            }
            emit(.identifier, start, backticked: true)
        } else {
            error(
                .invalidBacktickedName, "unterminated backticked name; add '`' after the name", start, index,
                fixIts: [Diagnostic.FixIt(replacing: SourceRange(file: file, start: index, end: index), with: "`")])
            spaceBefore = true
        }
    }

    /// `#"raw"#`, `##"…"##`, or `#name`.
    mutating func scanPound() {
        let start = index
        var cursor = index
        while cursor < end, bytes[cursor] == UInt8(ascii: "#") { cursor += 1 }
        if cursor < end, bytes[cursor] == UInt8(ascii: "\"") {
            var ignored: [Range<Int>] = []
            _ = scanString(depth: 0, interpolations: &ignored)
            emit(.stringLiteral, start)
        } else if cursor == index + 1, cursor < end, CharacterClass.isIdentifierStart(bytes[cursor]) {
            index = cursor
            while index < end, CharacterClass.isIdentifierContinue(bytes[index]) { index += 1 }
            emit(.poundKeyword, start)
        } else {
            index = cursor
            error(.unexpectedPound, "unexpected '#'; a raw string is written #\"…\"#", start, cursor)
            spaceBefore = true
        }
    }

    mutating func unexpectedCharacter(_ byte: UInt8) {
        let start = index
        if byte == UInt8(ascii: "'") {
            var close = index + 1
            while close < end, bytes[close] != UInt8(ascii: "'"), bytes[close] != UInt8(ascii: "\n") { close += 1 }
            if close < end, bytes[close] == UInt8(ascii: "'") {
                // 'x': read it as the string it was meant to be, and say how Swift writes it.
                index = close + 1
                let inner = String(decoding: UnsafeBufferPointer(rebasing: bytes[(start + 1)..<close]), as: UTF8.self)
                error(
                    .singleQuotedString, "single-quoted strings are not Swift; write \"\(inner)\"", start, index,
                    fixIts: [
                        Diagnostic.FixIt(
                            replacing: SourceRange(file: file, start: start, end: index), with: "\"\(inner)\"")
                    ])
                emit(.stringLiteral, start)
                return
            }
        }
        index += 1
        let shown =
            byte < 0x20 || byte == 0x7F
            ? "\\u{\(String(byte, radix: 16, uppercase: true))}" : String(UnicodeScalar(byte))
        let advice =
            byte == UInt8(ascii: "'")
            ? "; string literals use double quotes"
            : byte == UInt8(ascii: "\\") ? "; a backslash belongs inside a string literal" : ""
        error(.unexpectedCharacter, "unexpected character '\(shown)'\(advice)", start, index)
        spaceBefore = true
    }
}
