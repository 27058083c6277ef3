import BinderyCommandLine
import Foundation
import Testing

/// `bindery templates export` and `check --templates`: starting an override, and finding its mistakes before a
/// build does.
@Suite struct TemplatesCommandTests {
    private let counter = "model Counter {\n    var value: Int = 0\n    var tags: [String] = []\n}\n"

    @Test func exportedTemplatesGenerateWhatTheBuiltInOnesDo() throws {
        let scratch = try Scratch()
        let spec = try scratch.write("Counter.bind", counter)
        let export = bindery(["templates", "export", scratch.path("T")])
        #expect(export.status == .success, "\(export.error)")
        let exported = try FileManager.default.contentsOfDirectory(atPath: scratch.path("T"))
        #expect(exported.contains("model.template") && exported.contains("README.md"))
        #expect(bindery(["generate", spec, "--output", scratch.path("BuiltIn")]).status == .success)
        let custom = bindery(["generate", spec, "--output", scratch.path("Custom"), "--templates", scratch.path("T")])
        #expect(custom.status == .success, "\(custom.error)")
        #expect(try scratch.read("Custom/Counter.swift") == scratch.read("BuiltIn/Counter.swift"))
    }

    @Test func theGuideDocumentsEveryTemplateAndTheFieldsTheySee() throws {
        let scratch = try Scratch()
        #expect(bindery(["templates", "export", scratch.path("T")]).status == .success)
        let guide = try scratch.read("T/README.md")
        for template in ["file", "model", "property", "binding", "ruleStart"] {
            #expect(guide.contains("- `\(template)` ("), "the guide does not list the template '\(template)'")
        }
        #expect(guide.contains("- `model` (stable): sees `model in file`"))
        #expect(guide.contains("| `modelName` | text |"))
        #expect(guide.contains("| `properties` | a list of property |"))
    }

    @Test func exportLeavesExistingFilesAloneUnlessForced() throws {
        let scratch = try Scratch()
        try scratch.write("T/model.template", "mine\n")
        let refused = bindery(["templates", "export", scratch.path("T")])
        #expect(refused.status == .failure)
        #expect(refused.error.contains("already has model.template; pass --force"))
        #expect(try scratch.read("T/model.template") == "mine\n")
        #expect(!FileManager.default.fileExists(atPath: scratch.path("T/file.template")))
        #expect(bindery(["templates", "export", scratch.path("T"), "--force"]).status == .success)
        #expect(try scratch.read("T/model.template") != "mine\n")
    }

