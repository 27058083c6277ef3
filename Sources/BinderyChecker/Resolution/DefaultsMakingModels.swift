import BinderySource
import BinderySyntax

extension CheckRun {
    /// A stored property's default that makes a model of this module, and the argument labels its call passes.
    private struct ModelMade {
        var owner: String
        var property: String
        var made: String
        var passed: [String]
        var range: SourceRange
    }

    /// A default that makes a model (`var next: Node? = Node()`) runs that model's initializer, which evaluates each
    /// default the call does not pass an argument for. When that leads back to the same default, making the model
    /// never ends: the program runs out of stack at run time. Reported at the call in the first default of each
    /// circle; a call passing the argument of the next default in the circle (`Node(next: nil)`) breaks it.
    mutating func checkDefaultsMakingTheirModel() {
        var made: [ModelMade] = []
        // Most defaults are literals, which make nothing: only those naming something were kept for this.
        for (owner, index) in defaultsNamingSomething {
            guard let decl = modelSyntax[owner], index < decl.members.count, let value = decl.members[index].value
            else { continue }
            let member = decl.members[index]
            for (model, range, passed) in modelsMade(in: value, giving: member.type) {
                made.append(
                    ModelMade(owner: owner, property: member.name.name, made: model, passed: passed, range: range))
            }
        }
        guard !made.isEmpty else { return }
        var graph = DirectedGraph(nodeCount: made.count)
        for (from, call) in made.enumerated() {
            for (to, next) in made.enumerated()
            where next.owner.isSameName(as: call.made)
                && !call.passed.contains(where: { $0.isSameName(as: next.property) })
            {
                graph.addEdge(from: from, to: to, label: to)
            }
        }
        for (start, labels) in graph.circles(throughNodes: Array(made.indices)) {
            let first = made[start]
            let next = made[labels.first ?? start]
            let circle = [start] + labels.dropLast()
            let round =
                circle.count == 1
                ? "so that default is evaluated again"
                : "and the defaults make each other's models in a circle ("
                    + Wording.chain((circle + [start]).map { "'\(made[$0].owner).\(made[$0].property)'" }) + ")"
            diagnostics.error(
                .selfContainment,
                "making \(Wording.article(.named(first.owner))) never ends: the default of "
                    + "'\(first.owner).\(first.property)' makes \(Wording.article(.named(first.made))) without passing "
                    + "'\(next.property)', \(round); pass it in the call ('\(first.made)(\(next.property): …)'), or give "
                    + "'\(first.property)' a default that makes no '\(first.made)'",
                at: first.range,
                notes: circle.dropFirst().prefix(Wording.chainLimit).map {
                    .init("'\(made[$0].owner).\(made[$0].property)' continues the circle here", at: made[$0].range)
                })
        }
    }

    /// The models of this module `value` makes by their name (`Node()`, `Node.init()`), or as `.init(…)` of the
    /// property's `type`, each with the range naming it and the argument labels of its call.
    private func modelsMade(in value: ExpressionSyntax, giving type: TypeSyntax) -> [(String, SourceRange, [String])] {
        var found: [(String, SourceRange, [String])] = []
        for reference in value.references where !reference.isOnSelf && Self.isCalled(reference, in: value) {
            guard let model = models[reference.name], !model.isExternal, model.module == nil,
                let rest = Self.bytes(after: reference, in: value),
                !Self.isInsideBraces(reference.range.start - value.range.start, of: value.text)
            else { continue }
            found.append((model.name, reference.range, Self.argumentLabels(of: rest)))
        }
        if value.text.hasPrefix(".init"), let access = value.memberAccesses.first, access.name == "init",
            let name = SwiftType(type).unwrapped.simpleName, let model = models[name], !model.isExternal,
            model.module == nil
        {
            let rest = value.text.utf8.dropFirst(".init".utf8.count)
            found.append((model.name, access.range, Self.argumentLabels(of: rest[...])))
        }
        return found
    }

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

    /// Whether the byte at `offset` of `text` is inside braces: a closure, which the default may never call
    /// (`var make: () -> Node = { Node() }`), or a branch of an `if` or `switch`, which it may not take. Only a call
    /// outside them is sure to run; a circle through one is left to Swift.
    private static func isInsideBraces(_ offset: Int, of text: String) -> Bool {
        let bytes = Array(text.utf8.prefix(offset))
        var depth = 0
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""): index = endOfString(in: bytes, from: index + 1)
            case UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "}"): depth -= 1
            default: break
            }
            index += 1
        }
        return depth > 0
    }

    /// Whether `byte` may be part of a name: a digit only after the first.
    private static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
        byte.isIdentifierByte && byte != UInt8(ascii: "$")
            && !(first && byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// The index of the quote that closes a string literal whose text starts at `start`, past escaped characters.
    private static func endOfString(in bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        return index
    }
}

extension ExpressionSyntax {
    /// Whether the expression names anything (`Node()`, `.init()`, `x`): a literal names nothing, so makes no model.
    var namesSomething: Bool { !references.isEmpty || !memberAccesses.isEmpty }
}
