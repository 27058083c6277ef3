import BinderyChecker

/// How every generated declaration begins: its doc comment, isolation and access, spelled once for all contexts.
enum Declaration {
    /// `///` lines, none when there is no doc comment.
    static func docLines(_ doc: String?) -> [String] {
        doc.map(SwiftText.docCommentLines) ?? []
    }

    /// `@MainActor`, on a line of its own, or nothing.
    static func isolationAttribute(_ isolation: Isolation) -> String {
        isolation == .mainActor ? "@MainActor" : ""
    }

    /// `nonisolated ` before the declaration keyword, so a module whose default isolation is `MainActor` does not
    /// isolate a type the spec declares nonisolated; or nothing.
    static func isolationModifier(_ isolation: Isolation) -> String {
        isolation == .nonisolated ? "nonisolated " : ""
    }

    /// A transform's function's attribute: `@MainActor `, `nonisolated `, or nothing (its target's default isolation,
    /// for an external transform that needs neither; see ``Transform/isolation``).
    static func transformIsolation(_ isolation: Isolation?) -> String {
        switch isolation {
        case .mainActor: "@MainActor "
        case .nonisolated: "nonisolated "
        case nil: ""
        }
    }

    /// `public `, `package `, or nothing for internal.
    static func access(_ access: AccessLevel) -> String {
        access == .internal ? "" : access.rawValue + " "
    }

    /// The longest line generated code may have, as the repository's `.swift-format` says; layouts that would pass
    /// it switch to one name a line.
    static let lineLength = 120

    /// Whether a line made of `parts` fits `lineLength`, measured without joining them.
    static func fits(_ parts: String...) -> Bool {
        fits(indent: 0, parts)
    }

    /// Whether `parts`, on a line indented by `indent` spaces, fit `lineLength`: what every context's layout flags
    /// ask.
    static func fits(indent: Int, _ parts: [String]) -> Bool {
        // A text never takes more columns than it has UTF-8 bytes, which a string knows without walking it: most
        // lines are decided here, where counting their characters was a tenth of `generate`'s instructions.
        var bytes = indent
        for part in parts { bytes += part.utf8.count }
        if bytes <= lineLength { return true }
        var total = indent
        for part in parts { total += width(part) }
        return total <= lineLength
    }

    /// Whether `first` and `second`, with `indent` columns before them, fit `limit` columns; as ``fits(indent:_:)``.
    static func fits<First: StringProtocol, Second: StringProtocol>(
        indent: Int, _ first: First, _ second: Second, within limit: Int = lineLength
    ) -> Bool {
        if indent + first.utf8.count + second.utf8.count <= limit { return true }
        return indent + width(first) + width(second) <= limit
    }

    /// The columns `text` takes: its characters, as swift-format counts them, so a name like `Ärger` takes the same
    /// layout there as here. Most text is ASCII, where that is its bytes, counted without walking it.
    static func width<Text: StringProtocol>(_ text: Text) -> Int {
        ASCIIText.isASCII(text) ? text.utf8.count : text.count
    }

    /// `words` joined by spaces, as one string literal on a line at `indent` spaces if it fits, else as literals
    /// joined by `+`, each continuation line 4 spaces deeper and starting with `+ `, as swift-format breaks a long
    /// concatenation. Each piece but the last ends with the space that joins it to the next. `suffix` ends the last.
    static func wrappedLiteral(_ words: [String], indent: Int, suffix: String = "") -> [String] {
        let whole = SwiftText.stringLiteral(words.joined(separator: " ")) + suffix
        if fits(indent: indent, whole, "") { return [whole] }
        var lines: [String] = []
        var piece: [String] = []
        for (position, word) in words.enumerated() {
            let isLast = position == words.count - 1
            let prefix = lines.isEmpty ? "" : "    + "
            let candidate = SwiftText.stringLiteral((piece + [word]).joined(separator: " ") + (isLast ? "" : " "))
            if !piece.isEmpty, indent + width(prefix) + width(candidate) + width(suffix) > lineLength {
                lines.append(prefix + SwiftText.stringLiteral(piece.joined(separator: " ") + " "))
                piece = []
            }
            piece.append(word)
        }
        lines.append((lines.isEmpty ? "" : "    + ") + SwiftText.stringLiteral(piece.joined(separator: " ")) + suffix)
        return lines
    }

