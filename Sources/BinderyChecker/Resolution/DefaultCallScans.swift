import BinderySyntax

/// Scans of a default's text for the calls that make models: which argument labels a call passes, and whether it is
/// sure to run. Bindery does not parse Swift, so the scans read bytes, past string literals and nested brackets.
extension CheckRun {
    /// The argument labels of the call that `rest` starts (after an optional `.init`): each name followed by `:` at
    /// the start of an argument, outside nested brackets and string literals.
    static func argumentLabels(of rest: Substring.UTF8View) -> [String] {
        var rest = rest
        if rest.starts(with: ".init".utf8) { rest = rest.dropFirst(5) }
        rest = rest.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") }
        guard rest.first == UInt8(ascii: "(") else { return [] }
        let bytes = Array(rest.dropFirst())
        var labels: [String] = []
        var depth = 0
        var index = 0
        var atArgumentStart = true
        while index < bytes.count {
            let byte = bytes[index]
            if atArgumentStart, depth == 0, let (label, end) = label(in: bytes, at: index) {
                labels.append(label)
                index = end
                atArgumentStart = false
                continue
            }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"):
                index += 1
                continue
            case UInt8(ascii: "\""):
                index = endOfString(in: bytes, from: index + 1)
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if depth == 0 { return labels }
                depth -= 1
            default:
                break
            }
            atArgumentStart = depth == 0 && byte == UInt8(ascii: ",")
            index += 1
        }
        return labels
    }

    /// A name (bare or in backticks) at `start` followed by `:` (not `::`), and the index after the colon.
    private static func label(in bytes: [UInt8], at start: Int) -> (String, Int)? {
        var index = start
        let backticked = bytes[index] == UInt8(ascii: "`")
        if backticked { index += 1 }
        let nameStart = index
        while index < bytes.count, isNameByte(bytes[index], first: index == nameStart) { index += 1 }
        guard index > nameStart else { return nil }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        if backticked {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "`") else { return nil }
            index += 1
        }
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\n") {
            index += 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":"),
            index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: ":")
        else { return nil }
        return (name, index + 1)
    }

    /// Whether a call at byte `offset` of `text` runs whenever the default is evaluated: not inside braces (a
    /// closure, which the default may never call, `{ Node() }`, or a branch of an `if` or `switch`, which it may not
    /// take), but for a closure called at once that runs straight to it (`{ let node = Node(); … }()`), nor after an
    /// operator that may skip it (`flag ? Node() : nil`, `cached ?? Node()`, `a && b`, `a || b`,
    /// `owner?.adopt(Node())`) in the same argument or element. Only a call sure to run makes a circle that surely
    /// never ends; one through a call that may be skipped is left to Swift.
    static func isSureToRun(_ offset: Int, of text: String) -> Bool {
        let all = Array(text.utf8)
        let bytes = all.prefix(offset)
        // Per open bracket, whether an operator that may skip what follows came since it opened or since its last
        // comma; the first entry stands for the whole default.
        var skippable = [false]
        var braces: [Int] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""): index = endOfString(in: all, from: index + 1)
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                if byte == UInt8(ascii: "{") { braces.append(index) }
                skippable.append(false)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if byte == UInt8(ascii: "}") { _ = braces.popLast() }
                if skippable.count > 1 { skippable.removeLast() }
            case UInt8(ascii: ","): skippable[skippable.count - 1] = false
            case UInt8(ascii: "?"), UInt8(ascii: "&"), UInt8(ascii: "|"):
                if mayBeSkipped(after: index, in: all) { skippable[skippable.count - 1] = true }
            default: break
            }
            index += 1
        }
        return !skippable.contains(true) && braces.allSatisfy { runsStraight(closureAt: $0, in: all, to: offset) }
    }

    /// Whether the operator at `index` may skip what follows it: a ternary `?` (spaced before, unlike an optional's),
    /// `??`, `&&`, `||`, or the `?.` of an optional chain, whose rest runs only on a value.
    private static func mayBeSkipped(after index: Int, in bytes: [UInt8]) -> Bool {
        let byte = bytes[index]
        let next = index + 1 < bytes.count ? bytes[index + 1] : nil
        let previous = index > 0 ? bytes[index - 1] : nil
        if byte != UInt8(ascii: "?") { return next == byte }
        let spacedBefore = previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\n")
        return spacedBefore || next == UInt8(ascii: "?") || next == UInt8(ascii: ".")
    }

    /// Whether `byte` may be part of a name: a digit only after the first.
    private static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
        byte.isIdentifierByte && byte != UInt8(ascii: "$")
            && !(first && byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// The index of the quote that closes a string literal whose text starts at `start`, past escaped characters.
    static func endOfString(in bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        return index
    }
}
