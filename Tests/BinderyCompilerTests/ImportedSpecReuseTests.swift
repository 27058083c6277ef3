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
            files: Self.app(Self.app.replacingOccurrences(of: "draft", with: "text")),
            imported: [Self.core(access: "internal")], reusingTreesOf: edited)
        #expect(coreChanged.sortedDiagnostics.map(\.id) == [.importedNotPublic])
    }

    /// The notes of a check point at imported declarations by number, after the module's own specs: a module that
    /// gains a spec must not reuse numbers that now name another file.
    @Test func aNoteAtAnImportedDeclarationNamesItsSpecAfterTheModuleGainsASpec() {
        let medal =
            "nonisolated model Medal {\n    var count: Int = 0\n}\n\nbinding MedalBinding(medal: Medal, item: Item) {\n}\n"
        let first = Compilation(files: Self.app(medal), imported: [Self.core(access: "public")])
        var files = Self.app("model Extra {\n    var n: Int = 0\n}\n")
        files.add(SourceFile(path: "Sources/App/Medal.bind", text: medal))
        let second = Compilation(files: files, imported: [Self.core(access: "public")], reusingTreesOf: first)
        for compilation in [first, second] {
            let notes = compilation.sortedDiagnostics.flatMap(\.notes)
            #expect(
                notes.map { "\(compilation.files[$0.range.file].path): \($0.message)" }.contains(
                    "Sources/Core/Core.bind: 'Item' is @MainActor"), "\(notes.map(\.message))")
        }
    }
}
