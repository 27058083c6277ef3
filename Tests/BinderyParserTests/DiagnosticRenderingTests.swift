import BinderySource
import Testing

@Suite struct DeletionFixItRenderingTests {
    @Test func aDeletionFixItAddsNoBlankLineUnderTheCaret() {
        var files = SourceFiles()
        let id = files.add(SourceFile(path: "Spec.bind", text: "var x: Int = 0 ;;\n"))
        let semicolon = SourceRange(file: id, start: 16, end: 17)
        let diagnostic = Diagnostic.error(
            "extra ';'; remove it", at: semicolon, fixIts: [.init(replacing: semicolon, with: "")])
        let text = DiagnosticRenderer(files: files).render(diagnostic)
        #expect(text == "Spec.bind:1:17: error: extra ';'; remove it\nvar x: Int = 0 ;;\n                ^\n")
    }
}
