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
    /// `Foundation.IndexSet` in its interface: Swift then requires the file to import Foundation (publicly, with
    /// `InternalImportsByDefault`). The struct alone is imported, so no other Foundation name can clash with the
    /// spec's types; the spec's plain import of Foundation is made public instead; nothing when the file's
    /// declarations are not public.
    @Test func aPublicArrayPropertyImportsFoundationsIndexSet() throws {
        let specs = [
            "options { access: public }\nmodel Shelf { var titles: [String] = [] }\n":
                Self.gated(
                    ["public import struct Foundation.IndexSet"], otherwise: ["import struct Foundation.IndexSet"]),
            "import Foundation\noptions { access: public }\nmodel Shelf { var titles: [String] = [] }\n":
                Self.gated(
                    [Self.bindery("public"), "public import Foundation", "public import Observation"],
                    otherwise: [Self.bindery(nil), "import Foundation", "import Observation"]),
        ]
        for (spec, imports) in specs {
            #expect(try generated(spec).contains(imports), "\(spec)")
        }
        // The access level goes after the import's attributes, as Swift reads it.
        #expect(
            try generated(
                "@preconcurrency import Foundation\noptions { access: public }\nmodel Shelf { var titles: [String] = [] }\n"
            ).contains(
                "#if hasFeature(InternalImportsByDefault)\n@_spi(BinderyGenerated) public import Bindery\n@preconcurrency public import Foundation\n"
            ))
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
    /// access level where its declarations use them so (Swift warns of an unused public import). Without the
    /// feature they are imported plainly, as an access level there would make Swift reject the user's own plain
    /// `import Bindery` in the target's other files ("ambiguous implicit access level").
    @Test func theRuntimesModulesAreImportedWithTheFilesAccessWhereItsDeclarationsUseThem() throws {
        let model = "model Shelf { var title: String = \"\" }\n"
        let plain = [Self.bindery(nil), "import Observation"]
        let expected = [
            "options { access: public }\n" + model:
                Self.gated([Self.bindery("public"), "public import Observation"], otherwise: plain),
            "options { access: package }\n" + model:
                Self.gated([Self.bindery("package"), "package import Observation"], otherwise: plain),
            model: plain.joined(separator: "\n") + "\n\n",
            "options { access: public; observation: false }\n" + model:
                "import Observation\n" + Self.gated([Self.bindery("public")], otherwise: [Self.bindery(nil)]),
            "import Observation\noptions { access: public }\n" + model:
                Self.gated([Self.bindery("public"), "public import Observation"], otherwise: plain),
            "options { access: public }\nexternal class Label { var text: String }\n":
                plain.joined(separator: "\n") + "\n\n",
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

    /// An import's attributes are kept at the spec's line too, where Swift reports what it says of them: strict
    /// memory safety's warning that a `@preconcurrency` import is unsafe, say. Not where the file's declarations
    /// need the module with an access level, which the generated imports then state.
    @Test func anImportWithAttributesIsKeptAtTheSpec() throws {
        let contents = try generated("import Dispatch\n@preconcurrency import Foundation\nmodel Log { var at: Date }\n")
        #expect(
            contents.contains(
                "#if canImport(Foundation)\n#sourceLocation(file: \"Shelf.bind\", line: 2)\n"
                    + "@preconcurrency import Foundation\n"))
        let needed = try generated(
            "@preconcurrency import Foundation\noptions { access: public }\nmodel Log { var lines: [String] = [] }\n")
        #expect(needed.contains("@preconcurrency public import Foundation\n"))
        #expect(!needed.contains("#sourceLocation(file: \"Shelf.bind\", line: 1)"))
    }

    private static func bindery(_ access: String?) -> String {
        "@_spi(BinderyGenerated) " + (access.map { $0 + " " } ?? "") + "import Bindery"
    }

    private static func gated(_ stated: [String], otherwise: [String]) -> String {
        (["#if hasFeature(InternalImportsByDefault)"] + stated + ["#else"] + otherwise + ["#endif"])
            .joined(separator: "\n") + "\n"
    }

    private func generated(_ spec: String) throws -> String {
        var files = SourceFiles()
        files.add(SourceFile(path: "Shelf.bind", text: spec))
        var compilation = Compilation(files: files)
        let outputs = try #require(try compilation.generate(), "\(compilation.sortedDiagnostics.map(\.message))")
        return try #require(outputs.first?.contents)
    }
}
