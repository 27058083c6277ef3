import BinderySource

extension CheckRun {
    /// Whether the `{` at `brace` of a default's `bytes` opens a closure the default calls at once
    /// (`{ let node = Node(); node.label = "x"; return node }()`, Swift's idiom for a configured default) and whose
    /// body runs straight from its start to `offset`: no statement that may skip or leave (`if`, `guard`, `return`
    /// …) comes first. Not a trailing closure (`make { Node() }()`), which the call it is passed to may never call.
    static func runsStraight(closureAt brace: Int, in bytes: [UInt8], to offset: Int) -> Bool {
        let before = bytes[..<brace].last { !$0.isWhitespaceByte }
        guard before.map({ closureStarters.contains($0) }) ?? true,
            let close = matchingBrace(of: brace, in: bytes),
            bytes[(close + 1)...].first(where: { !$0.isWhitespaceByte }) == UInt8(ascii: "(")
        else { return false }
        var index = brace + 1
        while index < offset {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index = endOfString(in: bytes, from: index + 1) + 1
                continue
            }
            guard byte.isIdentifierByte, index == 0 || !bytes[index - 1].isIdentifierByte else {
                index += 1
                continue
            }
            var end = index
            while end < offset, bytes[end].isIdentifierByte { end += 1 }
            if branchingWords.contains(where: { $0.elementsEqual(bytes[index..<end]) }) { return false }
            index = end
        }
        return true
    }

    /// The bytes a closure called at once may follow: the start of the default, `=`, an opening bracket, a comma or
    /// a label's colon.
    private static let closureStarters: [UInt8] = [
        UInt8(ascii: "="), UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: ","), UInt8(ascii: ":"),
    ]

    /// Words that begin a statement which may skip what follows it, or leave the closure before it.
    private static let branchingWords = [
        "if", "guard", "switch", "for", "while", "repeat", "do", "catch", "return", "throw", "break", "continue",
    ].map { Array($0.utf8) }

    /// The index of the `}` closing the `{` at `brace`, past string literals and nested braces.
    private static func matchingBrace(of brace: Int, in bytes: [UInt8]) -> Int? {
        var depth = 0
        var index = brace
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""): index = endOfString(in: bytes, from: index + 1)
            case UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index += 1
        }
        return nil
    }

}
