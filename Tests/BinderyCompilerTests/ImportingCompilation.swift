import BinderyCompiler
import BinderySource
import Testing

extension Compilation {
    /// A compilation of one spec of module App, `Sources/App/Screen.bind`, beside the specs of other modules it may
    /// import, each at `Sources/Module/Module.bind`; those named in `samePackage` are of App's package.
    init(appSpec text: String, importing modules: KeyValuePairs<String, String>, samePackage: Set<String> = []) {
        var files = SourceFiles()
        files.add(SourceFile(path: "Sources/App/Screen.bind", text: text))
        self.init(
            files: files,
            imported: modules.map { module, text in
                ImportedSpec(
                    module: module, file: SourceFile(path: "Sources/\(module)/\(module).bind", text: text),
                    isInSamePackage: samePackage.contains(module))
            })
    }

    /// The Swift generated for the first spec; the test fails, naming the diagnostics, if there is none.
    mutating func generatedSwift() throws -> String {
        let outputs = try #require(try generate(), "\(sortedDiagnostics.map(\.message))")
        return try #require(outputs.first?.contents)
    }
}
