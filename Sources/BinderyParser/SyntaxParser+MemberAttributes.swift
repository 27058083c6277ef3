import BinderyScanner
import BinderySource

extension SyntaxParser {
    /// Whether an attribute (`@Published`, `@ObservationIgnored`, `@MainActor` …) starts a member: followed, after
    /// any arguments and more attributes, by `var`, `let` or `computed`, or by a modifier, on its line or the next,
    /// as Swift allows. Such a line is not a declaration of the file, although an attribute starts one.
    func isAttributeBeforeMember() -> Bool {
        var offset = 0
        while peek(offset).kind == .at {
            let name = peek(offset + 1)
            guard name.kind == .identifier, !name.hasSpaceBefore else { return false }
            offset += 2
            if peek(offset).kind == .leftParen, !peek(offset).hasSpaceBefore {
                guard let afterArguments = offsetAfterParentheses(at: offset) else { return false }
                offset = afterArguments
            }
        }
        guard offset > 0 else { return false }
        let next = peek(offset)
        guard next.kind == .identifier else { return false }
        return isKeyword(next, "var") || isKeyword(next, "let") || isKeyword(next, "computed")
            || Self.memberModifiers.contains(text(next))
    }

    /// The offset after the `)` closing the `(` at `offset`; nil when it is not closed before a line that starts a
    /// declaration, or the end of the file.
    private func offsetAfterParentheses(at offset: Int) -> Int? {
        var depth = 0
        var current = offset
        repeat {
            let token = peek(current)
            if token.kind == .leftParen { depth += 1 }
            if token.kind == .rightParen { depth -= 1 }
            if token.kind == .endOfFile || (current > offset && looksLikeDeclarationStart(at: position + current)) {
                return nil
            }
            current += 1
        } while depth > 0
        return current
    }

    /// An attribute before a property: a model's properties are all observable stored values with the model's
    /// isolation, and an external class's are described by name and type alone, so the attribute is reported with a
    /// fix-it that removes it, and the property is parsed as if it were not there.
    mutating func reportMemberAttribute(in model: String, isExternal: Bool) {
        let start = current
        advance()
        let name = text(current)
        advance()
        if current.kind == .leftParen, !current.hasSpaceBefore {
            _ = skipArguments(ofAttribute: name)
        }
        let written = source.text(start.startOffset..<previousEnd)
        let message: String
        if isExternal {
            message =
                "external class '\(model)' describes a property by its name and type alone, whatever attributes the "
                + "class gives it; remove '\(written)'"
        } else {
            switch name {
            case "Published", "State", "Observable", "ObservationTracked", "Bindable":
                message =
                    "every property of a model is observable already: its observers, bindings and (unless "
                    + "'observation: false') Swift's Observation hear of each change; remove '\(written)'"
            case "ObservationIgnored":
                message =
                    "a model's properties are all observable, as bindings read them; remove '\(written)', and keep a "
                    + "value nobody should observe outside the model"
            case "MainActor":
                message =
                    "a model's properties have the isolation of the model; remove '\(written)', and write it before "
                    + "'model \(model)' to isolate the whole model"
            default:
                message =
                    "a model's property is declared with 'var', 'let' or 'computed' alone, and takes no attribute; "
                    + "remove '\(written)'"
            }
        }
        error(
            .attributeNotAllowed, message, at: SourceRange(file: file, start: start.startOffset, end: previousEnd),
            fixIts: [
                Diagnostic.FixIt(
                    replacing: SourceRange(file: file, start: start.startOffset, end: current.startOffset), with: "")
            ])
    }
}
