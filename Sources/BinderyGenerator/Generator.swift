import BinderyChecker
import BinderySource

/// Turns a checked module into Swift source, one file a spec, through the templates of a ``TemplateSet``.
///
/// ```swift
/// var files = SourceFiles()
/// let templates = try TemplateSet.builtIn(files: &files)
/// for output in try Generator(templates: templates).generate(module) {
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

    /// The Swift of every spec file of `module`, in the module's file order.
    public func generate(_ module: CheckedModule) throws(TemplateError) -> [GeneratedFile] {
        let lowering = Lowering(module: module)
        var outputs: [GeneratedFile] = []
        for file in module.files {
            outputs.append(GeneratedFile(specPath: file.path, contents: try render(lowering.input(for: file))))
        }
        return outputs
    }

    /// The Swift text of one spec file.
    func render(_ input: GeneratedFileInput) throws(TemplateError) -> String {
        try templates.render("file", context: FileContext(input: input).object)
    }
}

/// The Swift generated from one spec file.
public struct GeneratedFile: Sendable, Equatable {
    /// The spec path as given.
    public var specPath: String
    public var contents: String
}
