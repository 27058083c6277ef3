import BinderyChecker
import BinderySource
import BinderySyntax

extension Hover {
    /// `$0`, `$1` … under the cursor in an embedded expression, when the declarations tell its type: a transform's
    /// input (`backward:`'s `$0` is the output), or an element of an array of models in a closure
    /// (`tasks.filter { $0.done }`).
    static func shorthandArgument(in snapshot: Snapshot, file: FileID, offset: Int) -> LSP.Hover? {
        let source = snapshot.source(file)
        guard let argument = shorthandArgument(at: offset, in: source.bytes),
            let tree = snapshot.tree(file),
            let context = expressionContext(containing: argument.range.lowerBound, in: tree, snapshot.index.table),
            let member = MemberTypes.memberBase(
                after: source.text(context.expression.range.start..<argument.range.upperBound) + ".",
                table: snapshot.index.table, properties: context.properties, inputs: context.inputs),
            let type = member.type
        else { return nil }
        let role: String
        switch member.base {
        case .shorthandArgument(let index):
            guard let transform = context.transform else { return nil }
            role = "The \(ordinal(index)) input of transform `\(transform)`."
        case .closureParameter(let index, _):
            role = "The closure's \(ordinal(index)) parameter: an element of the array it is called on."
        default:
            return nil
        }
        let range = SourceRange(file: file, start: argument.range.lowerBound, end: argument.range.upperBound)
        return LSP.Hover(
            contents: LSP.MarkupContent(value: "```swift\n$\(argument.index): \(type)\n```\n\n" + role),
            range: snapshot.range(range))
    }

    /// The `$N` whose `$` or digits `offset` is on or just after.
    private static func shorthandArgument(at offset: Int, in bytes: [UInt8]) -> (index: Int, range: Range<Int>)? {
        func isDigit(_ at: Int) -> Bool { at >= 0 && at < bytes.count && bytes[at] >= 0x30 && bytes[at] <= 0x39 }
        var dollar = min(offset, bytes.count)
        // On a digit or just after the number: back over the digits to the `$`.
        if dollar == bytes.count || bytes[dollar] != UInt8(ascii: "$") {
            while isDigit(dollar - 1) { dollar -= 1 }
            dollar -= 1
        }
        guard dollar >= 0, bytes[dollar] == UInt8(ascii: "$"), isDigit(dollar + 1) else { return nil }
        var end = dollar + 1
        while isDigit(end), end - dollar < 6 { end += 1 }
        guard !isDigit(end), let index = Int(String(decoding: bytes[(dollar + 1)..<end], as: UTF8.self)) else {
            return nil
        }
        return (index, dollar..<end)
    }

    /// The embedded expression holding `offset`, with what its names and `$N` mean: a model's property's value reads
    /// the model's properties, a transform's body its inputs.
    private static func expressionContext(containing offset: Int, in tree: SourceFileSyntax, _ table: DeclarationTable)
        -> (expression: ExpressionSyntax, properties: [ExactName: MemberDecl], inputs: [SwiftType], transform: String?)?
    {
        func holds(_ expression: ExpressionSyntax) -> Bool {
            expression.range.start <= offset && offset < expression.range.end
        }
        for declaration in tree.declarations {
            switch declaration {
            case .model(let decl):
                for member in decl.members {
                    guard let value = member.value, holds(value) else { continue }
                    return (value, table.model(decl.name.name)?.members ?? [:], [], nil)
                }
            case .transform(let decl):
                for (body, inputs) in decl.bodyExpressions where holds(body) {
                    return (body, [:], inputs, decl.name.name)
                }
            case .binding, .import, .options:
                continue
            }
        }
        return nil
    }

    private static func ordinal(_ index: Int) -> String {
        let words = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"]
        return index < words.count ? words[index] : "number \(index + 1)"
    }
}
