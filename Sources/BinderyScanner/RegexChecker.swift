/// Checks the inside of a single-line regex literal for the mistakes Swift's regex parser rejects that are cheap to
/// find for certain: a `(` or `[` never closed, a `)` that closes no group, a quantifier with nothing to repeat (`*a`,
/// `a**`, `^*`), a `{m,n}` with `m` greater than `n`, a range `z-a` in a character class, and a group name used twice
/// or starting with a digit. What it does not understand (extended syntax, `\Q…\E`, callouts, conditionals and the
/// rarer `(?…)` groups) it leaves to Swift: it gives up rather than guess, so it rejects nothing Swift accepts.
struct RegexChecker {
    typealias Problem = RegexLexer.Problem

    private enum Last {
        /// The start, or just after `(` or `|`: nothing to repeat.
        case nothing
        case atom
        case quantified
        /// After `*?` or `*+`.
        case modifiedQuantifier
        /// After an anchor or an option setting, which Swift does not repeat.
        case unquantifiable
    }

    private struct GiveUp: Error {}

    let bytes: UnsafeBufferPointer<UInt8>
    let range: Range<Int>

    /// A multi-line literal reads in extended syntax, which this does not follow.
    func check() -> Problem? {
        guard !range.isEmpty, !range.contains(where: { CharacterClass.isNewline(bytes[$0]) }),
            let problem = try? findProblem()
        else { return nil }
        return problem
    }

