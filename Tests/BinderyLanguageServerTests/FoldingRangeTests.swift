import BinderyLanguageServer
import Foundation
import Testing

/// `textDocument/foldingRange`: declarations, members and rules over several lines, doc and plain comments, imports.
@Suite struct FoldingRangeTests {
    /// Each fold as `start-end kind`, in the order the server gives them.
    private func folds(of text: String) throws -> [String] {
        let folder = try TestFolder(["Shop.bind": text])
        let client = PipeClient(root: folder.url)
        defer { _ = client.shutDown() }
        let uri = folder.uri("Shop.bind")
        client.open(uri, text)
        let result = client.request("textDocument/foldingRange", ["textDocument": ["uri": .string(uri)]])["result"]
        return (result?.arrayValue ?? []).map { fold in
            let start = fold["startLine"]?.intValue ?? -1
            let end = fold["endLine"]?.intValue ?? -1
            return "\(start)-\(end)" + (fold["kind"]?.stringValue.map { " \($0)" } ?? "")
        }
    }

    @Test func blocksFoldToTheirFirstLineAndKeepTheirClosingLineInView() throws {
        let text = """
            import Foundation
            import Observation

            /// A line of the order.
            /// Priced per unit.
            model Item {
                var name: String = ""
                /// What the line costs:
                /// the price times the count.
                computed total: Double = (price *
                    Double(count))
                var price: Double = 0
                var count: Int = 1
            }

            // Plain comments on
            // consecutive lines.
            /* and a block
               over two lines */
            transform label(Item) -> String = {
                $0.name
            }($0)

            binding Row(item: Item, view: Item) {
                view.name <- (
                    item.name,
                    item.name) | join
                view.price <- item.price
            }
            transform join(String, String) -> String = $0 + $1 + label(Item())
            """
        let found = try folds(of: text)
        #expect(
            found == [
                "0-1 imports",
                "3-4 comment",
                "5-12",
                "7-8 comment",
                "9-10",
                "15-18 comment",
                "19-21",
                "23-27",
                "24-26",
            ])
    }
}
