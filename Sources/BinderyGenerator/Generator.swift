import BinderySource

/// Turns checked specs into Swift source, through the templates of a ``TemplateSet``.
///
/// ```swift
/// var files = SourceFiles()
/// let templates = try TemplateSet.builtIn(files: &files)
/// let swift = try Generator(templates: templates).generate(...)
/// ```
public struct Generator: Sendable {
    public let templates: TemplateSet

    public init(templates: TemplateSet) {
        self.templates = templates
    }

    /// The Swift text of one spec file.
    func render(_ input: GeneratedFileInput) throws(TemplateError) -> String {
        try templates.render("file", context: FileContext(input: input).object)
    }
}
