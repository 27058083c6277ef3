import BinderyScanner
import BinderySource
import BinderySyntax

/// One pass over an expression's tokens that keeps the names declared so far, bracket by bracket.
///
/// Bindery does not parse Swift, so this reads only the shapes that declare names; anything else is read as
/// before, every bare name a reference. Lookaheads (a closure's signature, a pattern, a type) stop after
/// ``lookaheadLimit`` tokens, so deep or long input stays linear.
struct ScopeWalk {
    let finder: ReferenceFinder
    var found: [ExpressionSyntax.Reference] = []
    var members: [ExpressionSyntax.MemberAccess] = []
    var closures: [ExpressionSyntax.Closure] = []
    /// See ``ExpressionSyntax/selfUses``.
    var selfUses: [SourceRange] = []
    /// Each `super` written on its own, before any type the expression declares (`{ class A: B { … super … } }`).
    var superUses: [SourceRange] = []
    /// Whether a `class` keyword has been read: after it, a `super` may be that class's.
    private var declaresAClass = false
    /// The open brackets, innermost last; the first is the expression itself.
    private var frames: [Frame] = [Frame(kind: .root)]
    /// How many frames, from the root, no closing bracket of the tokens being walked may close (see `walk`).
    private var keptFrames = 1
    /// How many declarations in scope have each name: a name is shadowed when its count is above 0.
    private var bound: [ExactName: Int] = [:]
    /// The indexes in `frames` of the closures open, innermost last.
    private var openClosures: [Int] = []
    /// The last closing bracket read, and what a member read on it is read on (see `member`).
    private var lastClosed: (offset: Int, base: ExpressionSyntax.MemberAccess.Base)?

    private static let lookaheadLimit = 512

    init(finder: ReferenceFinder) {
        self.finder = finder
    }

    private enum FrameKind { case root, paren, bracket, brace }

    /// The head of `if`, `while`, `guard`, `for`, `switch` or `catch`, up to its body's `{`.
    private struct Header {
        var keyword: String
        /// Declared by its conditions and in scope for the rest of them (counted in `bound`).
        var active: [String] = []
        /// Declared, but in scope only from the next condition or the body.
        var pending: [String] = []
        /// `catch {` with no pattern declares `error`.
        var declaresError = false
    }

    private struct Frame {
        var kind: FrameKind
        /// Names in scope until the frame closes (counted in `bound`).
        var owned: [String] = []
        /// Declared by `let` or `var` in the current statement, in scope from the next statement.
        var pending: [String] = []
        /// In a `let` or `var` statement, where `, name =` declares another name.
        var isDeclaring = false
        var header: Header?
        /// Between a `case` and its `:`.
        var isInCasePattern = false
        /// Declared by the current `case`'s pattern, in scope until the next `case` (counted in `bound`).
        var caseNames: [String] = []
        /// A parenthesis after a member (`first(where: …)`): the member's index in `members`.
        var calledMember: Int?
        /// A parenthesis after a bare name (`Reading(celsius: 1)`): the name's index in `found`.
        var calledReference: Int?
        /// A closure's brace: its index in `closures`, and its parameters' names in order (nil for `_`).
        var closure: Int?
        var closureParameters: [String?] = []

        init(kind: FrameKind, owned: [String] = []) {
            self.kind = kind
            self.owned = owned
        }

        var holdsStatements: Bool { kind == .root || kind == .brace }
    }

    mutating func walk(_ tokens: ArraySlice<Token>) {
        walk(tokens, keeping: 1)
    }

    /// Walks `tokens` (an interpolation's, a capture's value) in a frame of their own, closed after them whatever they
    /// hold: a stray `)` or `]` among them (`"\(]title)"`) closes none of the frames around them.
    private mutating func walkInParentheses(_ tokens: ArraySlice<Token>) {
        let depth = frames.count
        frames.append(Frame(kind: .paren))
        walk(tokens, keeping: depth + 1)
        while frames.count > depth { pop() }
    }

