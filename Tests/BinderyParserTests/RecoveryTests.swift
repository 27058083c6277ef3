import BinderySource
import BinderySyntax
import Testing

@Suite struct RecoveryTests {
    @Test func everyBrokenDeclarationIsReportedAndTheGoodOnesKept() {
        let parsed = Parsed(
            """
            model A {
                var x Int
            }
            model B {
                var y: Int = 0
            }
            transform t(Int) Int = $0
            binding C(a: A) {
                a.x = a.x
            }
            model D {
                var z: Bool = true
            }
            """)
        #expect(parsed.diagnostics.count == 3)
        #expect(parsed.located.map { $0.prefix(4) } == ["2:11", "7:18", "9:9:"])
        #expect(parsed.models.map(\.name.name) == ["A", "B", "D"])
        #expect(parsed.bindings.map(\.name.name) == ["C"])
    }

    @Test func aMissingClosingBraceDoesNotSwallowTheNextDeclaration() {
        let parsed = Parsed("model A {\n    var x: Int\nmodel B {\n    var y: Int\n}\n")
        #expect(parsed.messages == ["expected '}' to close model 'A'"])
        #expect(parsed.diagnostics.first?.notes.map(\.message) == ["the '{' that is not closed"])
        #expect(parsed.models.map(\.name.name) == ["A", "B"])
        #expect(parsed.models.map { $0.members.count } == [1, 1])
    }

