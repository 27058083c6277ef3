import BinderyCommandLine
import BinderyCompiler
import BinderyParser
import BinderySource
import FixtureSupport
import Foundation
import Testing

@Suite struct FormatTests {
    func format(_ text: String) -> (output: String, errors: Int) {
        let file = SourceFile(path: "t.bind", text: text)
        let parsed = Parser.parse(file, id: FileID(0))
        return (SpecFormatter.format(file, parsed.syntax), parsed.diagnostics.errorCount)
    }

    @Test(arguments: FixtureFiles.cases(in: "Valid"))
    func validFixturesFormatStablyAndKeepEveryComment(_ fixture: FixtureCase) throws {
        for path in fixture.paths {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let once = format(text)
            let twice = format(once.output)
            #expect(once.errors == 0)
            #expect(twice.errors == 0)
            #expect(twice.output == once.output, "format(format(x)) must equal format(x)")
            let file = SourceFile(path: path, text: text)
            for comment in Parser.parse(file, id: FileID(0)).syntax.comments {
                #expect(once.output.contains(comment.text), "lost comment \(comment.text)")
            }
        }
    }

    @Test func aBlockDocCommentIsWrittenAsDocLines() {
        let once = format(
            "/**\n * A person.\n *\n *     code\n */\nmodel A {\n    /** The age. */ var age: Int = 0\n}\n")
        #expect(once.errors == 0)
        #expect(
            once.output == "/// A person.\n///\n///     code\nmodel A {\n    /// The age.\n    var age: Int = 0\n}\n")
        #expect(format(once.output).output == once.output)
    }

    @Test func aSourceListSplitAcrossLinesIsWrittenOnOneLine() {
        let header =
            "model D {\n    var title: String = \"\"\n    var n: Int = 0\n}\n\n"
            + "transform j(String, Int) -> String = $0 + \"\\($1)\"\n\n"
        let once = format(header + "binding B(d: D, e: D) {\n    e.title <- (d.title,\n        d.n) | j\n}\n")
        #expect(once.errors == 0)
        #expect(once.output == header + "binding B(d: D, e: D) {\n    e.title <- (d.title, d.n) | j\n}\n")
        #expect(format(once.output).output == once.output)
    }

    @Test func linesThatGoOnAreWrittenAsOneWithTheirCommentsAbove() {
        let once = format(
            """
            model Item: // conformances
                Codable {
                var x: // the type
                    Int
                    = 0
                var y: Int = 1 +
                    2
            }

            transform inc(Int) -> // the result
                Int = $0 + 1

            binding Show(item: Item, other: Item) {
                item.x <- other.x // the source
                    | inc
                item.y <-
                    other.y ?? // the fallback
                    0
            }

            """)
        #expect(once.errors == 0)
        #expect(
            once.output == """
                // conformances
                model Item: Codable {
                    // the type
                    var x: Int = 0
                    var y: Int = 1 +
                        2
                }

                // the result
                transform inc(Int) -> Int = $0 + 1

                binding Show(item: Item, other: Item) {
                    // the source
                    item.x <- other.x | inc
                    // the fallback
                    item.y <- other.y ?? 0
                }

                """)
        #expect(format(once.output).output == once.output)
    }

    @Test func aMemberChainBrokenBeforeItsDotIsWrittenOnOneLineOutsideSwift() {
        let once = format(
            """
            model A {
                var x: Foo
                    .Bar
                var v: Any = 0
                computed n: Int? = v
                    as? Int
            }

            binding B(a: A, b: A) {
                a.x <- b.c
                    .d | f
            }

            """)
        #expect(once.errors == 0)
        // The embedded expression keeps its line break, as every embedded expression does.
        #expect(
            once.output == """
                model A {
                    var x: Foo.Bar
                    var v: Any = 0
                    computed n: Int? = v
                        as? Int
                }

                binding B(a: A, b: A) {
                    a.x <- b.c.d | f
                }

                """)
    }

    @Test func listsBrokenAcrossLinesAreWrittenOnOneLineWithTheirCommentsAbove() {
        let once = format(
            """
            /// Doc.
            model Item: Codable, // first
                Hashable { // second
                var x: Int = 0
            }

            transform joined(
                String, // the text
                Int
            ) -> String = "\\($0) \\($1)"

            binding Show(
                item: Item, // shown
                other:
                    Item // other
            ) {
                item.x <- other.x
            }

            """)
        #expect(once.errors == 0)
        #expect(
            once.output == """
                // first
                /// Doc.
                model Item: Codable, Hashable {
                    // second
                    var x: Int = 0
                }

                // the text
                transform joined(String, Int) -> String = "\\($0) \\($1)"

                // shown
                // other
                binding Show(item: Item, other: Item) {
                    item.x <- other.x
                }

                """)
        #expect(format(once.output).output == once.output)
    }

    @Test func aCommentInsideASourceListGoesBeforeItsRule() {
        let header =
            "model D {\n    var title: String = \"\"\n    var n: Int = 0\n}\n\n"
            + "transform j(String, Int) -> String = $0 + \"\\($1)\"\n\n"
        let once = format(
            header + "binding B(d: D, e: D) {\n    e.title <- (d.title,  // the title\n        d.n) | j  // joined\n}\n"
        )
        #expect(once.errors == 0)
        #expect(
            once.output == header
                + "binding B(d: D, e: D) {\n    // the title\n    e.title <- (d.title, d.n) | j  // joined\n}\n")
        #expect(format(once.output).output == once.output)
    }

    @Test func aCommentInsideAnAttributesArgumentsIsWrittenOnceAboveTheModel() {
        // The attribute was written as it stood in the source, comment included, and the comment again on its own:
        // each pass added one. The model's head is written on one line, so a comment inside it goes above it.
        let once = format("@available(macOS 14, // why\n    *) model X {\n    var a: Int = 0\n}\n")
        #expect(once.errors == 0)
        #expect(once.output == "// why\n@available(macOS 14, *) model X {\n    var a: Int = 0\n}\n")
        #expect(format(once.output).output == once.output)
    }

    @Test func attributeArgumentsLeftOpenAreAnErrorBeforeTheDeclarationTheyWouldSwallow() {
        // The fuzzer's find: an attribute left open took the declarations after it, and formatting the spec,
        // which had no syntax error, gave one that did not parse.
        #expect(format("@Main(ctor model Tag {\n    var name: String = \"\"\n}\n").errors == 1)
        #expect(format("model B: @unchecked(x Sendable {\n    var n: Int = 0\n}\n").errors == 1)
    }

    @Test func aTrailingCommentBeforeABlockPutsNoBlankLineInsideItOnTheSecondPass() {
        // The first pass adds a blank line between the declarations; the second must not read it as one after
        // the comment and put it after the model's `{` (found by the fuzzer).
        let once = format("transform size(Int) -> Int = $0 // c\nmodel Form {\n    var x: Int = 0\n}\n").output
        #expect(once == "transform size(Int) -> Int = $0  // c\n\nmodel Form {\n    var x: Int = 0\n}\n")
        #expect(format(once).output == once)
    }

    /// Found by the fuzzer: a comment ending in `{` before a block's closing brace made the formatter close the block
    /// as if it were empty, on the comment's line, where the brace became part of the comment.
    @Test func aCommentEndingInABraceBeforeTheClosingBraceKeepsTheBraceOnItsOwnLine() {
        let spec =
            "model Foo {\n    var x: Int = 0\n    // one day: binding B(foo: Foo) {\n}\n\nbinding C(foo: Foo) {\n    // later {\n}\n"
        let once = format(spec)
        #expect(once.errors == 0)
        #expect(once.output == spec)
        #expect(format(once.output).errors == 0)
    }

    /// Found by the fuzzer: the same with the comment at the end of the block's last item, where the formatter took
    /// the block for an empty one, `{}`, and wrote its closing brace into the comment.
    @Test func aTrailingCommentEndingInABraceOnTheLastItemKeepsTheBlockClosed() {
        let spec =
            "model Foo {\n    var x: Int = 0  // later {\n}\n\n"
            + "binding C(foo: Foo) {\n    foo.x <- foo.x  // note {\n}\n\noptions {\n    access: public  // {\n}\n"
        let once = format(spec)
        #expect(once.errors == 0)
        #expect(once.output == spec)
        #expect(format(once.output).output == once.output)
        #expect(format("model Empty {\n}\n").output == "model Empty {}\n")
    }

    /// Found by the fuzzer: a spec of comments alone, after blank lines, kept one blank line at its start, which the
    /// second pass dropped.
    @Test func aSpecOfCommentsAloneStartsWithTheFirstComment() {
        for spec in ["\n\n//A", "\n\n\n// A\n\n// B\n", "\n//A\n"] {
            let once = format(spec).output
            #expect(once.first == "/", "\(once.debugDescription)")
            #expect(format(once).output == once)
        }
        #expect(format("\n\n// A\n\n// B\n").output == "// A\n\n// B\n")
    }

    @Test func anyLineEndsFormatToTheSameSpecWithLF() {
        let lf = "/// Doc\nmodel A {\n    var x: Int = 1  // one\n    var y: Int = 2\n}\n"
        for text in [lf.replacingOccurrences(of: "\n", with: "\r"), lf.replacingOccurrences(of: "\n", with: "\r\n")] {
            let formatted = format(text)
            #expect(formatted.errors == 0)
            #expect(formatted.output == format(lf).output)
        }
    }

    @Test func canonicalLayout() {
        let messy = """
            // header

            import   Foundation
            options{access:public;isolation:none}
            /// Doc
            model   A :Codable,Hashable{   var x:Int=1 // trailing
               let `default` : [String:Int]?
            computed c:Int = x /* inner */ + 1
            }
            transform t( Int )->Int=$0
            transform r(Double)<->Double{backward: $0/2
            forward: $0*2 }
            binding B( a:A,b:A ){a.x<-b.x|t ; a.x <-> ( b.x ?? 0 , b.c )|t
              on a.x,b.x initial->changed   /* after */
              // before brace
            }
            """
        let expected = """
            // header

            import Foundation

            options {
                access: public
                isolation: none
            }

            /// Doc
            model A: Codable, Hashable {
                var x: Int = 1  // trailing
                let `default`: [String: Int]?
                computed c: Int = x /* inner */ + 1
            }

            transform t(Int) -> Int = $0

            transform r(Double) <-> Double {
                forward: $0*2
                backward: $0/2
            }

            binding B(a: A, b: A) {
                a.x <- b.x | t
                a.x <-> (b.x ?? 0, b.c) | t
                on a.x, b.x initial -> changed  /* after */
                // before brace
            }

            """
        let result = format(messy)
        #expect(result.errors == 0)
        #expect(result.output == expected)
        #expect(format(expected).output == expected)
    }

    @Test func inPlaceRewritesAndRefusesBrokenSpecs() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bindery-format-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = directory.appendingPathComponent("Good.bind").path
        let bad = directory.appendingPathComponent("Bad.bind").path
        try Data("model A{var x:Int}".utf8).write(to: URL(fileURLWithPath: good))
        try Data("model A{var x Int}".utf8).write(to: URL(fileURLWithPath: bad))

        let captured = CapturedConsole()
        #expect(CommandLineTool.run(["format", "--in-place", good], console: captured.console) == .success)
        #expect(try String(contentsOfFile: good, encoding: .utf8) == "model A {\n    var x: Int\n}\n")
        #expect(captured.output == "")

        let failed = CapturedConsole()
        #expect(CommandLineTool.run(["format", "--in-place", bad], console: failed.console) == .specErrors)
        #expect(try String(contentsOfFile: bad, encoding: .utf8) == "model A{var x Int}")
        #expect(failed.error.contains("expected ':' and a type after property name 'x'"))
    }

    @Test func printsToStandardOutputWithoutInPlace() {
        let captured = CapturedConsole()
        let path = FixtureFiles.root.appendingPathComponent("Valid/Download.bind").path
        #expect(CommandLineTool.run(["format", path], console: captured.console) == .success)
        #expect(captured.output.hasPrefix("// Download.bind\nimport Foundation\n"))
    }

    /// Items that share a line keep their own trailing comments; the one after the last is that item's.
    @Test func aCommentStaysWithTheItemItFollowsOnASharedLine() {
        let once = format(
            "model A { var x: Int = 0 /* x */; var y: Int = 1 // y\n}\n"
                + "transform t(Int) <-> Int { forward: $0 /* f */; backward: $0 /* b */ }\n")
        #expect(once.errors == 0)
        #expect(
            once.output == "model A {\n    var x: Int = 0  /* x */\n    var y: Int = 1  // y\n}\n\n"
                + "transform t(Int) <-> Int {\n    forward: $0  /* f */\n    backward: $0  /* b */\n}\n")
        #expect(format(once.output).output == once.output)
    }

    /// A comment written inside a member or a one-line declaration, or between a doc comment and what it documents,
    /// goes above that item, not after it where it would read as the next one's.
    @Test func aCommentInsideAnItemGoesAboveIt() {
        let once = format(
            "import /* i */ Foundation\ntransform t(Int) /* t */ -> Int = $0\n"
                + "model A {\n    /// The count.\n    // plain\n    var /* v */ x: Int = 0\n    var y: Int = 0\n}\n")
        #expect(once.errors == 0)
        #expect(
            once.output == "/* i */\nimport Foundation\n/* t */\ntransform t(Int) -> Int = $0\n\n"
                + "model A {\n    // plain\n    /* v */\n    /// The count.\n    var x: Int = 0\n    var y: Int = 0\n}\n"
        )
        #expect(format(once.output).output == once.output)
    }

    /// Line ends inside comments and embedded Swift become LF like the rest, so no file has mixed line ends.
    @Test func carriageReturnsInsideCommentsAndExpressionsBecomeLineFeeds() {
        let once = format(
            "/* one\r\n   two */\r\nmodel A {\r\n    var s: String = \"\"\"\r\n        text\r        \"\"\"\r\n}\r\n")
        #expect(once.errors == 0)
        #expect(!once.output.utf8.contains(UInt8(ascii: "\r")), "\(once.output.debugDescription)")
        #expect(
            once.output == "/* one\n   two */\nmodel A {\n    var s: String = \"\"\"\n        text\n        \"\"\"\n}\n"
        )
    }

    /// A type's names are written as in the spec, like every other name: `bindery format` dropped the backticks of
    /// `` `in` ``, and of a tuple label, in a type.
    @Test func aBacktickedNameInATypeStaysEscaped() {
        let text = """
            model `in` {
                var next: `in`?
                var pair: (`var`: [`in`], b: Int)?
            }

            transform wrap(`in`) -> [`in`: `in`] = [$0: $0]

            """
        let once = format(text)
        #expect(once.errors == 0)
        #expect(once.output == text)
    }

    /// A function type's parameter names document it, so they are written back as the spec has them: `bindery
    /// format` dropped them (`(_ p0: String) -> Bool` became `(String) -> Bool`). Only the spacing changes.
    @Test func aFunctionTypeKeepsItsParameterNames() {
        let text = """
            model M {
                var filter: ( _ p0 : String,_ `class`: Int ) -> Bool = { _, _ in true }
                var check: ((_ x:String) async throws -> Bool)?
            }

            transform keep(@escaping (_ value: Int) -> Void) -> Int = 0

            """
        let once = format(text)
        #expect(once.errors == 0)
        #expect(
            once.output == """
                model M {
                    var filter: (_ p0: String, _ `class`: Int) -> Bool = { _, _ in true }
                    var check: ((_ x: String) async throws -> Bool)?
                }

                transform keep(@escaping (_ value: Int) -> Void) -> Int = 0

                """)
        #expect(format(once.output).output == once.output)
    }

    /// Only the `///` lines right before a declaration are its doc comment; ones cut off from it by a plain comment
    /// document nothing, and were dropped.
    @Test func docCommentLinesCutOffByAPlainCommentAreKept() {
        let text = "/// One.\n// plain\n/// Two.\nmodel A {\n    var x: Int = 0\n}\n"
        let once = format(text)
        #expect(once.errors == 0)
        #expect(once.output == text)
    }
}
