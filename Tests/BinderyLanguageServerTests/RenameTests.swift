import BinderyLanguageServer
import Foundation
import Testing

/// Rename: every use across the module, or a refusal the editor shows.
@Suite struct RenameTests {
    func rename(_ sample: OpenSample, _ uri: String, at needle: String, occurrence: Int = 1, to name: String)
        -> JSONValue
    {
        let params: JSONValue = [
            "textDocument": ["uri": .string(uri)],
            "position": Positions.of(needle, in: sample.text(of: uri), occurrence: occurrence),
            "newName": .string(name),
        ]
        return sample.client.request("textDocument/rename", params)
    }

    /// `text` as the one spec of a folder, with the first `needle` renamed to `name` and the edits applied.
    func renaming(_ needle: String, to name: String, in text: String) throws -> String {
        let spec = try OpenSpec(text)
        defer { _ = spec.client.shutDown() }
        let result = spec.request("textDocument/rename", at: needle, extra: ["newName": .string(name)])
        return TextEdits.applying(result["changes"]?[spec.uri], to: text)
    }

    @Test func aPropertyIsRenamedInItsModelItsComputedExpressionAndEveryRule() throws {
        let sample = try OpenSample()
        let edit = rename(sample, sample.bindings, at: "title |", to: "heading")["result"]
        let inModels = edit?["changes"]?[sample.models]?.arrayValue ?? []
        let inBindings = edit?["changes"]?[sample.bindings]?.arrayValue ?? []
        #expect(inModels.count == 2)
        #expect(inBindings.count == 2)
        #expect((inModels + inBindings).allSatisfy { $0["newText"] == "heading" })
        #expect(inModels.contains { $0["range"]?["start"] == Positions.of("title)", in: SampleModule.models) })
        _ = sample.client.shutDown()
    }

    @Test func prepareRenameGivesTheNameAndRefusesBuiltIns() throws {
        let sample = try OpenSample()
        let prepared = sample.request("textDocument/prepareRename", sample.bindings, at: "shout", occurrence: 2)
        #expect(prepared["placeholder"] == "shout")
        let builtin = sample.error("textDocument/prepareRename", sample.bindings, at: "uppercased", occurrence: 2)
        #expect(builtin?["message"] == "'uppercased' is a built-in transform; it has no declaration to rename")
        _ = sample.client.shutDown()
    }

    @Test func renamesTheCheckerWouldRejectAreRefused() throws {
        let sample = try OpenSample()
        let cases: [(String, String, Int, String, String)] = [
            (sample.bindings, "title |", 1, "owner", "model 'Download' already has a property 'owner'"),
            (sample.bindings, "title |", 1, "9lives", "'9lives' is not a valid identifier"),
            (sample.bindings, "title |", 1, "two words", "'two words' is not a valid identifier"),
            (
                sample.bindings, "row.title", 1, "totalChanged",
                "the initializer of binding 'RowBinding' already has a parameter 'totalChanged'"
            ),
            (
                sample.bindings, "changed", 1, "download",
                "the initializer of binding 'RowBinding' already has a parameter 'download'"
            ),
            (sample.models, "Row {", 1, "User", "model 'User' already has that name"),
            (sample.bindings, "shout", 1, "trimmed", "it would hide the built-in transform 'trimmed'"),
            // Only the checker sees this one: a model would hide Swift's `String` in every spec.
            (sample.models, "Row {", 1, "String", "'String' is a standard library type specs name"),
        ]
        for (uri, needle, occurrence, name, expected) in cases {
            let error = rename(sample, uri, at: needle, occurrence: occurrence, to: name)["error"]
            #expect(error?["code"] == -32803, "\(name)")
            #expect(error?["message"]?.stringValue?.contains(expected) == true, "\(name): \(error?["message"] ?? nil)")
        }
        _ = sample.client.shutDown()
    }

    @Test func aModelRenameReachesTypesParametersAndSwiftThatNamesIt() throws {
        let sample = try OpenSample()
        let edit = rename(sample, sample.models, at: "User {", to: "Person")["result"]
        let inModels = edit?["changes"]?[sample.models]?.arrayValue ?? []
        #expect(inModels.count == 2, "the declaration and `var owner: User?`")
        _ = sample.client.shutDown()
    }

