import BinderyLanguageServer
import Testing

/// What hovering over a name shows, as a user reads it.
@Suite struct HoverTests {
    @Test func aPropertyInAPathShowsItsDeclarationDocAndThePathTypeThere() throws {
        let sample = try OpenSample()
        let hover = sample.request("textDocument/hover", sample.bindings, at: "name ??")
        #expect(hover.hoverText.contains("var name: String = \"\""))
        #expect(hover.hoverText.contains("Shown in lists."))
        #expect(hover.hoverText.contains("`download.owner?.name` is `String?`"))
        #expect(hover["range"]?["start"] == Positions.of("name ??", in: SampleModule.bindings))
        let owner = sample.request("textDocument/hover", sample.bindings, at: "owner?")
        #expect(owner.hoverText.contains("`download.owner` is `User?`"))
        _ = sample.client.shutDown()
    }

    @Test func aTransformShowsItsSignatureAndABuiltInTheTypesItIsAppliedAt() throws {
        let sample = try OpenSample()
        let shout = sample.request("textDocument/hover", sample.bindings, at: "shout", occurrence: 2)
        #expect(shout.hoverText.contains("transform shout(String) -> String"))
        #expect(shout.hoverText.contains("Shouting."))
        let builtin = sample.request("textDocument/hover", sample.bindings, at: "uppercased", occurrence: 2)
        #expect(builtin.hoverText.contains("transform uppercased(String) -> String"))
        #expect(builtin.hoverText.contains("Here: `(String) -> String`"))
        _ = sample.client.shutDown()
    }

    @Test func aTransformSaysWhereItRuns() throws {
        let text = """
            model Task {
                var done: Bool = false
            }

            nonisolated model Counter {
                var count: Int = 0
                var label: String = ""
            }

            transform isDone(Task) -> Bool = $0.done
            transform twice(Int) -> Int = $0 * 2
            transform label(Int) -> String external
            transform spare(Int) -> Int external

            nonisolated binding Counting(counter: Counter) {
                counter.count <- counter.count | twice
                counter.label <- counter.count | label
            }

            """
        let folder = try TestFolder(["Models.bind": text])
        let client = PipeClient(root: folder.url)
        let uri = folder.uri("Models.bind")
        client.open(uri, text)
        func hover(_ needle: String) -> String {
            let params: JSONValue = [
                "textDocument": ["uri": .string(uri)], "position": Positions.of(needle, in: text, occurrence: 1),
            ]
            return client.request("textDocument/hover", params)["result"]?["contents"]?["value"]?.stringValue ?? ""
        }
        #expect(
            hover("isDone").hasSuffix(
                "Runs on the main actor: its types name a `@MainActor` model or class, whose members it may read."))
        #expect(hover("twice").hasSuffix("Runs on no actor (`nonisolated`)."))
        #expect(hover("label(Int)").hasSuffix("Implemented by hand, on no actor: `nonisolated static func label(…)`."))
        #expect(
            hover("spare").hasSuffix("Implemented by hand, in the target's default isolation."))
        _ = client.shutDown()
    }

    @Test func aBindingShowsTheInitializerSwiftWillSee() throws {
        let sample = try OpenSample()
        let hover = sample.request("textDocument/hover", sample.bindings, at: "RowBinding")
        #expect(
            hover.hoverText.contains(
                """
                init(
                    download: Download,
                    row: Row,
                    totalChanged: @escaping (Change<Int64>) -> Void,
                    changed: @escaping () -> Void
                )
                """))
        #expect(hover.hoverText.contains("Keeps a row in sync."))
        let handler = sample.request("textDocument/hover", sample.bindings, at: "totalChanged")
        #expect(handler.hoverText.contains("totalChanged: @escaping (Change<Int64>) -> Void"))
        _ = sample.client.shutDown()
    }

    @Test func modelsParametersAndPropertiesInExpressions() throws {
        let sample = try OpenSample()
        let model = sample.request("textDocument/hover", sample.bindings, at: "Download")
        #expect(model.hoverText.contains("model Download {"))
        #expect(model.hoverText.contains("A file being downloaded."))
        let parameter = sample.request("textDocument/hover", sample.bindings, at: "download.title")
        #expect(parameter.hoverText.contains("download: Download"))
        let inExpression = sample.request("textDocument/hover", sample.models, at: "total)")
        #expect(inExpression.hoverText.contains("var total: Int64 = 0"))
        #expect(sample.request("textDocument/hover", sample.bindings, at: "<-") == .null)
        _ = sample.client.shutDown()
    }

    @Test func aShorthandArgumentShowsItsTypeWhereTheDeclarationsTellIt() throws {
        let text = """
            model Task {
                var done: Bool = false
            }

            model Project {
                var tasks: [Task] = []
                computed open: Int = tasks.filter { !$0.done }.count
                computed numbers: [Int] = [1, 2].map { $0 + 1 }
            }

            transform both(Task, Task?) -> Bool = $0.done && $1?.done == true
            transform flag(Task) <-> Bool {
                forward: $0.done
                backward: Task(done: $0)
            }

            """
        let folder = try TestFolder(["Models.bind": text])
        let client = PipeClient(root: folder.url)
        let uri = folder.uri("Models.bind")
        client.open(uri, text)
        func hover(_ needle: String, occurrence: Int = 1, offset: Int = 0) -> String? {
            let params: JSONValue = [
                "textDocument": ["uri": .string(uri)],
                "position": Positions.of(needle, in: text, occurrence: occurrence, offset: offset),
            ]
            return client.request("textDocument/hover", params)["result"]?["contents"]?["value"]?.stringValue
        }
        #expect(
            hover("$0.done }")
                == "```swift\n$0: Task\n```\n\nThe closure's first parameter: an element of the array it is called on.")
        #expect(hover("$1?.done", offset: 1) == "```swift\n$1: Task?\n```\n\nThe second input of transform `both`.")
        #expect(hover("$0.done &&", offset: 2)?.hasPrefix("```swift\n$0: Task\n```") == true)
        #expect(hover("$0)") == "```swift\n$0: Bool\n```\n\nThe first input of transform `flag`.")
        // An Int's closure parameter: the declarations do not tell its type.
        #expect(hover("$0 + 1") == nil)
        _ = client.shutDown()
    }
}
