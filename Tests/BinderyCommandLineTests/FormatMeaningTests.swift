import BinderyCompiler
import BinderyParser
import BinderySource
import FixtureSupport
import Foundation
import Testing

/// `bindery format` changes layout only: the Swift generated from a formatted spec is the Swift generated from the
/// spec as written, but for positions (`#sourceLocation` lines, the padding that puts an expression at its spec
/// column, and a rule's `file:line:col`).
@Suite struct FormatMeaningTests {
    @Test(arguments: FixtureFiles.cases(in: "Valid"))
    func formattingAValidFixtureChangesNoGeneratedSwift(_ fixture: FixtureCase) throws {
        for path in fixture.paths {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(try generated(formatted(text)) == generated(text), "\(path)")
        }
    }

    /// Generated code names each rule (its rule table, the comment above its reaction, its update function's doc);
    /// that name came from the spec's text, so formatting a rule's spacing or moving a comment out of it changed it.
    @Test func aRuleIsNamedTheSameWhateverItsSpacingAndComments() throws {
        let header = """
            model D {
                var title: String = ""
                var owner: D?
                var n: Int = 0
            }

            transform j(String, Int) -> String = $0 + "\\($1)"

            """
        let messy =
            header + """
                binding B(d: D, e: D) {
                    e.title<-(d.owner?.title ?? "none" /* no owner */,  // the title
                              d.n)|j
                    on d.n,d.title   initial->changed
                }

                """
        let swift = try generated(messy)
        #expect(swift.contains("\"e.title <- (d.owner?.title ?? \\\"none\\\", d.n) | j\""), "\(swift)")
        #expect(swift.contains("\"on d.n, d.title initial -> changed\""), "\(swift)")
        #expect(try generated(formatted(messy)) == swift)
    }

    private func formatted(_ text: String) -> String {
        let file = SourceFile(path: "Spec.bind", text: text)
        let parsed = Parser.parse(file, id: FileID(0))
        return SpecFormatter.format(file, parsed.syntax)
    }

    /// The Swift generated from `spec`, a module of one file, without its positions.
    private func generated(_ spec: String) throws -> String {
        var files = SourceFiles()
        files.add(SourceFile(path: "Spec.bind", text: spec))
        var compilation = Compilation(files: files)
        let outputs = try #require(try compilation.generate(), "\(compilation.sortedDiagnostics.map(\.message))")
        return withoutPositions(try #require(outputs.first).contents)
    }

    private func withoutPositions(_ swift: String) -> String {
        var lines = swift.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices {
            if lines[index].hasPrefix("#sourceLocation(file:") {
                lines[index] = String(lines[index].prefix { $0 != "," })
                if index + 1 < lines.count { lines[index + 1] = String(lines[index + 1].drop { $0 == " " }) }
                // A type's alias puts the type on the line after its keywords, at its spec column: a conformance
                // written on a line of its own moves when its list is formatted onto one line.
                if index + 2 < lines.count, lines[index + 1].hasPrefix("private typealias ") {
                    lines[index + 2] = String(lines[index + 2].drop { $0 == " " })
                }
            }
            if let at = lines[index].range(of: "at: \"Spec.bind:") {
                lines[index] = String(lines[index][..<at.lowerBound])
            }
        }
        return lines.joined(separator: "\n")
    }
}
