import BinderySource

/// One parsed template: a tree of text, variables, sections and partials, ready to render many times.
///
/// The syntax is a small, logic-less Mustache:
/// - `{{name}}` shows a string as is (no HTML escaping: the output is Swift); `{{a.b}}` looks into objects and
///   `{{.}}` is the current list element.
/// - `{{#name}} … {{/name}}` renders once for `true`, a non-empty string or an object, and once per element of a
///   list; `{{^name}} … {{/name}}` renders when the value is `false`, empty or missing.
/// - `{{{name}}}` shows a string exactly as it is: no indentation is added to its lines, even inside an indented
///   partial, because embedded spec code must keep its columns. Alone on its line, it ends with that line's newline.
/// - `{{>name}}` renders another template in place; on a line of its own, its output takes that line's
///   indentation, so a partial can be written at column 0.
/// - `{{! text }}` is a comment.
/// - Whitespace: a line holding only a section, inverted section, partial or comment tag leaves no trace in the
///   output. `{{~` removes all whitespace, newlines included, before the tag and `~}}` all whitespace after it.
public struct Template: Sendable {
    /// The name other templates use in `{{>name}}`, and `--templates` files use as their base name.
    public let name: String
    let file: FileID
    let nodes: [TemplateNode]
}

indirect enum TemplateNode: Sendable {
    case text(String)
    case variable(path: [TemplateKey], range: SourceRange)
    case verbatim(path: [TemplateKey], standalone: Bool, range: SourceRange)
    case section(path: [TemplateKey], inverted: Bool, children: [TemplateNode], range: SourceRange)
    case partial(name: String, indent: String, range: SourceRange)
}
