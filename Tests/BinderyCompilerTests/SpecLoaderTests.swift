import BinderyCompiler
import BinderySource
import Foundation
import Testing

/// A spec is whatever a path gives when read: special files are not "permission denied".
@Suite struct SpecLoaderTests {
    @Test func devNullIsAnEmptySpecAndAnEmptySpecIsValid() throws {
        let compilation = try Compilation(paths: ["/dev/null"])
        #expect(compilation.files[compilation.files.ids[0]].bytes.isEmpty)
        #expect(compilation.diagnostics.all.isEmpty)
    }

    @Test func aFIFOIsReadToItsEnd() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bindery-fifo-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("Spec.bind").path
        #expect(mkfifo(path, 0o600) == 0)
        let writer = Thread {
            let handle = FileHandle(forWritingAtPath: path)
            handle?.write(Data("model M {\n    var x: Int = 0\n}\n".utf8))
            try? handle?.close()
        }
        writer.start()
        let compilation = try Compilation(paths: [path])
        #expect(!compilation.hasErrors)
        #expect(compilation.module?.models.map(\.name) == ["M"])
    }

    /// `bindery check /dev/zero` read until the process was killed; reading now stops past the largest spec.
    @Test func aStreamThatNeverEndsIsReadToTheLimitOnly() throws {
        #expect(try FileSystem.readFile("/dev/zero", limit: 200_000).count == 200_000)
        #expect(FileSystem.readLimit == Int(Int32.max) + 1, "one byte past what the scanner accepts")
    }

    @Test func aDirectoryAndAMissingFileAreNamedWithTheirProblem() {
        #expect(throws: SpecLoadError.self) { try SpecLoader.load(["/"]) }
        do {
            _ = try SpecLoader.load(["/", "/no/such/spec.bind"])
        } catch {
            #expect(
                error.messages == [
                    "error: '/' is a directory, not a spec file; name the .bind files inside it",
                    "error: no such file '/no/such/spec.bind'",
                ])
        }
    }

    /// A link whose spec is gone was "no such file", which `ls` contradicts by listing it; a loop of links said
    /// only "Too many levels of symbolic links". Each now says it is a link and what to do.
    @Test func aBrokenOrLoopingSymbolicLinkIsNamedAsALink() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bindery-links-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let broken = directory.appendingPathComponent("Broken.bind").path
        try FileManager.default.createSymbolicLink(atPath: broken, withDestinationPath: "Moved.bind")
        let loop = directory.appendingPathComponent("Loop.bind").path
        let back = directory.appendingPathComponent("Back.bind").path
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: back)
        try FileManager.default.createSymbolicLink(atPath: back, withDestinationPath: loop)
        do {
            _ = try SpecLoader.load([broken, loop])
            Issue.record("a broken link was read")
        } catch {
            #expect(
                error.messages == [
                    "error: '\(broken)' is a symbolic link to 'Moved.bind', which does not exist; point the link at "
                        + "the spec, or name the spec itself",
                    "error: '\(loop)' is a symbolic link that leads back to itself through other links; point it at "
                        + "the spec, or name the spec itself",
                ])
        }
    }

    /// `Specs/*.bind Specs/Download.bind`: the second naming of a file would declare each of its declarations twice.
    @Test func aSpecNamedTwiceIsReportedOnce() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bindery-twice-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("Spec.bind").path
        try Data("model M {\n    var x: Int = 0\n}\n".utf8).write(to: URL(fileURLWithPath: path))
        let resolved = try #require(FileSystem.resolvingLinks(path))
        do {
            _ = try SpecLoader.load([path, path, directory.path + "/./Spec.bind"])
            Issue.record("a spec named twice was read twice")
        } catch {
            #expect(
                error.messages == [
                    "error: '\(path)' is named twice; name each spec once",
                    "error: '\(directory.path)/./Spec.bind' and '\(path)' are the same spec; name each spec once "
                        + "(both are '\(resolved)')",
                ])
        }
    }

    /// A shell glob or the generated output passed by mistake: one message, not a syntax error per declaration.
    @Test func aSwiftFileIsRefusedAsNotASpecBeforeItIsRead() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bindery-swift-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("Download.swift").path
        try Data("final class Download {}\nstruct Row {}\n".utf8).write(to: URL(fileURLWithPath: path))
        do {
            _ = try SpecLoader.load([path])
            Issue.record("a Swift file was read as a spec")
        } catch {
            #expect(
                error.messages == [
                    "error: '\(path)' is a Swift file, not a spec; name the .bind files (the Swift of a spec is what "
                        + "'bindery generate' writes)"
                ])
        }
    }
}
