import BinderyGenerator
import BinderySource
import Foundation
import Testing

/// `Templates/` is the source of truth; the tool carries a compiled-in copy that must not drift from it.
@Suite struct EmbeddedTemplatesTests {
    static let templatesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Templates")

    @Test func embeddedTemplatesMatchTheTemplatesDirectory() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.templatesDirectory.path)
            .filter { $0.hasSuffix(".template") }.sorted()
        let onDisk = Dictionary(
            uniqueKeysWithValues: try files.map { file in
                (
                    String(file.dropLast(".template".count)),
                    try String(contentsOf: Self.templatesDirectory.appendingPathComponent(file), encoding: .utf8)
                )
            })
        let embedded = Dictionary(
            uniqueKeysWithValues: TemplateExport.files().filter { $0.name.hasSuffix(".template") }.map {
                (String($0.name.dropLast(".template".count)), $0.contents)
            })
        let refresh = "run Scripts/embed-templates.sh to refresh Sources/BinderyGenerator/EmbeddedTemplates.swift"
        for name in onDisk.keys.sorted() {
            #expect(embedded[name] != nil, "Templates/\(name).template is not embedded; \(refresh)")
            if let copy = embedded[name], copy != onDisk[name] {
                Issue.record("Templates/\(name).template differs from its embedded copy; \(refresh)")
            }
        }
        for name in embedded.keys.sorted() where onDisk[name] == nil {
            Issue.record("the embedded template '\(name)' has no Templates/\(name).template; \(refresh)")
        }
    }

    @Test func builtInTemplatesParseAndReferOnlyToEachOther() throws {
        var files = SourceFiles()
        let set = try TemplateSet.builtIn(files: &files)
        let exported = TemplateExport.files().map(\.name).filter { $0.hasSuffix(".template") }
        #expect(set.names == exported.map { String($0.dropLast(".template".count)) }.sorted())
    }

    @Test func aTemplatesDirectoryReplacesTemplatesByName() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bindery-templates-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "// custom {{specName}}\n".write(
            to: directory.appendingPathComponent("file.template"), atomically: true, encoding: .utf8)
        try "not a template".write(to: directory.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        var files = SourceFiles()
        let set = try TemplateSet.builtIn(files: &files).overriding(withDirectory: directory.path, files: &files)
        #expect(
            try set.render("file", context: ["specName": "A.bind", "imports": []] as TestContext)
                == "// custom A.bind\n")
    }

    @Test func anUnknownTemplateNameInTheDirectoryIsAnError() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bindery-templates-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "x".write(to: directory.appendingPathComponent("modle.template"), atomically: true, encoding: .utf8)
        var files = SourceFiles()
        let builtIn = try TemplateSet.builtIn(files: &files)
        #expect {
            _ = try builtIn.overriding(withDirectory: directory.path, files: &files)
        } throws: { error in
            guard case TemplateError.diagnostics(let diagnostics) = error else { return false }
            return diagnostics.count == 1 && diagnostics[0].message.contains("'modle' is not a template bindery uses")
                && diagnostics[0].id == .unknownTemplate
                && files.location(diagnostics[0].range).path.hasSuffix("modle.template")
        }
    }

    @Test func aMissingTemplatesDirectoryIsReported() throws {
        var files = SourceFiles()
        let builtIn = try TemplateSet.builtIn(files: &files)
        #expect(throws: TemplateError.self) {
            _ = try builtIn.overriding(withDirectory: "/nonexistent/bindery/templates", files: &files)
        }
    }
}

extension EmbeddedTemplatesTests {
    @Test func builtInTemplatesNameOnlyFieldsTheirContextsHave() throws {
        var files = SourceFiles()
        let set = try TemplateSet.builtIn(files: &files)
        #expect(throws: Never.self) { try Generator.check(set) }
    }

    /// `check --templates` reports a template's mistakes with ids from the catalog, as it does a spec's.
    @Test func templateChecksReportCatalogIDs() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bindery-templates-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // `file` is the root template: its context is the only one in scope.
        let file = directory.appendingPathComponent("file.template")
        func ids(_ text: String) throws -> [DiagnosticID?] {
            try text.write(to: file, atomically: true, encoding: .utf8)
            var files = SourceFiles()
            do {
                let set = try TemplateSet.builtIn(files: &files).overriding(
                    withDirectory: directory.path, files: &files)
                try Generator.check(set)
                return []
            } catch .diagnostics(let diagnostics) {
                return diagnostics.map(\.id)
            } catch {
                return [nil]
            }
        }
        #expect(try ids("{{specNam}}") == [.templateUnknownVariable])
        #expect(try ids("{{specName.x}}") == [.templateUnknownVariable])
        #expect(try ids("{{imports}}") == [.templateFieldKind])
        #expect(try ids("{{{models}}}") == [.templateFieldKind])
        #expect(try ids("{{.}}") == [.templateFieldKind])
        #expect(try ids("{{#-first}}x{{/-first}}") == [.templatePositionOutsideList])
        #expect(try ids("{{>nowhere}}") == [.templateUnknownPartial])
        #expect(try ids("{{#a}}") == [.templateUnclosedSection])
        #expect(try ids("{{/a}}") == [.templateUnmatchedClose])
        #expect(try ids("{{a b}}") == [.templateInvalidName])
        // A name is ASCII letters, digits, `_` and `-`: a letter or digit of another script is not one.
        #expect(try ids("{{caf\u{E9}}}") == [.templateInvalidName])
        #expect(try ids("{{cafe\u{301}}}") == [.templateInvalidName])
        #expect(try ids("{{\u{0661}}}") == [.templateInvalidName])
        #expect(try ids("{{>caf\u{E9}}}") == [.templateInvalidName])
        #expect(try ids("{{is-One_Line2}}") == [.templateUnknownVariable])
        #expect(try ids("{{a") == [.templateUnclosedTag])
    }
}
