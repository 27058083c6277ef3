import BinderyLanguageServer
import Foundation
import Testing

/// Hover, go to definition and completion reach the specs of the targets a target imports (references and rename
/// across modules: `CrossModuleRenameTests`).
@Suite struct ImportedSpecNavigationTests {
    static let core = """
        options {
            access: public
        }

        /// Something on the list.
        model Item {
            /// What the list shows.
            var title: String = ""
            var count: Int = 0
        }

        /// Stands in for a UIKit label.
        external class Label {
            var text: String?
        }

        /// Shouting.
        transform shout(String) -> String = $0.uppercased()

        """
    static let app = """
        import Core

        model Editor {
            var draft: String = ""
        }

        binding EditorBinding(core: Item, editor: Editor, label: Label) {
            editor.draft <- core.title | shout
            label.text <- core.title
        }

        """

    /// A package whose App target imports Core, with App's spec open in the editor.
    struct OpenPackage {
        let folder: TestFolder
        let client: PipeClient
        let app: String
        let core: String
        /// App's spec as opened.
        let text: String

        init(app text: String = ImportedSpecNavigationTests.app) throws {
            folder = try TestFolder([
                "Package.swift": "// swift-tools-version: 6.2\n",
                "Sources/Core/Core.bind": ImportedSpecNavigationTests.core,
                // Internal to Core: App cannot use it, so completion does not offer it.
                "Sources/Core/Secret.bind": "model Secret {\n    var code: Int = 0\n}\n",
                "Sources/App/App.bind": text,
            ])
            client = PipeClient(root: folder.url)
            app = folder.uri("Sources/App/App.bind")
            core = folder.uri("Sources/Core/Core.bind")
            self.text = text
            client.open(app, text)
        }

        /// The reply to `method` at the `occurrence`-th match of `needle` (plus `offset`) in App's spec.
        func request(
            _ method: String, at needle: String, occurrence: Int = 1, offset: Int = 0, extra: [String: JSONValue] = [:]
        ) -> JSONValue {
            var params: [String: JSONValue] = [
                "textDocument": ["uri": .string(app)],
                "position": Positions.of(needle, in: text, occurrence: occurrence, offset: offset),
            ]
            params.merge(extra) { _, new in new }
            return client.request(method, .object(params))
        }

        /// The range of the `occurrence`-th match of `name` in Core's spec.
        func rangeInCore(_ name: String, occurrence: Int = 1) -> JSONValue {
            let start = Positions.of(name, in: ImportedSpecNavigationTests.core, occurrence: occurrence)
            let end = Positions.of(
                name, in: ImportedSpecNavigationTests.core, occurrence: occurrence, offset: name.utf16.count)
            return ["start": start, "end": end]
        }
    }

