import BinderySource
import Foundation
import Testing

@testable import BinderyCommandLine

/// Section 6 of `Documentation/Language.md` is the one place a diagnostic id is explained; `bindery explain` carries
/// a compiled-in copy (`EmbeddedDiagnosticList.swift`) that must not drift from it, and must explain every id.
@Suite struct DiagnosticListTests {
    private static let refresh =
        "run Scripts/embed-diagnostic-list.sh to refresh Sources/BinderyCommandLine/Explain/EmbeddedDiagnosticList.swift"

    /// The section as the script cuts it: from its `## 6. ` heading up to the next `## ` heading, without the blank
    /// lines before that one.
    private static func sectionOnDisk() throws -> String {
        let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Documentation/Language.md")
        let lines = try String(contentsOf: reference, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0.hasPrefix("## 6. ") }, "Language.md has no '## 6. ' heading")
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
        var section = Array(lines[start..<end])
        while section.last?.isEmpty == true { section.removeLast() }
        return section.joined(separator: "\n") + "\n"
    }

    @Test func theEmbeddedListIsSectionSixOfTheLanguageReference() throws {
        let onDisk = try Self.sectionOnDisk()
        guard EmbeddedDiagnosticList.markdown != onDisk else { return }
        // Name the first line that differs, so the failure says what to look at, not just that something did.
        let embedded = EmbeddedDiagnosticList.markdown.split(separator: "\n", omittingEmptySubsequences: false)
        let expected = onDisk.split(separator: "\n", omittingEmptySubsequences: false)
        let line =
            zip(embedded, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(embedded.count, expected.count)
        Issue.record(
            "section 6 of Documentation/Language.md differs from its embedded copy from its line \(line + 1) on; \(Self.refresh)"
        )
    }

    @Test func everyDiagnosticIDIsExplainedOnce() {
        let ids = DiagnosticList.reference.ids
        for id in DiagnosticID.allCases where !ids.contains(id.rawValue) {
            Issue.record(
                "'\(id.rawValue)' has no row in section 6 of Documentation/Language.md; add one, then \(Self.refresh)")
        }
        for id in ids where DiagnosticID(rawValue: id) == nil {
            Issue.record("Documentation/Language.md explains '\(id)', which is no DiagnosticID")
        }
        let repeated = Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        #expect(repeated.isEmpty, "explained twice: \(repeated)")
        #expect(DiagnosticList.reference.entries.allSatisfy { !$0.group.isEmpty && !$0.markdown.isEmpty })
    }

    @Test func aRowIsReadCellByCell() {
        let list = DiagnosticList(
            markdown: """
                **Parser**

                | Id | Reported for |
                | --- | --- |
                | `expected-transform-name` | no transform name after `\\|` |
                | not an id | ignored |
                """)
        #expect(
            list.entries == [
                .init(id: "expected-transform-name", group: "Parser", markdown: "no transform name after `|`")
            ])
    }

    @Test func markdownBecomesPlainTextButCodeStaysAsWritten() {
        #expect(
            Explanation.plainText("a name (see [Names](#names-keywords-and-backticks)) **twice**, `[Int]` `**`")
                == "a name (see Names) twice, `[Int]` `**`")
    }

    @Test func wrappingNeverBreaksABacktickedSpan() {
        let lines = TextWrapping.lines("write `{ forward: a backward: b }` here", width: 12)
        #expect(lines == ["write", "`{ forward: a backward: b }`", "here"])
    }
}
