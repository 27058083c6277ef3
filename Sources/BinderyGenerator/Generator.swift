import BinderyChecker
import BinderySource

/// Turns a checked module into Swift source, one file a spec, through the templates of a ``TemplateSet``.
///
/// ```swift
/// var files = SourceFiles()
/// let templates = try TemplateSet.builtIn(files: &files)
/// for output in try Generator(templates: templates).generate(module, sources: specs) {
///     print(output.specPath, output.contents)
/// }
/// ```
///
/// The output depends only on the module and the templates: the same input gives the same bytes.
public struct Generator: Sendable {
    public let templates: TemplateSet

    public init(templates: TemplateSet) {
        self.templates = templates
    }

    /// The Swift of every spec file of `module`, in the module's file order; `sources` are the specs it was
    /// checked from, for the locations that generated code names.
    public func generate(_ module: CheckedModule, sources: SourceFiles) throws(TemplateError) -> [GeneratedFile] {
        let generation = Generation(module: module, sources: sources)
        var outputs: [GeneratedFile] = []
        for file in module.files {
            let contents = try templates.render("file", context: FileContext(file, in: generation))
            outputs.append(GeneratedFile(specPath: file.path, contents: contents))
        }
        return outputs
    }
}

/// The Swift generated from one spec file.
public struct GeneratedFile: Sendable, Equatable {
    /// The spec path as given.
    public var specPath: String
    public var contents: String
}
