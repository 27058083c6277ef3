/// Builds the render context of one generated file: every name spelled, every decision made, in Swift.
struct FileContext {
    let input: GeneratedFileInput

    var object: TemplateObject {
        var imports = input.imports.filter { Self.module(ofImport: $0) != "Bindery" }
        imports.append("import Bindery")
        if input.models.contains(where: \.observation),
            !imports.contains(where: { Self.module(ofImport: $0) == "Observation" })
        {
            imports.append("import Observation")
        }
        let access = input.access.map { "\($0) " } ?? ""
        let transforms = TransformsContext(input: input)
        let object: TemplateObject = [
            "specName": .string(SwiftText.singleLineComment(input.specName)),
            // Sorted, as swift-format's OrderedImports wants them.
            "imports": .list(
                imports.sorted { Self.module(ofImport: $0) < Self.module(ofImport: $1) }.map(TemplateValue.string)),
            "access": .string(access),
            "file": .string(SwiftText.stringLiteralContents(input.specPath)),
            "models": .list(input.models.map { .object(ModelContext(model: $0, file: input).object) }),
            "hasTransforms": .bool(!input.transforms.isEmpty),
            "bindings": .list(input.bindings.map { .object(BindingContext(binding: $0, file: input).object) }),
        ]
        return object.merging(transforms.object)
    }

    /// `Foundation` of `@preconcurrency import Foundation`.
    static func module(ofImport line: String) -> String {
        line.split(separator: " ").last.map(String.init) ?? line
    }

    static func docLines(_ doc: String?) -> TemplateValue {
        .list((doc.map(SwiftText.docCommentLines) ?? []).map(TemplateValue.string))
    }

    /// `@MainActor` on a line of its own, or nothing.
    static func isolationAttribute(_ isolation: IsolationInput) -> TemplateValue {
        isolation == .mainActor ? "@MainActor" : ""
    }

    /// `nonisolated ` before the declaration keyword (on a line of its own, swift-format would misindent it),
    /// so a module whose default isolation is `MainActor` does not isolate the type.
    static func isolationModifier(_ isolation: IsolationInput) -> TemplateValue {
        isolation == .nonisolated ? "nonisolated " : ""
    }

    /// `{file, line, code}` for the `sourceLocation` partial.
    static func expression(_ expression: ExpressionInput?, file: GeneratedFileInput) -> TemplateValue {
        guard let expression else { return false }
        return [
            "file": .string(SwiftText.stringLiteralContents(file.specPath)),
            "line": .string(String(expression.line)),
            "code": .string(expression.text),
        ]
    }

    /// Marks the last element of a list, for separators.
    static func list(_ objects: [TemplateObject]) -> TemplateValue {
        .list(
            objects.enumerated().map { index, object in
                var object = object
                object["isFirst"] = .bool(index == 0)
                object["isLast"] = .bool(index == objects.count - 1)
                return .object(object)
            })
    }
}

extension TemplateObject {
    func merging(_ other: TemplateObject) -> TemplateObject {
        TemplateObject(values.merging(other.values) { _, new in new })
    }
}
