import Foundation

/// The `bindery generate` command line both plugins run for one target.
struct GenerateArguments {
    let specs: TargetSpecs
    /// How a path is written on the command line: absolute in the build, relative to the package in
    /// `generate-bindings` (so committed files name no machine's paths).
    let path: (URL) -> String

    /// `generate SPEC... --output DIR [--output-file PATH]... [--config FILE] [--module-name NAME]
    /// [--imported-spec MODULE=PATH]... [--same-package MODULE]...`
    func arguments(output: URL, outputFiles: [URL] = []) -> [String] {
        var arguments = ["generate"] + specs.specs.map(path) + ["--output", path(output)]
        for file in outputFiles { arguments += ["--output-file", path(file)] }
        if let configuration = specs.configurationFile { arguments += ["--config", path(configuration)] }
        // So a spec that imports its own target's module is told so at its line, not warned about by Swift.
        if let module = specs.moduleName { arguments += ["--module-name", module] }
        for imported in specs.imported {
            arguments += ["--imported-spec", "\(imported.module)=\(path(imported.spec))"]
        }
        for module in ImportedSpec.samePackageModules(of: specs.imported) { arguments += ["--same-package", module] }
        return arguments
    }

    /// Every file whose change must rerun generation: the specs, the configuration and its templates, and the
    /// imported specs.
    var inputFiles: [URL] {
        let configuration = specs.configurationFile.map { [$0] + TemplateInputs.files(configuredBy: $0) } ?? []
        return specs.specs + configuration + specs.imported.map(\.spec)
    }
}
