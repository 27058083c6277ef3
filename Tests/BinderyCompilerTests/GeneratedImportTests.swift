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
}