    private func byte(_ position: Int) -> UInt8? { position < range.upperBound ? bytes[position] : nil }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private func findProblem() throws(GiveUp) -> Problem? {
        var index = range.lowerBound
        var groups: [Int] = []
        var names: Set<String> = []
        var last = Last.nothing
        while index < range.upperBound {
            let position = index
            let character = bytes[index]
            index += 1
            switch character {
            case UInt8(ascii: "\\"):
                guard let escaped = byte(index) else { return nil }
                index += 1
                if escaped == UInt8(ascii: "Q") || escaped == UInt8(ascii: "E") { throw GiveUp() }
                // `\p{L}`, `\x{41}`, `\k<name>`: one atom with what is in its braces.
                if byte(index) == UInt8(ascii: "{") && "pPxuNgko".utf8.contains(escaped)
                    || byte(index) == UInt8(ascii: "<") && "kg".utf8.contains(escaped)
                {
                    let close = byte(index) == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: ">")
                    while index < range.upperBound, bytes[index] != close { index += 1 }
                    index += 1
                }
                let anchors = "bBAzZGyY".utf8
                last = anchors.contains(escaped) ? .unquantifiable : .atom
            case UInt8(ascii: "["):
                var depth = 1
                var cursor = index
                if byte(cursor) == UInt8(ascii: "^") { cursor += 1 }
                // A plain ASCII member at the class's own level, which may start a range.
                var previousMember: Int?
                while cursor < range.upperBound, depth > 0 {
                    let member = bytes[cursor]
                    switch member {
                    case UInt8(ascii: "\\"):
                        cursor += 2
                        previousMember = nil
                    case UInt8(ascii: "["), UInt8(ascii: "]"):
                        depth += member == UInt8(ascii: "[") ? 1 : -1
                        cursor += 1
                        previousMember = nil
                    case UInt8(ascii: "-") where depth == 1:
                        if let low = previousMember, let high = byte(cursor + 1), high < 0x80,
                            !"[]\\-".utf8.contains(high)
                        {
                            if bytes[low] > high {
                                let fixed = text(cursor + 1..<cursor + 2) + "-" + text(low..<low + 1)
                                return Problem(
                                    message: "'\(text(low..<cursor + 2))' in a regex character class is a range whose "
                                        + "start comes after its end; write '\(fixed)'",
                                    position: low, end: cursor + 2)
                            }
                            cursor += 2
                        } else {
                            cursor += 1
                        }
                        previousMember = nil
                    default:
                        previousMember = member < 0x80 && depth == 1 ? cursor : nil
                        cursor += 1
                    }
                }
                if depth > 0 {
                    return Problem(
                        message: "'[' in a regex literal opens a character class that is never closed; add ']', or "
                            + "write '\\[' for a literal bracket",
                        position: position, end: position + 1)
                }
                index = cursor
                last = .atom
            case UInt8(ascii: "("):
                if byte(index) == UInt8(ascii: "*") { throw GiveUp() }
                if byte(index) == UInt8(ascii: "?") {
                    index += 1
                    switch try groupKind(at: &index, names: &names) {
                    case .group: break
                    case .optionSetting:
                        last = .unquantifiable
                        continue
                    case .comment:
                        continue
                    case .problem(let problem):
                        return problem
                    }
                }
                groups.append(position)
                last = .nothing
            case UInt8(ascii: ")"):
                guard groups.popLast() != nil else {
                    return Problem(
                        message: "')' in a regex literal closes no group; remove it, or write '\\)' for a literal "
                            + "parenthesis",
                        position: position, end: position + 1)
                }
                last = .atom
            case UInt8(ascii: "|"):
                last = .nothing
            case UInt8(ascii: "^"), UInt8(ascii: "$"):
                last = .unquantifiable
            case UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "?"):
                if last == .quantified, character != UInt8(ascii: "*") {
                    last = .modifiedQuantifier
                } else if let problem = quantify(&last, text(position..<index), at: position) {
                    return problem
                }
            case UInt8(ascii: "{"):
                guard let (lower, upper, end) = boundedQuantifier(at: index) else {
                    last = .atom
                    continue
                }
                index = end
                if let problem = quantify(&last, text(position..<index), at: position) { return problem }
                if let lower, let upper, lower > upper {
                    return Problem(
                        message: "'\(text(position..<index))' in a regex literal repeats at least \(lower) and at most "
                            + "\(upper) times; put the smaller bound first, as in '{\(upper),\(lower)}'",
                        position: position, end: index)
                }
            default:
                last = .atom
            }
        }
        if let open = groups.last {
            return Problem(
                message: "'(' in a regex literal opens a group that is never closed; add ')', or write '\\(' for a "
                    + "literal parenthesis",
                position: open, end: open + 1)
        }
        return nil
    }

    private func quantify(_ last: inout Last, _ quantifier: String, at position: Int) -> Problem? {
        switch last {
        case .atom:
            last = .quantified
            return nil
        case .unquantifiable:
            return Problem(
                message: "quantifier '\(quantifier)' in a regex literal follows an anchor or an option setting, which "
                    + "cannot be repeated; remove it, or escape it with '\\' for the literal character",
                position: position, end: position + quantifier.utf8.count)
        case .nothing, .quantified, .modifiedQuantifier:
            return Problem(
                message: "quantifier '\(quantifier)' in a regex literal has nothing to repeat; put it after what it "
                    + "repeats, or escape it with '\\' for the literal character",
                position: position, end: position + quantifier.utf8.count)
        }
    }

    /// `{2}`, `{2,}`, `{,3}`, `{2,3}` right after the `{` at `index - 1`: the bounds and where it ends. Nil when it is
    /// no quantifier, and so a literal `{`.
    private func boundedQuantifier(at index: Int) -> (Int?, Int?, Int)? {
        var cursor = index
        func number() -> Int? {
            let start = cursor
            while let digit = byte(cursor), digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") { cursor += 1 }
            guard cursor > start, cursor - start < 9 else { return nil }
            return Int(text(start..<cursor))
        }
        let lower = number()
        var upper = lower
        if byte(cursor) == UInt8(ascii: ",") {
            cursor += 1
            upper = number()
        }
        guard byte(cursor) == UInt8(ascii: "}"), lower != nil || upper != nil else { return nil }
        return (lower, upper, cursor + 1)
    }

    private enum GroupKind {
        case group
        case optionSetting
        case comment
        case problem(Problem)
    }

    /// What follows `(?`, with `index` just after the `?`, moved past the group's opening.
    private func groupKind(at index: inout Int, names: inout Set<String>) throws(GiveUp) -> GroupKind {
        guard let first = byte(index) else { throw GiveUp() }
        switch first {
        case UInt8(ascii: ":"), UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: ">"):
            index += 1
            return .group
        case UInt8(ascii: "#"):
            while index < range.upperBound, bytes[index] != UInt8(ascii: ")") { index += 1 }
            guard index < range.upperBound else { throw GiveUp() }
            index += 1
            return .comment
        case UInt8(ascii: "<") where byte(index + 1) == UInt8(ascii: "=") || byte(index + 1) == UInt8(ascii: "!"):
            index += 2
            return .group
        case UInt8(ascii: "<"), UInt8(ascii: "'"), UInt8(ascii: "P"):
            if first == UInt8(ascii: "P") {
                guard byte(index + 1) == UInt8(ascii: "<") else { throw GiveUp() }
                index += 1
            }
            let close = byte(index) == UInt8(ascii: "'") ? UInt8(ascii: "'") : UInt8(ascii: ">")
            let nameStart = index + 1
            var cursor = nameStart
            while let character = byte(cursor), CharacterClass.isASCIIIdentifierContinue(character) { cursor += 1 }
            // `(?<a-b>`: a balancing group, and anything else unusual, is for Swift to judge.
            guard byte(cursor) == close, cursor > nameStart else { throw GiveUp() }
            let name = text(nameStart..<cursor)
            index = cursor + 1
            if CharacterClass.isDigit(bytes[nameStart]) {
                return .problem(
                    Problem(
                        message: "regex group name '\(name)' starts with a digit; start it with a letter or '_'",
                        position: nameStart, end: cursor))
            }
            guard names.insert(name).inserted else {
                return .problem(
                    Problem(
                        message: "a group named '\(name)' already exists in this regex literal; give each group its "
                            + "own name",
                        position: nameStart, end: cursor))
            }
            return .group
        default:
            // Options: `(?i)` sets them for what follows, `(?i:…)` for a group. Extended syntax (`x`) changes how
            // everything after reads, so it is left to Swift.
            var cursor = index
            while let character = byte(cursor),
                CharacterClass.isASCIIIdentifierStart(character) || character == UInt8(ascii: "-")
                    || character == UInt8(ascii: "^")
            {
                if character == UInt8(ascii: "x") || character == UInt8(ascii: "_") { throw GiveUp() }
                cursor += 1
            }
            guard cursor > index else { throw GiveUp() }
            if byte(cursor) == UInt8(ascii: ")") {
                index = cursor + 1
                return .optionSetting
            }
            guard byte(cursor) == UInt8(ascii: ":") else { throw GiveUp() }
            index = cursor + 1
            return .group
        }
    }
}
