import BinderySource

/// The built-in templates as `bindery templates export` writes them, with a guide to the fields each one sees.
public enum TemplateExport {
    /// Templates whose names and context fields keep their meaning across releases with the same runtime
    /// interface: the places to override. The others lay out details that may change in any release.
    public static let stableTemplates: Set<String> = ["file", "model", "binding", "docComment"]

    /// The name of the guide written next to the templates.
    public static let guideName = "README.md"

    /// Every built-in template as `NAME.template`, and the guide.
    public static func files() -> [(name: String, contents: String)] {
        EmbeddedTemplates.all.map { ("\($0.name).\(TemplateSet.fileExtension)", $0.text) } + [(guideName, guide())]
    }

    /// The guide: how overriding works, which templates are stable, and each context's fields.
    public static func guide() -> String {
        var files = SourceFiles()
        // The built-in templates always parse (a test holds them to it); an empty scope list is the fallback.
        let scopes = (try? TemplateSet.builtIn(files: &files)).map { Generator.checked($0).scopes } ?? [:]
        var text = """
            # Bindery's templates

            These are the templates `bindery generate` renders, exported by `bindery templates export`. To change \
            what is generated, keep only the templates you change in a directory and pass it with \
            `--templates DIR` (or `"templates"` in `bindery.json`): each `NAME.template` there replaces the \
            built-in template `NAME`, and the others stay built in, so you keep getting their fixes. \
            `bindery check SPEC... --templates DIR` checks your templates against the fields below and renders \
            the specs with them, writing nothing.

            ## Syntax

            A small, logic-less Mustache: `{{name}}` shows text; `{{#name}}…{{/name}}` renders for a true flag \
            or non-empty text, and once per element of a list, with the element's fields visible; \
            `{{^name}}…{{/name}}` renders when it is false, empty or missing; `{{.}}` is the current line of a \
            list of lines; `{{#-first}}` and `{{#-last}}` say where an element stands in its list; \
            `{{{name}}}` shows text without indenting it (spec code keeps its columns); `{{>name}}` renders \
            another template in place, indented as the tag is; `{{! … }}` is a comment.

            ## Stability

            Override the stable templates: \(stableTemplates.sorted().map { "`\($0)`" }.joined(separator: ", ")). \
            Their names and the fields they see keep their meaning across releases with the same runtime \
            interface. The others lay out details and may change in any release. Generated code calls the \
            runtime's plumbing (`@_spi(BinderyGenerated)`), which changes with the runtime interface \
            (`RuntimeInterface_X_Y` in every generated file); a template that calls it must follow.

            ## Templates


            """
        for template in EmbeddedTemplates.all.map(\.name).sorted() {
            let stability = stableTemplates.contains(template) ? "stable" : "internal"
            let contexts = (scopes[template] ?? []).sorted().map { "`\($0)`" }.joined(separator: "; ")
            text += "- `\(template)` (\(stability)): sees \(contexts.isEmpty ? "nothing (unused)" : contexts)\n"
        }
        text += "\n## Contexts\n\nA template sees the fields of every context it is in, innermost first.\n"
        for schema in reachableSchemas() {
            text += "\n### `\(schema.name)`\n\n| Field | Kind | What it holds |\n|---|---|---|\n"
            for field in schema.fields {
                text += "| `\(field.name)` | \(field.kind) | \(field.summary.replacingPipes) |\n"
            }
        }
        return text
    }

    /// The root context and every context its lists lead to, each once, in the order they are reached.
    static func reachableSchemas() -> [TemplateSchema] {
        var schemas: [TemplateSchema] = []
        var seen: Set<String> = []
        var pending = [Generator.rootSchema]
        while !pending.isEmpty {
            let schema = pending.removeFirst()
            guard seen.insert(schema.name).inserted else { continue }
            schemas.append(schema)
            for field in schema.fields {
                if case .list(let element) = field.kind { pending.append(element()) }
            }
        }
        return schemas
    }
}

extension String {
    /// Safe inside a Markdown table cell.
    fileprivate var replacingPipes: String {
        split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}
