import BinderyCompiler
import BinderyLanguageServer
import Foundation
import Testing

/// Rename and references across the targets of a package: a public declaration of Core and its uses in the targets
/// importing Core change together, from either side, and a target that only declares the same name is left alone.
@Suite struct CrossModuleRenameTests {
    static let core = """
        options {
            access: public
        }

        model Item {
            var title: String = ""
            var count: Int = 0
        }

        external class Label {
            var text: String?
        }

        transform shout(String) -> String = $0.uppercased()

        transform initials(String) -> String external

        """
    static let app = """
        import Core

        model Editor {
            var draft: String = ""
            var items: [Item] = []
            var current: Item? = nil
            computed heading: String = current?.title ?? ""
            var pinned: Core.Item? = nil
            computed shown: Core.Item = pinned ?? Core.Item(title: draft)
        }

        binding EditorBinding(core: Item, editor: Editor, label: Label) {
            editor.draft <- core.title | shout
            label.text <- core.title | uppercased
        }

        """
    static let feature = """
        import Core

        model Panel {
            var shown: String = ""
        }

        binding PanelBinding(item: Item, panel: Panel) {
            panel.shown <- item.title | shout
        }

        """
    /// Imports Core for its transform alone.
    static let settings = """
        import Core

        model Preferences {
            var name: String = ""
            var loud: String = ""
        }

        binding PreferencesBinding(preferences: Preferences) {
            preferences.loud <- preferences.name | shout
        }

        """
    /// Declares its own `Item` and imports nothing: Core's rename is none of its business.
    static let lone = """
        model Item {
            var title: String = ""
        }

        model Board {
            var first: Item? = nil
        }

        """
    static let files = [
        "Sources/Core/Core.bind": core, "Sources/App/App.bind": app, "Sources/Feature/Feature.bind": feature,
        "Sources/Settings/Settings.bind": settings, "Sources/Lone/Lone.bind": lone,
    ]
    static let targets = ["Core", "App", "Feature", "Settings", "Lone"]

    /// The package with one target's spec open in the editor.
    struct OpenPackage {
        let folder: TestFolder
        let client: PipeClient

        init(opening name: String) throws {
            folder = try TestFolder(
                CrossModuleRenameTests.files.merging(["Package.swift": "// swift-tools-version: 6.2\n"]) { $1 })
            client = PipeClient(root: folder.url)
            client.open(uri(name), CrossModuleRenameTests.files[name] ?? "")
        }

        func uri(_ target: String) -> String {
            folder.uri("Sources/\(target)/\(target).bind")
        }

        /// The reply to `method` at the `occurrence`-th match of `needle` in `target`'s spec, which must be open.
        func request(
            _ method: String, in target: String, at needle: String, occurrence: Int = 1,
            extra: [String: JSONValue] = [:]
        ) -> JSONValue {
            let text = CrossModuleRenameTests.files["Sources/\(target)/\(target).bind"] ?? ""
            var params: [String: JSONValue] = [
                "textDocument": ["uri": .string(uri(target))],
                "position": Positions.of(needle, in: text, occurrence: occurrence),
            ]
            params.merge(extra) { _, new in new }
            return client.request(method, .object(params))
        }

        /// Every target's spec with a workspace edit applied, as an editor saves it.
        func apply(_ edit: JSONValue?) throws {
            for target in CrossModuleRenameTests.targets {
                let name = "Sources/\(target)/\(target).bind"
                guard let edits = edit?["changes"]?[uri(target)] else { continue }
                try folder.write(name, TextEdits.applying(edits, to: CrossModuleRenameTests.files[name] ?? ""))
            }
        }

        /// The errors `bindery check` reports for a target, with Core's specs imported as the build plugin does.
        func errors(of target: String) throws -> [String] {
            let imported = target == "Core" || target == "Lone" ? [] : ["Core=" + folder.path("Sources/Core/Core.bind")]
            let compilation = try Compilation(
                paths: [folder.path("Sources/\(target)/\(target).bind")], imported: imported, moduleName: target)
            return compilation.sortedDiagnostics.filter { $0.severity == .error }.map(\.message)
        }

