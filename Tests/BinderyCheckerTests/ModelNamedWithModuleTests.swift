import BinderyChecker
import BinderyParser
import BinderySource
import Testing

/// A model written with its module's name (`App.Profile`, with `--module-name App`) is the model: Swift reads both
/// spellings as one class, so a value of one fits a place of the other, and what is isolated stays isolated.
@Suite struct ModelNamedWithModuleTests {
    private func messages(_ text: String) -> [String] {
        var files = SourceFiles()
        var diagnostics = Diagnostics()
        let id = files.add(SourceFile(path: "App.bind", text: text))
        let tree = Parser.parse(files[id], id: id, diagnostics: &diagnostics)
        let checked = Checker.check([tree], sources: files, moduleName: "App")
        return (diagnostics.all + checked.diagnostics.all).map { "\($0.id?.rawValue ?? "-"): \($0.message)" }
    }

    @Test func aValueFitsAPlaceSpelledWithTheModule() {
        let spec = """
            model Profile {
                var name: String = ""
            }

            model Screen {
                var title: String = ""
                var spare: Profile? = nil
                var other: App.Profile? = nil
                var list: [App.Profile] = []
                var count: Int = 0
            }

            transform title(App.Profile?) -> String = $0?.name ?? ""
            transform count([Profile]) -> Int = $0.count

            binding Title(screen: Screen) {
                screen.title <- screen.spare | title
                screen.count <- screen.list | count
                screen.spare <-> screen.other
            }
            """
        #expect(messages(spec) == [])
    }

    @Test func aTransformNamingAMainActorModelWithTheModuleRunsOnTheMainActor() {
        let spec = """
            @MainActor model Profile {
                var name: String = ""
            }

            transform title(App.Profile?) -> String = $0?.name ?? ""

            @MainActor model Screen {
                var title: String = ""
                var owner: Profile? = nil
            }

            binding Title(screen: Screen) {
                screen.title <- screen.owner | title
            }
            """
        #expect(messages(spec) == [])
    }
}
