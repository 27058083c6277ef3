import BinderyCompiler
import BinderyLanguageServer
import BinderySource
import Foundation
import Testing

/// Go to implementation leads from what a spec describes but does not generate to the Swift that implements it, in
/// the module whose specs declare it.
@Suite struct ImplementationTests {
    static let core = """
        options {
            access: package
        }

        /// Implemented by hand.
        transform initials(String) -> String external

        """
    static let app = """
        import Core

        external class Label {
            var text: String?
        }

        /// Written in Core's Swift, which App imports.
        external class Badge {
            var count: Int
        }

        /// Written in a target without specs.
        external class Banner {
            var title: String
        }

        model Person {
            var name: String = ""
        }

        transform shout(String) -> String external
        transform quiet(String) -> String = $0.lowercased()

        binding PersonBinding(person: Person, label: Label) {
            label.text <- person.name | shout | initials | quiet
        }

        """
    /// The Swift of App, with the names also in comments, strings and other types, which are no implementation.
    static let appSwift = ##"""
        import Bindery

        // class Label is in UIKit in a real app; "shout" is too loud.
        let help = """
            final class Label { var text: String? }
            """
        let raw = #"class Label "quoted" { var text = 1 }"#
        final class Label: CustomStringConvertible {
            struct Style { var text = "class Label" }
            var description: String { "/* var text */" }
            /* var text: String? (nested /* comment */) */
            var `text`: String?
            func shout() {}
        }

        extension Bindery.BinderyTransforms {
            static func shout(_ value: String) -> String { value.uppercased() }
        }

        """##
    static let coreSwift = """
        import Bindery

        extension BinderyTransforms {
            static func initials(_ value: String) -> String { String(value.prefix(1)) }
        }

        public final class Badge {
            public var count = 0
        }

        """

    /// A target of the package without specs.
    static let bannerSwift = "public final class Banner {\n    public var title = \"\"\n}\n"

    struct OpenPackage {
        let folder: TestFolder
        let client: PipeClient
        let app: String

        init() throws {
            folder = try TestFolder([
                "Package.swift": "// swift-tools-version: 6.2\n",
                "Sources/Core/Core.bind": ImplementationTests.core,
                "Sources/Core/Initials.swift": ImplementationTests.coreSwift,
                "Sources/App/App.bind": ImplementationTests.app,
                "Sources/App/Label.swift": ImplementationTests.appSwift,
                // A target without specs: a module of the package all the same.
                "Sources/UI/Banner.swift": ImplementationTests.bannerSwift,
            ])
            client = PipeClient(root: folder.url)
            app = folder.uri("Sources/App/App.bind")
            client.open(app, ImplementationTests.app)
        }

        /// Where go to implementation leads from the `occurrence`-th `needle` of App's spec: each file's name and
        /// the text of the range.
        func implementations(of needle: String, occurrence: Int = 1) -> [String] {
            let result = client.request(
                "textDocument/implementation",
                [
                    "textDocument": ["uri": .string(app)],
                    "position": Positions.of(needle, in: ImplementationTests.app, occurrence: occurrence),
                ])["result"]
            return (result?.arrayValue ?? []).map { location in
                let uri = location["uri"]?.stringValue ?? ""
                let name = String(uri.split(separator: "/").last ?? "")
                let path = URL(string: uri).map(\.path) ?? ""
                let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
                let start = location["range"]?["start"]
                let end = location["range"]?["end"]
                let line = text.split(separator: "\n", omittingEmptySubsequences: false)[start?["line"]?.intValue ?? 0]
                let from = line.utf16.index(line.startIndex, offsetBy: start?["character"]?.intValue ?? 0)
                let to = line.utf16.index(line.startIndex, offsetBy: end?["character"]?.intValue ?? 0)
                return "\(name):\(start?["line"]?.intValue ?? -1): \(line[from..<to])"
            }
        }
    }

    @Test func anExternalClassLeadsToItsSwiftDeclaration() throws {
        let package = try OpenPackage()
        #expect(package.implementations(of: "Label {") == ["Label.swift:7: Label"])
        #expect(package.implementations(of: "Label)") == ["Label.swift:7: Label"])
        _ = package.client.shutDown()
    }

    @Test func aPropertyOfAnExternalClassLeadsToItsVarInTheClass() throws {
        let package = try OpenPackage()
        #expect(package.implementations(of: "text: String?") == ["Label.swift:11: text"])
        #expect(package.implementations(of: "text <-") == ["Label.swift:11: text"])
        _ = package.client.shutDown()
    }

    @Test func anExternalTransformLeadsToItsFunctionInBinderyTransforms() throws {
        let package = try OpenPackage()
        #expect(package.implementations(of: "shout(") == ["Label.swift:16: shout"])
        #expect(package.implementations(of: "shout |") == ["Label.swift:16: shout"])
        // Declared in Core's specs: its Swift is Core's.
        #expect(package.implementations(of: "initials") == ["Initials.swift:3: initials"])
        _ = package.client.shutDown()
    }

    /// Not in the Swift of the module whose specs describe it: in another target of the package, which it imports,
    /// with specs or without.
    @Test func aClassWrittenInAnotherTargetIsFoundThere() throws {
        let package = try OpenPackage()
        #expect(package.implementations(of: "Badge {") == ["Initials.swift:6: Badge"])
        #expect(package.implementations(of: "count: Int") == ["Initials.swift:7: count"])
        #expect(package.implementations(of: "title: String") == ["Banner.swift:1: title"])
        _ = package.client.shutDown()
    }

    /// What the generator writes leads to the Swift the build plugin wrote, where SwiftPM keeps it.
    @Test func whatTheGeneratorWritesLeadsToTheBuildPluginsOutput() throws {
        let package = try OpenPackage()
        var files = SourceFiles()
        files.add(SourceFile(path: "Sources/App/App.bind", text: Self.app))
        let core = ImportedSpec(
            module: "Core", file: SourceFile(path: "Sources/Core/Core.bind", text: Self.core), isInSamePackage: true)
        var compilation = Compilation(files: files, imported: [core], moduleName: "App")
        let generated = try #require(try compilation.generate()?.first?.contents, "\(compilation.sortedDiagnostics)")
        try package.folder.write(
            ".build/plugins/outputs/app/App/destination/BinderyPlugin/GeneratedSources/App.bind.swift", generated)
        func line(of needle: String) -> Int {
            generated.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(needle) } ?? -1
        }
        let file = "App.bind.swift"
        #expect(package.implementations(of: "Person {") == ["\(file):\(line(of: "class Person")): Person"])
        #expect(package.implementations(of: "name:") == ["\(file):\(line(of: "var name: String {")): name"])
        #expect(package.implementations(of: "quiet(") == ["\(file):\(line(of: "static func quiet(")): quiet"])
        #expect(
            package.implementations(of: "PersonBinding") == [
                "\(file):\(line(of: "class PersonBinding")): PersonBinding"
            ])
        // Nothing of its own: a built-in transform, a parameter.
        #expect(package.implementations(of: "lowercased") == [])
        #expect(package.implementations(of: "person:") == [])
        _ = package.client.shutDown()
    }

    /// Without the build's output, there is no Swift to go to.
    @Test func whatTheGeneratorWritesLeadsNowhereBeforeABuild() throws {
        let package = try OpenPackage()
        #expect(package.implementations(of: "Person {") == [])
        _ = package.client.shutDown()
    }
}