    @Test func aPropertyReadOnAModelPropertyInAComputedExpressionIsRenamedToo() throws {
        // The checker does not know Swift's types, so a missed `owner?.name` still checked and broke the build.
        let text = """
            model User {
                var name: String = ""
            }

            model Post {
                var owner: User? = nil
                var name: String = ""
                computed byline: String = name + (owner?.name ?? "") + self.owner!.name
            }

            """
        let renamed = try renaming("name", to: "fullName", in: text)
        #expect(
            renamed
                == text.replacingOccurrences(
                    of: "    var name: String = \"\"\n}", with: "    var fullName: String = \"\"\n}"
                )
                .replacingOccurrences(of: "owner?.name", with: "owner?.fullName")
                .replacingOccurrences(of: "owner!.name", with: "owner!.fullName"))
    }

    @Test func aPropertyReadOnATransformsInputOrAnElementOfAnArrayOfModelsIsRenamedToo() throws {
        // Rename used to miss these; Swift then reported the stale name at the spec after the rename.
        let text = """
            model Task {
                var done: Bool = false
                var notes: [Task] = []
            }

            model Project {
                var tasks: [Task] = []
                var lead: Task? = nil
                computed open: Int = tasks.filter { !$0.done }.count
                computed anyDone: Bool = tasks.contains(where: { task in task.done })
                computed firstDone: Bool = tasks.first?.done ?? lead?.notes.first?.done ?? false
                computed count: Int = tasks.reduce(0) { $0 + ($1.done ? 1 : 0) }
                computed deep: Bool = tasks.filter { $0.notes.contains { $0.done } }.first(where: { _ in true })?.done == true
                computed other: Int = [1, 2].filter { $0.done }.count
            }

            transform isDone(Task) -> Bool = $0.done
            transform bothDone(Task, Task?) -> Bool = $0.done && $1?.done == true
            transform mark(Task) -> Task = { $0.done = true; return $0 }(Task())

            """
        let renamed = try renaming("done", to: "finished", in: text)
        // Every `done` but two: `[1, 2].filter { $0.done }` reads an Int's, and a closure called where it is
        // written has no parameter the declarations type.
        let expected = text.replacingOccurrences(of: "done", with: "finished")
            .replacingOccurrences(of: "[1, 2].filter { $0.finished }", with: "[1, 2].filter { $0.done }")
            .replacingOccurrences(of: "{ $0.finished = true", with: "{ $0.done = true")
        #expect(renamed == expected)
    }

    /// A transform's body is Swift inside `BinderyTransforms`, where a bare name calls the module's transform: a
    /// rename must reach the call, or the renamed spec's generated Swift calls what no longer exists. A closure
    /// parameter of that name is not the transform.
    @Test func aTransformCalledInAnotherTransformsBodyIsRenamedThereToo() throws {
        let text = """
            model Reading {
                var celsius: Double = 0
                var text: String = ""
            }

            transform fahrenheit(Double) -> Double = $0 * 9 / 5 + 32
            transform label(Double) -> String = "\\(fahrenheit($0)) °F"
            transform twice(Double) -> Double = [$0].map { fahrenheit in fahrenheit * 2 }[0]

            binding Show(reading: Reading, display: Reading) {
                display.text <- reading.celsius | twice | label
            }

            """
        let renamed = try renaming("fahrenheit", to: "toF", in: text)
        let expected = text.replacingOccurrences(of: "transform fahrenheit", with: "transform toF")
            .replacingOccurrences(of: "(fahrenheit($0))", with: "(toF($0))")
        #expect(renamed == expected)
    }

    /// Embedded Swift reaches a transform through its namespace too: `Self.name` in a transform's body, and
    /// `BinderyTransforms.name` (with its module or not) anywhere, in a model's default or computed property and in a
    /// fallback. A rename that missed them left a spec that no longer compiled.
    @Test func aTransformNamedThroughItsNamespaceIsRenamedThereToo() throws {
        let text = """
            model Reading {
                var celsius: Double = 0
                var text: String = ""
                computed shown: Double = BinderyTransforms.fahrenheit(celsius)
                var first: Double = Bindery.BinderyTransforms.fahrenheit(0)
                var fahrenheit: Double = 0
                var reported: Double? = nil
            }

            transform fahrenheit(Double) -> Double = $0 * 9 / 5 + 32
            transform label(Double) -> String = "\\(Self.fahrenheit($0)) °F"

            binding Show(reading: Reading, display: Reading) {
                display.text <- reading.celsius | label
                display.celsius <- reading.reported ?? BinderyTransforms.fahrenheit(0)
            }

            """
        let renamed = try renaming("fahrenheit", to: "toF", in: text)
        let expected = text.replacingOccurrences(of: "transform fahrenheit", with: "transform toF")
            .replacingOccurrences(of: "Transforms.fahrenheit(", with: "Transforms.toF(")
            .replacingOccurrences(of: "Self.fahrenheit(", with: "Self.toF(")
        #expect(renamed == expected)
    }

    /// A model named in a type annotation of embedded Swift, a closure's parameter or result or a local's, is a use
    /// as `[Reading]()` is: a rename that missed it left a spec that no longer compiled.
    @Test func aModelNamedInATypeAnnotationIsRenamedThereToo() throws {
        let text = """
            model Reading {
                var celsius: Double = 0
                var readings: [Reading] = []
                computed warmest: Double = readings.map { (reading: Reading) -> Double in reading.celsius }.max() ?? 0
                computed first: Double = { let first: Reading? = readings.first; return first?.celsius ?? 0 }()
                computed byName: [String: Reading] = { (all: [String: Reading]) in all }([:])
            }

            """
        let renamed = try renaming("Reading", to: "Sample", in: text)
        #expect(renamed == text.replacingOccurrences(of: "Reading", with: "Sample"))
    }

    /// A closure parameter whose signature writes its type, and a model its initializer makes, are read as that model
    /// wherever they are: a rename that left them read a property that no longer exists.
    @Test func aPropertyReadOnAClosureParameterOfAWrittenTypeOrANewModelIsRenamedToo() throws {
        let text = """
            model Reading {
                var celsius: Double = 0
                var readings: [Reading] = []
                computed total: Double = readings.lazy.map { (r: Reading) -> Double in r.celsius }.reduce(0, +)
                computed warm: Bool = { (r: Reading?, limit: Double) in (r?.celsius ?? 0) > limit }(readings.first, 20)
                computed fresh: Double = Reading(celsius: 1).celsius + Double(Reading().readings.count)
            }

            transform warmest([Reading]) -> Double = $0.map { (each: Reading) in each.celsius }.max() ?? 0

            """
        let renamed = try renaming("celsius", to: "degrees", in: text)
        #expect(renamed == text.replacingOccurrences(of: "celsius", with: "degrees"))
    }

    /// A spec takes a keyword as a name as it is, but embedded Swift is copied into the generated code, where a bare
    /// `default` fails to compile and a bare `nil` means nil: there the new name is written in backticks.
    @Test func aKeywordIsBacktickedWhereTheNewNameLandsInEmbeddedSwift() throws {
        let text = """
            model Tally {
                var count: Int = 0
                computed double: Int = count * 2
                computed label: String = "\\(count) items"
            }

            binding Show(source: Tally, other: Tally) {
                other.count <- source.count
            }

            """
        for keyword in ["default", "nil", "in", "Any"] {
            let renamed = try renaming("count", to: keyword, in: text)
            let expected = text.replacingOccurrences(of: "count *", with: "`\(keyword)` *")
                .replacingOccurrences(of: "(count)", with: "(`\(keyword)`)")
                .replacingOccurrences(of: "count", with: keyword)
            #expect(renamed == expected, "\(keyword)")
        }
    }

    /// `Person.Type` and `Person.Protocol` are the model's metatypes: a rename that left them named a type that no
    /// longer exists in the generated Swift.
    @Test func aModelRenameReachesItsMetatypes() throws {
        let text = """
            model Person {
                var name: String = ""
                var kind: Person.Type? = nil
                var kinds: [Person.Protocol] = []
            }

            """
        let renamed = try renaming("Person", to: "Human", in: text)
        #expect(renamed == text.replacingOccurrences(of: "Person", with: "Human"))
    }

    /// `\Person.name` names the property with its model written: a rename that left it made the generated Swift read
    /// a property that no longer exists.
    @Test func aPropertyRenameReachesKeyPathsWithTheirRootWritten() throws {
        let text = """
            model Person {
                var name: String = ""
            }

            model Team {
                var people: [Person] = []
                computed names: [String] = people.map(\\Person.name)
            }

            """
        let renamed = try renaming("name", to: "fullName", in: text)
        #expect(
            renamed
                == text.replacingOccurrences(of: "var name", with: "var fullName")
                .replacingOccurrences(of: "Person.name", with: "Person.fullName"))
    }

    /// `people.map(\.name)` passes a key path as the function `map` takes: its root is an element of `people`, so
    /// `name` is Person's. A key path on an array of anything else, or not passed to a member, is left alone.
    @Test func aPropertyRenameReachesKeyPathsPassedAsFunctions() throws {
        let text = """
            model Person {
                var name: String = ""
                var isAdmin: Bool = false
            }

            model Team {
                var people: [Person] = []
                var tags: [String] = []
                computed names: [String] = people.filter(\\.isAdmin).map(\\.name)
                computed sizes: [Int] = tags.map(\\.count)
                computed first: String? = people.first(where: \\.isAdmin)?.name
            }

            """
        let renamed = try renaming("isAdmin", to: "isOwner", in: text)
        #expect(renamed == text.replacingOccurrences(of: "isAdmin", with: "isOwner"))
        let names = try renaming("name", to: "fullName", in: text)
        #expect(
            names
                == text.replacingOccurrences(of: "var name", with: "var fullName")
                .replacingOccurrences(of: "(\\.name)", with: "(\\.fullName)")
                .replacingOccurrences(of: "?.name", with: "?.fullName"))
    }

    /// `Person(name: $0)` calls the generated `init(name:)`, whose labels are the stored properties' names: a rename
    /// that left the label called an initializer that no longer exists. A label of a call to anything else, or
    /// nested deeper, is not the property's.
    @Test func aPropertyRenameReachesTheModelsInitializerLabels() throws {
        let text = """
            model Person {
                var name: String = ""
            }

            transform make(String) -> Person = Person(name: $0)
            transform other(String) -> String = String(describing: [Person(name: $0)].map { name in name })

            """
        let renamed = try renaming("name", to: "fullName", in: text)
        #expect(
            renamed
                == text.replacingOccurrences(of: "var name", with: "var fullName")
                .replacingOccurrences(of: "Person(name:", with: "Person(fullName:"))
    }
}
