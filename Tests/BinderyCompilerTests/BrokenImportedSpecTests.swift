import BinderyCompiler
import BinderySource
import Testing

/// Imported specs with errors are not reported on, but what they fail to declare is missing here: the errors it
/// explains say so, quoting their first error.
@Suite struct BrokenImportedSpecTests {
    @Test func anUnknownTransformOfABrokenImportedSpecNotesItsFirstError() {
        let core = """
            options {
                access: public
            }

            model Profile {
                var name: String = ""
            }

            transform twice(Int) -> Int <-> Int = ($0 * 2, $0 / 2)

            """
        let compilation = Compilation(
            appSpec: """
                import Core

                model Screen {
                    var count: Int = 0
                }

                binding ScreenBinding(profile: Profile, screen: Screen) {
                    screen.count <- screen.count | twice
                }

                """,
            importing: ["Core": core])
        let errors = compilation.sortedDiagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.id) == [.unknownTransform])
        let notes = errors.first?.notes ?? []
        #expect(notes.map { compilation.files.location($0.range).description } == ["Sources/App/Screen.bind:1:8"])
        #expect(
            notes.first?.message.hasPrefix(
                "the specs of 'Core' have errors, so what they declare may be missing here; fix them first: "
                    + "Sources/Core/Core.bind:9:29: expected '= expression'") == true, "\(notes.map(\.message))")
    }
}
