import Foundation
import Testing

/// The verifier must catch each kind of mismatch, or the fixture tests could pass on anything.
@Suite struct FixtureVerifierTests {
    private func verify(_ text: String) throws -> [String] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bindery-verify-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("case.bind").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return FixtureVerifier.mismatches(paths: [path]).map { $0.replacingOccurrences(of: path, with: "case.bind") }
    }

    @Test func matchingExpectationsPass() throws {
        let text = """
            model M {
                // expected-error@+1:15 {{expected ':' and a type after property name 'title'; write 'var title: String'}}
                var title = ""
            }
            """
        #expect(try verify(text) == [])
    }

    @Test func linesEndAtALoneCRAsTheScannerEndsThem() throws {
        let text =
            "model M {\r    // expected-error@+1:15 {{expected ':' and a type after property name 'title'; "
            + "write 'var title: String'}}\r    var title = \"\"\r}\r"
        #expect(try verify(text) == [])
    }

    @Test func reportsUnexpectedDiagnosticsWithTheirLine() throws {
        let mismatches = try verify("model M {\n    var title = \"\"\n}\n")
        #expect(mismatches.count == 1)
        #expect(mismatches.first?.hasPrefix("case.bind:2: unexpected") == true)
    }

    @Test func reportsMissingExpectationsAtTheCommentLine() throws {
        let mismatches = try verify("// expected-error@+1 {{no such thing}}\nmodel M {}\n")
        #expect(mismatches == ["case.bind:1: missing expected-error on line 2 {{no such thing}}"])
    }

    @Test func reportsAWrongColumn() throws {
        let text = """
            model M {
                var title = "" // expected-error:3 {{expected ':' and a type after property name 'title'; write 'var title: String'}}
            }
            """
        let mismatches = try verify(text)
        #expect(mismatches.count == 1)
        #expect(mismatches.first?.contains("at column 15, expected column 3") == true)
    }

    @Test func rejectsAMalformedExpectation() throws {
        let mismatches = try verify("// expected-eror {{x}}\nmodel M {}\n")
        #expect(mismatches.contains { $0.contains("unknown severity 'expected-eror'") })
    }

    @Test func negativeOffsetsCountFromTheCommentLine() {
        let parsed = Expectation.parse(Array("a\nb\n// expected-warning@-2:4 {{w}}\n".utf8), path: "p")
        #expect(parsed.expectations.map(\.line) == [1])
        #expect(parsed.expectations.map(\.column) == [4])
        #expect(parsed.expectations.map(\.severity) == [.warning])
    }
}