    /// A `.` being typed at the end of a body (`= $0.`), with the next declaration after it on the same line, is the
    /// error, at the `.`: the declaration was read as the member's name and lost, with the error past it.
    @Test func aTrailingDotDoesNotSwallowTheDeclarationAfterIt() {
        let transform = Parsed("transform f(Int) -> Int = $0. transform g(Int) -> Int = $0 +\n")
        #expect(
            transform.located.first?.hasPrefix("1:29: the expression ends with '.'") == true, "\(transform.located)")
        #expect(transform.transforms.map(\.name.name) == ["f", "g"])
        #expect(transform.located.last?.hasPrefix("1:60: the expression ends with '+'") == true, "\(transform.located)")
        let model = Parsed("transform f(Int) -> Int = $0. model M {\n    var x: = 0\n}\n")
        #expect(model.located.first?.hasPrefix("1:29: the expression ends with '.'") == true, "\(model.located)")
        #expect(model.models.map(\.name.name) == ["M"])
        #expect(model.located.last == "2:12: expected a type after 'x:', found '='")
        let attributed = Parsed("transform f(Int) -> Int = $0. @MainActor model M {\n    var x: Int = 0\n}\n")
        #expect(attributed.located.first?.hasPrefix("1:29: the expression ends with '.'") == true)
        #expect(attributed.models.map { $0.attributes.map(\.name) } == [["@MainActor"]])
        let member = parseMembers("computed a: Int = b. var b: Int = 0")
        #expect(member.models.first?.members.map(\.name.name) == ["a", "b"])
        // A member whose name touches the `.` is still a member, whatever it is named.
        let named = Parsed("transform f(Int) -> Int = $0.model\n")
        #expect(named.located == [])
    }

    /// A `.` before a closing bracket or a comma inside brackets has no member name either: reported at the `.` as
    /// the spec is parsed (an editor shows it as it is typed), not only when Swift compiles the generated code.
    @Test func aDotBeforeAClosingBracketNeedsAMemberName() {
        let closure = Parsed("transform f(Int) -> Int = { $0. }\n")
        #expect(
            closure.located == [
                "1:31: '.' needs a member name after it, and '}' follows; write the member's name, or remove the '.'"
            ])
        let argument = Parsed("transform f(Int) -> Int = max($0., 1)\n")
        #expect(argument.located.first?.hasPrefix("1:33: '.' needs a member name after it, and ','") == true)
        let element = Parsed("transform f(Int) -> [Int] = [$0.]\n")
        #expect(element.located.first?.hasPrefix("1:32: '.' needs a member name after it, and ']'") == true)
        let interpolated = Parsed("transform f(Int) -> String = \"\\($0.) and \\(max($0., 1))\"\n")
        #expect(
            interpolated.located.map { String($0.prefix(74)) }.sorted() == [
                "1:35: '.' needs a member name after it, and the interpolation ends; write ",
                "1:50: '.' needs a member name after it, and ',' follows; write the member'",
            ])
        // A member, a key path's, and an implicit member inside brackets are complete.
        for complete in [
            "max($0.magnitude, 1)", "[\\Int.self].count", "max(.zero, $0)", "[1, 2].count",
            "\"\\($0.magnitude)\".count",
        ] {
            #expect(Parsed("transform f(Int) -> Int = \(complete)\n").located == [], "\(complete)")
        }
    }

    @Test func anUnclosedParenthesisStopsAtTheNextMember() {
        let parsed = parseMembers("var a: Int = f(1\nvar b: Int = 2")
        #expect(parsed.messages == ["expected ')' to match '('"])
        #expect(parsed.models.first?.members.map(\.name.name) == ["a", "b"])
    }

    /// Found by the fuzzer: a bracket an interpolation closes that it did not open (`"\(]title)"`) closed the frames
    /// of the expression around the string too, and the parser crashed at the next token that asked for one.
    @Test func aStrayBracketInAnInterpolationIsAnErrorNotACrash() {
        for rest in [" flag: Bool = false", " + \"\\(count)\"", ""] {
            let parsed = Parsed(
                "model M {\n    var title: String = \"\"\n    computed label: String = \"\\(]title) \\(count)\"\(rest)\n}\n"
            )
            #expect(
                parsed.located.first
                    == "3:33: unexpected ']' in a string interpolation, which opened no bracket it closes; remove it")
            #expect(parsed.models.map(\.name.name) == ["M"])
        }
    }

    @Test func anUnterminatedCommentIsOneError() {
        let parsed = Parsed("model A {\n/* never closed\n    var x: Int\n}\n")
        #expect(parsed.messages == ["unterminated '/*' comment; add '*/' to close it"])
    }

    @Test func tenMegabytesParse() {
        var text = ""
        let chunk = """
            /// Doc.
            model M\u{24}INDEX: Codable {
                var title: String = "Untitled \\(1 + 2)"  // comment
                computed size: Int = title.count * 2
            }
            binding B\u{24}INDEX(m: M\u{24}INDEX, r: R) {
                r.title <- m.title | uppercased
                r.owner <- m.owner?.name ?? "Nobody"
            }

            """
        var index = 0
        while text.utf8.count < 10_000_000 {
            text += chunk.replacingOccurrences(of: "\u{24}INDEX", with: String(index))
            index += 1
        }
        let parsed = Parsed(text)
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.syntax.declarations.count == index * 2)
    }
}

@Suite struct FixItTests {
    func fixIts(_ parsed: Parsed) -> [String] {
        parsed.diagnostics.flatMap(\.fixIts).map {
            "\(parsed.source.lineAndColumn(of: $0.range.start).column):\($0.replacement)"
        }
    }

    @Test func missingColonBeforeAWrittenType() {
        let parsed = parseMembers("var count Int")
        #expect(parsed.messages == ["expected ':' and a type after property name 'count'; write 'var count: Int'"])
        #expect(fixIts(parsed) == ["10::"])
    }

    @Test func missingMemberKeyword() {
        let parsed = parseMembers("title: String")
        #expect(fixIts(parsed) == ["1:var "])
        #expect(parsed.models.first?.members.map(\.name.name) == ["title"])
    }

    @Test func missingCommaBetweenSources() {
        let parsed = parseRules("row.t <- (download.a download.b) | f")
        #expect(fixIts(parsed) == ["21:, "])
    }

    @Test func misspeltDeclarationKeyword() {
        let parsed = Parsed("modle A {}")
        #expect(parsed.messages.first?.hasSuffix("did you mean 'model'?") == true)
        #expect(fixIts(parsed) == ["1:model"])
    }
}