    /// `text` broken at spaces into lines of at most `width` characters (a word longer than that stands alone).
    static func wrapped(_ text: String, width: Int) -> [String] {
        if let lines = wrappedASCII(text, width: width) { return lines }
        var lines: [String] = []
        var line = ""
        for word in words(of: text) {
            if line.isEmpty {
                line = String(word)
            } else if fits(indent: 1, line, word, within: width) {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        lines.append(line)
        return lines
    }

    /// ``wrapped(_:width:)`` for ASCII text (nil for other text), where a word's columns are its bytes: a line is
    /// then a run of the text itself, each word after one space, so lines are found by byte offsets and each is
    /// copied out once. Splitting the text into words and joining them again cost 10,000 instructions a comment.
    private static func wrappedASCII(_ text: String, width: Int) -> [String]? {
        guard ASCIIText.isASCII(text) else { return nil }
        let bytes = Array(text.utf8)
        var lines: [String] = []
        // The line so far is `bytes[start..<end]`, empty when they are equal.
        var (start, end) = (0, 0)
        var wordStart = 0
        for position in 0...bytes.count where position == bytes.count || bytes[position] == UInt8(ascii: " ") {
            if start == end {
                (start, end) = (wordStart, position)
            } else if 1 + (end - start) + (position - wordStart) <= width {
                end = position
            } else {
                lines.append(String(decoding: bytes[start..<end], as: UTF8.self))
                (start, end) = (wordStart, position)
            }
            wordStart = position + 1
        }
        lines.append(String(decoding: bytes[start..<end], as: UTF8.self))
        return lines
    }

    /// Whether a call's `)` fits after the last of its argument `lines` (at `indent` spaces); swift-format otherwise
    /// puts it on a line of its own, at the call's indentation.
    static func closingParenthesisFits(after lines: [String], indent: Int) -> Bool {
        guard let last = lines.last else { return true }
        return fits(indent: indent, [last, ")"])
    }

    /// `items` separated by `, ` and packed into as few lines as fit `lineLength` at `indent` spaces, each line but
    /// the last ending with a comma, as swift-format lays out a long argument list. An item too long for a line of
    /// its own breaks after its label (`name:`), the rest 4 spaces deeper, where the next items may follow it.
    static func packed(_ items: [String], indent: Int, trailingComma: Bool = false) -> [String] {
        var lines: [String] = []
        var line = PackedLine(items: items, trailingComma: trailingComma)
        for (position, item) in items.enumerated() {
            // Most items join a line that has others: their bytes decide that they fit. Only near the limit is the
            // item with its comma measured as characters.
            if line.isEmpty {
                line.start(at: position)
            } else if indent + 1 + line.bytes + item.utf8.count + (line.hasComma(position) ? 1 : 0) <= lineLength
                || fits(indent: indent + 1, line.text(), line.item(position))
            {
                line.append(position)
                continue
            } else {
                lines.append(line.text())
                line.start(at: position)
            }
            // A line of one item that fits by its bytes fits.
            guard indent + line.bytes > lineLength else { continue }
            let piece = line.text()
            if !fits(indent: indent, piece, ""), let colon = piece.firstIndex(of: ":"),
                piece[piece.index(after: colon)...].hasPrefix(" ")
            {
                lines.append(String(piece[...colon]))
                line.start(with: "    " + piece[piece.index(colon, offsetBy: 2)...])
            }
        }
        if !line.isEmpty { lines.append(line.text()) }
        return lines
    }

    /// `text` split at each space, empty words kept. ASCII text is split by its bytes: splitting by Characters
    /// walks grapheme breaks, and was a twentieth of `generate`. Other text is split by Characters, where a space
    /// that a combining mark follows is part of one Character, and no break.
    static func words(of text: String) -> [Substring] {
        guard ASCIIText.isASCII(text) else {
            return text.split(separator: " ", omittingEmptySubsequences: false)
        }
        return text.utf8.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false).map { Substring($0) }
    }
}
