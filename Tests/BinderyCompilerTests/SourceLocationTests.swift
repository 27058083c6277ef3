import BinderyCompiler
import BinderySource
import Testing

/// Every `#sourceLocation` the generator writes names the spec's path as a Swift string literal, whatever the path
/// holds: a quote, a backslash or a line break can neither end the literal early nor put text of the path into the
/// code. (swiftc takes the name as written between the quotes, escapes and all; `Scripts/check-generated.sh`
/// compiles such a spec and checks where its errors land.)
@Suite struct SourceLocationTests {
    static let spec = """
        model Account {
            var name: String = "a"
            var count: Int = 1
            computed twice: Int = count * 2
        }

        external class Label: Equatable {
            var text: String?
        }

        transform shout(String) -> String = $0.uppercased()

        binding Screen(account: Account, label: Label) {
            label.text <- account.name | shout
        }
        """

    @Test(arguments: [#"we"ird\name.bind"#, "two\nlines\r.bind", #"dir/"); injected(); //\".bind"#])
    func theSpecPathIsAStringLiteralInEveryDirective(path: String) throws {
        var files = SourceFiles()
        files.add(SourceFile(path: path, text: Self.spec))
        var compilation = Compilation(files: files)
        let outputs = try #require(try compilation.generate(), "\(compilation.sortedDiagnostics.map(\.message))")
        let contents = try #require(outputs.first?.contents)
        let escaped = path.unicodeScalars.map { scalar -> String in
            switch scalar {
            case "\\": #"\\"#
            case "\"": #"\""#
            case "\n": #"\n"#
            case "\r": #"\r"#
            default: String(scalar)
            }
        }.joined()
        let directives = contents.split(separator: "\n", omittingEmptySubsequences: false).filter {
            $0.hasPrefix("#sourceLocation(file:")
        }
        // A default, a computed expression, a transform body, a property and a conformance of the external
        // class, and the rules.
        #expect(directives.count >= 6)
        for directive in directives {
            #expect(directive.hasPrefix("#sourceLocation(file: \"\(escaped)\", line: "), "\(directive)")
            #expect(directive.hasSuffix(")") && !directive.contains("\r"), "\(directive)")
        }
    }
}