    @Test func definitionLeadsIntoTheImportedSpec() throws {
        let package = try OpenPackage()
        let cases: [(needle: String, occurrence: Int, declaration: String, declarationOccurrence: Int)] = [
            ("Item", 1, "Item", 1),
            ("title |", 1, "title", 1),
            ("Label", 1, "Label", 1),
            ("text", 1, "text", 1),
            ("shout", 1, "shout", 1),
        ]
        for (needle, occurrence, declaration, declarationOccurrence) in cases {
            let result = package.request("textDocument/definition", at: needle, occurrence: occurrence)["result"]
            #expect(result?[0]?["uri"] == .string(package.core), "\(needle)")
            #expect(
                result?[0]?["range"] == package.rangeInCore(declaration, occurrence: declarationOccurrence),
                "\(needle)")
        }
        // A local name still leads to App's own spec.
        let local = package.request("textDocument/definition", at: "draft <-")["result"]
        #expect(local?[0]?["uri"] == .string(package.app))
        _ = package.client.shutDown()
    }

    @Test func typeDefinitionLeadsIntoTheImportedSpec() throws {
        let package = try OpenPackage()
        for (needle, model) in [("core.title", "Item"), ("label.text", "Label")] {
            let result = package.request("textDocument/typeDefinition", at: needle)["result"]
            #expect(result?[0]?["uri"] == .string(package.core), "\(needle)")
            #expect(result?[0]?["range"] == package.rangeInCore(model), "\(needle)")
        }
        _ = package.client.shutDown()
    }

    @Test func aLocalDeclarationOfAnImportedNameWins() throws {
        // The checker reports the clash; until it is fixed, the names lead to the module's own declaration.
        let clashing = Self.app + "model Label {\n    var text: String? = nil\n}\n"
        let package = try OpenPackage(app: clashing)
        let definition = package.request("textDocument/definition", at: "Label")["result"]
        #expect(definition?[0]?["uri"] == .string(package.app))
        #expect(definition?[0]?["range"]?["start"] == Positions.of("Label {", in: clashing))
        let hover = package.request("textDocument/hover", at: "text")["result"]?.hoverText ?? ""
        #expect(hover.contains("var text: String? = nil") && !hover.contains("module"), "\(hover)")
        _ = package.client.shutDown()
    }

    @Test func hoverShowsTheImportedDeclarationAndItsModule() throws {
        let package = try OpenPackage()
        let model = package.request("textDocument/hover", at: "Item")["result"]?.hoverText ?? ""
        #expect(model.contains("model Item {\n    var title: String = \"\"\n    var count: Int = 0\n}"), "\(model)")
        #expect(model.contains("Something on the list."))
        #expect(model.contains("Declared in module `Core`"))
        let property = package.request("textDocument/hover", at: "title |")["result"]?.hoverText ?? ""
        #expect(property.contains("var title: String = \"\""))
        #expect(property.contains("`core.title` is `String`"))
        #expect(property.contains("Property of model `Item` of module `Core`"))
        #expect(property.contains("What the list shows."))
        let external = package.request("textDocument/hover", at: "Label")["result"]?.hoverText ?? ""
        #expect(external.contains("external class Label {\n    var text: String?\n}"), "\(external)")
        let transform = package.request("textDocument/hover", at: "shout")["result"]?.hoverText ?? ""
        #expect(transform.contains("transform shout(String) -> String = $0.uppercased()"))
        #expect(transform.contains("Shouting."))
        #expect(transform.contains("Declared in module `Core`"))
        // A local model says nothing of modules.
        let local = package.request("textDocument/hover", at: "Editor,")["result"]?.hoverText ?? ""
        #expect(local.contains("model Editor {") && !local.contains("module"), "\(local)")
        _ = package.client.shutDown()
    }

    @Test func completionOffersTheImportedModelsPropertiesAndTransforms() throws {
        let typing = Self.app.replacingOccurrences(of: "label.text <- core.title", with: "label.text <- core.")
        let package = try OpenPackage(app: typing)
        let properties = package.request("textDocument/completion", at: "core.", occurrence: 2, offset: 5)
        #expect(properties["result"]?.labels == ["title", "count"])
        let transforms = package.request("textDocument/completion", at: "| ", offset: 2)
        #expect(transforms["result"]?.labels.first == "shout")
        let models = package.request("textDocument/completion", at: "Item,")["result"]?.labels ?? []
        #expect(models.prefix(3) == ["Editor", "Item", "Label"])
        #expect(!models.contains("Secret"))
        _ = package.client.shutDown()
    }

    @Test func aLocalNameIsRenamedWithTheImportedSpecsBesideIt() throws {
        let package = try OpenPackage()
        // The imported specs are checked with the renamed one: without them every use of theirs would be an error.
        let renameLocal = package.request("textDocument/rename", at: "Editor {", extra: ["newName": "Draft"])
        #expect(renameLocal["error"] == nil, "\(renameLocal)")
        #expect(renameLocal["result"]?["changes"]?[package.app]?.arrayValue?.count == 2)
        #expect(renameLocal["result"]?["changes"]?[package.core] == nil)
        _ = package.client.shutDown()
    }
}