    /// With --force, a directory named like a template was found only when its turn came, after the templates
    /// before it were written: the export stopped half done. Now nothing is written.
    @Test func aDirectoryNamedLikeATemplateStopsTheExportBeforeAnythingIsWritten() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(
            atPath: scratch.path("T/model.template"), withIntermediateDirectories: true)
        let run = bindery(["templates", "export", scratch.path("T"), "--force"])
        #expect(run.status == .failure)
        #expect(
            run.error
                == "error: cannot write '\(scratch.path("T/model.template"))': a directory has that name; move it, "
                + "or export into another directory\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path("T")) == ["model.template"])
    }

    /// A file where the directory goes was "File exists", which says neither which file nor what to do.
    @Test func aFileWhereTheDirectoryGoesIsNamedWithWhatToDo() throws {
        let scratch = try Scratch()
        let file = try scratch.write("T", "notes\n")
        let run = bindery(["templates", "export", scratch.path("T/Sub")])
        #expect(run.status == .failure)
        #expect(
            run.error
                == "error: cannot create the directory '\(scratch.path("T/Sub"))': '\(file)' is a file, not a "
                + "directory; move the file, or export into another directory\n")
        #expect(try scratch.read("T") == "notes\n")
    }

    @Test func anUnknownActionIsAUsageError() {
        let run = bindery(["templates", "list"])
        #expect(run.status == .failure)
        #expect(run.error.contains("Unknown action 'list'"))
    }

    @Test func checkFindsAMisspeltFieldOnABranchTheSpecNeverTakes() throws {
        let scratch = try Scratch()
        // The spec has no computed property, so the misspelt field would never render for it.
        let spec = try scratch.write("Counter.bind", counter)
        try scratch.write(
            "T/property.template", "{{#isComputed}}\nvar {{swiftNam}}: {{type}}\n{{/isComputed}}\n")
        let run = bindery(["check", spec, "--templates", scratch.path("T")])
        #expect(run.status == .specErrors)
        #expect(
            run.error.contains(
                "T/property.template:2:5: error: unknown variable 'swiftNam' in template 'property'; did you mean "
                    + "'swiftName'?"),
            "\(run.error)")
    }

    @Test func checkFindsAListShownAsText() throws {
        let scratch = try Scratch()
        let spec = try scratch.write("Counter.bind", counter)
        try scratch.write("T/model.template", "class {{modelName}} { {{properties}} }\n")
        let run = bindery(["check", spec, "--templates", scratch.path("T")])
        #expect(run.status == .specErrors)
        #expect(run.error.contains("T/model.template:1:23: error: 'properties' is a list"), "\(run.error)")
    }

    @Test func checkWithoutTemplatesDoesNotRender() throws {
        let scratch = try Scratch()
        let spec = try scratch.write("Counter.bind", counter)
        #expect(bindery(["check", spec]).status == .success)
    }

    /// A template saved in another encoding (Latin-1 here) would put U+FFFD into the generated Swift.
    @Test func aTemplateThatIsNotUTF8IsAnErrorAtItsBytes() throws {
        let scratch = try Scratch()
        let spec = try scratch.write("Counter.bind", counter)
        try scratch.write("T/docComment.template", "")
        try Data([0x2F, 0x2F, 0x20, 0x63, 0x61, 0x66, 0xE9, 0x0A]).write(
            to: URL(fileURLWithPath: scratch.path("T/docComment.template")))
        for command in [["check"], ["generate", "--output", scratch.path("Out")]] {
            let run = bindery(command + [spec, "--templates", scratch.path("T")])
            #expect(run.status == .specErrors)
            #expect(
                run.error.contains(
                    "T/docComment.template:1:7: error: invalid UTF-8 (0xE9) in a template; save it as UTF-8"),
                "\(run.error)")
        }
        #expect(!FileManager.default.fileExists(atPath: scratch.path("Out")))
    }

    /// A named pipe called `model.template` was read, waiting for a writer forever: `check` hung. A directory so
    /// named said only "Is a directory". Each is named with what to do, exit status 2, and nothing is written.
    @Test func aTemplateThatIsNotAFileIsRefusedWithoutWaitingOnIt() throws {
        let scratch = try Scratch()
        let spec = try scratch.write("Counter.bind", counter)
        try FileManager.default.createDirectory(atPath: scratch.path("T"), withIntermediateDirectories: true)
        #expect(mkfifo(scratch.path("T/model.template"), 0o644) == 0)
        let pipe = bindery(["generate", spec, "--output", scratch.path("Out"), "--templates", scratch.path("T")])
        #expect(pipe.status == .failure)
        #expect(
            pipe.error.contains(
                "\(scratch.path("T/model.template")): is not a regular file (a pipe, a device or a socket); replace it "
                    + "with a template file"), "\(pipe.error)")
        #expect(!FileManager.default.fileExists(atPath: scratch.path("Out")))
        try FileManager.default.removeItem(atPath: scratch.path("T/model.template"))
        try FileManager.default.createDirectory(
            atPath: scratch.path("T/model.template"), withIntermediateDirectories: true)
        let directory = bindery(["check", spec, "--templates", scratch.path("T")])
        #expect(directory.status == .failure)
        #expect(
            directory.error.contains(
                "\(scratch.path("T/model.template")): is a directory, not a template file; rename it or move it out of "
                    + "'\(scratch.path("T"))'"), "\(directory.error)")
    }
}