        func text(of target: String) throws -> String {
            try String(contentsOfFile: folder.path("Sources/\(target)/\(target).bind"), encoding: .utf8)
        }
    }

    @Test func renamingAnImportedPropertyAtAUseRenamesItsDeclarationAndEveryModuleUsingIt() throws {
        let package = try OpenPackage(opening: "Sources/App/App.bind")
        for target in CrossModuleRenameTests.targets { #expect(try package.errors(of: target) == [], "\(target)") }
        let edit = package.request("textDocument/rename", in: "App", at: "title |", extra: ["newName": "caption"])
        #expect(edit["error"] == nil, "\(edit)")
        let changes = edit["result"]?["changes"]
        #expect(changes?[package.uri("Core")]?.arrayValue?.count == 1)
        #expect(
            changes?[package.uri("App")]?.arrayValue?.count == 4,
            "two rules, `current?.title` and the label of `Core.Item(title:)`")
        #expect(changes?[package.uri("Feature")]?.arrayValue?.count == 1)
        #expect(changes?[package.uri("Lone")] == nil)
        try package.apply(edit["result"])
        for target in CrossModuleRenameTests.targets { #expect(try package.errors(of: target) == [], "\(target)") }
        #expect(try package.text(of: "Core").contains("var caption: String"))
        #expect(try package.text(of: "App").contains("current?.caption ??"))
        #expect(try package.text(of: "App").contains("Core.Item(caption: draft)"))
        #expect(try package.text(of: "Feature").contains("item.caption | shout"))
        #expect(try package.text(of: "Lone") == Self.lone)
        _ = package.client.shutDown()
    }

    @Test func renamingADeclarationReachesTheModulesImportingIt() throws {
        let package = try OpenPackage(opening: "Sources/Core/Core.bind")
        let model = package.request("textDocument/rename", in: "Core", at: "Item", extra: ["newName": "Entry"])
        let changes = model["result"]?["changes"]
        #expect(changes?[package.uri("Core")]?.arrayValue?.count == 1)
        #expect(
            changes?[package.uri("App")]?.arrayValue?.count == 6,
            "`[Item]`, `Item?`, `core: Item`, and `Core.Item` in two types and an expression")
        #expect(changes?[package.uri("Feature")]?.arrayValue?.count == 1)
        #expect(changes?[package.uri("Lone")] == nil, "Lone's own Item is another model")
        try package.apply(model["result"])
        for target in CrossModuleRenameTests.targets { #expect(try package.errors(of: target) == [], "\(target)") }
        #expect(try package.text(of: "App").contains("computed shown: Core.Entry = pinned ?? Core.Entry(title: draft)"))

        let transform = package.request("textDocument/rename", in: "Core", at: "shout", extra: ["newName": "yell"])
        let uses = transform["result"]?["changes"]
        #expect(uses?[package.uri("App")]?.arrayValue?.count == 1)
        #expect(uses?[package.uri("Feature")]?.arrayValue?.count == 1)
        #expect(uses?[package.uri("Settings")]?.arrayValue?.count == 1)
        _ = package.client.shutDown()
    }

    @Test func referencesListUsesInEveryModuleThatSeesTheDeclaration() throws {
        let package = try OpenPackage(opening: "Sources/Core/Core.bind")
        let references = package.request(
            "textDocument/references", in: "Core", at: "title", extra: ["context": ["includeDeclaration": true]])
        let uris = (references["result"]?.arrayValue ?? []).compactMap { $0["uri"]?.stringValue }
        #expect(
            uris == [
                package.uri("Core"), package.uri("App"), package.uri("App"), package.uri("App"), package.uri("App"),
                package.uri("Feature"),
            ])
        let withoutDeclaration = package.request(
            "textDocument/references", in: "Core", at: "title", extra: ["context": ["includeDeclaration": false]])
        #expect(withoutDeclaration["result"]?.arrayValue?.count == 5)
        _ = package.client.shutDown()
    }