    /// Walks `tokens`, whose closing brackets close none of the first `kept` frames (the root, and those around an
    /// interpolation's tokens), however unbalanced they are.
    private mutating func walk(_ tokens: ArraySlice<Token>, keeping kept: Int) {
        let outerKept = keptFrames
        keptFrames = kept
        defer { keptFrames = outerKept }
        var index = tokens.startIndex
        while index < tokens.endIndex {
            index = step(tokens, at: index)
        }
    }

    /// Reads the token at `index` and returns the index of the next one to read.
    private mutating func step(_ tokens: ArraySlice<Token>, at index: Int) -> Int {
        let token = tokens[index]
        let previous = index > tokens.startIndex ? tokens[index - 1] : nil
        let next = index + 1 < tokens.endIndex ? tokens[index + 1] : nil
        if token.isAtStartOfLine, let previous, previous.kind != .comma, !Self.continuesALine(token.kind),
            frames[frames.count - 1].holdsStatements
        {
            endStatement()
        }
        switch token.kind {
        case .leftParen:
            var frame = Frame(kind: .paren)
            if let previous, isLastMember(previous) {
                frame.calledMember = members.count - 1
            } else if let previous, isLastReference(previous) {
                frame.calledReference = found.count - 1
            }
            frames.append(frame)
        case .leftBracket:
            frames.append(Frame(kind: .bracket))
        case .leftBrace:
            return openBrace(tokens, at: index)
        case .rightParen, .rightBracket, .rightBrace:
            if frames.count > keptFrames {
                lastClosed = (token.startOffset, Self.base(readOnResultOf: frames[frames.count - 1], in: closures))
                pop()
            }
        case .semicolon:
            if frames[frames.count - 1].holdsStatements { endStatement() }
        case .comma:
            return comma(tokens, at: index)
        case .colon:
            if frames[frames.count - 1].isInCasePattern { frames[frames.count - 1].isInCasePattern = false }
        case .stringLiteral:
            for range in finder.interpolations[token.startOffset] ?? [] {
                walkInParentheses((finder.interpolationTokens[range.lowerBound] ?? [])[...])
            }
        case .identifier:
            return identifier(tokens, at: index, previous: previous, next: next)
        default:
            break
        }
        return index + 1
    }

    private mutating func identifier(_ tokens: ArraySlice<Token>, at index: Int, previous: Token?, next: Token?)
        -> Int
    {
        let token = tokens[index]
        if let previous, previous.kind == .period {
            // `self.x` names x; `a.x` does not.
            let beforeDot = index - 2 >= tokens.startIndex ? tokens[index - 2] : nil
            guard let beforeDot, isPlainSelf(beforeDot),
                index - 3 < tokens.startIndex || tokens[index - 3].kind != .period
            else {
                member(tokens, at: index)
                return index + 1
            }
            found.append(finder.reference(token, isOnSelf: true))
            return index + 1
        }
        let word = finder.name(token)
        if !token.isBackticked, next?.kind != .colon || word == "default" {
            if let resume = keyword(word, tokens, at: index, previous: previous, next: next) { return resume }
        }
        let isLabel =
            next?.kind == .colon && (previous?.kind == .leftParen || previous?.kind == .comma)
            && frames[frames.count - 1].kind == .paren
        if isPlainSelf(token), !isLabel { selfUses.append(finder.reference(token, isOnSelf: false).range) }
        // Both words are five bytes long: the length is tested first, as this runs for every name of every expression.
        if token.endOffset - token.startOffset == 5, !token.isBackticked, !isLabel {
            if word == "super", !declaresAClass { superUses.append(finder.reference(token, isOnSelf: false).range) }
            if word == "class" { declaresAClass = true }
        }
        if !token.isBackticked, SwiftKeywords.expression.contains(word) { return index + 1 }
        if isLabel { return index + 1 }  // an argument label
        read(token)
        return index + 1
    }

