import BinderyChecker
import BinderyParser
import BinderySource
import Testing

@testable import BinderyGenerator

/// A model's conformance to a protocol Bindery does not know (the user's, declared in Swift) is declared in an empty
/// extension of its own after the class, between `#sourceLocation` directives giving it the conformance's line in the
/// spec, its `extension` keyword at the conformance's column, so that Swift reports what is wrong with it there (a
/// main-actor property cannot satisfy a nonisolated requirement; a requirement is missing) rather than in the
/// generated file. The protocols Bindery knows stay in the class's header.
@Suite struct ConformanceExtensionTests {
    /// The generated Swift of `spec`, at `path`; records the spec's errors, if any.
    private func generate(_ spec: String, path: String = "Spec.bind") throws -> String {
        var files = SourceFiles()
        let id = files.add(SourceFile(path: path, text: spec))
        let parsed = Parser.parse(files[id], id: id)
        let checked = Checker.check([parsed.syntax], sources: files)
        let errors = (parsed.diagnostics.all + checked.diagnostics.all).filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.message))")
        let templates = try TemplateSet.builtIn(files: &files)
        let outputs = try Generator(templates: templates).generate(checked.module, sources: files)
        return try #require(outputs.first).contents
    }

    /// The line of `text` that is `line` after its indentation, with the lines before and after it: its directives.
    private func directives(around line: String, in text: String) -> [Substring] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let index = lines.firstIndex(where: { $0.drop(while: { $0 == " " }) == line }), index > 0,
            index + 1 < lines.count
        else { return [] }
        return Array(lines[index - 1...index + 1])
    }

    /// `text` after `count` spaces.
    private func indented(_ count: Int, _ text: String) -> Substring {
        Substring(String(repeating: " ", count: count) + text)
    }

    @Test func aConformanceToAnUnknownProtocolIsAnExtensionAtItsSpecLine() throws {
        let swift = try generate(
            """
            // People.
            model Person: Named, Codable,
                @preconcurrency Titled, Identifiable {
                let id: Int
                var name: String = ""
                var title: String = ""
            }
            """)
        #expect(
            swift.contains(
                "final class Person: @MainActor Bindery.ObservableBinderyModel, Observation.Observable, Identifiable {"
            ))
        #expect(
            directives(around: "extension Person: Named {}", in: swift) == [
                #"#sourceLocation(file: "Spec.bind", line: 2)"#,
                indented(14, "extension Person: Named {}"),
                "#sourceLocation()",
            ])
        // Its attributes as written; its line and column are the type's.
        #expect(
            directives(around: "extension Person: @preconcurrency Titled {}", in: swift) == [
                #"#sourceLocation(file: "Spec.bind", line: 3)"#,
                indented(20, "extension Person: @preconcurrency Titled {}"),
                "#sourceLocation()",
            ])
        // After the class, before the observer protocol.
        let extensionStart = try #require(swift.range(of: "extension Person: Named {}"))
        #expect(try #require(swift.range(of: "final class Person")).lowerBound < extensionStart.lowerBound)
        #expect(extensionStart.upperBound < (try #require(swift.range(of: "protocol PersonObserver"))).lowerBound)
    }

    @Test func theProtocolsBinderyKnowsStayInTheHeader() throws {
        let swift = try generate(
            """
            nonisolated model Guarded: @unchecked Sendable, LocalizedError, CustomStringConvertible, Marked {
                let description: String = ""
            }
            """)
        #expect(swift.contains(" @unchecked Sendable, LocalizedError, CustomStringConvertible\n{\n"))
        #expect(!swift.contains("extension Guarded: LocalizedError"))
        #expect(!swift.contains("extension Guarded: CustomStringConvertible"))
        // A nonisolated model's extension is nonisolated too, as under MainActor default isolation it would not be;
        // the modifier goes before `extension`, which stays at the conformance's column (90).
        #expect(
            directives(around: "nonisolated extension Guarded: Marked {}", in: swift) == [
                #"#sourceLocation(file: "Spec.bind", line: 1)"#,
                indented(89 - "nonisolated ".count, "nonisolated extension Guarded: Marked {}"),
                "#sourceLocation()",
            ])
    }

    @Test func theDirectiveNamesTheSpecPathAsAStringLiteralAndAModuleQualifiedProtocolStays() throws {
        let swift = try generate(
            """
            options { access: public }
            import Shapes

            model Badge: Shapes.Labelled {}
            """,
            path: #"dir/we"ird.bind"#)
        #expect(
            directives(around: "extension Badge: Shapes.Labelled {}", in: swift) == [
                #"#sourceLocation(file: "dir/we\"ird.bind", line: 4)"#,
                indented(13, "extension Badge: Shapes.Labelled {}"),
                "#sourceLocation()",
            ])
    }

    @Test func aModifierWithNoRoomBeforeTheColumnGoesOnTheLineBefore() throws {
        let swift = try generate(
            """
            options { isolation: nonisolated }

            model A: Marked {}
            """)
        #expect(
            directives(around: "extension A: Marked {}", in: swift) == [
                "nonisolated", indented(9, "extension A: Marked {}"), "#sourceLocation()",
            ])
        #expect(swift.contains(#"#sourceLocation(file: "Spec.bind", line: 2)"# + "\nnonisolated\n"))
    }
}
