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

    /// `public `, `package `, or nothing for internal.
    static func access(_ access: AccessLevel) -> String {
        access == .internal ? "" : access.rawValue + " "
    }

    /// The longest line generated code may have, as the repository's `.swift-format` says; layouts that would pass
    /// it switch to one name a line.
    static let lineLength = 120

    /// Whether a line made of `parts` fits `lineLength`, measured without joining them.
    static func fits(_ parts: String...) -> Bool {
        var total = 0
        for part in parts { total += width(part) }
        return total <= lineLength
    }

    /// The columns `text` takes: its characters, as swift-format counts them, so a name like `Ärger` takes the same
    /// layout there as here. Most text is ASCII, where that is its bytes, counted without walking it.
    static func width<Text: StringProtocol>(_ text: Text) -> Int {
        text.utf8.contains { $0 >= 0x80 } ? text.count : text.utf8.count
    }

    /// `words` joined by spaces, as one string literal on a line at `indent` spaces if it fits, else as literals
    /// joined by `+`, each continuation line 4 spaces deeper and starting with `+ `, as swift-format breaks a long
    /// concatenation. Each piece but the last ends with the space that joins it to the next. `suffix` ends the last.
    static func wrappedLiteral(_ words: [String], indent: Int, suffix: String = "") -> [String] {
        let whole = SwiftText.stringLiteral(words.joined(separator: " ")) + suffix
        if indent + width(whole) <= lineLength { return [whole] }
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

    /// `text` broken at spaces into lines of at most `width` bytes (a word longer than that stands alone).
    static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if line.isEmpty {
                line = String(word)
            } else if Self.width(line) + 1 + Self.width(word) <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        lines.append(line)
        return lines
    }

    /// A function's signature through its `{`, in lines relative to `indent` spaces, as swift-format lays out one
    /// too long for a line: the `attributes` on a line of their own when the rest of the head does not fit beside
    /// them; the name on a continuation line when it does not fit after `head` (`static func `); the parameters
    /// packed on lines of their own, 4 spaces deeper, the `)` back out; `-> output` on a continuation line when it
    /// does not fit; and `{` on a line of its own after a continuation line or when it does not fit. An output
    /// swift-format breaks inside of (see ``outputPieces(_:)``) never moves to a line of its own: the parameters
    /// break when the output's opening does not fit after them, and the output breaks inside when the rest of it
    /// does not fit either.
    static func signature(
        indent: Int, attributes: String = "", head: String, name: String, parameters: [String], output: String? = nil
    ) -> [String] {
        var lines: [String] = []
        var line = ""
        func fits(_ text: String) -> Bool { indent + width(line) + width(text) <= lineLength }
        let nameOpen = name + (parameters.isEmpty ? "()" : "(")
        if !attributes.isEmpty {
            if fits(attributes + " " + head + nameOpen) {
                line = attributes + " "
            } else {
                lines.append(attributes)
            }
        }
        line += head
        var base = ""
        var isContinuation = false
        if !fits(nameOpen) {
            lines.append(String(line.dropLast()))
            base = "    "
            line = base
            isContinuation = true
        }
        line += nameOpen
        let breaks = output.map(outputPieces) ?? []
        if !parameters.isEmpty {
            let flat = parameters.joined(separator: ", ") + ")"
            if breaks.isEmpty ? fits(flat) : breaks.contains(where: { fits(flat + " -> " + $0.open) }) {
                line += flat
            } else {
                lines.append(line)
                lines += packed(parameters, indent: indent + width(base) + 4).map { base + "    " + $0 }
                line = base + ")"
            }
        }
        if let output {
            let arrow = " -> " + output
            if !fits(arrow + " {"), let pieces = breaks.first(where: { fits(" -> " + $0.open) }) {
                lines.append(line + " -> " + pieces.open)
                if let close = pieces.close {
                    lines.append(base + "    " + pieces.inner)
                    line = base + close
                } else {
                    line = base + "    " + pieces.inner
                    isContinuation = true
                }
            } else if fits(arrow) || !breaks.isEmpty {
                line += arrow
            } else {
                lines.append(line)
                // A continuation line already holds the name: swift-format puts the arrow at its depth, not deeper.
                line = (base.isEmpty ? "    " : base) + "-> " + output
                isContinuation = true
            }
        }
        if isContinuation || !fits(" {") {
            lines += [line, "{"]
        } else {
            lines.append(line + " {")
        }
        return lines
    }

    /// A class's, protocol's or extension's first line through its `{`, at column 0, as swift-format lays out one
    /// too long for a line: the name stays after `head` (`nonisolated extension `) when it fits there with its
    /// colon, else it moves to a continuation line; the `conformances` stay after the name when they fit, else they
    /// are packed on lines of their own 4 spaces deeper than the name; and `{` goes on a line of its own. One line
    /// when it all fits.
    static func header(head: String, name: String, conformances: [String] = []) -> [String] {
        let clause = conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")
        if fits(head, name, clause, " {") { return [head + name + clause + " {"] }
        var lines: [String] = []
        var base = ""
        if !fits(head, name, conformances.isEmpty ? "" : ":") {
            lines.append(String(head.dropLast()))
            base = "    "
        }
        let line = (base.isEmpty ? head : base) + name
        if conformances.isEmpty || fits(line, clause) {
            lines.append(line + clause)
        } else {
            lines.append(line + ":")
            lines += packed(conformances, indent: width(base) + 4).map { base + "    " + $0 }
        }
        return lines + ["{"]
    }

    /// Where swift-format breaks inside an output type rather than moving it to a line of its own, in the order it
    /// prefers them, each in pieces: what stays after `->`, what goes on a continuation line 4 spaces deeper, and
    /// what follows that on a line of its own before ` {` (nil when `{` then goes on a line of its own). A dictionary
    /// breaks after its key's colon (`[Key:`, `Value]`); a generic type inside its angle brackets (`Set<`, `Element`,
    /// `>`); a tuple inside its parentheses; a function type inside its output, after its arrow, or inside its
    /// inputs' parentheses. None for any other type, an optional one included: swift-format moves it whole.
    static func outputPieces(_ output: String) -> [(open: String, inner: String, close: String?)] {
        let characters = Array(output)
        // The depth of brackets before each character; `->`'s `>` closes nothing.
        var depths: [Int] = []
        var depth = 0
        for (position, character) in characters.enumerated() {
            let isArrow = character == ">" && position > 0 && characters[position - 1] == "-"
            if !isArrow, ")]>".contains(character) { depth -= 1 }
            depths.append(depth)
            if "([<".contains(character) { depth += 1 }
        }
        if let arrow = (0..<max(0, characters.count - 3)).last(where: {
            depths[$0] == 0 && String(characters[$0..<$0 + 4]) == " -> "
        }) {
            let input = String(characters[..<arrow])
            let result = String(characters[(arrow + 4)...])
            var breaks = outputPieces(result).map { (input + " -> " + $0.open, $0.inner, $0.close) }
            breaks.append((input + " ->", result, nil))
            if input.count > 2, input.first == "(", input.last == ")" {
                breaks.append(("(", String(input.dropFirst().dropLast()), ") -> " + result))
            }
            return breaks
        }
        guard let last = characters.last, characters.count > 2 else { return [] }
        // The bracket the last character closes must be the type's first at depth 0.
        let opener: Character = last == "]" ? "[" : last == ">" ? "<" : last == ")" ? "(" : " "
        guard let open = characters.firstIndex(of: opener), depths[open] == 0,
            !characters[(open + 1)..<(characters.count - 1)].indices.contains(where: { depths[$0] == 0 })
        else { return [] }
        let inner = String(characters[(open + 1)..<(characters.count - 1)])
        switch last {
        case "]":
            guard open == 0,
                let colon = characters.indices.first(where: { depths[$0] == 1 && characters[$0] == ":" })
            else { return [] }
            return [(String(characters[...colon]), String(characters[(colon + 2)...]), nil)]
        case ")":
            guard open == 0 else { return [] }
            return [("(", inner, ")")]
        default:
            return [(String(characters[...open]), inner, ">")]
        }
    }

    /// Whether a call's `)` fits after the last of its argument `lines` (at `indent` spaces); swift-format otherwise
    /// puts it on a line of its own, at the call's indentation.
    static func closingParenthesisFits(after lines: [String], indent: Int) -> Bool {
        guard let last = lines.last else { return true }
        return indent + width(last) + 1 <= lineLength
    }

    /// `items` separated by `, ` and packed into as few lines as fit `lineLength` at `indent` spaces, each line but
    /// the last ending with a comma, as swift-format lays out a long argument list. An item too long for a line of
    /// its own breaks after its label (`name:`), the rest 4 spaces deeper, where the next items may follow it.
    static func packed(_ items: [String], indent: Int, trailingComma: Bool = false) -> [String] {
        var lines: [String] = []
        var line = ""
        for (position, item) in items.enumerated() {
            let piece = item + (position < items.count - 1 || trailingComma ? "," : "")
            if line.isEmpty {
                line = piece
            } else if indent + width(line) + 1 + width(piece) <= lineLength {
                line += " " + piece
                continue
            } else {
                lines.append(line)
                line = piece
            }
            if indent + width(piece) > lineLength, let colon = piece.firstIndex(of: ":"),
                piece[piece.index(after: colon)...].hasPrefix(" ")
            {
                lines.append(String(piece[...colon]))
                line = "    " + piece[piece.index(colon, offsetBy: 2)...]
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
