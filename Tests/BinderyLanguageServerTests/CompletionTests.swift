import BinderyLanguageServer
import Testing

/// Completion where a user types: the text is edited first, then completion is asked at the cursor.
@Suite struct CompletionTests {
    /// Replaces `marker` in the document with `typed` and completes where `typed` has its `‸`.
    func complete(_ sample: OpenSample, in uri: String, replacing marker: String, with typed: String) -> JSONValue {
        let text = sample.text(of: uri).replacingOccurrences(of: marker, with: typed)
        let position = Positions.of("‸", in: text)
        sample.replaceText(uri, with: text.replacingOccurrences(of: "‸", with: ""), version: 2)
        return sample.client.request(
            "textDocument/completion", ["textDocument": ["uri": .string(uri)], "position": position])["result"] ?? nil
    }

    let ruleLine = "    on download.total -> totalChanged\n"

    @Test func propertiesAfterADotAlongAPathWithTheirTypes() throws {
        let sample = try OpenSample()
        let list = complete(
            sample, in: sample.bindings, replacing: ruleLine, with: "    row.title <- download.owner?.‸")
        #expect(list.labels == ["name", "email"])
        #expect(list["items"]?[1]?["detail"] == "String?")
        #expect(list["items"]?[0]?["documentation"]?["value"] == "Shown in lists.")
        _ = sample.client.shutDown()
    }

