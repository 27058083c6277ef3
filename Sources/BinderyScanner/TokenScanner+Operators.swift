import BinderySource

extension TokenScanner {
    /// An operator, by Swift's rules: maximal munch over operator characters (a `.` only continues one that starts
    /// with `.`), a postfix `?` or `!` alone when it follows an operand (`a?.b`, `Int??`), a regex literal where a
    /// `/` starts one, and a comment where `//` or `/*` appears inside.
    mutating func scanOperator() {
        let start = index
        let first = bytes[start]
        if first == UInt8(ascii: "?") || first == UInt8(ascii: "!"), isLeftBound(start) {
            let afterTry = previousIsKeyword("try")
            index += 1
            emit(first == UInt8(ascii: "?") ? .question : .exclamation, start, allowsRegexAfter: false)
            // `try? /x/`: `try` cannot be an operand, so the `/` starts a regex.
            prefersRegex = afterTry
            return
        }
        advanceOverOperator(startsWithDot: first == UInt8(ascii: "."))
        var slash = start
        while slash < index, bytes[slash] != UInt8(ascii: "/") { slash += 1 }
        if slash < index, let regexEnd = regexLiteral(at: slash, inOperator: start..<index) {
            if slash > start {
                index = slash
                emitOperator(from: start)
            }
            index = regexEnd
            emit(.regexLiteral, slash, allowsRegexAfter: false)
            return
        }
        var cursor = start + 1
        while cursor + 1 < index {
            if bytes[cursor] == UInt8(ascii: "/"),
                bytes[cursor + 1] == UInt8(ascii: "/") || bytes[cursor + 1] == UInt8(ascii: "*")
            {
                index = cursor
                break
            }
            cursor += 1
        }
        emitOperator(from: start)
    }

    private mutating func advanceOverOperator(startsWithDot: Bool) {
        if bytes[index] < 0x80 {
            index += 1
        } else {
            index += max(1, CharacterClass.utf8SequenceLength(bytes, at: index, end: end))
        }
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") {
                guard startsWithDot else { return }
                index += 1
            } else if byte < 0x80 {
                guard CharacterClass.isOperator(byte) else { return }
                index += 1
            } else {
                guard let (scalar, length) = CharacterClass.scalar(bytes, at: index, end: end),
                    CharacterClass.isOperatorContinue(scalar)
                else { return }
                index += length
            }
        }
    }

    /// Emits the operator from `start` to `index`, remembering whether an expression may follow it: after a binary
    /// or prefix operator it may, after a postfix one it may not.
    private mutating func emitOperator(from start: Int) {
        let leftBound = isLeftBound(start)
        let rightBound = isRightBound(index, isLeftBound: leftBound)
        var kind = TokenKind.classifyOperator(bytes, start, index)
        if index - start == 1, bytes[start] == UInt8(ascii: ".") { kind = .period }
        let operatorText = UnsafeBufferPointer(rebasing: bytes[start..<index])
        if operatorText.count >= 2,
            zip(operatorText, operatorText.dropFirst()).contains(where: {
                $0 == UInt8(ascii: "*") && $1 == UInt8(ascii: "/")
            })
        {
            error(
                .unexpectedCommentEnd, "'*/' outside a comment; remove it, or open the comment with '/*'", start,
                index)
        }
        let allowsRegex: Bool
        switch kind {
        case .period, .arrow: allowsRegex = false
        case .equal: allowsRegex = true
        default: allowsRegex = leftBound == rightBound || !leftBound
        }
        emit(kind, start, allowsRegexAfter: allowsRegex)
    }
}
