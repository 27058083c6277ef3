import BinderySource
import BinderySyntax

extension CheckRun {
    /// The `.init(…)` calls of a model or external class that `value` makes where its type says which: the whole
    /// expression (`var next: Node? = .init()`), or an element of an array or dictionary literal that is the whole
    /// expression, as deep as the type's literals go (`[.init()]`, `["a": [.init()]]`), each with the range of `init`
    /// and the argument labels of its call. An element of a literal is always evaluated; elsewhere
    /// (`flag ? .init() : nil`) the place's type is not the property's, or the call may be skipped.
    func implicitInitializers(in value: ExpressionSyntax, giving type: SwiftType) -> [(
        model: Model, range: SourceRange, labels: [String]
    )] {
        var found: [(model: Model, range: SourceRange, labels: [String])] = []
        let bytes = Array(value.text.utf8)
        collectImplicitInitializers(in: bytes, bytes.indices, of: value, giving: type, into: &found)
        return found
    }

    /// Adds to `found` the `.init(…)` calls of `part` of `value`'s text, a place of type `type`.
    private func collectImplicitInitializers(
        in bytes: [UInt8], _ part: Range<Int>, of value: ExpressionSyntax, giving type: SwiftType,
        into found: inout [(model: Model, range: SourceRange, labels: [String])]
    ) {
        let part = Self.trimmed(part, of: bytes)
        guard let first = part.first else { return }
        if first < bytes.count, bytes[first] == UInt8(ascii: ".") {
            guard let model = modelOrClass(namedBy: type.unwrapped),
                let access = value.memberAccesses.first(where: {
                    $0.name == "init" && $0.range.start - value.range.start == first + 1
                })
            else { return }
            found.append((model, access.range, Self.argumentLabels(of: value.text.utf8.dropFirst(first))))
            return
        }
        guard bytes[first] == UInt8(ascii: "["), Self.closingBracket(in: bytes, from: first) == part.upperBound - 1
        else { return }
        let elements = Self.split(first + 1..<part.upperBound - 1, of: bytes, at: UInt8(ascii: ","))
        switch type.unwrapped {
        case .array(let element):
            for part in elements {
                collectImplicitInitializers(in: bytes, part, of: value, giving: element, into: &found)
            }
        case .dictionary(let key, let element):
            for entry in elements {
                let halves = Self.split(entry, of: bytes, at: UInt8(ascii: ":"))
                guard halves.count == 2 else { continue }
                collectImplicitInitializers(in: bytes, halves[0], of: value, giving: key, into: &found)
                collectImplicitInitializers(in: bytes, halves[1], of: value, giving: element, into: &found)
            }
        default:
            return
        }
    }

    /// `part` without the spaces and newlines around it.
    private static func trimmed(_ part: Range<Int>, of bytes: [UInt8]) -> Range<Int> {
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") }
        var lower = part.lowerBound
        var upper = part.upperBound
        while lower < upper, isSpace(bytes[lower]) { lower += 1 }
        while upper > lower, isSpace(bytes[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    /// The index of the bracket that closes the one at `open`, past string literals and nested brackets.
    private static func closingBracket(in bytes: [UInt8], from open: Int) -> Int? {
        var depth = 0
        var index = open
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""): index = endOfString(in: bytes, from: index + 1)
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index += 1
        }
        return nil
    }

    /// `part` cut at each `separator` outside string literals and nested brackets.
    private static func split(_ part: Range<Int>, of bytes: [UInt8], at separator: UInt8) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = part.lowerBound
        var depth = 0
        var index = part.lowerBound
        while index < part.upperBound {
            switch bytes[index] {
            case UInt8(ascii: "\""): index = endOfString(in: bytes, from: index + 1)
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            case separator where depth == 0:
                parts.append(start..<index)
                start = index + 1
            default: break
            }
            index += 1
        }
        parts.append(start..<max(start, part.upperBound))
        return parts
    }
}
