import BinderyGenerator
import BinderySource
import Testing

@Suite struct TemplateEngineTests {
    private func render(
        _ text: String, _ context: TestContext, partials: [String: String] = [:]
    ) throws(TemplateError) -> String {
        var files = SourceFiles()
        var texts = [(name: "main", path: "main.template", text: text)]
        for name in partials.keys.sorted() {
            texts.append((name: name, path: "\(name).template", text: partials[name] ?? ""))
        }
        return try TemplateSet(texts: texts, files: &files).render("main", context: context)
    }

    /// The diagnostics of a failing template, as `path:line:col: message`.
    private func failures(
        _ text: String, _ context: TestContext = [:], partials: [String: String] = [:]
    ) -> [String] {
        var files = SourceFiles()
        var texts = [(name: "main", path: "main.template", text: text)]
        for name in partials.keys.sorted() {
            texts.append((name: name, path: "\(name).template", text: partials[name] ?? ""))
        }
        do {
            _ = try TemplateSet(texts: texts, files: &files).render("main", context: context)
            return []
        } catch .diagnostics(let diagnostics) {
            return diagnostics.map { "\(files.location($0.range)): \($0.message)" }
        } catch {
            return ["\(error)"]
        }
    }

    @Test func variablesAreShownWithoutEscaping() throws {
        let output = try render(#"let x = "{{text}}" && {{a.b}}"#, ["text": "<a & \"b\">", "a": ["b": "c"]])
        #expect(output == #"let x = "<a & "b">" && c"#)
    }

    @Test func sectionsRenderOverBooleansListsAndObjects() throws {
        let template = "{{#flag}}yes{{/flag}}{{^flag}}no{{/flag}} {{#items}}[{{name}}]{{/items}} {{#obj}}{{k}}{{/obj}}"
        let output = try render(
            template, ["flag": false, "items": [["name": "a"], ["name": "b"]], "obj": ["k": "v"]])
        #expect(output == "no [a][b] v")
    }

    @Test func innerNamesShadowOuterOnesAndOuterOnesStayVisible() throws {
        let output = try render(
            "{{#items}}{{name}}-{{prefix}};{{/items}}", ["prefix": "p", "name": "outer", "items": [["name": "in"]]])
        #expect(output == "in-p;")
    }

    @Test func standaloneTagLinesLeaveNoBlankLines() throws {
        let template = """
            struct S {
                {{#members}}
                var {{.}}: Int
                {{/members}}
                {{! a comment on its own line }}
            }

            """
        let output = try render(template, ["members": ["a", "b"]])
        #expect(output == "struct S {\n    var a: Int\n    var b: Int\n}\n")
    }

    @Test func partialsOnTheirOwnLineTakeThatIndentation() throws {
        let output = try render(
            "class C {\n    {{>member}}\n}\n", ["name": "x"], partials: ["member": "var {{name}}: Int\n\nfunc f() {}\n"]
        )
        #expect(output == "class C {\n    var x: Int\n\n    func f() {}\n}\n")
    }

    /// Template text is laid out line by line when the template is compiled, and a partial's indentation is pushed
    /// and popped in place: nested partials, blank lines, text with no newline, fields with newlines and verbatim
    /// text must indent exactly as appending and scanning each piece did.
    @Test func preparedLinesIndentAsPiecesDid() throws {
        let output = try render(
            "struct S {\n    {{>outer}}\n}\n",
            ["name": "1", "doc": "one\ntwo", "code": "  raw\n   kept"],
            partials: [
                "outer": "let a = {{name}}\n\n  {{>inner}}\n{{{code}}}\nend",
                "inner": "// {{doc}}\nx\n",
            ])
        #expect(output == "struct S {\n    let a = 1\n\n      // one\n      two\n      x\n  raw\n   kept\n    end}\n")
    }

    @Test func tildesTrimWhitespaceAroundTags() throws {
        let output = try render(
            "f(\n    {{~#args}}{{.}}{{^last}}, {{/last}}{{/args~}}\n)", ["args": ["a", "b"], "last": false])
        #expect(output == "f(a, b, )")
    }

    @Test func strictModeReportsUnknownVariablesAtTheTemplateLine() {
        #expect(
            failures("line one\n  {{missing}}\n") == [
                "main.template:2:3: unknown variable 'missing' in template 'main'; check its spelling"
            ])
    }

    @Test func malformedTemplatesAreDiagnosedWithTheirLine() {
        #expect(
            failures("a\n{{#open}}\nb\n").first == "main.template:2:1: section 'open' is never closed; add '{{/open}}'")
        #expect(failures("{{#a}}x{{/b}}").first?.hasPrefix("main.template:1:8: '{{/b}}' does not match") == true)
        #expect(failures("x {{/a}}").first?.hasPrefix("main.template:1:3: '{{/a}}' closes no open section") == true)
        #expect(failures("x\ny {{name").first == "main.template:2:3: '{{' is never closed; add '}}'")
        #expect(failures("{{a b}}").first?.contains("is not a valid template name") == true)
    }

    @Test func unknownPartialsAreReportedWhenLoading() {
        #expect(
            failures("x\n{{>nowhere}}") == [
                "main.template:2:1: unknown partial 'nowhere'; add Templates/nowhere.template or fix the name"
            ])
    }

    @Test func recursivePartialsStopWithADiagnostic() {
        let messages = failures("{{>loop}}", partials: ["loop": "{{>loop}}"])
        #expect(messages.count == 1)
        #expect(messages.first?.contains("includes itself without end") == true)
    }

    @Test func aTemplateRendersManyTimesWithDifferentContexts() throws {
        var files = SourceFiles()
        let set = try TemplateSet(texts: [(name: "t", path: "t.template", text: "<{{v}}>")], files: &files)
        #expect(try set.render("t", context: ["v": "1"] as TestContext) == "<1>")
        #expect(try set.render("t", context: ["v": "2"] as TestContext) == "<2>")
    }
}
