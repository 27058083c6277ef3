import BinderyLanguageServer
import Foundation
import Testing

/// A package folder is checked target by target, as the build plugin compiles it: a target's specs see the specs of
/// the targets they import, and their access rules.
@Suite struct PackageModulesTests {
    static let core = """
        options {
            access: public
        }

        model Profile {
            var name: String = ""
        }

        """
    static let app = """
        import Core

        model Editor {
            var draft: String = ""
        }

        binding EditorBinding(profile: Profile, editor: Editor) {
            profile.name <-> editor.draft
        }

        """

    func package() throws -> TestFolder {
        try TestFolder([
            "Package.swift": "// swift-tools-version: 6.2\n",
            "Sources/Core/Profile.bind": Self.core,
            "Sources/App/Editor.bind": Self.app,
            // A second target declaring a model of the same name: a module of its own, so no clash.
            "Sources/Other/Profile.bind": "model Profile {\n    var name: Int = 0\n}\n",
        ])
    }

    /// The package folder is read once for its targets and their specs. A spec a test target links in from another
    /// target is still that test target's, as the build plugin compiles it, though the folder holds it twice.
    @Test func aSpecLinkedIntoATestTargetIsThatTargetsToo() throws {
        let folder = try TestFolder([
            "Package.swift": "// swift-tools-version: 6.2\n",
            "Sources/App/Editor.bind": "model Editor {\n    var draft: String = \"\"\n}\n",
            "Tests/AppTests/Check.bind": "binding Check(editor: Editor) {\n    on editor.draft -> changed\n}\n",
        ])
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("Tests/AppTests/Editor.bind"),
            withDestinationPath: folder.path("Sources/App/Editor.bind"))
        let client = PipeClient(root: folder.url)
        let check = folder.uri("Tests/AppTests/Check.bind")
        let symbols = client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(check)]])
        #expect(symbols["result"]?.arrayValue?.compactMap { $0["name"]?.stringValue } == ["Check"])
        // A clean module publishes nothing; a test target without the linked model would say 'Editor' is unknown.
        #expect(client.pending.allSatisfy { $0["method"] != "textDocument/publishDiagnostics" })
        _ = client.shutDown()
    }

    @Test func aTargetSeesTheSpecsOfTheTargetsItImports() throws {
        let folder = try package()
        let client = PipeClient(root: folder.url)
        let app = folder.uri("Sources/App/Editor.bind")
        client.open(app, Self.app)
        let symbols = client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(app)]])
        #expect(
            symbols["result"]?.arrayValue?.compactMap { $0["name"]?.stringValue } == [
                "Core", "Editor", "EditorBinding",
            ])
        // Nothing was published: every module checks (a diagnostic would have been sent before the hover's reply).
        #expect(client.pending.allSatisfy { $0["method"] != "textDocument/publishDiagnostics" })
        _ = client.shutDown()
    }

    @Test func anEditInTheImportedTargetReachesItsImporter() throws {
        let folder = try package()
        let client = PipeClient(root: folder.url)
        let app = folder.uri("Sources/App/Editor.bind")
        let core = folder.uri("Sources/Core/Profile.bind")
        client.open(app, Self.app)
        client.open(core, Self.core)
        // Core's model stops being public: App's use of it is an error at the use, naming the option.
        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": .string(core), "version": 2],
                "contentChanges": [["text": .string(Self.core.replacingOccurrences(of: "public", with: "internal"))]],
            ])
        let diagnostics = try #require(client.diagnostics(for: app) { !$0.isEmpty })
        let message = diagnostics.first?["message"]?.stringValue ?? ""
        #expect(message.contains("Profile") && message.contains("access"), "\(message)")
        #expect(diagnostics.first?["range"]?["start"]?["line"]?.intValue == 6)
        // Made public again, the error clears.
        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": .string(core), "version": 3],
                "contentChanges": [["text": .string(Self.core)]],
            ])
        #expect(client.diagnostics(for: app) { $0.isEmpty } != nil)
        _ = client.shutDown()
    }

    @Test func aTargetThatDoesNotImportSeesNothingOfTheOthers() throws {
        let folder = try package()
        let client = PipeClient(root: folder.url)
        let app = folder.uri("Sources/App/Editor.bind")
        let alone = Self.app.replacingOccurrences(of: "import Core\n", with: "")
        client.open(app, alone)
        let diagnostics = try #require(client.diagnostics(for: app) { !$0.isEmpty })
        #expect(diagnostics.contains { $0["message"]?.stringValue?.contains("'Profile'") == true })
        _ = client.shutDown()
    }

    /// The targets of a package folder are one Swift package: Core's `access: package` specs serve App, as the build
    /// plugin's `--same-package` lets them, and completion offers their models.
    @Test func aTargetUsesThePackageDeclarationsOfAnotherTargetOfThePackage() throws {
        let folder = try TestFolder([
            "Package.swift": "// swift-tools-version: 6.2\n",
            "Sources/Core/Profile.bind": Self.core.replacingOccurrences(of: "access: public", with: "access: package"),
            "Sources/App/Editor.bind": Self.app,
        ])
        let client = PipeClient(root: folder.url)
        let app = folder.uri("Sources/App/Editor.bind")
        client.open(app, Self.app)
        // Checked clean: a diagnostic would have been published before the reply to this request.
        _ = client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(app)]])
        #expect(client.pending.allSatisfy { $0["method"] != "textDocument/publishDiagnostics" })
        let completion = client.request(
            "textDocument/completion",
            ["textDocument": ["uri": .string(app)], "position": Positions.of("Profile,", in: Self.app)])
        #expect(completion["result"]?.labels.contains("Profile") == true)
        _ = client.shutDown()
    }

    /// App's spec importing App: the build plugin compiles it as module App, where Swift would ignore the import with a
    /// warning in the generated file; the editor says so at the import, as the build does.
    @Test func aSpecImportingItsOwnTargetIsAnErrorAtTheImport() throws {
        let folder = try package()
        let client = PipeClient(root: folder.url)
        let app = folder.uri("Sources/App/Editor.bind")
        client.open(app, "import App\n" + Self.app)
        let diagnostics = try #require(client.diagnostics(for: app) { !$0.isEmpty })
        #expect(
            diagnostics.map { $0["message"]?.stringValue ?? "" } == [
                "'App' is the module this spec belongs to, whose declarations it sees without an import; remove "
                    + "'import App'"
            ])
        #expect(diagnostics.first?["range"]?["start"]?["line"]?.intValue == 0)
        _ = client.shutDown()
    }

    /// A note at a declaration of an imported spec leads into that spec, as `bindery check` shows it.
    @Test func aNoteAtAnImportedModelLeadsIntoItsSpec() throws {
        let folder = try package()
        let client = PipeClient(root: folder.url)
        let app = folder.uri("Sources/App/Editor.bind")
        let text = Self.app.replacingOccurrences(of: "model Editor", with: "nonisolated model Editor")
        client.open(app, text)
        let diagnostics = try #require(client.diagnostics(for: app) { !$0.isEmpty })
        let related = diagnostics.first?["relatedInformation"]?.arrayValue ?? []
        let intoCore = related.first { $0["location"]?["uri"] == .string(folder.uri("Sources/Core/Profile.bind")) }
        #expect(intoCore?["message"]?.stringValue == "'Profile' is @MainActor", "\(related)")
        #expect(intoCore?["location"]?["range"]?["start"] == ["line": 4, "character": 6])
        _ = client.shutDown()
    }

    /// A target's first spec, made while the server runs, is checked as that target, seeing the targets it imports, as
    /// a server started afterwards would check it, not in the module of the specs outside every target.
    @Test func aTargetsFirstSpecMadeWhileTheServerRunsIsCheckedAsThatTarget() throws {
        let folder = try TestFolder([
            "Package.swift": "// swift-tools-version: 6.2\n",
            "Sources/Core/Profile.bind": Self.core,
        ])
        let client = PipeClient(
            root: folder.url, capabilities: ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]])
        try folder.write("Sources/App/Editor.bind", Self.app)
        let app = folder.uri("Sources/App/Editor.bind")
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(app), "type": 1]]])
        client.open(app, Self.app)
        let definition = client.request(
            "textDocument/definition",
            ["textDocument": ["uri": .string(app)], "position": Positions.of("Profile", in: Self.app)])
        #expect(definition["result"]?[0]?["uri"] == .string(folder.uri("Sources/Core/Profile.bind")), "\(definition)")
        #expect(client.pending.allSatisfy { $0["method"] != "textDocument/publishDiagnostics" })
        _ = client.shutDown()
    }

    /// A `Package.swift` made or deleted while the server runs splits the folder into targets, or joins them, as a
    /// server started afterwards would: App's spec stops seeing Core's model it does not import, and sees it again.
    @Test func aPackageManifestMadeOrDeletedWhileTheServerRunsRegroupsTheModules() throws {
        let app = "binding Show(profile: Profile, other: Profile) {\n    other.name <- profile.name\n}\n"
        let folder = try TestFolder([
            "Sources/Core/Profile.bind": "model Profile {\n    var name: String = \"\"\n}\n",
            "Sources/App/Show.bind": app,
        ])
        let client = PipeClient(
            root: folder.url, capabilities: ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]])
        let registration = client.waitFor { $0["method"] == "client/registerCapability" }
        let watchers = registration?["params"]?["registrations"]?[0]?["registerOptions"]?["watchers"]?.arrayValue ?? []
        #expect(watchers.map { $0["globPattern"] } == ["**/*.bind", "**/Package.swift"])
        let appURI = folder.uri("Sources/App/Show.bind")
        let manifest = folder.uri("Package.swift")
        client.open(appURI, app)
        try folder.write("Package.swift", "// swift-tools-version: 6.2\n")
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(manifest), "type": 1]]])
        let split = client.diagnostics(for: appURI) { !$0.isEmpty }
        #expect(split?.first?["message"]?.stringValue?.hasPrefix("'Profile' is not a model") == true, "\(split ?? [])")
        try FileManager.default.removeItem(atPath: folder.path("Package.swift"))
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(manifest), "type": 3]]])
        #expect(client.diagnostics(for: appURI) { $0.isEmpty } != nil, "one module again")
        _ = client.shutDown()
    }

    /// Opened before the editor's watcher reports it (or with no watcher at all), the new spec counts as well.
    @Test func aTargetsFirstSpecOpenedWithoutAWatcherIsCheckedAsThatTarget() throws {
        let folder = try TestFolder([
            "Package.swift": "// swift-tools-version: 6.2\n",
            "Sources/Core/Profile.bind": Self.core,
        ])
        let client = PipeClient(root: folder.url)
        try folder.write("Sources/App/Editor.bind", Self.app)
        let app = folder.uri("Sources/App/Editor.bind")
        client.open(app, Self.app)
        let definition = client.request(
            "textDocument/definition",
            ["textDocument": ["uri": .string(app)], "position": Positions.of("Profile", in: Self.app)])
        #expect(definition["result"]?[0]?["uri"] == .string(folder.uri("Sources/Core/Profile.bind")), "\(definition)")
        _ = client.shutDown()
    }
}
