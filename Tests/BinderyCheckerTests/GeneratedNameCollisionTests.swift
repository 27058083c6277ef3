import BinderyChecker
import BinderyParser
import BinderySource
import Testing

/// The reserved-name pass finds the names two properties would both make in generated code through a table hashed
/// on bytes and tests property names against the reserved sets by length and first byte first: names must still
/// compare as Swift's strings do, by canonical equivalence, so a name spelled with other scalars collides and is
/// reserved exactly as before.
@Suite struct GeneratedNameCollisionTests {
    private func messages(_ text: String) -> [String] {
        var files = SourceFiles()
        var diagnostics = Diagnostics()
        let id = files.add(SourceFile(path: "Names.bind", text: text))
        let tree = Parser.parse(files[id], id: id, diagnostics: &diagnostics)
        let checked = Checker.check([tree], sources: files)
        return (diagnostics.all + checked.diagnostics.all).map(\.message)
    }

    @Test func aMutatorCollidesWithAPropertyOfTheSameName() {
        let found = messages(
            """
            model Box {
                var tags: [String] = []
                var insertTags: Int = 0
            }
            """)
        #expect(
            found == [
                "'insertTags' would name both a mutator of 'tags' and property 'insertTags' in generated code; "
                    + "rename one of them"
            ])
    }

    @Test func namesCollideByTheirScalarsAsInSwift() {
        // "\u{212A}" (KELVIN SIGN) is canonically equivalent to "K", but Swift tells `didChange\u{212A}`, the
        // observer label `\u{212A}` makes, from `didChangeK`, the one `k` makes: the two compile side by side (see
        // ``ExactName``). `K` makes `didChangeK` too.
        #expect(
            messages(
                """
                model Box {
                    var k: Int = 0
                    var \u{212A}: Int = 0
                }
                """) == [])
        let found = messages(
            """
            model Box {
                var k: Int = 0
                var K: Int = 0
            }
            """)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("'didChangeK' would name both") == true)
    }

    /// An observer label is an argument label of the observer protocol's method: a property of the same name is a
    /// member of the model, and the two compile side by side.
    @Test func aPropertyMayBeNamedLikeAnotherPropertysObserverLabel() {
        #expect(
            messages(
                """
                model Box {
                    var k: Int = 0
                    var didChangeK: Int = 0
                    var tags: [String] = []
                    var didChangeTags: Bool = false
                }
                """) == [])
    }

    @Test func manyPropertiesWithoutCollisionsReportNothing() {
        let properties = (0..<100).map { "    var p\($0): [Int] = []" }.joined(separator: "\n")
        #expect(messages("model Wide {\n\(properties)\n}").isEmpty)
    }

    @Test func reservedNamesAreFoundWhateverTheirLength() {
        let found = messages(
            """
            model Box {
                var _: Int = 0
                var bindingLifetime: Int = 0
                var Bindery: Int = 0
                var hashValue: Int = 0
            }
            """)
        #expect(found.count == 4)
    }

    /// Every keyword is escaped, and names that share a keyword's first byte or its length but not both are not,
    /// nor non-ASCII names of a keyword's length, which the set is asked about.
    @Test func keywordsAreEscapedAndOtherNamesAreNot() {
        for keyword in GeneratedNames.keywords {
            #expect(GeneratedNames.escaped(keyword) == "`\(keyword)`")
        }
        for name in ["p0", "String", "Int", "dox", "publics", "Selfie", "", "\u{212A}", "Ünit", "ïn", "sélf"] {
            #expect(GeneratedNames.escaped(name) == name)
        }
    }

    /// Whether a property is an array, and so makes mutators, is told from its syntax however the array is spelled.
    @Test func arraysMakeMutatorsHoweverTheyAreSpelled() {
        for type in ["[Int]", "Array<Int>", "Swift.Array<Int>", "([Int])"] {
            let found = messages("model Box {\n    var tags: \(type)\n    var insertTags: Int = 0\n}")
            #expect(found.count == 1, "\(type)")
        }
        for type in ["[Int]?", "Set<Int>", "Array", "[String: Int]"] {
            #expect(messages("model Box {\n    var tags: \(type)\n    var insertTags: Int = 0\n}").isEmpty, "\(type)")
        }
    }

    /// `some` is found wherever the checker looked for it in the type it built, nested or not.
    @Test func anOpaqueTypeIsReportedInsideOthers() {
        for type in ["some Equatable", "[some Equatable]", "[String: some Equatable]?", "Array<some Equatable>"] {
            let found = messages("model Box {\n    var value: \(type)\n}")
            #expect(found.contains { $0.contains("cannot have the opaque type") }, "\(type)")
        }
    }

    @Test func anExternalClassMakesNoGeneratedNames() {
        // Nothing is generated inside an external class, so the members of the class it describes (NSObject's `hash`,
        // a view controller's `bindingLifetime`) and names like a model's mutators and observer protocol are its own.
        #expect(
            messages(
                """
                external class Panel {
                    var hash: Int
                    var bindingLifetime: Int
                    var Swift: Int
                    var tags: [String]
                    var appendTags: Int
                }

                model PanelObserver {
                    var count: Int = 0
                }
                """) == [])
        #expect(
            messages("external class Panel {\n    var self: Int\n}") == [
                "Swift gives 'self' a meaning after '.', where generated code reads the property; rename it"
            ])
    }
}
