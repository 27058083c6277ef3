import BinderyCompiler
import BinderyGenerator
import BinderySource

extension Command {
    /// `bindery generate SPEC... --output DIR [--output-file PATH]...`
    static let generate = Command(
        name: "generate",
        abstract: "Generate Swift from specs: <dir>/Name.swift for each Name.bind.",
        discussion: """
            All specs given are checked together as one module; nothing is written unless every spec is valid. \
            A file whose content would not change is not rewritten, so its modification time stays; every other \
            file is replaced atomically, keeping its permissions. Nothing is written outside <dir>, no output may be one of the specs \
            or templates the run reads, and a file bindery did not generate (a hand-written Name.swift) is never \
            replaced.

            --output-file, when given, must be given once per spec, in the same order: each spec's Swift goes to \
            that path (inside <dir>) instead of <dir>/Name.swift. The build plugin uses it to name its outputs.

            --templates <dir> replaces built-in templates by name: <dir>/model.template replaces the template \
            'model' (the built-in ones are the repository's Templates/*.template); a template name bindery does not \
            use is an error.

            Exit status: 0 when every file was generated, 1 when the specs (or --templates) have errors, 2 on bad \
            usage or when a file cannot be read or written.
            """,
        positional: .init(name: "spec", help: "The .bind files to generate from."),
        options: [.output, .outputFile]
    ) { invocation, console in
        GenerateRun(invocation: invocation, console: console).run()
    }
}

extension Option {
    static let output = Option(
        name: "output", valueName: "dir", isRequired: true, valueCompletion: .directory,
        help: "The directory to write the generated Swift files to.")
    static let outputFile = Option(
        name: "output-file", valueName: "path", valueCompletion: .file,
        help: "Where one spec's Swift goes, instead of <dir>/Name.swift; repeat it once per spec, in order.")
}

/// One run of `bindery generate`: plan the outputs, compile, render, and only then write.
struct GenerateRun {
    let invocation: Invocation
    let console: Console

    func run() -> ExitCode {
        guard let directory = invocation.values["output"] else {
            console.writeError(
                UsageError(message: "Missing expected option '--output <dir>'", command: .generate).render())
            return .failure
        }
        let plan: OutputPlan
        do {
            plan = try OutputPlan(
                specPaths: invocation.arguments, directory: directory,
                outputFiles: invocation.repeatedValues["output-file"] ?? [],
                inputs: (invocation.shared.templatesDirectory.map(Self.files(in:)) ?? [])
                    + invocation.shared.importedSpecs.map(ImportedSpec.path(of:))
                    + (invocation.shared.configurationFile.map { [$0] } ?? []))
        } catch {
            console.writeError(UsageError(message: error.description, command: .generate).render())
            return .failure
        }
        return DiagnosticReport.compile(invocation, console: console) { compilation in
            generate(compilation, plan: plan)
        }
    }

    /// The files of a `--templates` directory: whatever is there, a generated file must not replace it.
    private static func files(in directory: String) -> [String] {
        let names = (try? FileSystem.contentsOfDirectory(directory)) ?? []
        return names.sorted().map { FilePaths.appending($0, to: directory) }
    }

    private func generate(_ compilation: Compilation, plan: OutputPlan) -> ExitCode {
        let outputs: [GeneratedFile]
        switch DiagnosticReport.render(compilation, invocation, console: console) {
        case .rendered(let files): outputs = files
        case .failed(let exitCode): return exitCode
        }
        // The checker keeps files in the order given, so outputs and planned entries line up one to one.
        guard outputs.map(\.specPath) == plan.entries.map(\.specPath) else {
            console.writeFailure("error: internal: generated files do not match the specs given")
            return .failure
        }
        do {
            try OutputWriter().write(outputs.map(\.contents), plan: plan)
        } catch {
            console.writeFailure("error: \(error.description)")
            return .failure
        }
        return .success
    }
}