    /// Records the member named at `index`, after a `.`, with what it is read on: the token before the `.`, past a
    /// postfix `?` or `!` written against it (`first?.name`).
    private mutating func member(_ tokens: ArraySlice<Token>, at index: Int) {
        var baseIndex = index - 2
        while baseIndex > tokens.startIndex,
            tokens[baseIndex].kind == .question || tokens[baseIndex].kind == .exclamation,
            tokens[baseIndex].startOffset == tokens[baseIndex - 1].endOffset
        {
            baseIndex -= 1
        }
        let base = baseIndex < tokens.startIndex ? .other : self.base(of: tokens[baseIndex])
        let token = tokens[index]
        members.append(
            ExpressionSyntax.MemberAccess(
                name: finder.name(token), range: finder.reference(token, isOnSelf: false).range, base: base))
    }

    /// What a member written after `token` and a `.` is read on.
    private func base(of token: Token) -> ExpressionSyntax.MemberAccess.Base {
        switch token.kind {
        case .rightParen, .rightBrace, .rightBracket:
            if let lastClosed, lastClosed.offset == token.startOffset { return lastClosed.base }
            return token.kind == .rightBrace ? .closure : .other
        case .dollarIdentifier:
            guard let index = Int(finder.name(token).dropFirst()) else { return .other }
            if let innermost = openClosures.last, let closure = frames[innermost].closure {
                return .closureParameter(index, closure: closure)
            }
            return .shorthandArgument(index)
        case .identifier:
            if isLastReference(token) { return .reference(found.count - 1) }
            if isLastMember(token) { return .member(members.count - 1) }
            return closureParameter(named: ExactName(finder.name(token))) ?? .other
        case .backslash:
            // `\.name` right inside a member's parentheses: a key path used as the function that member takes.
            let frame = frames[frames.count - 1]
            guard frame.kind == .paren, let called = frame.calledMember else { return .other }
            return .implicitKeyPathRoot(argumentOf: called)
        default:
            return .other
        }
    }

    /// Whether `token` is the last reference found.
    private func isLastReference(_ token: Token) -> Bool {
        guard let last = found.last else { return false }
        return last.range.start == token.startOffset && last.range.end == token.endOffset
    }

    /// Whether `token` is the name of the last member read.
    private func isLastMember(_ token: Token) -> Bool {
        guard token.kind == .identifier, let last = members.last else { return false }
        return last.range.start == token.startOffset && last.range.end == token.endOffset
    }

    /// The closure parameter `name` is in scope as, unless a declaration inside the closure shadows it.
    private func closureParameter(named name: ExactName) -> ExpressionSyntax.MemberAccess.Base? {
        // Nested brackets are walked only so deep, so that deep input stays linear.
        for frame in frames.reversed().prefix(Self.lookaheadLimit / 8) {
            if let closure = frame.closure,
                let position = frame.closureParameters.firstIndex(where: { $0.map(ExactName.init) == name })
            {
                return .closureParameter(position, closure: closure)
            }
            let declared = frame.owned + frame.caseNames + (frame.header?.active ?? [])
            if declared.contains(where: { ExactName($0) == name }) { return nil }
        }
        return nil
    }

    /// What a member read on the result of the bracketed tokens `frame` held is read on: a call's result when the
    /// brackets are a member's arguments or trailing closure.
    private static func base(readOnResultOf frame: Frame, in closures: [ExpressionSyntax.Closure])
        -> ExpressionSyntax.MemberAccess.Base
    {
        switch frame.kind {
        case .paren: frame.calledMember.map { .call($0) } ?? frame.calledReference.map { .referenceCall($0) } ?? .other
        case .brace: frame.closure.flatMap { closures[$0].calledMember }.map { .call($0) } ?? .closure
        case .bracket, .root: .other
        }
    }

    /// A reference to `token`'s name, unless a declaration in scope shadows it.
    private mutating func read(_ token: Token) {
        if bound[ExactName(finder.name(token)), default: 0] > 0 { return }
        found.append(finder.reference(token, isOnSelf: false))
    }

