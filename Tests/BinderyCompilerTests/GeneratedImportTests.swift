import BinderyCompiler
import BinderySource
import Testing

/// The imports a spec writes, as the generated Swift writes them.
@Suite struct GeneratedImportTests {
    /// swiftc takes any identifier as a module name (`-module-name class`), and Swift imports such a module only in
    /// backticks: `import class` or `canImport(class)` does not parse, which would be errors in the generated file.
    @Test func aModuleNamedLikeAKeywordIsImportedInBackticks() throws {
        var files = SourceFiles()
        files.add(SourceFile(path: "Uses.bind", text: "import class\nimport Charts\nmodel Uses {\n}\n"))
        var compilation = Compilation(files: files)
        let outputs = try #require(try compilation.generate(), "\(compilation.sortedDiagnostics.map(\.message))")
        let contents = try #require(outputs.first?.contents)
        let at = { (line: Int) in "#sourceLocation(file: \"Uses.bind\", line: \(line))\n" }
        #expect(contents.contains("#if canImport(`class`)\n\(at(1))import `class`\n#sourceLocation()\n#else\n"))
        #expect(contents.contains("#if canImport(Charts)\n\(at(2))import Charts\n#sourceLocation()\n#else\n"))
    }

    /// A public array mutator takes `Bindery.IndexSet`, which a module built for library evolution spells
    /// `Foundation.IndexSet` in its interface: Swift then requires the file to import Foundation. The struct alone
    /// is imported, so no other Foundation name can clash with the spec's types; nothing when the spec imports
    /// Foundation or its declarations are not public.
    @Test func aPublicArrayPropertyImportsFoundationsIndexSet() throws {
        let specs = [
            "options { access: public }\nmodel Shelf { var titles: [String] = [] }\n": true,
            "options { access: public }\nmodel Shelf { var title: String = \"\" }\n": false,
            "model Shelf { var titles: [String] = [] }\n": false,
            "import Foundation\noptions { access: public }\nmodel Shelf { var titles: [String] = [] }\n": false,
        ]
        for (spec, imports) in specs {
            var files = SourceFiles()
            files.add(SourceFile(path: "Shelf.bind", text: spec))
            var compilation = Compilation(files: files)
            let outputs = try #require(try compilation.generate(), "\(compilation.sortedDiagnostics.map(\.message))")
            let contents = try #require(outputs.first?.contents)
            #expect(
                contents.contains("import Observation\n\nimport struct Foundation.IndexSet\n") == imports, "\(spec)")
        }
    }
}
