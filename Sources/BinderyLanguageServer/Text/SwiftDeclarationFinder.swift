import BinderySource

/// Finds declarations in Swift source by their text: where the Swift a spec describes is written (an external class,
/// its properties, an external transform's function). Not a Swift parser: comments and the contents of string
/// literals are blanked first, so a name mentioned in them is not taken for a declaration, and a declaration's body
/// is found by matching braces.
struct SwiftDeclarationFinder {
    /// The source with every comment and the inside of every string literal replaced by spaces (newlines kept), so
    /// offsets are the source's.
    let code: [UInt8]

    init(_ source: [UInt8]) {
        code = Self.blankingCommentsAndStrings(source)
    }

    /// The byte ranges of the names of `class Name`, `actor Name` and `struct Name` declarations (`final class`,
    /// `@Observable class`, `open class` alike).
    func typeDeclarations(named name: String) -> [Range<Int>] {
        ["class", "actor", "struct"].flatMap { names(after: $0, named: name, in: 0..<code.count) }
    }

    /// The bodies, between their braces, of `name`'s declaration and of its extensions (`extension Name {`,
    /// `extension Module.Name: P {`).
    func bodies(ofTypeNamed name: String) -> [Range<Int>] {
        let declarations = typeDeclarations(named: name)
        let extensions = names(after: "extension", named: name, in: 0..<code.count, qualified: true)
        return (declarations + extensions).sorted { $0.lowerBound < $1.lowerBound }.compactMap(body(after:))
    }

    /// The ranges of the names of `var name` and `let name` declared in `body`, at its own level (not in a nested
    /// type's or a function's body).
    func properties(named name: String, in body: Range<Int>) -> [Range<Int>] {
        (names(after: "var", named: name, in: body) + names(after: "let", named: name, in: body))
            .filter { depth(at: $0.lowerBound, from: body.lowerBound) == 0 }
            .sorted { $0.lowerBound < $1.lowerBound }
    }

    /// The ranges of the names of `func name` declared in `body`, at its own level.
    func functions(named name: String, in body: Range<Int>) -> [Range<Int>] {
        names(after: "func", named: name, in: body).filter { depth(at: $0.lowerBound, from: body.lowerBound) == 0 }
    }

    /// Each `keyword name` in `range` whose name is `name` (or `` `name` ``), as the range of the name. With
    /// `qualified`, the name may follow module names (`extension Bindery.BinderyTransforms`).
    private func names(after keyword: String, named name: String, in range: Range<Int>, qualified: Bool = false)
        -> [Range<Int>]
    {
        let keyword = Array(keyword.utf8)
        let name = Array(name.utf8)
        var found: [Range<Int>] = []
        var index = range.lowerBound
        while index + keyword.count <= range.upperBound {
            defer { index += 1 }
            guard code[index] == keyword[0], isWordStart(index), matches(keyword, at: index),
                index + keyword.count < range.upperBound, code[index + keyword.count].isWhitespaceByte
            else { continue }
            var start = skippingSpaces(from: index + keyword.count, before: range.upperBound)
            while qualified, let dot = identifierEnd(from: start, before: range.upperBound),
                dot < range.upperBound, code[dot] == UInt8(ascii: ".")
            {
                start = dot + 1
            }
            let ticked = start < range.upperBound && code[start] == UInt8(ascii: "`")
            let nameStart = ticked ? start + 1 : start
            guard nameStart + name.count <= range.upperBound, matches(name, at: nameStart),
                identifierEnd(from: nameStart, before: range.upperBound) == nameStart + name.count
            else { continue }
            found.append(nameStart..<nameStart + name.count)
        }
        return found
    }

    /// The inside of the braces of the declaration whose name is at `name`: from after its `{` to its `}`.
    private func body(after name: Range<Int>) -> Range<Int>? {
        guard let open = code[name.upperBound...].firstIndex(of: UInt8(ascii: "{")) else { return nil }
        var depth = 0
        for index in open..<code.count {
            if code[index] == UInt8(ascii: "{") { depth += 1 }
            if code[index] == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return open + 1..<index }
            }
        }
        return nil
    }

    /// How many braces are open at `offset`, counted from `start`.
    private func depth(at offset: Int, from start: Int) -> Int {
        var depth = 0
        for byte in code[start..<offset] {
            if byte == UInt8(ascii: "{") { depth += 1 }
            if byte == UInt8(ascii: "}") { depth -= 1 }
        }
        return depth
    }

    private func matches(_ word: [UInt8], at index: Int) -> Bool {
        index + word.count <= code.count && code[index..<index + word.count].elementsEqual(word)
    }

    private func isWordStart(_ index: Int) -> Bool {
        index == 0 || !code[index - 1].isIdentifierByte
    }

    /// Where the identifier starting at `start` ends; nil if none starts there.
    private func identifierEnd(from start: Int, before end: Int) -> Int? {
        var index = start
        while index < end, code[index].isIdentifierByte { index += 1 }
        return index > start ? index : nil
    }

    private func skippingSpaces(from start: Int, before end: Int) -> Int {
        var index = start
        while index < end, code[index].isWhitespaceByte { index += 1 }
        return index
    }

}
