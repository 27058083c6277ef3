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
    /// `Foundation.IndexSet` in its interface: Swift then requires the file to import Foundation publicly. The struct
    /// alone is imported, so no other Foundation name can clash with the spec's types; the spec's plain import of
    /// Foundation is made public instead; nothing when the file's declarations are not public.
    @Test func aPublicArrayPropertyImportsFoundationsIndexSet() throws {
        let structImport = "public import Observation\n\npublic import struct Foundation.IndexSet\n"
        let specs = [
            "options { access: public }\nmodel Shelf { var titles: [String] = [] }\n": structImport,
            "import Foundation\noptions { access: public }\nmodel Shelf { var titles: [String] = [] }\n":
                "public import Foundation\npublic import Observation\n\n/// Compiles",
        ]
        for (spec, imports) in specs {
            #expect(try generated(spec).contains(imports), "\(spec)")
        }
        for spec in [
            "options { access: public }\nmodel Shelf { var title: String = \"\" }\n",
            "model Shelf { var titles: [String] = [] }\n",
            "options { access: package }\nmodel Shelf { var titles: [String] = [] }\n",
        ] {
            #expect(try !generated(spec).contains("Foundation"), "\(spec)")
        }
    }

    /// With `InternalImportsByDefault` a plain import is internal, and a public model's conformance to
    /// `Observable` and its `Bindery` types need public ones: the runtime's modules are imported with the file's
    /// access level where its declarations use them so, plainly elsewhere (Swift warns of an unused public import).
    @Test func theRuntimesModulesAreImportedWithTheFilesAccessWhereItsDeclarationsUseThem() throws {
        let model = "model Shelf { var title: String = \"\" }\n"
        let expected = [
            "options { access: public }\n" + model:
                "@_spi(BinderyGenerated) public import Bindery\npublic import Observation\n",
            "options { access: package }\n" + model:
                "@_spi(BinderyGenerated) package import Bindery\npackage import Observation\n",
            model: "@_spi(BinderyGenerated) import Bindery\nimport Observation\n",
            "options { access: public; observation: false }\n" + model:
                "@_spi(BinderyGenerated) public import Bindery\nimport Observation\n",
            "import Observation\noptions { access: public }\n" + model:
                "@_spi(BinderyGenerated) public import Bindery\npublic import Observation\n",
            "options { access: public }\nexternal class Label { var text: String }\n":
                "@_spi(BinderyGenerated) import Bindery\nimport Observation\n",
        ]
        for (spec, imports) in expected {
            #expect(try generated(spec).contains(imports), "\(spec)")
        }
    }

    /// An access level the spec gives an import is kept, at the spec's line and column, where Swift reports what it
    /// says of it (a public import that no public declaration uses).
    @Test func anImportsAccessLevelIsKeptAtTheSpec() throws {
        let contents = try generated(
            "public import Foundation\noptions { access: public }\nmodel Log { var at: Date }\n")
        #expect(
            contents.contains(
                "#if canImport(Foundation)\n#sourceLocation(file: \"Shelf.bind\", line: 1)\npublic import Foundation\n")
        )
    }

    private func generated(_ spec: String) throws -> String {
        var files = SourceFiles()
        files.add(SourceFile(path: "Shelf.bind", text: spec))
        var compilation = Compilation(files: files)
        let outputs = try #require(try compilation.generate(), "\(compilation.sortedDiagnostics.map(\.message))")
        return try #require(outputs.first?.contents)
    }
}
