import BinderyCommandLine
import Foundation
import Testing

/// `bindery format` on files: --check for CI, several specs printed, --in-place through links.
@Suite struct FormatCommandTests {
    private let messy = "model A{var x:Int}"
    private let tidy = "model A {\n    var x: Int\n}\n"

    @Test func checkNamesTheSpecsFormatWouldChangeAndExitsOne() throws {
        let scratch = try Scratch()
        let good = try scratch.write("Good.bind", tidy)
        let bad = try scratch.write("Bad.bind", messy)
        let result = bindery(["format", "--check", good, bad])
        #expect(result.status == .specErrors)
        #expect(result.output == bad + "\n")
        #expect(result.error == "error: 1 spec is not formatted; run 'bindery format --in-place' on the files listed\n")
        #expect(try scratch.read("Bad.bind") == messy, "--check writes nothing")
    }

    /// A spec that does not parse is reported and left alone; the others are still checked, rewritten or printed,
    /// and the run exits 1 for the broken one.
    @Test func aSpecWithSyntaxErrorsDoesNotStopTheOthersBeingFormatted() throws {
        let scratch = try Scratch()
        let broken = try scratch.write("Broken.bind", "model {\n")
        let first = try scratch.write("A.bind", messy)
        let second = try scratch.write("B.bind", tidy)

        let checked = bindery(["format", "--check", broken, first, second])
        #expect(checked.status == .specErrors)
        #expect(checked.output == first + "\n")
        #expect(checked.error.contains("Broken.bind:1:7: error:"), "\(checked.error)")

        let printed = bindery(["format", broken, first])
        #expect(printed.status == .specErrors)
        #expect(printed.output == "==> \(first) <==\n\(tidy)")

        let rewritten = bindery(["format", "--in-place", broken, first, second])
        #expect(rewritten.status == .specErrors)
        #expect(try scratch.read("A.bind") == tidy)
        #expect(try scratch.read("Broken.bind") == "model {\n", "a spec that does not parse is left alone")
    }

    @Test func checkPassesSilentlyWhenEverySpecIsFormatted() throws {
        let scratch = try Scratch()
        let result = bindery(["format", "--check", try scratch.write("Good.bind", tidy)])
        #expect(result.status == .success)
        #expect(result.output == "")
        #expect(result.error == "")
    }

    @Test func checkAndInPlaceTogetherIsAUsageError() throws {
        let scratch = try Scratch()
        let result = bindery(["format", "--check", "--in-place", try scratch.write("Good.bind", tidy)])
        #expect(result.status == .failure)
        #expect(result.error.hasPrefix("Error: '--in-place' and '--check' cannot be used together\n"))
    }

    @Test func severalSpecsArePrintedEachUnderItsPath() throws {
        let scratch = try Scratch()
        let first = try scratch.write("A.bind", messy)
        let second = try scratch.write("B.bind", "model B{var y:Int}")
        let result = bindery(["format", first, second])
        #expect(result.status == .success)
        #expect(
            result.output
                == "==> \(first) <==\n\(tidy)\n==> \(second) <==\nmodel B {\n    var y: Int\n}\n")
        #expect(bindery(["format", first]).output == tidy, "one spec prints with no header")
    }

    @Test func inPlaceWritesThroughASymbolicLinkAndKeepsTheLink() throws {
        let scratch = try Scratch()
        let real = try scratch.write("Real/Spec.bind", messy)
        let link = scratch.path("Link.bind")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        let result = bindery(["format", "--in-place", link])
        #expect(result.status == .success, "\(result.error)")
        #expect(try scratch.read("Real/Spec.bind") == tidy)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == real)
    }

    @Test func inPlaceKeepsTheFilesPermissions() throws {
        let scratch = try Scratch()
        let path = try scratch.write("Spec.bind", messy)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        #expect(bindery(["format", "--in-place", path]).status == .success)
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o640)
        #expect(try scratch.read("Spec.bind") == tidy)
    }

    /// A read-only spec was replaced: the new text is renamed over it, which asks only the directory. It is refused
    /// as an editor refuses it, and left as it was; the other specs are still formatted.
    @Test func inPlaceRefusesAReadOnlySpecAndLeavesIt() throws {
        let scratch = try Scratch()
        let locked = try scratch.write("Locked.bind", messy)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: locked)
        let other = try scratch.write("Other.bind", messy)
        let result = bindery(["format", "--in-place", locked, other])
        #expect(result.status == .failure)
        #expect(
            result.error
                == "error: cannot write '\(locked)': the file is read-only; make it writable (chmod u+w) to format "
                + "it in place\n")
        #expect(try scratch.read("Locked.bind") == messy)
        let permissions = try FileManager.default.attributesOfItem(atPath: locked)[.posixPermissions] as? Int
        #expect(permissions == 0o444)
        #expect(try scratch.read("Other.bind") == tidy)
    }

    #if os(Linux)
    /// `format --in-place /dev/stdin` renamed the formatted text over `/dev/stdin`, replacing the system's link with
    /// a file. The same link, made in the scratch folder to a pipe this process holds, must be refused and kept.
    @Test func inPlaceRefusesWhatIsNotAFileAndLeavesIt() throws {
        let scratch = try Scratch()
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let bytes = Array(messy.utf8)
        #expect(write(ends[1], bytes, bytes.count) == bytes.count)
        close(ends[1])
        let link = scratch.path("Stdin.bind")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/proc/self/fd/\(ends[0])")
        let result = bindery(["format", "--in-place", link])
        #expect(result.status == .failure)
        #expect(
            result.error.hasPrefix(
                "Error: '\(link)' is not a regular file, so it cannot be rewritten in place; without --in-place, "
                    + "'bindery format' prints the formatted spec\n"), "\(result.error)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "/proc/self/fd/\(ends[0])")
    }
    #endif
}