    /// What a keyword that declares names or opens their scope does; the index to read next, or `nil` to read the
    /// word as any other.
    private mutating func keyword(
        _ word: String, _ tokens: ArraySlice<Token>, at index: Int, previous: Token?, next: Token?
    ) -> Int? {
        let top = frames.count - 1
        switch word {
        case "if", "guard", "switch":
            frames[top].header = Header(keyword: word)
        case "while":
            // `repeat { … } while c` has no body after its condition.
            if previous?.kind != .rightBrace { frames[top].header = Header(keyword: word) }
        case "catch":
            var header = Header(keyword: word)
            header.declaresError = next?.kind == .leftBrace
            frames[top].header = header
        case "for":
            frames[top].header = Header(keyword: word)
            return forPattern(tokens, after: index)
        case "else":
            if frames[top].header?.keyword == "guard" {
                // The names a `guard` declares stay in scope for the rest of the block.
                let header = frames[top].header!
                frames[top].header = nil
                frames[top].owned += header.active
                declare(header.pending, owner: top)
            }
        case "where":
            activateConditions(in: top)
        case "case":
            if frames[top].holdsStatements, frames[top].header == nil {
                undeclare(frames[top].caseNames)
                frames[top].caseNames = []
                frames[top].isInCasePattern = true
            }
        case "default":
            if frames[top].holdsStatements, frames[top].header == nil, next?.kind == .colon {
                undeclare(frames[top].caseNames)
                frames[top].caseNames = []
            }
        case "let", "var":
            return binding(tokens, at: index)
        default:
            return nil
        }
        return index + 1
    }

    /// `let` or `var` and its pattern: a condition's, a case's, or a local declaration's.
    private mutating func binding(_ tokens: ArraySlice<Token>, at index: Int) -> Int {
        let statement = frames.lastIndex(where: \.holdsStatements)!
        let pattern = self.pattern(tokens, from: index + 1)
        let names = pattern.names.map { finder.name(tokens[$0]) }
        if frames[statement].header != nil {
            // `if let x` and `guard let x` read `x` before they declare it.
            if pattern.names.count == 1, pattern.names[0] == index + 1, pattern.end == index + 2 {
                let after = pattern.end < tokens.endIndex ? tokens[pattern.end] : nil
                if after == nil || after!.kind == .comma || after!.kind == .leftBrace
                    || (after!.kind == .identifier && finder.name(after!) == "else")
                {
                    read(tokens[index + 1])
                }
            }
            frames[statement].header!.pending += names
        } else if frames[statement].isInCasePattern {
            frames[statement].caseNames += names
            declare(names, owner: nil)
        } else {
            frames[statement].pending += names
            frames[statement].isDeclaring = true
        }
        return skipTypeAnnotation(tokens, at: pattern.end)
    }

    /// `for` [`case`] [`let` | `var`] pattern [`: Type`] `in`: the names are in scope from `where` or the body.
    private mutating func forPattern(_ tokens: ArraySlice<Token>, after index: Int) -> Int {
        var start = index + 1
        while start < tokens.endIndex, tokens[start].kind == .identifier, !tokens[start].isBackticked,
            ["case", "let", "var", "try", "await"].contains(finder.name(tokens[start]))
        {
            start += 1
        }
        let pattern = self.pattern(tokens, from: start)
        let top = frames.count - 1
        frames[top].header?.pending += pattern.names.map { finder.name(tokens[$0]) }
        return skipTypeAnnotation(tokens, at: pattern.end)
    }

