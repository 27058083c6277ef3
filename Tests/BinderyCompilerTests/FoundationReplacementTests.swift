import BinderySource
import Foundation
import Testing

/// The `bindery` executable links FoundationEssentials only (issue 14), so the few `NSString` operations the tools
/// used are done by hand in BinderySource. Each must answer as Foundation did, which these tests (free to link
/// Foundation) ask beside them.
@Suite struct FoundationReplacementTests {
    /// Paths on which Linux's `NSString` is sound: absolute, or of more than one component.
    static let paths = [
        "/", "/a", "/a/", "a/b", "a/b/", "a//b", "/a/b/c.bind", "./a", "../a/b", "a/./b", "Sources/Models/User.bind",
        "/tmp/x/", "é/ü", "///a///b///",
    ]

    @Test(arguments: paths)
    func lastComponentIsNSStrings(_ path: String) {
        #expect(FilePaths.lastComponent(of: path) == (path as NSString).lastPathComponent)
    }

    @Test(arguments: paths.filter { $0 != "///a///b///" })
    func deletingLastComponentIsNSStrings(_ path: String) {
        #expect(FilePaths.deletingLastComponent(of: path) == (path as NSString).deletingLastPathComponent)
    }

    /// Where Linux's `NSString` traps (`a`) or differs from Apple's (`//`, `///a///b///`, a slash a combining mark
    /// follows): Apple's answers.
    @Test(arguments: [
        ("", "", ""), ("a", "", "a"), ("a/", "", "a"), ("a//", "", "a"), ("//", "/", "/"), ("///a///b///", "/a", "b"),
        ("User.bind", "", "User.bind"), ("a/\u{301}b", "a", "\u{301}b"),
    ])
    func pathsLinuxNSStringGetsWrong(_ path: String, _ deleting: String, _ last: String) {
        #expect(FilePaths.deletingLastComponent(of: path) == deleting)
        #expect(FilePaths.lastComponent(of: path) == last)
    }

    @Test(arguments: ["a", "a/", "/a", "a/b/", "dir", "/"], ["b", "b.swift", ".x.tmp", "c/d"])
    func appendingIsNSStrings(_ path: String, _ component: String) {
        #expect(FilePaths.appending(component, to: path) == (path as NSString).appendingPathComponent(component))
    }

    @Test func appendingToOrAnEmptySideIsTheOther() {
        #expect(FilePaths.appending("b", to: "") == "b")
        #expect(FilePaths.appending("", to: "a") == "a")
    }

    @Test(arguments: ["", "'", "it's", "''", "no quote", "\\'\\", "é'"])
    func replacingScalarsIsReplacingOccurrences(_ text: String) {
        #expect(text.replacingScalars("'", with: #"'\''"#) == text.replacingOccurrences(of: "'", with: #"'\''"#))
        #expect(text.replacingScalars("\\", with: "\\\\") == text.replacingOccurrences(of: "\\", with: "\\\\"))
    }

    @Test func replacingScalarsFindsAQuoteThatAMarkFollows() {
        // One Character (quote + combining acute accent), two scalars: the quote must still be escaped, which
        // `replacingOccurrences(of:with:)` did not do, leaving a shell quote open in a completion script.
        #expect("a'\u{301}b".replacingScalars("'", with: #"'\''"#) == "a'\\''\u{301}b")
        #expect("\"\u{301}".replacingScalars("\"", with: "\\\"") == "\\\"\u{301}")
        #expect("a\r\nb".replacingScalars("\n", with: "⏎") == "a\r⏎b")
    }

    @Test(arguments: ["", " ", "\t x \t", "x", " x y ", "\u{A0}x\u{3000}", "\nx\n", " \r\n x", "x\u{2003}"])
    func trimmingSpacesAndTabsIsTrimmingWhitespaces(_ text: String) {
        #expect(text.trimmingSpacesAndTabs() == text.trimmingCharacters(in: .whitespaces))
    }

    @Test func fileKindTellsDirectoriesFromFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("FileKind-\(UUID())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/file"
        _ = FileManager.default.createFile(atPath: file, contents: Data())
        try FileManager.default.createSymbolicLink(atPath: directory + "/link", withDestinationPath: directory)
        #expect(FileKind(of: directory) == .directory)
        #expect(FileKind(of: file) == .file)
        #expect(FileKind.isDirectory(directory + "/link"))
        #expect(FileKind(of: directory + "/missing") == nil)
    }

    @Test func errorDescriptionNamesTheSystemError() {
        do {
            _ = try FileManager.default.contentsOfDirectory(atPath: "/nonexistent-\(UUID())")
            Issue.record("listed a directory that does not exist")
        } catch {
            #expect(ErrorDescription.of(error) == "No such file or directory")
        }
    }
}
