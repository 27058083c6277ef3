import BinderySource

/// Why templates could not be loaded or rendered.
public enum TemplateError: Error, Sendable {
    /// Problems inside templates, each at the template's own file and line.
    case diagnostics([Diagnostic])
    /// A `--templates` directory that cannot be read.
    case unreadable(path: String, reason: String)
}

/// Every template of one run, parsed once, looked up by name.
///
/// The built-in set comes from `Templates/`, compiled into the tool (see ``EmbeddedTemplates``). A
/// `--templates` directory replaces any of them by name: `model.template` there replaces the built-in `model`.
public struct TemplateSet: Sendable {
    /// The file extension of a template: `model.template` is the template `model`.
    public static let fileExtension = "template"

    private(set) var templates: [String: Template] = [:]
    /// Names in sorted order, for messages that list them.
    public var names: [String] { templates.keys.sorted() }

    /// Parses named template texts; each becomes a ``SourceFile`` of `files` so diagnostics can point into it.
    public init(
        texts: [(name: String, path: String, text: String)], files: inout SourceFiles
    ) throws(TemplateError) {
        try self.init(texts: texts, files: &files, validating: true)
    }

    /// The templates compiled into the tool from `Templates/`.
    public static func builtIn(files: inout SourceFiles) throws(TemplateError) -> TemplateSet {
        try TemplateSet(
            texts: EmbeddedTemplates.all.map {
                (name: $0.name, path: "Templates/\($0.name).\(fileExtension)", text: $0.text)
            },
            files: &files)
    }

    /// This set with every `*.template` file of `directory` replacing the built-in template of the same name.
    ///
    /// A template file whose name is not a built-in one is an error: it would silently do nothing. Other
    /// files are ignored, so the directory can hold a README.
    public func overriding(withDirectory directory: String, files: inout SourceFiles) throws(TemplateError)
        -> TemplateSet
    {
        let entries: [String]
        do {
            entries = try FileSystem.contentsOfDirectory(directory)
        } catch {
            throw .unreadable(path: directory, reason: "cannot list the templates directory (\(error.reason))")
        }
        var texts: [(name: String, path: String, text: String)] = []
        var unknown: [Diagnostic] = []
        for entry in entries.sorted() where entry.hasSuffix(".\(Self.fileExtension)") && !entry.hasPrefix(".") {
            let name = String(entry.dropLast(Self.fileExtension.count + 1))
            let path = FilePaths.appending(entry, to: directory)
            // Reading a named pipe waits for a writer that never comes: the run hung. Only files are templates.
            switch FileKind(of: path) {
            case .directory:
                throw .unreadable(
                    path: path,
                    reason: "is a directory, not a template file; rename it or move it out of '\(directory)'")
            case .special:
                throw .unreadable(
                    path: path,
                    reason: "is not a regular file (a pipe, a device or a socket); replace it with a template file")
            case .file, nil:
                break
            }
            let bytes: [UInt8]
            do {
                bytes = try FileSystem.readFile(path)
            } catch {
                throw .unreadable(path: path, reason: "cannot read the template (\(error.reason))")
            }
            // Decoding would turn bad bytes into U+FFFD in the generated Swift, unnoticed.
            if let problem = Self.encodingProblem(in: bytes) {
                let id = files.add(SourceFile(path: path, bytes: bytes))
                throw .diagnostics([
                    .error(
                        problem.id, problem.message,
                        at: SourceRange(file: id, start: problem.range.lowerBound, end: problem.range.upperBound))
                ])
            }
            let text = String(decoding: bytes, as: UTF8.self)
            if templates[name] == nil {
                let id = files.add(SourceFile(path: path, text: text))
                unknown.append(
                    .error(
                        .unknownTemplate,
                        "'\(name)' is not a template bindery uses; rename the file to one of: "
                            + names.joined(separator: ", "),
                        at: SourceRange(file: id, start: 0, end: 0)))
                continue
            }
            texts.append((name, path, text))
        }
        guard unknown.isEmpty else { throw .diagnostics(unknown) }
        let replacements = try TemplateSet(texts: texts, files: &files, validating: false)
        var merged = self
        for (name, template) in replacements.templates { merged.templates[name] = template }
        try merged.validatePartials()
        return merged
    }

