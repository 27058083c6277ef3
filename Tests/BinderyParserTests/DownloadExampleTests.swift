import BinderySource
import BinderySyntax
import Testing

/// SPEC part 1's complete example, kept verbatim as `Fixtures/Valid/Download.bind`, checked node by node.
@Suite struct DownloadExampleTests {
    let parsed: Parsed

    init() throws {
        parsed = Parsed(bytes: try Fixtures.bytes("Valid/Download.bind"), path: "Download.bind")
    }

    @Test func parsesWithoutDiagnostics() {
        #expect(parsed.located == [])
        #expect(parsed.syntax.declarations.count == 11)
    }

    @Test func importAndOptions() throws {
        #expect(parsed.imports.map { $0.path.map(\.name) } == [["Foundation"]])
        let options = try #require(parsed.options.first)
        #expect(options.entries.map(\.key.name) == ["access", "isolation", "observation"])
        #expect(options.entries.map(\.value.name) == ["public", "MainActor", "true"])
        #expect(parsed.text(options.entries[1].value.range) == "MainActor")
    }

    @Test func keepsPlainCommentsOutOfTheTree() {
        let comments = parsed.syntax.comments.map(\.text)
        #expect(comments.first == "// Download.bind")
        #expect(comments.contains("// internal (default) | public | package"))
        #expect(comments.count == 4)
    }

    @Test func userModel() throws {
        let user = try #require(parsed.models.first)
        #expect(user.name.name == "User")
        #expect(user.doc?.text == "A person who owns downloads.")
        #expect(user.conformances.map(\.description) == ["Codable", "Hashable"])
        #expect(user.members.map(\.kind) == [.let, .var, .var])
        #expect(user.members.map(\.name.name) == ["id", "name", "email"])
        #expect(user.members.map(\.type.description) == ["UUID", "String", "String?"])
        #expect(user.members.map { $0.value?.text } == [nil, "\"\"", nil])
        #expect(parsed.text(user.range).hasPrefix("model User"))
        #expect(parsed.text(user.range).hasSuffix("}"))
    }

