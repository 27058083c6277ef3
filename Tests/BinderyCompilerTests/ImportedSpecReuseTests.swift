import BinderyCompiler
import BinderySource
import Testing

/// An editor compiles a module again on every keystroke, reusing the previous compilation: its imported specs are
/// checked again only when they changed, and a change is never missed.
@Suite struct ImportedSpecReuseTests {
    static let app = """
        import Core

        model Editor {
            var draft: String = ""
        }

        binding EditorBinding(item: Item, editor: Editor) {
            editor.draft <- item.title
        }

        """

    static func core(access: String) -> ImportedSpec {
        let text = "options {\n    access: \(access)\n}\n\nmodel Item {\n    var title: String = \"\"\n}\n"
        return ImportedSpec(module: "Core", file: SourceFile(path: "Sources/Core/Core.bind", text: text))
    }

    static func app(_ text: String) -> SourceFiles {
        var files = SourceFiles()
        files.add(SourceFile(path: "Sources/App/App.bind", text: text))
        return files
    }

    @Test func anEditHereKeepsTheImportedDeclarationsAndAnEditThereIsSeen() {
        let first = Compilation(files: Self.app(Self.app), imported: [Self.core(access: "public")])
        #expect(!first.hasErrors)
        // A syntax error stops the check; the one after it still sees Core's model.
        let broken = Compilation(
            files: Self.app(Self.app + "model {"), imported: [Self.core(access: "public")], reusingTreesOf: first)
        #expect(broken.hasErrors)
        let edited = Compilation(
            files: Self.app(Self.app.replacingOccurrences(of: "draft", with: "text")),
            imported: [Self.core(access: "public")], reusingTreesOf: broken)
        #expect(!edited.hasErrors, "\(edited.sortedDiagnostics.map(\.message))")
        // Core's spec turns internal: the same App spec is now an error at the use.
        let coreChanged = Compilation(
            files: edited.files, imported: [Self.core(access: "internal")], reusingTreesOf: edited)
        #expect(coreChanged.sortedDiagnostics.map(\.id) == [.importedNotPublic])
    }
}
