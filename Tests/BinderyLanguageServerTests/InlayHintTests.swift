import BinderyLanguageServer
import Foundation
import Testing

/// `textDocument/inlayHint`: the type after each source of a rule with transforms and after each of its transforms.
@Suite struct InlayHintTests {
    private let spec = """
        model Download {
            var progress: Double = 0
            var owner: Person?
            var title: String = ""
        }
        model Person { var name: String = "" }
        model Row {
            var label: String = ""
            var header: String = ""
            var title: String = ""
            var size: Int = 0
        }
        transform percent(Double) -> String = "\\($0 * 100)%"
        transform join(String, String) -> String = $0 + " " + $1
        transform length(String) -> Int = $0.count
        binding RowBinding(row: Row, download: Download) {
            row.label <- download.progress | percent | uppercased
            row.header <- (download.owner?.name ?? "nobody", download.title) | join
            row.title <- download.title
            row.size <- download.title | length
        }
        """

    /// Each hint as `line:character label`, for the lines `first...last` (all of them by default).
    private func hints(of text: String, lines: ClosedRange<Int> = 0...100) throws -> [String] {
        let folder = try TestFolder(["Rows.bind": text])
        let client = PipeClient(root: folder.url)
        defer { _ = client.shutDown() }
        let uri = folder.uri("Rows.bind")
        client.open(uri, text)
        let range: JSONValue = [
            "start": ["line": .int(lines.lowerBound), "character": 0],
            "end": ["line": .int(lines.upperBound), "character": 0],
        ]
        let result = client.request(
            "textDocument/inlayHint", ["textDocument": ["uri": .string(uri)], "range": range])["result"]
        return (result?.arrayValue ?? []).map { hint in
            let line = hint["position"]?["line"]?.intValue ?? -1
            let character = hint["position"]?["character"]?.intValue ?? -1
            #expect(hint["kind"]?.intValue == 1)
            return "\(line):\(character) \(hint["label"]?.stringValue ?? "?")"
        }
    }

    @Test func aRuleWithTransformsShowsTheTypeAfterEachSourceAndEachTransform() throws {
        #expect(
            try hints(of: spec) == [
                "16:34 : Double", "16:44 : String", "16:57 : String",
                "17:51 : String", "17:67 : String", "17:75 : String",
                "19:30 : String", "19:39 : Int",
            ])
    }

    @Test func onlyTheHintsInTheRequestedLinesAreSent() throws {
        #expect(try hints(of: spec, lines: 17...18) == ["17:51 : String", "17:67 : String", "17:75 : String"])
    }

    @Test func aRuleTheCheckerRejectsShowsNoneWhileTheOthersStillDo() throws {
        let broken = spec.replacingOccurrences(of: "| percent | uppercased", with: "| percent | lowercase")
        #expect(
            try hints(of: broken) == [
                "17:51 : String", "17:67 : String", "17:75 : String", "19:30 : String", "19:39 : Int",
            ])
    }
}
