import BinderyCompiler
import BinderySource
import Testing

/// How generated code names the declarations of an imported module's specs.
@Suite struct ImportedTypeSpellingTests {
    /// Core's specs describe a class of Core (`Label`) and one of another module (`Thread`, as an app's specs describe
    /// UIKit's `UILabel`): `Core.Thread` would name nothing, so an external class is named as written, while a
    /// model, which Core's generated code declares, keeps its module.
    @Test func anImportedExternalClassIsNamedAsWrittenAndAnImportedModelWithItsModule() throws {
        let core = """
            import Foundation

            options {
                access: public
            }

            model Profile {
                var name: String = ""
            }

            external class Thread {
                var name: String?
            }

            external class Label {
                var text: String?
            }

            """
        var compilation = Compilation(
            appSpec: """
                import Core
                import Foundation

                binding ScreenBinding(profile: Profile, thread: Thread, label: Label) {
                    thread.name <- profile.name
                    label.text <- profile.name
                }

                """,
            importing: ["Core": core])
        let contents = try compilation.generatedSwift()
        #expect(contents.contains("profile: Core.Profile,\n        thread: Thread,\n        label: Label\n"))
        #expect(!contents.contains("Core.Thread") && !contents.contains("Core.Label"))
    }

    /// In a module with a type of its own name, Swift takes `Core.Profile` for a member of the type `Core`, so
    /// neither `Core.Profile` nor `Core.Core` compiles: such a module's models are named bare.
    @Test func theModelsOfAModuleWithAModelOfItsOwnNameAreNamedBare() throws {
        let core = """
            options {
                access: public
            }

            model Core {
                var version: Int = 0
            }

            model Profile {
                var name: String = ""
            }

            """
        var compilation = Compilation(
            appSpec: """
                import Core

                binding ScreenBinding(profile: Profile, core: Core) {
                    core.version <- profile.name | count
                }

                transform count(String) -> Int = $0.count

                """,
            importing: ["Core": core])
        let contents = try compilation.generatedSwift()
        #expect(contents.contains("profile: Profile,\n        core: Core\n"))
        #expect(!contents.contains("Core.Profile") && !contents.contains("Core.Core"))
    }

    /// Core and Other both declare `Profile`; a module whose specs import only Other means Other's, as Swift would
    /// take it. (Importing both is `imported-name-clash` at the use.)
    @Test func aNameTwoImportedModulesDeclareIsTheOneOfTheModuleTheSpecsImport() throws {
        let profile = { (property: String) in
            "options {\n    access: public\n}\n\nmodel Profile {\n    var \(property): Int = 0\n}\n"
        }
        var compilation = Compilation(
            appSpec: """
                import Other

                model Screen {
                    var count: Int = 0
                }

                binding ScreenBinding(profile: Profile, screen: Screen) {
                    screen.count <- profile.followers
                }

                """,
            importing: ["Core": profile("age"), "Other": profile("followers")])
        let contents = try compilation.generatedSwift()
        #expect(contents.contains("profile: Other.Profile,\n"))
    }

    /// A public external transform may be implemented with internal access, which another module cannot call: its
    /// module exports it through a public function, and the bindings of a module that imports it call that.
    @Test func anImportedExternalTransformIsCalledThroughItsModulesExport() throws {
        let core = """
            options {
                access: public
            }

            model Profile {
                var name: String = ""
            }

            transform initials(String) -> String external

            """
        var coreFiles = SourceFiles()
        coreFiles.add(SourceFile(path: "Sources/Core/Core.bind", text: core))
        var coreCompilation = Compilation(files: coreFiles)
        let coreOutput = try #require(try coreCompilation.generate()?.first?.contents)
        #expect(
            coreOutput.contains(
                "    public nonisolated static func _$export_initials(_ value: String) -> String {\n"
                    + "        _$require_initials()(value)\n"))
        var compilation = Compilation(
            appSpec: """
                import Core

                model Screen {
                    var title: String = ""
                }

                binding ScreenBinding(profile: Profile, screen: Screen) {
                    screen.title <- profile.name | initials
                }

                """,
            importing: ["Core": core])
        let contents = try compilation.generatedSwift()
        #expect(contents.contains("Bindery.BinderyTransforms._$export_initials(value)"), "\(contents)")
    }

    /// Another module's nonisolated binding may apply a public external transform, and only its own module's build
    /// can tell whether the implementation is main-actor isolated (a target whose default isolation is `MainActor`):
    /// the export and the requirement are nonisolated, so Swift reports such an implementation at the spec's
    /// transform there, and the comment quotes `nonisolated`. One taking a `@MainActor` model is `@MainActor`, so
    /// that its implementation may read the model's members whatever the target's default isolation.
    @Test func aPublicExternalTransformIsNonisolatedUnlessItTakesAMainActorModel() throws {
        var files = SourceFiles()
        files.add(
            SourceFile(
                path: "Sources/Core/Core.bind",
                text: """
                    options {
                        access: public
                    }

                    model Profile {
                        var name: String = ""
                    }

                    transform initials(String) -> String external
                    transform greeting(Profile) -> String external

                    """))
        var compilation = Compilation(files: files)
        let output = try #require(try compilation.generate()?.first?.contents)
        #expect(output.contains("nonisolated func _$require_initials() -> (String) -> String {\n"), "\(output)")
        #expect(output.contains("public nonisolated static func _$export_initials("), "\(output)")
        #expect(output.contains("{ nonisolated static func initials(_ value: String) -> String { … } }"))
        #expect(output.contains("\n@MainActor func _$require_greeting() -> (Profile) -> String {\n"), "\(output)")
        #expect(output.contains("@MainActor public static func _$export_greeting("), "\(output)")
        #expect(output.contains("{ @MainActor static func greeting(_ value: Profile) -> String { … } }"), "\(output)")
    }
}
