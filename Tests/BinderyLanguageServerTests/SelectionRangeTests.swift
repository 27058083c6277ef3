import BinderyLanguageServer
import Foundation
import Testing

/// `textDocument/selectionRange`: "expand selection" grows from the token at the cursor through the syntax around
/// it, each step holding the one before.
@Suite struct SelectionRangeTests {
    /// The text of each step outward from `marker` (the position just past its first character), smallest first.
    private func steps(in text: String, at marker: String) throws -> [String] {
        let folder = try TestFolder(["Shop.bind": text])
        let client = PipeClient(root: folder.url)
        defer { _ = client.shutDown() }
        let uri = folder.uri("Shop.bind")
        client.open(uri, text)
        let position = Positions.of(marker, in: text, offset: 1)
        let result = client.request(
            "textDocument/selectionRange", ["textDocument": ["uri": .string(uri)], "positions": [position]])["result"]
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf16) }
        func offset(_ position: JSONValue?) -> (Int, Int) {
            (position?["line"]?.intValue ?? 0, position?["character"]?.intValue ?? 0)
        }
        func slice(_ range: JSONValue?) -> String {
            let (startLine, startColumn) = offset(range?["start"])
            let (endLine, endColumn) = offset(range?["end"])
            var pieces: [String] = []
            for line in startLine...endLine where line < lines.count {
                let from = line == startLine ? startColumn : 0
                let to = line == endLine ? endColumn : lines[line].count
                pieces.append(String(decoding: lines[line][from..<to], as: UTF16.self))
            }
            return pieces.joined(separator: "\n")
        }
        var steps: [String] = []
        var selection = result?.arrayValue?.first
        while let current = selection, current != .null {
            steps.append(slice(current["range"]))
            selection = current["parent"]
        }
        return steps
    }

    private let spec = """
        model Item {
            var name: String = ""
            /// Its price.
            var price: Double = 0
            computed label: String = name.isEmpty ? "none" : (name + "!").uppercased()
        }

        binding Row(item: Item, view: Item) {
            view.name <- item.label | trimmed
        }
        transform trimmed(String) -> String = $0
        """

    @Test func aRulesSourceGrowsThroughItsPathToTheRuleAndTheBinding() throws {
        let found = try steps(in: spec, at: "label | trimmed")
        #expect(
            found.prefix(6) == [
                "label", "item.label", "view.name <- item.label | trimmed",
                "{\n    view.name <- item.label | trimmed\n}",
                "binding Row(item: Item, view: Item) {\n    view.name <- item.label | trimmed\n}",
                spec,
            ])
    }

    @Test func embeddedSwiftGrowsThroughItsBracketsToTheMemberAndTheModel() throws {
        let found = try steps(in: spec, at: "+ \"!\"")
        #expect(found.first == "+")
        #expect(found.contains("name + \"!\""))
        #expect(found.contains("(name + \"!\")"))
        #expect(found.contains("name.isEmpty ? \"none\" : (name + \"!\").uppercased()"))
        #expect(found.contains { $0.hasPrefix("computed label") })
        #expect(found.last == spec)
        for (inner, outer) in zip(found, found.dropFirst()) {
            #expect(outer.contains(inner), "\(outer) does not hold \(inner)")
        }
    }

    @Test func aMemberGrowsToItsDocComment() throws {
        let found = try steps(in: spec, at: "price: Double")
        #expect(found.prefix(3) == ["price", "var price: Double = 0", "/// Its price.\n    var price: Double = 0"])
    }
}