    /// The names a pattern declares (indexes of their tokens), and the index after it. A pattern ends at `=`,
    /// `in`, `where`, `else`, a `,`, `:` or `{` outside its brackets, a bracket it did not open, or a new line.
    private func pattern(_ tokens: ArraySlice<Token>, from start: Int) -> (names: [Int], end: Int) {
        var names: [Int] = []
        var depth = 0
        var typeDepth: Int?  // after `as` or `is`: a type, until the element ends
        var index = start
        while index < tokens.endIndex, index - start < Self.lookaheadLimit {
            let token = tokens[index]
            if index > start, depth == 0, token.isAtStartOfLine { break }
            switch token.kind {
            case .leftParen, .leftBracket:
                depth += 1
            case .rightParen, .rightBracket:
                if depth == 0 { return (names, index) }
                depth -= 1
                if let type = typeDepth, depth < type { typeDepth = nil }
            case .comma:
                if depth == 0 { return (names, index) }
                if typeDepth == depth { typeDepth = nil }
            case .colon, .equal, .leftBrace, .rightBrace, .semicolon:
                if depth == 0 || token.kind == .leftBrace || token.kind == .rightBrace { return (names, index) }
            case .identifier:
                let word = finder.name(token)
                if !token.isBackticked {
                    if depth == 0, ["in", "where", "else"].contains(word) { return (names, index) }
                    if word == "as" || word == "is" {
                        typeDepth = depth
                        break
                    }
                    if word == "_" || SwiftKeywords.expression.contains(word) { break }
                }
                if typeDepth != nil { break }
                let previous = index > tokens.startIndex ? tokens[index - 1] : nil
                let next = index + 1 < tokens.endIndex ? tokens[index + 1] : nil
                // `.some(x)` and `Kind.case(x)` name cases; `(label: x)` labels.
                if previous?.kind == .period { break }
                if let next, next.kind == .period || next.kind == .leftParen || (next.kind == .colon && depth > 0) {
                    break
                }
                names.append(index)
            default:
                break
            }
            index += 1
        }
        return (names, index)
    }

    /// Past `: Type` after a pattern, to the `=`, `in`, `,`, `{` or new line after it, reading the type's names;
    /// `index` when there is none.
    private mutating func skipTypeAnnotation(_ tokens: ArraySlice<Token>, at index: Int) -> Int {
        let end = endOfTypeAnnotation(tokens, at: index)
        if end > index { readTypeNames(tokens[(index + 1)..<end]) }
        return end
    }

    /// The names of the types in an annotation (`let p: Reading?`, `{ (r: Reading) -> [Reading] in … }`), read as
    /// the types written elsewhere in an expression are (`[Reading]()`, `as? Reading`): a model's rename and its
    /// references must reach them. A member type (`Reading.Kind`'s `Kind`), a function type's label, an attribute and
    /// a keyword of the type grammar are not names.
    private mutating func readTypeNames(_ tokens: ArraySlice<Token>) {
        var isInBrackets: [Bool] = []  // for each bracket open around the name, whether it is a `[`
        for index in tokens.indices {
            let kind = tokens[index].kind
            if kind.isOpeningBracket { isInBrackets.append(kind == .leftBracket) }
            if kind.isClosingBracket { _ = isInBrackets.popLast() }
            guard kind == .identifier else { continue }
            if index > tokens.startIndex, [.period, .at].contains(tokens[index - 1].kind) { continue }
            // A function type's labels: `(_ item: Item)`; in `[Key: Value]` the name before `:` is a type.
            if index + 1 < tokens.endIndex, isInBrackets.last != true,
                tokens[index + 1].kind == .colon || tokens[index + 1].kind == .identifier
            {
                continue
            }
            if !tokens[index].isBackticked, Self.typeGrammarWords.contains(finder.name(tokens[index])) { continue }
            read(tokens[index])
        }
    }

    private static let typeGrammarWords: Set<String> = [
        "_", "any", "some", "inout", "borrowing", "consuming", "sending", "throws", "rethrows", "async", "each",
        "repeat", "Self", "Type", "Protocol",
    ]