    /// Every transform after `|`, built-ins too; those that take a `String`, as `download.title` is, first.
    @Test func transformsAfterAPipeIncludingBuiltIns() throws {
        let sample = try OpenSample()
        let list = complete(
            sample, in: sample.bindings, replacing: ruleLine, with: "    row.title <- download.title | ‸")
        #expect(
            list.labelsAsShown == [
                "shout", "string", "isEmpty", "trimmed", "lowercased", "uppercased", "not", "isNil",
            ])
        _ = sample.client.shutDown()
    }

    /// After `|`, the transforms that take what the rule passes there (its source's type, the unwrapped one after a
    /// fallback, each of several sources, or what the transform before gives) come first, as the editor shows them;
    /// the others follow, for a source about to change.
    @Test func transformsThatTakeTheRulesValueComeFirst() throws {
        let text = """
            model Reading {
                var celsius: Double = 0
                var count: Int = 0
                var note: String? = nil
                var label: String = ""
            }

            transform percent(Double) -> String = "\\($0 * 100)%"
            transform shout(String) -> String = $0.uppercased()
            transform ratio(Double, Int) -> String = "\\($0 / Double($1))"

            binding Show(reading: Reading, display: Reading) {
                display.label <- RULE
            }

            """
        let rules = [
            "reading.celsius", "reading.celsius | percent", "reading.note ?? \"\"", "reading.note",
            "(reading.celsius, reading.count)",
        ]
        let lists = try completions(
            typing: rules.map { text.replacingOccurrences(of: "RULE", with: $0 + " | ‸") },
            in: text.replacingOccurrences(of: "RULE", with: "reading.label"))
        let offered = Dictionary(uniqueKeysWithValues: zip(rules, lists.map(\.labelsAsShown)))
        let others = ["not", "isNil", "isEmpty", "trimmed", "lowercased", "uppercased"]
        #expect(offered["reading.celsius"] == ["percent", "string", "shout", "ratio"] + others)
        let strings = ["shout", "string", "isEmpty", "trimmed", "lowercased", "uppercased"]
        #expect(offered["reading.celsius | percent"] == strings + ["percent", "ratio", "not", "isNil"])
        #expect(offered["reading.note ?? \"\""] == strings + ["percent", "ratio", "not", "isNil"])
        #expect(
            offered["reading.note"]
                == [
                    "string", "isNil", "percent", "shout", "ratio", "not", "isEmpty", "trimmed", "lowercased",
                    "uppercased",
                ]
        )
        #expect(
            offered["(reading.celsius, reading.count)"]
                == [
                    "ratio", "percent", "shout", "not", "string", "isNil", "isEmpty", "trimmed", "lowercased",
                    "uppercased",
                ]
        )
    }

    @Test func parametersWhereARuleStartsAndKeywords() throws {
        let sample = try OpenSample()
        let atStart = complete(sample, in: sample.bindings, replacing: ruleLine, with: "    ‸")
        #expect(atStart.labels == ["on", "download", "row"])
        let afterArrow = complete(sample, in: sample.bindings, replacing: ruleLine, with: "    row.title <- ‸")
        #expect(afterArrow.labels == ["once", "download", "row"])
        _ = sample.client.shutDown()
    }

    @Test func declarationKeywordsModelsInTypesAndMemberKeywords() throws {
        let sample = try OpenSample()
        let topLevel = complete(sample, in: sample.models, replacing: "model Row {", with: "mo‸\nmodel Row {")
        #expect(topLevel.labels == ["model", "binding", "transform", "options", "import", "external"])
        let member = complete(sample, in: sample.models, replacing: "    var upper", with: "    v‸\n    var upper")
        #expect(member.labels == ["var", "let", "computed"])
        let type = complete(sample, in: sample.models, replacing: "    var upper: String", with: "    var upper: ‸")
        #expect(Array(type.labels.prefix(4)) == ["User", "Download", "Row", "String"])
        _ = sample.client.shutDown()
    }

    /// A type nested in a member's or a transform's type starts after `[`, `[Key: `, `(`, `,`, `->` and `<` as after
    /// the `:`; past the `=`, those are Swift's and no type is offered.
    @Test(arguments: ["[‸", "[String: ‸", "(Int) -> ‸", "Set<‸", "(Int, ‸"])
    func typesInsideAType(_ typed: String) throws {
        let sample = try OpenSample()
        let member = complete(
            sample, in: sample.models, replacing: "    var upper: String", with: "    var upper: \(typed)")
        #expect(Array(member.labels.prefix(4)) == ["User", "Download", "Row", "String"])
        let transform = complete(
            sample, in: sample.bindings, replacing: "/// Keeps", with: "transform f(\(typed)\n/// Keeps")
        #expect(Array(transform.labels.prefix(4)) == ["User", "Download", "Row", "String"])
        let value = complete(
            sample, in: sample.models, replacing: "    var upper: String = \"\"",
            with: "    var upper: [Int] = \(typed)")
        #expect(value.labels.isEmpty)
        let body = complete(
            sample, in: sample.bindings, replacing: "/// Keeps", with: "transform f(Int) -> [Int] = \(typed)\n/// Keeps"
        )
        #expect(body.labels.isEmpty)
        _ = sample.client.shutDown()
    }

    /// `class` after `external`, the conformances the generator implements in a model's header, and `initial` only
    /// until it is written.
    @Test func keywordsThatCompleteAStatementStarted() throws {
        let sample = try OpenSample()
        let external = complete(sample, in: sample.models, replacing: "model Row {", with: "external ‸\nmodel Row {")
        #expect(external.labels == ["class"])
        let conformance = complete(sample, in: sample.models, replacing: "model Row {", with: "model Row: ‸ {")
        #expect(conformance.labels == ["Equatable", "Hashable", "Codable"])
        let another = complete(sample, in: sample.models, replacing: "model Row {", with: "model Row: Equatable, ‸ {")
        #expect(another.labels == ["Equatable", "Hashable", "Codable"])
        let afterInitial = complete(
            sample, in: sample.bindings, replacing: ruleLine, with: "    on download.total initial ‸")
        #expect(afterInitial.labels.isEmpty)
        _ = sample.client.shutDown()
    }

    /// An interpolation in a computed property's string is Swift reading the model's properties, as rename and the
    /// colours already take it; the string's text around it is still text.
    @Test func propertiesInAComputedPropertysInterpolation() throws {
        let sample = try OpenSample()
        let interpolated = complete(
            sample, in: sample.models, replacing: "    var upper: String = \"\"",
            with: "    computed upper: String = \"x \\(ti‸)\"")
        #expect(interpolated.labels.prefix(2) == ["title", "ownerName"])
        let text = complete(
            sample, in: sample.models, replacing: "    var upper: String = \"\"",
            with: "    computed upper: String = \"\\(title) x‸\"")
        #expect(text.labels.isEmpty)
        _ = sample.client.shutDown()
    }

    /// After a `.` in an interpolation, the members of what it is read on, as after a `.` outside the string: in a
    /// computed property along the model's path, and on a transform's input.
    @Test func membersAfterADotInAnInterpolation() throws {
        let sample = try OpenSample()
        let computed = complete(
            sample, in: sample.models, replacing: "\\(total)\"", with: "\\(owner?.‸)\"")
        #expect(computed.labels == ["name", "email"])
        #expect(computed["items"]?[1]?["detail"] == "String?")
        let second = complete(
            sample, in: sample.models, replacing: "\\(total)\"", with: "\\(String(describing: owner?.‸")
        #expect(second.labels == ["name", "email"])
        let transform = complete(
            sample, in: sample.bindings, replacing: "/// Keeps",
            with: "transform describe(User) -> String = \"by \\($0.‸)\"\n/// Keeps")
        #expect(transform.labels == ["name", "email"])
        _ = sample.client.shutDown()
    }

    @Test func aOneLineDeclarationEndsAtItsLineEnd() throws {
        let sample = try OpenSample()
        let list = complete(sample, in: sample.bindings, replacing: "/// Keeps", with: "b‸\n/// Keeps")
        #expect(list.labels == ["model", "binding", "transform", "options", "import", "external"])
        _ = sample.client.shutDown()
    }

    @Test func aStatementStartsAfterTheBodysBraceOrASemicolonNotOnlyAtItsLine() throws {
        let sample = try OpenSample()
        let oneLineModel = complete(
            sample, in: sample.models, replacing: "model Row {", with: "model Pair { var first: ‸ }\nmodel Row {")
        #expect(Array(oneLineModel.labels.prefix(2)) == ["User", "Download"])
        let afterSemicolon = complete(
            sample, in: sample.models, replacing: "    var upper: String", with: "    var a: Int = 0; var upper: ‸")
        #expect(Array(afterSemicolon.labels.prefix(2)) == ["User", "Download"])
        let member = complete(
            sample, in: sample.models, replacing: "model Row {", with: "model Pair { v‸ }\nmodel Row {")
        #expect(member.labels == ["var", "let", "computed"])
        let rule = complete(
            sample, in: sample.bindings, replacing: ruleLine, with: "    row.title <- download.title; ‸")
        #expect(rule.labels == ["on", "download", "row"])
        let afterModel = complete(
            sample, in: sample.models, replacing: "model Row {", with: "model Pair { var a: Int = 0 } b‸\nmodel Row {")
        #expect(afterModel.labels == ["model", "binding", "transform", "options", "import", "external"])
        _ = sample.client.shutDown()
    }

    @Test func nothingInsideCommentsAndStrings() throws {
        let sample = try OpenSample()
        let comment = complete(sample, in: sample.bindings, replacing: ruleLine, with: "    // row.‸")
        #expect(comment.labels.isEmpty)
        let string = complete(sample, in: sample.bindings, replacing: "\"Nobody\"", with: "\"Nob‸")
        #expect(string.labels.isEmpty)
        _ = sample.client.shutDown()
    }

    @Test func propertiesAfterADotInAnExpressionWhereTheDeclarationsTellTheModel() throws {
        let text = """
            model Task {
                var done: Bool = false
                var notes: [Task] = []
            }

            model Project {
                var tasks: [Task] = []
                var name: String = ""
                computed open: Int = tasks.filter { !$0.MARK }.count
                computed typed: Bool = tasks.lazy.contains { (task: Task?) in task?.MARK == true }
                computed made: Bool = Task().MARK
            }

            transform isDone(Task?) -> Bool = $0?.MARK == true
            transform firstNote(Project) <-> Task {
                forward: $0.tasks.first(where: { t in t.notes.isEmpty })!.MARK
                backward: Project(tasks: $0.MARK)
            }

            """
        let labels = try labelsTypingEachMark(in: text, writtenOutAs: "done")
        #expect(labels == Array(repeating: ["done", "notes"], count: 6))
    }

    /// An external class's properties include those its external superclass lists (after its own), as the checker
    /// reads them.
    @Test func anExternalSubclassOffersItsSuperclassesProperties() throws {
        let text = """
            external class Control {
                var isEnabled: Bool
            }

            external class Field: Control {
                var text: String
            }

            model Form {
                var enabled: Bool = true
            }

            binding Wire(form: Form, field: Field) {
                field.MARK <- form.enabled
            }

            """
        let labels = try labelsTypingEachMark(in: text, writtenOutAs: "isEnabled")
        #expect(labels == [["text", "isEnabled"]], "\(labels)")
    }

    /// The labels offered at each `MARK` of `text` typed in turn as far as its cursor, the others written out as
    /// `word`.
    private func labelsTypingEachMark(in text: String, writtenOutAs word: String) throws -> [[String]] {
        let parts = text.components(separatedBy: "MARK")
        let typed = (1..<parts.count).map { typing in
            parts[..<typing].joined(separator: word) + "‸" + parts[typing...].joined(separator: word)
        }
        return try completions(typing: typed, in: parts.joined(separator: word)).map(\.labels)
    }

    /// The completion list at the `‸` of each of `typed`, each in turn the text of one spec first opened as `text`.
    private func completions(typing typed: [String], in text: String) throws -> [JSONValue] {
        let folder = try TestFolder(["Models.bind": text])
        let client = PipeClient(root: folder.url)
        defer { _ = client.shutDown() }
        let uri = folder.uri("Models.bind")
        client.open(uri, text)
        return typed.enumerated().map { index, withCursor in
            client.notify(
                "textDocument/didChange",
                [
                    "textDocument": ["uri": .string(uri), "version": .int(index + 2)],
                    "contentChanges": [["text": .string(withCursor.replacingOccurrences(of: "‸", with: ""))]],
                ])
            let position = Positions.of("‸", in: withCursor)
            return client.request(
                "textDocument/completion", ["textDocument": ["uri": .string(uri)], "position": position])["result"]
                ?? nil
        }
    }

    /// After `BinderyTransforms.` in a default, a computed property or a fallback, and after `Self.` in a transform's
    /// body, the module's transforms: the names by which embedded Swift calls one. Not after another `Self.`.
    @Test func transformsAfterTheirNamespaceInEmbeddedSwift() throws {
        let text = """
            model Reading {
                var celsius: Double = 0
                var label: String? = nil
                computed shown: String = BinderyTransforms.MARK(celsius)
                var first: String = Bindery.BinderyTransforms.MARK(0)
                computed kind: String = Self.MARK
            }

            /// Degrees as text.
            transform format(Double) -> String = "\\($0)°"
            transform twice(Double) -> String = Self.MARK($0 * 2)

            binding Show(reading: Reading, display: Reading) {
                display.label <- reading.label ?? BinderyTransforms.MARK(1)
            }

            """
        let labels = try labelsTypingEachMark(in: text, writtenOutAs: "format")
        let transforms = ["format", "twice"]
        #expect(labels == [transforms, transforms, [], transforms, transforms])
    }

    /// Only what the language accepts at the cursor: an external class's members and types, `external` and the
    /// attributes after `@` at the top level; no instance property in a default (generated as a static function)
    /// and no parameter in a fallback (`fallback-reads-parameter`).
    @Test func onlyWhatTheLanguageAcceptsWhereTheCursorIs() throws {
        let sample = try OpenSample()
        let externalMember = complete(
            sample, in: sample.models, replacing: "model Row {", with: "external class Clock {\n    ‸\n}\nmodel Row {")
        #expect(externalMember.labels == ["var", "let"])
        let externalType = complete(
            sample, in: sample.models, replacing: "model Row {",
            with: "external class Clock {\n    var now: ‸\n}\nmodel Row {")
        #expect(Array(externalType.labels.prefix(2)) == ["User", "Download"])
        let attribute = complete(sample, in: sample.models, replacing: "model Row {", with: "@‸\nmodel Row {")
        #expect(attribute.labels == ["MainActor", "preconcurrency"])
        let byDefault = complete(
            sample, in: sample.models, replacing: "    var upper: String = \"\"", with: "    var upper: String = ‸")
        #expect(byDefault.labels.isEmpty)
        let computed = complete(
            sample, in: sample.models, replacing: "    var upper: String = \"\"", with: "    computed upper: String = ‸"
        )
        #expect(computed.labels.prefix(2) == ["title", "ownerName"])
        let fallback = complete(
            sample, in: sample.bindings, replacing: ruleLine,
            with: "    row.title <- download.owner?.name ?? download.‸")
        #expect(fallback.labels.isEmpty)
        _ = sample.client.shutDown()
    }
}
