import BinderyCompiler
import BinderyGenerator
import BinderySource
import Testing

/// A module's specs with `access: package` serve the other modules of its Swift package, as Swift's `package`
/// declarations do, and no module of another package.
@Suite struct PackageAccessImportTests {
    private let core = """
        options {
            access: package
        }

        model Profile {
            var name: String = ""
        }

        transform shouted(String) -> String external

        """

    private let app = """
        import Core

        model Badge {
            var text: String = ""
        }

        binding BadgeBinding(profile: Profile, badge: Badge) {
            badge.text <- profile.name | shouted
        }

        """

    @Test func aModuleOfTheSamePackageUsesThePackageDeclarations() throws {
        var compilation = Compilation(appSpec: app, importing: ["Core": core], samePackage: ["Core"])
        #expect(compilation.sortedDiagnostics.map(\.message) == [])
        let swift = try compilation.generatedSwift()
        // The external transform's implementation may be internal to Core: App calls the export Core generates.
        #expect(swift.contains("Bindery.BinderyTransforms._$export_shouted("))
    }

    @Test func thePackageExternalTransformIsExportedWithPackageAccess() throws {
        var files = SourceFiles()
        files.add(SourceFile(path: "Sources/Core/Core.bind", text: core))
        var compilation = Compilation(files: files)
        let swift = try compilation.generatedSwift()
        #expect(swift.contains("package nonisolated static func _$export_shouted(_ value: String) -> String {"))
        #expect(!swift.contains("public"))
    }

    @Test func aModuleOfAnotherPackageIsToldHowToUseThem() {
        let compilation = Compilation(appSpec: app, importing: ["Core": core])
        let messages = compilation.sortedDiagnostics.map(\.message)
        #expect(compilation.sortedDiagnostics.map(\.id) == [.importedNotPublic, .importedNotPublic])
        #expect(
            messages.first
                == "model 'Profile' of module 'Core' is package, and this module is not known to be of the same Swift "
                + "package, so generated code here cannot use it; if it is, pass '--same-package Core' (the build "
                + "plugin does for a target of the package), else give the specs of 'Core' 'options { access: public }'"
        )
    }

    /// Swift rejects a public declaration whose signature names a package type, in the generated file: reported at
    /// the spec's declaration, with both ways out.
    @Test func aPublicBindingOverAPackageModelIsReportedAtItsParameter() {
        let compilation = Compilation(
            appSpec: "options {\n    access: public\n}\n\n" + app, importing: ["Core": core], samePackage: ["Core"])
        let diagnostics = compilation.sortedDiagnostics
        #expect(diagnostics.map(\.id) == [.lessVisibleType])
        #expect(
            diagnostics.first?.message
                == "binding 'BadgeBinding' is public but uses model 'Profile' of module 'Core', which is package; give "
                + "this file 'access: package', or give the specs of 'Core' 'options { access: public }'")
        #expect(diagnostics.first.map { "\(compilation.files.location($0.range))" } == "Sources/App/Screen.bind:11:22")
        #expect(
            diagnostics.first?.notes.first.map { "\(compilation.files.location($0.range))" }
                == "Sources/Core/Core.bind:5:7")
    }

    /// An internal declaration of Core serves no other module, of its package or not.
    @Test func anInternalDeclarationStaysUnusableInTheSamePackage() {
        let compilation = Compilation(
            appSpec: app, importing: ["Core": core.replacing("access: package", with: "access: internal")],
            samePackage: ["Core"])
        #expect(compilation.sortedDiagnostics.map(\.id) == [.importedNotPublic, .importedNotPublic])
    }
}