    private func endOfTypeAnnotation(_ tokens: ArraySlice<Token>, at index: Int) -> Int {
        guard index < tokens.endIndex, tokens[index].kind == .colon, !frames[frames.count - 1].isInCasePattern else {
            return index
        }
        var depth = 0
        var cursor = index + 1
        while cursor < tokens.endIndex, cursor - index < Self.lookaheadLimit {
            let token = tokens[cursor]
            if depth == 0 {
                if token.isAtStartOfLine { return cursor }
                switch token.kind {
                case .equal, .comma, .leftBrace, .semicolon, .rightParen, .rightBracket, .rightBrace:
                    return cursor
                case .identifier where !token.isBackticked && ["in", "where", "else"].contains(finder.name(token)):
                    return cursor
                default: break
                }
            }
            if token.kind == .leftParen || token.kind == .leftBracket || token.kind == .lessThan { depth += 1 }
            if token.kind == .rightParen || token.kind == .rightBracket || token.kind == .greaterThan {
                depth = max(0, depth - 1)
            }
            cursor += 1
        }
        return index
    }

    /// A `,` separates conditions (those before are in scope in the rest) or, in `let a = 1, b = 2`, declarations.
    private mutating func comma(_ tokens: ArraySlice<Token>, at index: Int) -> Int {
        let top = frames.count - 1
        if frames[top].header != nil {
            activateConditions(in: top)
        } else if frames[top].isDeclaring, index + 2 < tokens.endIndex, tokens[index + 1].kind == .identifier,
            tokens[index + 2].kind == .equal || tokens[index + 2].kind == .colon
        {
            frames[top].pending.append(finder.name(tokens[index + 1]))
            return skipTypeAnnotation(tokens, at: index + 2)
        }
        return index + 1
    }

    private mutating func activateConditions(in frame: Int) {
        guard let pending = frames[frame].header?.pending, !pending.isEmpty else { return }
        frames[frame].header!.pending = []
        frames[frame].header!.active += pending
        declare(pending, owner: nil)
    }

    /// A `{`: the body of the statement heading it, a closure (with the names its signature declares) or a block.
    private mutating func openBrace(_ tokens: ArraySlice<Token>, at index: Int) -> Int {
        let top = frames.count - 1
        if let header = frames[top].header {
            frames[top].header = nil
            undeclare(header.active)
            var names = header.active + header.pending
            if header.declaresError { names.append("error") }
            frames.append(Frame(kind: .brace))
            declare(names, owner: frames.count - 1)
            return index + 1
        }
        let previous = index > tokens.startIndex ? tokens[index - 1] : nil
        if let previous, previous.kind == .identifier, !previous.isBackticked,
            ["else", "do", "repeat", "defer"].contains(finder.name(previous))
        {
            frames.append(Frame(kind: .brace))
            return index + 1
        }
        var frame = Frame(kind: .brace)
        frame.closure = closures.count
        closures.append(ExpressionSyntax.Closure(calledMember: calledMember(takingClosureAfter: previous)))
        guard let signature = closureSignature(tokens, at: index) else {
            openClosures.append(frames.count)
            frames.append(frame)
            return index + 1
        }
        // Capture values and `[x]` read the enclosing scope.
        for capture in signature.captureValues { walkInParentheses(tokens[capture]) }
        for capture in signature.capturedNames { read(tokens[capture]) }
        // Before the parameters are declared: `{ (item: Item) in … }` names the type `Item`, not the parameter.
        for type in signature.types { readTypeNames(tokens[type]) }
        frame.closureParameters = signature.parameters.map { $0.map { finder.name(tokens[$0]) } }
        if signature.parameterTypes.contains(where: { $0 != nil }) {
            closures[closures.count - 1].parameterTypes = signature.parameterTypes.map { type in
                type.map { finder.source.text(tokens[$0.lowerBound].startOffset..<tokens[$0.upperBound - 1].endOffset) }
            }
        }
        openClosures.append(frames.count)
        frames.append(frame)
        let names = (signature.captureNames + signature.parameters.compactMap { $0 }).map { finder.name(tokens[$0]) }
        declare(names, owner: frames.count - 1)
        return signature.end
    }

