import BinderySource
import BinderySyntax

/// Labels Swift allows in a function type's parameter list (`(_ name: A) -> B`) but not in a tuple type: reported
/// at the spec, where generated code would otherwise write a tuple Swift rejects.
extension SyntaxParser {
    /// Reports an argument label in a function type (`(x: Int) -> Int`, `(x y: Int) -> Int`), which Swift rejects
    /// as it would here: generated code used to drop it unseen. Returns true when it did.
    mutating func reportsArgumentLabels(_ parameters: [TypeSyntax.TupleElement]) -> Bool {
        for parameter in parameters {
            guard let label = parameter.argumentLabel ?? parameter.label, label.name != "_" else { continue }
            let name = parameter.label?.name ?? label.name
            let advice: String
            let fixIt: Diagnostic.FixIt
            if parameter.argumentLabel == nil {
                advice =
                    "write '_ \(name): \(parameter.type)' to keep '\(name)' as the parameter's name, or remove '\(name):'"
                fixIt = .inserting("_ ", before: label.range)
            } else {
                advice = "write '_ \(name): \(parameter.type)' in place of '\(label.name) \(name): \(parameter.type)'"
                fixIt = Diagnostic.FixIt(replacing: label.range, with: "_")
            }
            error(
                .expectedType, "a function type cannot have argument labels; " + advice,
                at: label.range, fixIts: [fixIt])
            return true
        }
        return false
    }

    /// Reports a tuple element with two names (`(_ a: A, b: B)`), a label given twice (`(a: A, a: B)`) or the label
    /// of a one-element tuple (`(a: A)`), `elements` being a tuple type's, not a function type's parameters; returns
    /// true when it did.
    mutating func reportsTupleLabels(_ elements: [TypeSyntax.TupleElement]) -> Bool {
        if let element = elements.first(where: { $0.argumentLabel != nil }), let first = element.argumentLabel,
            let label = element.label
        {
            let names = SourceRange(file: first.range.file, start: first.range.start, end: label.range.start)
            error(
                .expectedType,
                "a tuple element has one label, not two ('\(first.name) \(label.name)'); only a function type's "
                    + "parameter has two names, so write '\(label.name): \(element.type)' or add '-> Result' after ')'",
                at: names, fixIts: [Diagnostic.FixIt(replacing: names, with: "")])
            return true
        }
        var seen: [String: Identifier] = [:]
        for label in elements.compactMap(\.label) where label.name != "_" {
            guard let first = seen[label.name] else {
                seen[label.name] = label
                continue
            }
            error(
                .expectedType,
                "a tuple type cannot have two elements labelled '\(label.name)'; rename one of them",
                at: label.range,
                notes: [Diagnostic.Note("'\(label.name)' first labels an element here", at: first.range)])
            return true
        }
        // `(_: A)` is `A`, as in Swift.
        guard elements.count == 1, let label = elements[0].label, label.name != "_" else { return false }
        let written = SourceRange(file: label.range.file, start: label.range.start, end: elements[0].type.range.start)
        error(
            .expectedType,
            "a tuple type of one element cannot have a label ('\(label.name):'); Swift has no one-element tuple, so "
                + "write the type alone, '\(elements[0].type)', or add another element",
            at: label.range, fixIts: [Diagnostic.FixIt(replacing: written, with: "")])
        return true
    }
}
