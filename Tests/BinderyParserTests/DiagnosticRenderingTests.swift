import BinderySource
import Foundation
import Testing

@Suite struct DeletionFixItRenderingTests {
    @Test func aDeletionFixItAddsNoBlankLineUnderTheCaret() {
        var files = SourceFiles()
        let id = files.add(SourceFile(path: "Spec.bind", text: "var x: Int = 0 ;;\n"))
        let semicolon = SourceRange(file: id, start: 16, end: 17)
        let diagnostic = Diagnostic.error(
            .extraneousTokens, "extra ';'; remove it", at: semicolon, fixIts: [.init(replacing: semicolon, with: "")])
        let text = DiagnosticRenderer(files: files).render(diagnostic)
        #expect(
            text
                == "Spec.bind:1:17: error: extra ';'; remove it [extraneous-tokens]\nvar x: Int = 0 ;;\n                ^\n"
        )
    }
}

/// The first line of a diagnostic ends with its id, for `bindery explain`; a note has none to look up.
@Suite struct DiagnosticIDRenderingTests {
    private func render(colored: Bool = false, _ diagnostic: (SourceRange) -> Diagnostic) -> String {
        var files = SourceFiles()
        let id = files.add(SourceFile(path: "Spec.bind", text: "model A {}\nmodel A {}\n"))
        return DiagnosticRenderer(files: files, colored: colored).render(
            diagnostic(SourceRange(file: id, start: 17, end: 18)))
    }

    @Test func theIDEndsTheMessageAndNotesHaveNone() {
        let text = render { range in
            Diagnostic.error(
                .duplicateDeclaration, "'A' is declared twice", at: range,
                notes: [.init("first declared here", at: range)])
        }
        let lines = text.split(separator: "\n")
        #expect(lines.first == "Spec.bind:2:7: error: 'A' is declared twice [duplicate-declaration]")
        #expect(lines.contains("Spec.bind:2:7: note: first declared here"))
    }

    @Test func aDiagnosticOutsideTheCatalogShowsNoBrackets() {
        let text = render { Diagnostic(.warning, "made by a tool", at: $0) }
        #expect(text.hasPrefix("Spec.bind:2:7: warning: made by a tool\n"))
    }

    /// In colour the message is bold and the id is not: one is read, the other looked up.
    @Test func inColourTheIDIsPlain() {
        let text = render(colored: true) { Diagnostic.error(.duplicateDeclaration, "'A' is declared twice", at: $0) }
        #expect(text.contains("\u{1B}[1m 'A' is declared twice\u{1B}[0m [duplicate-declaration]\n"))
    }
}

@Suite struct DiagnosticLimitRenderingTests {
    private func errors(_ count: Int, in files: inout SourceFiles) -> [Diagnostic] {
        let text = String(repeating: "x\n", count: count)
        let id = files.add(SourceFile(path: "Spec.bind", text: text))
        return (0..<count).map {
            Diagnostic.error(
                .unexpectedCharacter, "bad \($0)", at: SourceRange(file: id, start: $0 * 2, end: $0 * 2 + 1))
        }
    }

    @Test func textShowsTheFirstHundredThenOneLineSayingHowManyMore() {
        var files = SourceFiles()
        let diagnostics = errors(150, in: &files)
        let text = DiagnosticRenderer(files: files).render(diagnostics, limit: DiagnosticLimit.standard)
        let lines = text.split(separator: "\n")
        #expect(lines.filter { $0.contains(": error: ") }.count == 100)
        #expect(lines.last == "50 more errors not shown")
        #expect(!text.contains("bad 100"))
    }

    @Test func nothingIsSaidWhenEverythingIsShown() {
        var files = SourceFiles()
        let diagnostics = errors(3, in: &files)
        #expect(!DiagnosticRenderer(files: files).render(diagnostics, limit: 100).contains("not shown"))
    }