    /// The member a closure whose `{` follows `previous` is passed to: `filter {`, `reduce(0) {`, `first(where: {`.
    private func calledMember(takingClosureAfter previous: Token?) -> Int? {
        guard let previous else { return nil }
        switch previous.kind {
        case .identifier:
            return isLastMember(previous) ? members.count - 1 : nil
        case .rightParen:
            guard let lastClosed, lastClosed.offset == previous.startOffset, case .call(let member) = lastClosed.base
            else { return nil }
            return member
        case .leftParen, .comma, .colon:
            return frames[frames.count - 1].calledMember
        default:
            return nil
        }
    }

    /// A closure's `[captures] parameters -> Result in`, if the brace at `index` starts with one.
    private func closureSignature(_ tokens: ArraySlice<Token>, at index: Int) -> (
        parameters: [Int?], parameterTypes: [Range<Int>?], captureNames: [Int], captureValues: [Range<Int>],
        capturedNames: [Int], types: [Range<Int>], end: Int
    )? {
        var cursor = index + 1
        let limit = min(tokens.endIndex, index + Self.lookaheadLimit)
        func isWord(_ at: Int, _ words: Set<String>) -> Bool {
            at < limit && tokens[at].kind == .identifier && !tokens[at].isBackticked
                && words.contains(finder.name(tokens[at]))
        }
        /// The index of the bracket closing the one at `open`, within the limit.
        func close(_ open: Int) -> Int? {
            var depth = 0
            var at = open
            while at < limit {
                if tokens[at].kind.isOpeningBracket { depth += 1 }
                if tokens[at].kind.isClosingBracket {
                    depth -= 1
                    if depth == 0 { return at }
                }
                at += 1
            }
            return nil
        }
        // Attributes: `@Sendable`, `@MainActor`.
        while cursor + 1 < limit, tokens[cursor].kind == .at, tokens[cursor + 1].kind == .identifier {
            cursor += 2
            if cursor < limit, tokens[cursor].kind == .leftParen, !tokens[cursor].hasSpaceBefore {
                guard let end = close(cursor) else { return nil }
                cursor = end + 1
            }
        }
        var parameters: [Int?] = []  // nil for `_`
        var captureNames: [Int] = []  // `[name = value]`
        var captureValues: [Range<Int>] = []
        var capturedNames: [Int] = []
        var types: [Range<Int>] = []  // the parameters' and the result's
        var parameterTypes: [Range<Int>?] = []  // one for each of `parameters`
        if cursor < limit, tokens[cursor].kind == .leftBracket {
            guard let end = close(cursor) else { return nil }
            // Each entry: [weak | unowned[(safe | unsafe)]] name [= value].
            var entry = cursor + 1
            while entry < end {
                var element = entry
                var depth = 0
                while element < end, depth > 0 || tokens[element].kind != .comma {
                    if tokens[element].kind.isOpeningBracket { depth += 1 }
                    if tokens[element].kind.isClosingBracket { depth -= 1 }
                    element += 1
                }
                var name = entry
                while name < element, isWord(name, ["weak", "unowned"]) {
                    name += 1
                    if name < element, tokens[name].kind == .leftParen { name += 3 }
                }
                guard name < element, tokens[name].kind == .identifier else { return nil }
                if name + 1 < element, tokens[name + 1].kind == .equal {
                    captureNames.append(name)
                    captureValues.append((name + 2)..<element)
                } else if name + 1 == element, !isWord(name, ["self"]) {
                    capturedNames.append(name)
                }
                entry = element + 1
            }
            cursor = end + 1
        }
        if cursor < limit, tokens[cursor].kind == .leftParen {
            guard let end = close(cursor) else { return nil }
            // Each parameter: name [: Type].
            var element = cursor + 1
            var depth = 0
            var first: Int?
            var beforeColon: Int?
            var sawColon = false
            var typeStart: Int?
            while element <= end {
                let token = tokens[element]
                if depth == 0, token.kind == .comma || element == end {
                    let type = typeStart.flatMap { $0 < element ? $0..<element : nil }
                    if let name = beforeColon ?? first {
                        parameters.append(isWord(name, ["_"]) ? nil : name)
                        parameterTypes.append(type)
                    }
                    if let type { types.append(type) }
                    typeStart = nil
                    first = nil
                    beforeColon = nil
                    sawColon = false
                } else if token.kind.isOpeningBracket {
                    depth += 1
                } else if token.kind.isClosingBracket {
                    depth -= 1
                } else if depth == 0, !sawColon, token.kind == .colon {
                    sawColon = true
                    typeStart = element + 1
                    beforeColon = element > cursor + 1 && tokens[element - 1].kind == .identifier ? element - 1 : nil
                } else if depth == 0, !sawColon, first == nil, token.kind == .identifier {
                    first = element
                }
                element += 1
            }
            cursor = end + 1
        } else {
            // name, name, … in
            while cursor < limit, tokens[cursor].kind == .identifier, !isWord(cursor, ["in"]) {
                parameters.append(isWord(cursor, ["_"]) ? nil : cursor)
                parameterTypes.append(nil)
                cursor += 1
                guard cursor < limit, tokens[cursor].kind == .comma else { break }
                cursor += 1
            }
        }
        // async, throws, throws(E), -> Result
        while isWord(cursor, ["async", "throws", "rethrows"]) {
            cursor += 1
            if cursor < limit, tokens[cursor].kind == .leftParen, !tokens[cursor].hasSpaceBefore {
                guard let end = close(cursor) else { return nil }
                cursor = end + 1
            }
        }
        if cursor < limit, tokens[cursor].kind == .arrow {
            cursor += 1
            let resultStart = cursor
            defer { if resultStart < cursor { types.append(resultStart..<cursor) } }
            var depth = 0
            while cursor < limit, depth > 0 || !isWord(cursor, ["in"]) {
                if tokens[cursor].kind.isOpeningBracket { depth += 1 }
                if tokens[cursor].kind.isClosingBracket {
                    depth -= 1
                    if depth < 0 { return nil }
                }
                cursor += 1
            }
        }
        guard isWord(cursor, ["in"]), cursor > index + 1 else { return nil }
        return (parameters, parameterTypes, captureNames, captureValues, capturedNames, types, cursor + 1)
    }

