/// A JSON value with the byte range it was read from, so a message about a setting can point at it.
///
/// Foundation's `JSONSerialization` says neither where a syntax error is nor where a key sits; a configuration
/// file is small, and a reader that keeps positions is short. The language server reads messages with it too
/// (`JSONValue.parse`), since the `bindery` executable links no Foundation (issue 14).
package struct LocatedJSON: Sendable {
    package enum Value: Sendable {
        case object([Member])
        case array([LocatedJSON])
        case string(String)
        case number(String)
        case bool(Bool)
        case null
    }

    package struct Member: Sendable {
        package var key: String
        package var keyRange: Range<Int>
        package var value: LocatedJSON
    }

    /// Where the text cannot be read as JSON: the byte offset and what was expected there.
    package struct SyntaxError: Error, Sendable {
        package var offset: Int
        package var message: String
    }

    package var value: Value
    package var range: Range<Int>

    /// How deep objects and arrays may nest: reading, converting and freeing a value recurse once a level, so a
    /// message of a few hundred kilobytes of `[` would otherwise overflow the stack. Foundation's decoder stopped at
    /// the same depth.
    package static let maximumNesting = 512

    /// Reads one JSON value (RFC 8259), surrounded by nothing but whitespace, from `start` on (offsets in values and
    /// errors still count from the first byte).
    package static func parse(_ bytes: [UInt8], from start: Int = 0) throws(SyntaxError) -> LocatedJSON {
        var reader = Reader(bytes: bytes)
        reader.offset = start
        let value = try reader.value()
        reader.skipWhitespace()
        guard reader.offset == bytes.count else { throw reader.error("unexpected text after the JSON value") }
        return value
    }

    /// What a message calls this kind of value: `a string`, `an object`.
    var kindDescription: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

private struct Reader {
    let bytes: [UInt8]
    var offset = 0
    /// The objects and arrays open at `offset`.
    private var depth = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { offset += 1 }
    }

    mutating func value() throws(LocatedJSON.SyntaxError) -> LocatedJSON {
        skipWhitespace()
        let start = offset
        let value: LocatedJSON.Value
        guard let byte = current else { throw error("expected a value, found the end of the file") }
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard depth < LocatedJSON.maximumNesting else {
                throw error("objects and arrays nest more than \(LocatedJSON.maximumNesting) levels deep")
            }
            depth += 1
            defer { depth -= 1 }
            value = byte == UInt8(ascii: "{") ? .object(try members()) : .array(try elements())
        case UInt8(ascii: "\""): value = .string(try string())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try number())
        case UInt8(ascii: "t"): value = try literal("true", .bool(true))
        case UInt8(ascii: "f"): value = try literal("false", .bool(false))
        case UInt8(ascii: "n"): value = try literal("null", .null)
        default: throw error("expected a value (an object, array, string, number, true, false or null)")
        }
        return LocatedJSON(value: value, range: start..<offset)
    }

    private mutating func members() throws(LocatedJSON.SyntaxError) -> [LocatedJSON.Member] {
        var members: [LocatedJSON.Member] = []
        if opensEmpty(closing: UInt8(ascii: "}")) { return members }
        while true {
            skipWhitespace()
            if !members.isEmpty, current == UInt8(ascii: "}") { throw trailingComma("}") }
            guard current == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
            let keyStart = offset
            let key = try string()
            let keyRange = keyStart..<offset
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key)\"") }
            offset += 1
            members.append(LocatedJSON.Member(key: key, keyRange: keyRange, value: try value()))
            if try closes(UInt8(ascii: "}"), else: "expected ',' or '}' after the value of \"\(key)\"") {
                return members
            }
        }
    }

    private mutating func elements() throws(LocatedJSON.SyntaxError) -> [LocatedJSON] {
        var elements: [LocatedJSON] = []
        if opensEmpty(closing: UInt8(ascii: "]")) { return elements }
        while true {
            skipWhitespace()
            if !elements.isEmpty, current == UInt8(ascii: "]") { throw trailingComma("]") }
            elements.append(try value())
            if try closes(UInt8(ascii: "]"), else: "expected ',' or ']' after an array element") { return elements }
        }
    }

    /// Steps over an object's or array's opening bracket; true when the closing one follows at once (and is read).
    private mutating func opensEmpty(closing: UInt8) -> Bool {
        offset += 1
        skipWhitespace()
        guard current == closing else { return false }
        offset += 1
        return true
    }

    /// After a member or element: true at the closing bracket (read), false at a comma (read; another follows).
    private mutating func closes(_ closing: UInt8, else message: String) throws(LocatedJSON.SyntaxError) -> Bool {
        skipWhitespace()
        switch current {
        case UInt8(ascii: ","):
            offset += 1
            return false
        case closing:
            offset += 1
            return true
        default:
            throw error(message)
        }
    }

    private mutating func string() throws(LocatedJSON.SyntaxError) -> String {
        let start = offset
        offset += 1
        var scalars: [UInt8] = []
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                // Decoding makes bytes that are not UTF-8 U+FFFD, a path or key the file never held: then the
                // decoded text's bytes differ from the string's.
                let text = String(decoding: scalars, as: UTF8.self)
                guard text.utf8.elementsEqual(scalars) else {
                    offset = start
                    throw error("this string holds bytes that are not UTF-8; save the file as UTF-8")
                }
                offset += 1
                return text
            case UInt8(ascii: "\\"):
                offset += 1
                try escape(into: &scalars)
            case 0x00..<0x20:
                throw error("a string cannot hold a line break or control character; write it escaped, as \\n")
            default:
                scalars.append(byte)
                offset += 1
            }
        }
        offset = start
        throw error("this string is never closed; end it with '\"'")
    }

    private mutating func escape(into scalars: inout [UInt8]) throws(LocatedJSON.SyntaxError) {
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
            UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        guard let byte = current else { throw error("this string is never closed; end it with '\"'") }
        if let replacement = simple[byte] {
            scalars.append(replacement)
            offset += 1
            return
        }
        guard byte == UInt8(ascii: "u") else {
            throw error(
                "unknown escape '\\\(Character(Unicode.Scalar(byte)))'; JSON knows \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u"
            )
        }
        offset += 1
        var code = try hexadecimalCodeUnit()
        // A character outside the Basic Multilingual Plane is escaped as a surrogate pair: `\ud83d\ude00`.
        if (0xD800...0xDBFF).contains(code), bytes[offset...].starts(with: Array("\\u".utf8)) {
            let afterHigh = offset
            offset += 2
            let low = try hexadecimalCodeUnit()
            if (0xDC00...0xDFFF).contains(low) {
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            } else {
                offset = afterHigh
            }
        }
        // A lone surrogate half cannot be represented; it reads as U+FFFD, as Foundation reads it.
        let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
        scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    /// The four hexadecimal digits after `\u`.
    private mutating func hexadecimalCodeUnit() throws(LocatedJSON.SyntaxError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = current.flatMap({ UInt32(String(Unicode.Scalar($0)), radix: 16) }) else {
                throw error("'\\u' takes four hexadecimal digits")
            }
            code = code * 16 + digit
            offset += 1
        }
        return code
    }

    private mutating func number() throws(LocatedJSON.SyntaxError) -> String {
        let start = offset
        if current == UInt8(ascii: "-") { offset += 1 }
        func digits(_ reader: inout Reader) -> Int {
            let before = reader.offset
            while let byte = reader.current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                reader.offset += 1
            }
            return reader.offset - before
        }
        guard digits(&self) > 0 else { throw error("expected a digit") }
        if current == UInt8(ascii: ".") {
            offset += 1
            guard digits(&self) > 0 else { throw error("expected a digit after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            offset += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
            guard digits(&self) > 0 else { throw error("expected a digit in the exponent") }
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    private mutating func literal(_ word: String, _ value: LocatedJSON.Value) throws(LocatedJSON.SyntaxError)
        -> LocatedJSON.Value
    {
        let expected = Array(word.utf8)
        guard bytes[offset...].starts(with: expected) else {
            throw error("expected a value (an object, array, string, number, true, false or null)")
        }
        offset += expected.count
        return value
    }

    /// The error at `offset`. A comment is what most often stands where JSON cannot go (`bindery.json` is edited by
    /// hand, and JSONC and JSON5 allow them), so one there is named, whatever was expected.
    func error(_ message: String) -> LocatedJSON.SyntaxError {
        let opensComment =
            current == UInt8(ascii: "/") && offset + 1 < bytes.count
            && (bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "*"))
        return LocatedJSON.SyntaxError(
            offset: offset, message: opensComment ? "JSON has no comments; remove this one" : message)
    }

    /// At the bracket after a member's or element's comma: JSON allows no comma before a closing bracket.
    private func trailingComma(_ closing: Character) -> LocatedJSON.SyntaxError {
        error("a comma before '\(closing)' is not allowed in JSON; remove the last ','")
    }
}
