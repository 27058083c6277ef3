import BinderyChecker
import BinderySource
import Testing

/// A `Set`'s elements and a dictionary's keys must be `Hashable`. What the checker can judge it reports with a fix
/// that works; what only Swift can judge, the generated code asks where the spec writes it.
@Suite struct HashedTypeTests {
    /// `text` with every fix-it of its diagnostics applied.
    private func fixed(_ text: String) -> String {
        var bytes = Array(text.utf8)
        let fixIts = check(text).diagnostics.flatMap(\.fixIts).sorted { $0.range.start > $1.range.start }
        for fixIt in fixIts {
            bytes.replaceSubrange(fixIt.range.start..<fixIt.range.end, with: Array(fixIt.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func theFixMakesAModelOrAnExternalClassHashable() {
        let spec = """
            model Item {
                var name: String = ""
            }

            model Tag: Equatable {
                var name: String = ""
            }

            external class Label {
                var text: String
            }

            model Shelf {
                var items: Set<Item> = []
                var byTag: [Tag: [Label: Int]] = [:]
            }
            """
        #expect(
            messages(spec) == [
                "unhashable-type: the elements of a 'Set' must be Hashable, but model 'Item' is not; add 'Hashable' to "
                    + "the conformances of 'Item'",
                "unhashable-type: the keys of a dictionary must be Hashable, but model 'Tag' is not; add 'Hashable' to "
                    + "the conformances of 'Tag'",
                "unhashable-type: the keys of a dictionary must be Hashable, but external class 'Label' is not declared "
                    + "Hashable; if the class is, add 'Hashable' to the conformances of 'Label'",
            ])
        let repaired = fixed(spec)
        #expect(repaired.contains("model Item: Hashable {"))
        #expect(repaired.contains("model Tag: Equatable, Hashable {"))
        #expect(repaired.contains("external class Label: Hashable {"))
        #expect(messages(repaired).isEmpty, "\(messages(repaired))")
    }

    /// A transform over a main-actor model runs on the main actor, where that model's `Hashable` holds: a `Set` of
    /// them, or a dictionary keyed by them, is as good a type for it as for the main-actor model holding one.
    @Test func aTransformOverMainActorModelsMayHashThem() throws {
        let (module, diagnostics) = check(
            """
            model Tag: Hashable {
                var name: String = ""
            }

            model Shelf {
                var tags: Set<Tag> = []
                var counts: [Tag: Int] = [:]
                var summary: String = ""
                var first: Set<Tag> = []
            }

            transform names(Set<Tag>) -> String = $0.map { $0.name }.sorted().joined(separator: ", ")
            transform keys([Tag: Int]) -> Set<Tag> = Set($0.keys)

            binding ShelfSummary(shelf: Shelf, shown: Shelf) {
                shown.summary <- shelf.tags | names
                shown.first <- shelf.counts | keys
            }
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(try #require(module.files.first).transforms.map(\.isolation) == [.mainActor, .mainActor])
    }

    @Test func aTypeOnlySwiftCanJudgeIsAskedAsAKeyAtTheSpecAndNamedThereOnce() throws {
        let (module, diagnostics) = check(
            """
            model Bag {
                var sizes: Set<Size> = []
                var bySize: [Size: Int] = [:]
                var byName: [String: Size] = [:]
                var misspelt: Set<Sise> = []
            }
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let file = try #require(module.files.first)
        let references = file.swiftTypeReferences.map(\.written).map {
            "\($0.text)@\($0.location.line):\($0.location.column)"
        }
        // As a key one column before the type, at the bracket before it, where Swift reports a missing conformance;
        // once for the same type; and no alias of the key's own name, which would report a misspelling twice.
        #expect(references == ["[Size: Swift.Never]@2:19", "[Sise: Swift.Never]@5:22"], "\(references)")
    }
}