    @Test func downloadModel() throws {
        let download = try #require(parsed.models.dropFirst().first)
        #expect(download.name.name == "Download")
        #expect(download.doc?.text == "A file being downloaded.")
        #expect(download.conformances.isEmpty)
        #expect(
            download.members.map(\.name.name) == [
                "title", "writtenBytes", "totalBytes", "celsius", "tags", "owner", "progress",
            ])
        #expect(
            download.members.map(\.type.description) == [
                "String", "Int64", "Int64", "Double", "[String]", "User?", "Double",
            ])
        #expect(download.members.map { $0.value?.text } == ["\"Untitled\"", "0", "0", "20", "[]", nil, progressText])
        let progress = try #require(download.members.last)
        #expect(progress.kind == .computed)
        #expect(progress.doc?.text == "Recomputed when writtenBytes or totalBytes change.")
        #expect(parsed.text(progress.kindRange) == "computed")
        let references = try #require(progress.value?.references)
        #expect(references.map(\.name) == ["totalBytes", "Double", "writtenBytes", "Double", "totalBytes"])
        #expect(references.allSatisfy { !$0.isOnSelf })
        #expect(references.allSatisfy { parsed.text($0.range) == $0.name })
    }

    private var progressText: String {
        "totalBytes == 0 ? 0 : Double(writtenBytes) / Double(totalBytes)"
    }

    @Test func rowModelHasNoDoc() throws {
        let row = try #require(parsed.models.last)
        #expect(row.name.name == "DownloadRow")
        #expect(row.doc == nil)
        #expect(row.members.count == 6)
        #expect(row.members.allSatisfy { $0.kind == .var })
    }

    @Test func transforms() throws {
        let transforms = parsed.transforms
        #expect(
            transforms.map(\.name.name) == ["uppercased", "percent", "summarize", "fahrenheit", "initials"])
        #expect(
            transforms.map { $0.inputs.map(\.description) } == [
                ["String"], ["Double"], ["String", "Double"], ["Double"], ["String"],
            ])
        #expect(transforms.map(\.output.description) == ["String", "String", "String", "Double", "String"])
        #expect(transforms.map(\.isReversibleArrow) == [false, false, false, true, false])
        #expect(transforms[3].doc?.text == "Reversible: usable in two-way bindings.")
        #expect(transforms[4].doc?.text == "Implemented by hand in Swift (see part 2).")
        #expect(transforms[0].doc == nil)
        guard case .expression(let upper) = transforms[0].body else {
            Issue.record("uppercased should have an expression body")
            return
        }
        #expect(upper.text == "$0.uppercased()")
        #expect(upper.references.isEmpty)
        guard case .expression(let percent) = transforms[1].body else {
            Issue.record("percent should have an expression body")
            return
        }
        #expect(percent.text == #""\(Int(($0 * 100).rounded()))%""#)
        #expect(percent.references.map(\.name) == ["Int"])
        guard case .reversible(let forward, let backward) = transforms[3].body else {
            Issue.record("fahrenheit should be reversible")
            return
        }
        #expect(forward.text == "$0 * 9 / 5 + 32")
        #expect(backward.text == "($0 - 32) * 5 / 9")
        guard case .external(let range) = transforms[4].body else {
            Issue.record("initials should be external")
            return
        }
        #expect(parsed.text(range) == "external")
        #expect(parsed.text(transforms[3].arrowRange) == "<->")
    }

    @Test func binding() throws {
        let binding = try #require(parsed.bindings.first)
        #expect(binding.name.name == "DownloadRowBinding")
        #expect(binding.doc?.text == "Keeps a row in sync with a download.")
        #expect(binding.parameters.map(\.name.name) == ["download", "row"])
        #expect(binding.parameters.map(\.type.description) == ["Download", "DownloadRow"])
        #expect(binding.rules.count == 8)
        #expect(parsed.text(binding.rules[0].range) == "row.title <- download.title | uppercased")
    }

    @Test func assignmentRules() throws {
        let rules = parsed.assignments
        #expect(rules.count == 6)
        #expect(
            rules.map(\.target.text) == [
                "row.title", "row.progressText", "row.ownerName", "row.fahrenheit", "row.summary", "row.firstTitle",
            ])
        #expect(rules.map(\.direction) == [.oneWay, .oneWay, .oneWay, .twoWay, .oneWay, .oneWay])
        #expect(
            rules.map { $0.transforms.map(\.name) } == [
                ["uppercased"], ["percent"], [], ["fahrenheit"], ["summarize"], [],
            ])
        #expect(rules.map(\.isOnce) == [false, false, false, false, false, true])
        #expect(rules.map(\.isParenthesized) == [false, false, false, false, true, false])
        #expect(
            rules.map { $0.sources.map(\.path.text) } == [
                ["download.title"], ["download.progress"], ["download.owner?.name"], ["download.celsius"],
                ["download.title", "download.progress"], ["download.title"],
            ])
        let owner = rules[2].sources[0]
        #expect(owner.path.steps.map(\.isOptionalChained) == [false, true])
        #expect(owner.fallback?.text == "\"Nobody\"")
        #expect(owner.fallback?.references == [])
        #expect(parsed.text(owner.range) == "download.owner?.name ?? \"Nobody\"")
        #expect(parsed.text(rules[3].arrowRange) == "<->")
        #expect(rules[5].onceRange.map(parsed.text) == "once")
    }

    @Test func actionRules() {
        let actions = parsed.actions
        #expect(
            actions.map { $0.paths.map(\.text) } == [
                ["download.totalBytes"], ["download.writtenBytes", "download.totalBytes"],
            ])
        #expect(actions.map(\.handler.name) == ["totalChanged", "sizesChanged"])
        #expect(actions.map(\.isInitial) == [false, true])
        #expect(
            parsed.text(actions[1].range) == "on download.writtenBytes, download.totalBytes initial -> sizesChanged")
    }
}