    @Test func aMixOfErrorsAndWarningsIsCountedByKind() {
        var files = SourceFiles()
        var diagnostics = errors(3, in: &files)
        diagnostics[2].severity = .warning
        #expect(
            DiagnosticLimit(diagnostics, limit: 0).summary
                == "3 more diagnostics not shown (2 errors, 1 warning)")
    }

    @Test func jsonEndsWithARecordCountingWhatItLeftOut() throws {
        var files = SourceFiles()
        let diagnostics = errors(101, in: &files)
        let json = DiagnosticJSON.render(diagnostics, files: files)
        let records = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(records.count == 101)
        #expect(records.last?["id"] as? String == "diagnostics-omitted")
        #expect(records.last?["omitted"] as? Int == 1)
        #expect(records.last?["line"] as? Int == 101)
        #expect(records.last?["message"] as? String == "1 more error not shown")
    }

    @Test func aVeryLongLineIsEchoedAroundTheCaret() {
        var files = SourceFiles()
        let line = String(repeating: "a", count: 5000) + "BAD" + String(repeating: "b", count: 5000)
        let id = files.add(SourceFile(path: "Spec.bind", text: line + "\n"))
        let diagnostic = Diagnostic.error(
            .unexpectedCharacter, "bad", at: SourceRange(file: id, start: 5000, end: 5003))
        let lines = DiagnosticRenderer(files: files).render(diagnostic).split(separator: "\n")
        #expect(lines[1].count == DiagnosticRenderer.maximumLineWidth + 2)
        #expect(lines[1].hasPrefix("…") && lines[1].hasSuffix("…"))
        let caret = lines[2].firstIndex(of: "^").map { lines[2].distance(from: lines[2].startIndex, to: $0) }
        let bad = lines[1].firstIndex(of: "B").map { lines[1].distance(from: lines[1].startIndex, to: $0) }
        #expect(caret != nil && caret == bad)
        #expect(lines[2].hasSuffix("^~~"))
    }

    /// A line of tens of megabytes (a binary file, `/dev/zero` read to the size limit) is decoded only around the
    /// caret: decoding it whole took seconds, and for a 2 GB line more memory than the machine had.
    @Test func aHugeLineIsEchoedFromTheBytesAroundTheCaretAlone() {
        var files = SourceFiles()
        // Control characters, as in a binary file: each is shown as U+FFFD, the dearest way to decode a line.
        let before = String(repeating: "\u{1}é", count: 10_000_000)
        let line = before + "BAD" + String(repeating: "名\u{1}", count: 10_000_000)
        let id = files.add(SourceFile(path: "Spec.bind", text: line + "\n"))
        let start = before.utf8.count
        let diagnostic = Diagnostic.error(
            .unexpectedCharacter, "bad", at: SourceRange(file: id, start: start, end: start + 3),
            fixIts: [.init(replacing: SourceRange(file: id, start: 0, end: 2), with: "e")])
        let clock = ContinuousClock()
        var rendered = ""
        let elapsed = clock.measure { rendered = DiagnosticRenderer(files: files).render(diagnostic) }
        #expect(elapsed < .seconds(1), "\(elapsed)")
        let lines = rendered.split(separator: "\n")
        #expect(lines.count == 3, "the fix-it far before the echoed part is not shown")
        #expect(lines[1].count == DiagnosticRenderer.maximumLineWidth + 2)
        #expect(lines[1].hasPrefix("…") && lines[1].hasSuffix("…"))
        let caret = lines[2].firstIndex(of: "^").map { lines[2].distance(from: lines[2].startIndex, to: $0) }
        let bad = lines[1].firstIndex(of: "B").map { lines[1].distance(from: lines[1].startIndex, to: $0) }
        #expect(caret != nil && caret == bad)
    }

    @Test func controlCharactersInAnEchoedLineCannotReachTheTerminal() {
        var files = SourceFiles()
        let id = files.add(SourceFile(path: "Spec.bind", text: "a \u{1B}[2J b\n"))
        let diagnostic = Diagnostic.error(.unexpectedCharacter, "bad", at: SourceRange(file: id, start: 2, end: 3))
        let text = DiagnosticRenderer(files: files).render(diagnostic)
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("a \u{FFFD}[2J b"))
    }

    @Test func controlCharactersInAPathCannotBreakTheLineOrReachTheTerminal() {
        var files = SourceFiles()
        let id = files.add(SourceFile(path: "a\nb\u{1B}[2J.bind", text: "x\n"))
        let diagnostic = Diagnostic.error(.unexpectedCharacter, "bad", at: SourceRange(file: id, start: 0, end: 1))
        let text = DiagnosticRenderer(files: files).render(diagnostic)
        #expect(
            text.hasPrefix("a\u{FFFD}b\u{FFFD}[2J.bind:1:1: error: bad [unexpected-character]\n"),
            "\(text.debugDescription)")
    }
}

/// A terminal draws CJK characters and emoji two columns wide: the caret and its tildes still line up under the text
/// the diagnostic points at, after them and on them.
@Suite struct WideCharacterRenderingTests {
    private func rendered(_ line: String, from start: Int, to end: Int) -> [Substring] {
        var files = SourceFiles()
        let id = files.add(SourceFile(path: "Spec.bind", text: line + "\n"))
        let range = SourceRange(file: id, start: start, end: end)
        let text = DiagnosticRenderer(files: files).render(Diagnostic.error(.unexpectedCharacter, "bad", at: range))
        return text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    @Test func theCaretAfterWideCharactersIsUnderWhatItPointsAt() {
        // `var 名前 = x`: "名前" is six bytes and four columns; `x` starts at byte 13.
        let lines = rendered("var 名前 = x", from: 13, to: 14)
        #expect(lines[1] == "var 名前 = x")
        #expect(lines[2] == String(repeating: " ", count: 11) + "^")
    }

    @Test func tildesCoverEveryColumnOfTheWideCharactersTheyUnderline() {
        // The whole string literal `"🎉日本"`: two quotes, an emoji and two ideographs, eight columns in all.
        let lines = rendered(#"let s = "🎉日本""#, from: 8, to: 20)
        #expect(lines[2] == String(repeating: " ", count: 8) + "^" + String(repeating: "~", count: 7))
    }

    @Test func narrowAccentedLettersTakeOneColumnEach() {
        let lines = rendered("var café = x", from: 12, to: 13)
        #expect(lines[2] == String(repeating: " ", count: 11) + "^")
    }
}
