import BinderySource
import Foundation
import Testing

/// The `bindery` executable links no Foundation (issue 14), so what the tools took from it (`NSString`'s path
/// operations, `URL`, `FileManager`) is done by hand in BinderySource. Each must answer as Foundation did, which these
/// tests (free to link Foundation) ask beside them.
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
        // A named pipe and a device are neither: reading one may wait or never end.
        #expect(mkfifo(directory + "/pipe", 0o600) == 0)
        #expect(FileKind(of: directory + "/pipe") == .special)
        #expect(FileKind(of: "/dev/null") == .special)
        #expect(FileKind.isRegularFile(file) && !FileKind.isRegularFile(directory + "/pipe"))
    }

    @Test func aSystemErrorNamesTheSystemsReason() {
        #expect(throws: SystemError(code: ENOENT, call: "opendir")) {
            try FileSystem.contentsOfDirectory("/nonexistent-\(UUID())")
        }
        #expect(SystemError(code: ENOENT, call: "open").reason == "No such file or directory")
        #expect(SystemError(code: EACCES, call: "open").description == "Permission denied")
    }

    /// Absolute paths, as every caller passes: `URL` makes a relative one absolute first.
    @Test(arguments: [
        "/", "/a", "/a/", "/a//b", "/a/./b", "/a/../b", "/a/b/..", "/..", "/../a", "/a/b/../../..", "/./", "/a/.b/..c",
        "/é/ü/../x", "/a/\u{301}b/..",
    ])
    func standardizedIsURLsStandardizedFileURL(_ path: String) {
        #expect(FilePaths.standardized(path) == URL(fileURLWithPath: path).standardizedFileURL.path)
    }

    @Test func standardizedKeepsARelativePathRelative() {
        #expect(FilePaths.standardized("a/./b/../c/") == "a/c")
        #expect(FilePaths.standardized("../a/..") == "..")
        #expect(FilePaths.standardized("") == "")
    }

    @Test(arguments: [
        "/a b/é[x]#?%;=:@&$+,!'()*~\"<>\\^`{|}", "/x/./y/../z", "/a//b", "/", "/tab\there/\u{7f}", "/Sources/A.bind",
    ])
    func fileURIOfAPathIsURLs(_ path: String) {
        #expect(FileURI.uri(ofPath: path) == URL(fileURLWithPath: path).absoluteString)
    }

    @Test func fileURIOfADirectoryEndsInASlashAndOfARelativePathIsAbsolute() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(FileURI.uri(ofPath: directory) == URL(fileURLWithPath: directory).absoluteString)
        #expect(FileURI.uri(ofPath: directory).hasSuffix("/"))
        #expect(FileURI.uri(ofPath: "a b.bind") == URL(fileURLWithPath: "a b.bind").absoluteString)
    }

    @Test(arguments: [
        "file:///a%20b/c", "file://localhost/x", "file://server/x/y", "file:/x", "file:///x/", "file:///x/../y/./z",
        "file:///a%2Fb", "file:///%ZZ", "file:///a b", "file:relative", "file:", "file://", "file:///",
        "file:///x?q=1#f", "file:///caf%C3%A9", "file:///%E9", "file:///a%00b", "file:///..", "file:///a/..",
        "file:///a;b", "file:///c:/x", "file:///x//y", "file:///Users/me/My%20Specs/App.bind",
    ])
    func pathOfAFileURIIsURLs(_ uri: String) {
        let expected = URL(string: uri).map(\.standardizedFileURL.path).flatMap { $0.isEmpty ? nil : $0 }
        #expect(FileURI.path(of: uri) == expected)
    }

    @Test func otherSchemesNameNoPath() {
        #expect(FileURI.path(of: "untitled:Untitled-1") == nil)
        #expect(
            FileURI.path(of: "FILE:///x") == nil, "the language server has always taken 'file:' as editors write it")
    }

    @Test func fileSystemReadsListsAndCreatesAsFileManagerDoes() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileSystem.createDirectory(directory + "/a/b/c")
        try FileSystem.createDirectory(directory + "/a/b/c")
        #expect(FileKind(of: directory + "/a/b/c") == .directory)
        let bytes = Array("é\u{0}x".utf8)
        #expect(FileManager.default.createFile(atPath: directory + "/a/file", contents: Data(bytes)))
        #expect(try FileSystem.readFile(directory + "/a/file") == bytes)
        #expect(try FileSystem.readFile("/dev/null") == [])
        #expect(
            try FileSystem.contentsOfDirectory(directory + "/a").sorted()
                == FileManager.default.contentsOfDirectory(atPath: directory + "/a").sorted())
        #expect(throws: SystemError(code: EISDIR, call: "read")) { try FileSystem.readFile(directory) }
        #expect(throws: SystemError.self) { try FileSystem.createDirectory(directory + "/a/file/d") }
        #expect(FileSystem.exists(directory + "/a/file"))
        #expect(!FileSystem.exists(directory + "/missing"))
        #expect(FileSystem.currentDirectory == FileManager.default.currentDirectoryPath)
    }

    @Test func resolvingLinksFollowsEveryLink() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/real", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: directory + "/link", withDestinationPath: "real")
        // Against the real directory's own resolution: on macOS, `URL` drops the `/private` of `/private/var`.
        let real = try #require(FileSystem.resolvingLinks(directory + "/real"))
        #expect(real.hasSuffix("/real") && real.hasPrefix("/"))
        for path in [directory + "/link", directory + "/link/../link", directory + "/real/."] {
            #expect(FileSystem.resolvingLinks(path) == real)
        }
        #expect(FileSystem.resolvingLinks(directory + "/missing") == nil)
    }

    @Test func anAtomicWriteReplacesTheFileWholeAndLeavesNothingElse() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/Spec.bind"
        try AtomicFile.write(Array("first".utf8), to: path)
        try AtomicFile.write(Array("second".utf8), to: path, permissions: 0o640)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "second")
        #expect(FileSystem.permissions(of: path) == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["Spec.bind"])
        #expect(throws: SystemError(code: ENOENT, call: "open")) {
            try AtomicFile.write([], to: directory + "/missing/Spec.bind")
        }
    }

    @Test func modificationTimeIsFileManagers() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let date = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: directory)
        #expect(FileSystem.modificationTime(of: directory) == 1_000_000)
        #expect(FileSystem.modificationTime(of: directory + "/missing") == nil)
    }

    private func temporaryDirectory() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("FileSystem-\(UUID())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return directory
    }
}
