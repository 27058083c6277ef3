import BinderyGenerator
import BinderySource
import Foundation
import Testing

@Suite final class OutputWriterTests {
    private let root: String

    init() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bindery-output-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        // The plan reports real paths: the temporary directory may be reached through a symbolic link.
        root = url.resolvingSymlinksInPath().path
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    private func modificationDate(_ path: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    }

    @Test func specNamesBecomeSwiftFilesInTheOutputDirectory() throws {
        let plan = try OutputPlan(
            specPaths: ["Specs/Download.bind", "User.bind"], directory: "Out", currentDirectory: root)
        #expect(plan.entries.map(\.outputPath) == ["\(root)/Out/Download.swift", "\(root)/Out/User.swift"])
    }

    @Test func twoSpecsWithTheSameBaseNameAreAnErrorNamingBoth() {
        #expect(
            throws: OutputError.usage(
                "'A/Model.bind' and 'B/Model.bind' would both generate 'Out/Model.swift'; "
                    + "rename one of them (spec names must be unique in a module)")
        ) {
            _ = try OutputPlan(specPaths: ["A/Model.bind", "B/Model.bind"], directory: "Out", currentDirectory: root)
        }
    }

    /// `Specs/*.bind Specs/Model.bind`: one spec, not two that need renaming.
    @Test func aSpecNamedTwiceIsAnErrorSayingSo() {
        #expect(throws: OutputError.usage("'A/Model.bind' is named twice; name each spec once")) {
            _ = try OutputPlan(specPaths: ["A/Model.bind", "A/Model.bind"], directory: "Out", currentDirectory: root)
        }
    }

    /// `A.bind ./A.bind`: two spellings of one file, both named in the message.
    @Test func aSpecNamedTwiceInTwoSpellingsIsAnErrorNamingBoth() throws {
        try FileManager.default.createDirectory(atPath: "\(root)/A", withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: "\(root)/A/Model.bind", contents: Data()))
        let spec = "\(root)/A/Model.bind"
        let again = "\(root)/A/./Model.bind"
        #expect(throws: OutputError.usage("'\(again)' and '\(spec)' are the same spec; name each spec once")) {
            _ = try OutputPlan(specPaths: [spec, again], directory: "Out", currentDirectory: root)
        }
    }

    /// `A/Model.bind Link/Model.bind` with `Link` a link to `A`, both relative to a current directory that is not
    /// the process's: the spellings are compared there, so the message says they are one spec, not two to rename.
    @Test func twoRelativeSpellingsOfOneSpecAreComparedInThePlansCurrentDirectory() throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: "\(root)/A", withIntermediateDirectories: true)
        #expect(manager.createFile(atPath: "\(root)/A/Model.bind", contents: Data()))
        try manager.createSymbolicLink(atPath: "\(root)/Link", withDestinationPath: "A")
        #expect(manager.currentDirectoryPath != root)
        #expect(
            throws: OutputError.usage("'Link/Model.bind' and 'A/Model.bind' are the same spec; name each spec once")
        ) {
            _ = try OutputPlan(
                specPaths: ["A/Model.bind", "Link/Model.bind"], directory: "Out", currentDirectory: root)
        }
    }

    /// On macOS or Windows the second file would replace the first, and the target would lose a spec's Swift.
    @Test func twoOutputsThatDifferOnlyInCaseAreAnError() {
        #expect(
            throws: OutputError.usage(
                "'A/Model.bind' and 'B/model.bind' would generate 'Out/Model.swift' and 'Out/model.swift', which are "
                    + "one file where case is ignored (macOS, Windows); rename one of them")
        ) {
            _ = try OutputPlan(specPaths: ["A/Model.bind", "B/model.bind"], directory: "Out", currentDirectory: root)
        }
    }

    @Test func explicitOutputFilesMustMatchTheSpecsOneToOne() {
        #expect {
            _ = try OutputPlan(
                specPaths: ["A.bind", "B.bind"], directory: "Out", outputFiles: ["Out/A.swift"], currentDirectory: root)
        } throws: { error in
            (error as? OutputError)?.description.contains("--output-file was given 1 time(s) for 2 spec(s)") == true
        }
    }

    @Test func explicitOutputFilesGoWhereTheyAreTold() throws {
        let plan = try OutputPlan(
            specPaths: ["A.bind"], directory: "Out", outputFiles: ["Out/Nested/../Gen_A.swift"], currentDirectory: root)
        #expect(plan.entries.map(\.outputPath) == ["\(root)/Out/Gen_A.swift"])
    }

    @Test func nothingIsEverPlannedOutsideTheOutputDirectory() throws {
        for escape in ["Out/../A.swift", "/tmp/A.swift", "Out", "Outside/A.swift"] {
            #expect(throws: OutputError.self, "\(escape)") {
                _ = try OutputPlan(
                    specPaths: ["A.bind"], directory: "Out", outputFiles: [escape], currentDirectory: root)
            }
        }
    }

    @Test func aSymbolicLinkInsideTheOutputDirectoryCannotLeadOutOfIt() throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: "\(root)/Out", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: "\(root)/Elsewhere", withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: "\(root)/Out/link", withDestinationPath: "\(root)/Elsewhere")
        #expect(throws: OutputError.self) {
            _ = try OutputPlan(
                specPaths: ["A.bind"], directory: "Out", outputFiles: ["Out/link/A.swift"], currentDirectory: root)
        }
    }

    @Test func unchangedFilesAreNotRewrittenAndChangedOnesAre() throws {
        let plan = try OutputPlan(specPaths: ["A.bind", "B.bind"], directory: "Out", currentDirectory: root)
        let writer = OutputWriter()
        #expect(try writer.write(["// A\na\n", "// B\nb\n"], plan: plan) == [.written, .written])
        let aPath = plan.entries[0].outputPath
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: aPath)
        #expect(try writer.write(["// A\na\n", "// B\nb2\n"], plan: plan) == [.unchanged, .written])
        #expect(try modificationDate(aPath) == past)
        #expect(try String(contentsOfFile: plan.entries[1].outputPath, encoding: .utf8) == "// B\nb2\n")
    }

    /// The new file is renamed over the old one; it took the usual mode, so one a user had made read-only (or
    /// executable) came back writable.
    @Test func aReplacedFileKeepsItsPermissions() throws {
        let plan = try OutputPlan(specPaths: ["A.bind", "B.bind"], directory: "Out", currentDirectory: root)
        try OutputWriter().write(["// A\na\n", "// B\nb\n"], plan: plan)
        let (aPath, bPath) = (plan.entries[0].outputPath, plan.entries[1].outputPath)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: aPath)
        let usual = try #require(FileSystem.permissions(of: bPath))
        #expect(try OutputWriter().write(["// A\na2\n", "// B\nb2\n"], plan: plan) == [.written, .written])
        #expect(try String(contentsOfFile: aPath, encoding: .utf8) == "// A\na2\n")
        #expect(FileSystem.permissions(of: aPath) == 0o444)
        #expect(FileSystem.permissions(of: bPath) == usual)
    }

    @Test func writesLeaveNoTemporaryFilesBehind() throws {
        let plan = try OutputPlan(specPaths: ["A.bind"], directory: "Out", currentDirectory: root)
        try OutputWriter().write(["// A\nx"], plan: plan)
        try OutputWriter().write(["// A\ny"], plan: plan)
        #expect(try FileManager.default.contentsOfDirectory(atPath: "\(root)/Out") == ["A.swift"])
    }

    /// `--output` naming the specs' own folder put the generated `A.swift` over the user's hand-written one. A file
    /// whose first line is neither the new content's nor a built-in header is refused, before any output is written.
    @Test func aFileBinderyDidNotGenerateIsNeverReplacedAndNothingIsWritten() throws {
        try FileManager.default.createDirectory(atPath: "\(root)/Out", withIntermediateDirectories: true)
        let mine = "import Foundation\n\nextension A {}\n"
        try mine.write(toFile: "\(root)/Out/B.swift", atomically: true, encoding: .utf8)
        let plan = try OutputPlan(specPaths: ["A.bind", "B.bind"], directory: "Out", currentDirectory: root)
        #expect(
            throws: OutputError.io(
                "'\(root)/Out/B.swift' exists and was not generated by bindery (its first line is not a generated "
                    + "file's header); bindery replaces only files it generated: move or rename it, or choose "
                    + "another output directory")
        ) { try OutputWriter().write(["// A\na\n", "// B\nb\n"], plan: plan) }
        #expect(try String(contentsOfFile: "\(root)/Out/B.swift", encoding: .utf8) == mine)
        #expect(!FileManager.default.fileExists(atPath: "\(root)/Out/A.swift"))
    }

    /// The build plugin names each output in a directory of its own; after a `file` template's first line is edited,
    /// the last build's output must still be replaced.
    @Test func anOutputNamedByTheCallerIsReplacedWhateverItsFirstLine() throws {
        let plan = try OutputPlan(
            specPaths: ["A.bind"], directory: "Out", outputFiles: ["Out/A.bind.swift"], currentDirectory: root)
        try FileManager.default.createDirectory(atPath: "\(root)/Out", withIntermediateDirectories: true)
        try "// old template\nold\n".write(toFile: "\(root)/Out/A.bind.swift", atomically: true, encoding: .utf8)
        #expect(try OutputWriter().write(["// new template\nnew\n"], plan: plan) == [.written])
    }

    /// What a generated file may be replaced from: itself under another template (same first line), an older
    /// release's built-in header, or nothing at all.
    @Test func generatedOrEmptyFilesAreReplaced() throws {
        let plan = try OutputPlan(specPaths: ["A.bind", "B.bind", "C.bind"], directory: "Out", currentDirectory: root)
        try FileManager.default.createDirectory(atPath: "\(root)/Out", withIntermediateDirectories: true)
        try "// custom\nold\n".write(toFile: "\(root)/Out/A.swift", atomically: true, encoding: .utf8)
        try "// DO NOT EDIT. Generated by bindery 0.0 from B.bind.\nold\n".write(
            toFile: "\(root)/Out/B.swift", atomically: true, encoding: .utf8)
        #expect(FileManager.default.createFile(atPath: "\(root)/Out/C.swift", contents: Data()))
        let contents = ["// custom\nnew\n", "// DO NOT EDIT. Generated by bindery from B.bind.\nnew\n", "// C\n"]
        #expect(try OutputWriter().write(contents, plan: plan) == [.written, .written, .written])
    }

    /// A temporary file's name ends in a UUID's form, which is how a later run tells its leftovers from a user's
    /// files, and differs from one write to the next.
    @Test func temporaryFileNamesEndInAFreshUUID() throws {
        let names = (0..<50).map { _ in TemporaryFile.path(for: "\(root)/Out/A.swift") }
        #expect(Set(names).count == names.count)
        for name in names {
            let prefix = "\(root)/Out/.A.swift.bindery-\(getpid())-"
            #expect(name.hasPrefix(prefix) && name.hasSuffix(".tmp"))
            let identifier = String(name.dropFirst(prefix.count).dropLast(".tmp".count))
            #expect(UUID(uuidString: identifier)?.uuidString == identifier, "\(identifier)")
        }
    }

    /// A directory the system will not create (no permission, a read-only file system) says where to look instead.
    @Test func aDirectoryThatMayNotBeCreatedSaysToChooseOneThatCan() throws {
        // Root may write anywhere a mode allows; the kernel's own file system refuses even root.
        let parent = getuid() == 0 ? "/sys" : "\(root)/Locked"
        if getuid() != 0 {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            #expect(chmod(parent, 0o555) == 0)
        }
        guard FileKind.isDirectory(parent) else { return }
        let plan = try OutputPlan(specPaths: ["A.bind"], directory: "\(parent)/Out", currentDirectory: root)
        #expect {
            try OutputWriter().write(["a\n"], plan: plan)
        } throws: { error in
            guard case .io(let message) = error as? OutputError else { return false }
            return message.hasPrefix("cannot create the directory '\(parent)/Out': ")
                && message.hasSuffix("; choose an output directory you can write to")
        }
        #expect(!FileManager.default.fileExists(atPath: "\(parent)/Out"))
    }

    @Test func aFileWhereADirectoryGoesIsNamedInTheError() throws {
        #expect(FileManager.default.createFile(atPath: "\(root)/Out", contents: Data()))
        let plan = try OutputPlan(specPaths: ["A.bind"], directory: "Out/Nested", currentDirectory: root)
        #expect(
            throws: OutputError.io(
                "cannot create the directory '\(root)/Out/Nested': '\(root)/Out' is a file, not a directory; "
                    + "choose another output directory or move the file")
        ) { try OutputWriter().write(["a\n"], plan: plan) }
    }

    @Test func aDirectoryWhereAnOutputGoesIsNamedInTheErrorAndLeftAsItWas() throws {
        try FileManager.default.createDirectory(atPath: "\(root)/Out/A.swift", withIntermediateDirectories: true)
        let plan = try OutputPlan(specPaths: ["A.bind"], directory: "Out", currentDirectory: root)
        #expect(
            throws: OutputError.io(
                "cannot write '\(root)/Out/A.swift': a directory has that name; move it, or choose another output")
        ) { try OutputWriter().write(["a\n"], plan: plan) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: "\(root)/Out") == ["A.swift"])
    }

    /// A named pipe where an output goes was read to compare it with the new content, which waited forever for a
    /// writer. It is named in the error and left as it was, and the other outputs are not written either.
    @Test func aNamedPipeWhereAnOutputGoesIsNamedInTheErrorAndNotRead() throws {
        try FileManager.default.createDirectory(atPath: "\(root)/Out", withIntermediateDirectories: true)
        #expect(mkfifo("\(root)/Out/B.swift", 0o644) == 0)
        let plan = try OutputPlan(specPaths: ["A.bind", "B.bind"], directory: "Out", currentDirectory: root)
        #expect(
            throws: OutputError.io(
                "cannot write '\(root)/Out/B.swift': a named pipe, device or socket has that name; move it, or choose "
                    + "another output")
        ) { try OutputWriter().write(["// A\na\n", "// B\nb\n"], plan: plan) }
        #expect(FileKind(of: "\(root)/Out/B.swift") == .special)
        #expect(try FileManager.default.contentsOfDirectory(atPath: "\(root)/Out") == ["B.swift"])
    }

    /// The files are written on several threads; the error is still the first file's in order, whichever thread
    /// failed first, and the files that could be written are complete.
    @Test func ofSeveralOutputsThatCannotBeWrittenTheFirstIsTheError() throws {
        let names = (0..<12).map { "M\($0)" }
        for name in names where name != "M0" && name.count == 2 {
            try FileManager.default.createDirectory(
                atPath: "\(root)/Out/\(name).swift", withIntermediateDirectories: true)
        }
        let plan = try OutputPlan(specPaths: names.map { "\($0).bind" }, directory: "Out", currentDirectory: root)
        let contents = names.map { "// \($0)\n" + String(repeating: "let x = 1\n", count: 10_000) }
        #expect(
            throws: OutputError.io(
                "cannot write '\(root)/Out/M1.swift': a directory has that name; move it, or choose another output")
        ) { try OutputWriter().write(contents, plan: plan) }
        for (name, text) in zip(names, contents) where name == "M0" || name.count == 3 {
            #expect(try String(contentsOfFile: "\(root)/Out/\(name).swift", encoding: .utf8) == text)
        }
    }

    @Test func anEmptyOutputDirectoryOrFileIsAUsageError() {
        #expect(
            throws: OutputError.usage("--output is empty; name the directory to write to, as in '--output Generated'")
        ) {
            _ = try OutputPlan(specPaths: ["A.bind"], directory: "", currentDirectory: root)
        }
        #expect(throws: OutputError.self) {
            _ = try OutputPlan(specPaths: ["A.bind"], directory: "Out", outputFiles: [""], currentDirectory: root)
        }
    }

    @Test func noOutputMayReplaceASpecOrATemplateHoweverItIsNamed() throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: "\(root)/Specs", withIntermediateDirectories: true)
        try "model A {}\n".write(toFile: "\(root)/Specs/A.bind", atomically: true, encoding: .utf8)
        try "model B {}\n".write(toFile: "\(root)/Specs/B.bind", atomically: true, encoding: .utf8)
        try "x\n".write(toFile: "\(root)/Specs/file.template", atomically: true, encoding: .utf8)
        try manager.createSymbolicLink(atPath: "\(root)/Specs/Link.swift", withDestinationPath: "A.bind")
        try manager.linkItem(atPath: "\(root)/Specs/B.bind", toPath: "\(root)/Specs/Hard.swift")
        let specs = ["Specs/A.bind", "Specs/B.bind"]
        for outputs in [
            ["Specs/A.bind", "Specs/B.swift"], ["Specs/B.bind", "Specs/A.bind"], ["Specs/Link.swift", "Specs/B.swift"],
            ["Specs/A.swift", "Specs/Hard.swift"], ["Specs/./A.bind", "Specs/B.swift"],
            ["Specs/file.template", "Specs/B.swift"],
        ] {
            #expect(throws: OutputError.self, "\(outputs)") {
                _ = try OutputPlan(
                    specPaths: specs, directory: "Specs", outputFiles: outputs, inputs: ["Specs/file.template"],
                    currentDirectory: root)
            }
        }
        #expect(try String(contentsOfFile: "\(root)/Specs/A.bind", encoding: .utf8) == "model A {}\n")
        let allowed = try OutputPlan(
            specPaths: specs, directory: "Specs", outputFiles: ["Specs/A.swift", "Specs/B.swift"],
            currentDirectory: root)
        #expect(allowed.entries.count == 2)
    }

    @Test func leftoversOfAKilledRunAreRemovedByTheNextAndOthersAreLeftAlone() throws {
        let plan = try OutputPlan(specPaths: ["A.bind"], directory: "Out", currentDirectory: root)
        try FileManager.default.createDirectory(atPath: "\(root)/Out", withIntermediateDirectories: true)
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/sh")
        finished.arguments = ["-c", "exit 0"]
        try finished.run()
        finished.waitUntilExit()
        let gone = "\(root)/Out/.A.swift.bindery-\(finished.processIdentifier)-\(UUID().uuidString).tmp"
        let running = "\(root)/Out/.A.swift.bindery-\(getppid())-\(UUID().uuidString).tmp"
        let oldButRunning = "\(root)/Out/.B.swift.bindery-\(getppid())-\(UUID().uuidString).tmp"
        let unrelated = "\(root)/Out/.notes.tmp"
        for path in [gone, running, oldButRunning, unrelated] {
            #expect(FileManager.default.createFile(atPath: path, contents: Data("partial".utf8)))
        }
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -7200)], ofItemAtPath: oldButRunning)
        try OutputWriter().write(["x"], plan: plan)
        let left = try FileManager.default.contentsOfDirectory(atPath: "\(root)/Out").sorted()
        #expect(left == [".notes.tmp", (running as NSString).lastPathComponent, "A.swift"].sorted())
    }
}