    @Test func renamesOfNamesSwiftDeclaresOrThatAnImportingModuleTakesAreRefused() throws {
        let package = try OpenPackage(opening: "Sources/App/App.bind")
        let cases: [(method: String, needle: String, newName: JSONValue, message: String)] = [
            (
                "textDocument/prepareRename", "Label", nil,
                "'Label' is an external class, declared in Swift outside the specs; rename it in Swift, then edit the specs that name it"
            ),
            (
                "textDocument/rename", "text", "caption",
                "'text' is a property of external class 'Label', declared in Swift outside the specs; rename it in Swift, then edit the specs that name it"
            ),
            (
                "textDocument/prepareRename", "uppercased", nil,
                "'uppercased' is a built-in transform; it has no declaration to rename"
            ),
            // Feature declares a model Panel: Core's Item cannot take the name Feature sees beside it.
            (
                "textDocument/rename", "Item]", "Panel",
                "cannot rename model 'Item' to 'Panel' (module Feature imports Core): model 'Panel' already has that name"
            ),
            // Settings does not use Item, but would see its new name beside its own model: only the checker says so.
            (
                "textDocument/rename", "Item]", "Preferences",
                "cannot rename model 'Item' to 'Preferences' (module Settings imports Core): 'Preferences' is also the "
                    + "name of a model of module 'Core', which this module imports; rename one of them"
            ),
        ]
        for (method, needle, newName, message) in cases {
            let extra: [String: JSONValue] = newName == nil ? [:] : ["newName": newName]
            let reply = package.request(method, in: "App", at: needle, extra: extra)
            #expect(reply["error"]?["message"]?.stringValue == message, "\(needle): \(reply)")
        }
        let prepared = package.request("textDocument/prepareRename", in: "App", at: "Item]")
        #expect(prepared["result"]?["placeholder"] == "Item")
        _ = package.client.shutDown()
    }

    @Test func aRenameReachesATargetThatSeesThePropertyThroughAnotherTarget() throws {
        // Shell imports App alone, and reads Core's `title` through App's public model.
        let core = "options {\n    access: public\n}\n\nmodel Item {\n    var title: String = \"\"\n}\n"
        let app = "options {\n    access: public\n}\n\nimport Core\n\nmodel Editor {\n    var current: Item? = nil\n}\n"
        let shell = """
            import App

            model Screen {
                var text: String = ""
            }

            binding ScreenBinding(editor: Editor, screen: Screen) {
                screen.text <- editor.current?.title ?? ""
            }

            """
        let folder = try TestFolder([
            "Package.swift": "// swift-tools-version: 6.2\n", "Sources/Core/Core.bind": core,
            "Sources/App/App.bind": app, "Sources/Shell/Shell.bind": shell,
        ])
        let client = PipeClient(root: folder.url)
        let coreURI = folder.uri("Sources/Core/Core.bind")
        client.open(coreURI, core)
        let params: JSONValue = [
            "textDocument": ["uri": .string(coreURI)], "position": Positions.of("title", in: core),
            "newName": "caption",
        ]
        let changes = client.request("textDocument/rename", params)["result"]?["changes"]
        let shellEdits = changes?[folder.uri("Sources/Shell/Shell.bind")]
        try folder.write("Sources/Core/Core.bind", TextEdits.applying(changes?[coreURI], to: core))
        try folder.write("Sources/Shell/Shell.bind", TextEdits.applying(shellEdits, to: shell))
        #expect(changes?[folder.uri("Sources/App/App.bind")] == nil)
        #expect(TextEdits.applying(shellEdits, to: shell).contains("editor.current?.caption ??"))
        let checked = try Compilation(
            paths: [folder.path("Sources/Shell/Shell.bind")],
            imported: ["App=" + folder.path("Sources/App/App.bind"), "Core=" + folder.path("Sources/Core/Core.bind")],
            moduleName: "Shell")
        #expect(!checked.hasErrors, "\(checked.sortedDiagnostics.map(\.message))")
        _ = client.shutDown()
    }
}
