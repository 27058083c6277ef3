// The declarations swift-format breaks across lines when they do not fit: function signatures and type headers.
extension Declaration {
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
        func fits(_ text: String) -> Bool { Declaration.fits(indent: indent, line, text) }
        // A function returning `Void` says nothing, as swift-format writes it (a `Void` property's default, a
        // transform giving `Void`).
        let output = output == "Void" ? nil : output
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
}