    /// The end of a statement in the innermost frame: its declarations come into scope.
    private mutating func endStatement() {
        let top = frames.count - 1
        frames[top].isDeclaring = false
        guard !frames[top].pending.isEmpty else { return }
        let pending = frames[top].pending
        frames[top].pending = []
        declare(pending, owner: top)
    }

    /// Puts `names` in scope; with an `owner`, until that frame closes.
    private mutating func declare(_ names: [String], owner: Int?) {
        for name in names { bound[ExactName(name), default: 0] += 1 }
        if let owner { frames[owner].owned += names }
    }

    private mutating func undeclare(_ names: [String]) {
        for name in names {
            let key = ExactName(name)
            if let count = bound[key] { bound[key] = count > 1 ? count - 1 : nil }
        }
    }

    private mutating func pop() {
        if openClosures.last == frames.count - 1 { openClosures.removeLast() }
        let frame = frames.removeLast()
        undeclare(frame.owned)
        undeclare(frame.caseNames)
        if let header = frame.header { undeclare(header.active) }
    }

    /// Tokens that continue the line before rather than start a statement.
    private static func continuesALine(_ kind: TokenKind) -> Bool {
        switch kind {
        case .period, .operator, .doubleQuestion, .question, .colon, .equal, .pipe, .arrow, .lessThan, .greaterThan:
            true
        default:
            false
        }
    }

    private func isPlainSelf(_ token: Token) -> Bool {
        token.kind == .identifier && !token.isBackticked && token.endOffset - token.startOffset == 4
            && finder.name(token) == "self"
    }
}