    /// The first bytes of a template that are not UTF-8 text: a sequence that is not UTF-8, or a NUL.
    static func encodingProblem(in bytes: [UInt8]) -> (id: DiagnosticID, message: String, range: Range<Int>)? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.count == 1, encoded.first == 0 {
                    return (
                        .nulByte, "NUL byte in a template; remove it (a template is UTF-8 text)", offset..<(offset + 1)
                    )
                }
                offset += encoded.count
            case .error(let length):
                let shown = bytes[offset..<(offset + length)].map { "0x" + String($0, radix: 16, uppercase: true) }
                return (
                    .invalidUTF8, "invalid UTF-8 (\(shown.joined(separator: " "))) in a template; save it as UTF-8",
                    offset..<(offset + length)
                )
            case .emptyInput:
                return nil
            }
        }
    }

    private init(
        texts: [(name: String, path: String, text: String)], files: inout SourceFiles, validating: Bool
    ) throws(TemplateError) {
        var diagnostics: [Diagnostic] = []
        for entry in texts {
            let source = SourceFile(path: entry.path, text: entry.text)
            let id = files.add(source)
            let (template, found) = TemplateParser.parse(name: entry.name, source: source, file: id)
            diagnostics += found
            templates[entry.name] = template
        }
        guard diagnostics.isEmpty else { throw .diagnostics(diagnostics) }
        if validating { try validatePartials() }
    }

    /// Renders the template `name` with `context` as the outermost values.
    ///
    /// A variable or section the context does not define is an error, so a typo in a template is reported instead
    /// of silently producing less code.
    public func render(_ name: String, context: some TemplateContext) throws(TemplateError)
        -> String
    {
        if let context = context as? any FieldedContext { return try renderCompiled(name, context) }
        guard let template = templates[name] else {
            throw .unreadable(path: name, reason: "no template named '\(name)'")
        }
        var renderer = TemplateRenderer(templates: templates)
        var output = RenderedText()
        renderer.render(template, context: .context(context), into: &output)
        guard renderer.diagnostics.isEmpty else { throw .diagnostics(renderer.diagnostics) }
        return output.text
    }

    /// One of the generator's own contexts renders compiled, as ``Generator`` renders it.
    private func renderCompiled<Root: FieldedContext>(_ name: String, _ context: Root) throws(TemplateError) -> String {
        try render(compiled(name, for: Root.self), context)
    }

    /// The template `name` compiled for root contexts of `Root`'s type, to render any number of them.
    func compiled<Root: FieldedContext>(_ name: String, for _: Root.Type) throws(TemplateError) -> CompiledTemplate<
        Root
    > {
        guard let template = templates[name] else {
            throw .unreadable(path: name, reason: "no template named '\(name)'")
        }
        var compiler = TemplateCompiler(templates: templates)
        let nodes = compiler.compile(template, root: Root.fields.schema)
        return CompiledTemplate(program: RenderProgram(nodes, template: name))
    }

    /// Renders a template compiled by ``compiled(_:for:)`` with `context` as the outermost values.
    func render<Root>(_ template: CompiledTemplate<Root>, _ context: Root) throws(TemplateError) -> String {
        var renderer = TemplateRenderer(templates: templates)
        var output = RenderedText()
        renderer.render(template.program, root: ElementBox(TemplateContextList([context])), into: &output)
        guard renderer.diagnostics.isEmpty else { throw .diagnostics(renderer.diagnostics) }
        return output.text
    }

    /// Reports every `{{>name}}` that names no template, at load time rather than when a rare branch renders.
    private func validatePartials() throws(TemplateError) {
        var diagnostics: [Diagnostic] = []
        func visit(_ nodes: [TemplateNode]) {
            for node in nodes {
                switch node {
                case .partial(let name, _, let range) where templates[name] == nil:
                    diagnostics.append(
                        .error(
                            .templateUnknownPartial,
                            "unknown partial '\(name)'; add Templates/\(name).template or fix the name", at: range))
                case .section(_, _, let children, _):
                    visit(children)
                default:
                    break
                }
            }
        }
        for name in names {
            if let template = templates[name] { visit(template.nodes) }
        }
        guard diagnostics.isEmpty else { throw .diagnostics(diagnostics) }
    }
}
