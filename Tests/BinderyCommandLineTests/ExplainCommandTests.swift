import BinderyCommandLine
import Testing

/// `bindery explain`: from the id at the end of a diagnostic to what it is reported for.
@Suite struct ExplainCommandTests {
    @Test func anIDPrintsItsRowOfTheReferenceWrapped() {
        let result = bindery(["explain", "less-visible-type"])
        #expect(result.status == .success, "\(result.error)")
        #expect(result.error == "")
        #expect(
            result.output == """
                less-visible-type: an error (Checker: models and transforms)

                Reported for a `package` or `public` transform, binding or model whose signature
                names a less visible model or external class (an external class is as visible as
                the spec declaring it says), which Swift rejects.

                """)
    }

    @Test func aWarningSaysSoAndWhere() {
        let unused = bindery(["explain", "unused-transform"]).output
        #expect(
            unused.hasPrefix("unused-transform: a warning (Checker: models and transforms)\n\nReported for a declared"))
        let path = bindery(["explain", "unnameable-spec-path"]).output
        #expect(path.contains("\n\nReported at the file's start for a spec path holding"))
    }

    @Test func anIDPastedFromADiagnosticIsFound() {
        let plain = bindery(["explain", "unknown-property"]).output
        #expect(plain.hasPrefix("unknown-property: an error (Checker: names)\n"))
        for pasted in ["[unknown-property]", "[#unknown-property]", "#unknown-property", "Unknown-Property"] {
            let result = bindery(["explain", pasted])
            #expect(result.status == .success, "\(pasted): \(result.error)")
            #expect(result.output == plain, "\(pasted)")
        }
    }

    /// The id a rendered diagnostic ends with is one `explain` knows.
    @Test func theIDOfAReportedDiagnosticExplainsIt() throws {
        let scratch = try Scratch()
        let spec = try scratch.write(
            "Bad.bind", "model M {\n    var x: Int = 0\n}\nbinding B(m: M) {\n    m.x <- m.y\n}\n")
        let check = bindery(["check", spec])
        #expect(check.status == .specErrors)
        #expect(
            check.error.hasPrefix(
                "\(spec):5:14: error: model 'M' has no property 'y'; did you mean 'x'? [unknown-property]\n"))
        let explained = bindery(["explain", "[unknown-property]"])
        #expect(explained.output.contains("a path step that names no property of its model"))
    }

    @Test func noIDListsEveryIDOnALineWithItsFirstClause() {
        let result = bindery(["explain"])
        #expect(result.status == .success)
        let lines = result.output.split(separator: "\n")
        #expect(lines.first == "Scanner (bytes and tokens)")
        #expect(lines.contains { $0.hasPrefix("  invalid-utf8 ") && $0.hasSuffix(" bytes that are not UTF-8") })
        // Cut at the colon that starts an elaboration, unless the clause before it is too short to say anything.
        #expect(
            lines.contains {
                $0.hasPrefix("  attribute-not-allowed ")
                    && $0.hasSuffix(" an attribute on `options`, a transform or a property")
            })
        #expect(lines.contains { $0.hasSuffix(" `'x'`: Swift's strings use double quotes") })
        #expect(
            lines.contains {
                $0.hasPrefix("  computed-depends-on-nothing ") && $0.contains(" (warning) a computed property")
            })
        #expect(lines.allSatisfy { $0.count <= 100 }, "a line is wider than 100 columns")
        for id in ["invalid-utf8", "rule-cycle", "template-field-kind", "diagnostics-omitted"] {
            #expect(lines.contains { $0.hasPrefix("  \(id) ") }, "\(id) is not listed")
        }
    }

    @Test func anUnknownIDIsAUsageErrorSuggestingTheClosest() {
        let typo = bindery(["explain", "expected-reversible-lable"])
        #expect(typo.status == .failure)
        #expect(typo.output == "")
        #expect(
            typo.error == """
                Error: Unknown diagnostic id 'expected-reversible-lable'; did you mean 'expected-reversible-label'?
                Usage: bindery explain [<id>]
                  See 'bindery explain --help' for more information.

                """)
        #expect(
            bindery(["explain", "cycle"]).error.hasPrefix(
                "Error: Unknown diagnostic id 'cycle'; ids that contain it: 'computed-cycle', 'rule-cycle' and 'template-partial-cycle'\n"
            ))
        #expect(
            bindery(["explain", "zzz"]).error.hasPrefix(
                "Error: Unknown diagnostic id 'zzz'; 'bindery explain' lists every id\n"))
        let two = bindery(["explain", "rule-cycle", "computed-cycle"])
        #expect(two.status == .failure)
        #expect(two.error.hasPrefix("Error: Unexpected argument 'computed-cycle'\n"))
    }

    @Test func helpDescribesTheCommand() {
        let help = bindery(["help", "explain"])
        #expect(help.status == .success)
        #expect(help.output.hasPrefix("OVERVIEW: Explain a diagnostic id, or list them all.\n"))
        #expect(help.output.contains("USAGE: bindery explain [<id>]\n"))
        #expect(
            bindery(["--help"]).output.contains("  explain               Explain a diagnostic id, or list them all.\n"))
    }
}
