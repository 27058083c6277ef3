import BinderyCompiler
import BinderySource
import Testing

/// Generated Swift keeps to the project's line length of 120 where the generator lays the line out: a class with a
/// long name and several conformances, `==` between two of them, the observer protocol's doc comment. Lines that
/// quote spec text (a rule in a comment or a string literal) or hold one name longer than a line are left alone.
@Suite struct LineLengthTests {
    @Test func declarationsWithLongNamesAreWrappedToTheLineLength() throws {
        let spec = """
            import Foundation

            model ShoppingCartItemPresentationViewModel: Identifiable, Sendable, Codable, Hashable, CustomStringConvertible {
                let id: UUID
                let description: String
                var formattedPriceDescription: String = ""
            }
            """
        let text = try generated(spec)
        let long = text.split(separator: "\n").filter { $0.utf8.count > 120 }
        #expect(long.isEmpty, "lines over 120: \(long)")
        #expect(text.contains("final class ShoppingCartItemPresentationViewModel:\n    @MainActor Bindery."))
        #expect(text.contains("    static func == (\n        lhs: ShoppingCartItemPresentationViewModel,\n"))
    }

    @Test func bindingsWithLongRulesAndNamesAreWrappedToTheLineLength() throws {
        let spec = """
            model CartItemViewModel {
                var formattedPriceDescription: String = ""
                var highlightedQuantityOption: QuantityOptionViewModel?
                computed hasHighlightedQuantityOption: Bool = highlightedQuantityOption != nil
            }

            model QuantityOptionViewModel {
                var localizedOptionTitle: String = ""
            }

            binding CartItemPresentation(cartItem: CartItemViewModel, quantityOption: QuantityOptionViewModel) {
                quantityOption.localizedOptionTitle <-> cartItem.formattedPriceDescription
                on cartItem.highlightedQuantityOption?.localizedOptionTitle, cartItem.hasHighlightedQuantityOption initial -> highlightChanged
            }
            """
        let text = try generated(spec)
        let long = text.split(separator: "\n").filter { $0.utf8.count > 120 }
        #expect(long.isEmpty, "lines over 120: \(long)")
        // The rule table still holds the rule's text exactly, in pieces joined by `+`.
        #expect(
            text.contains(
                "action: \"on cartItem.highlightedQuantityOption?.localizedOptionTitle, \"\n"
                    + "                + \"cartItem.hasHighlightedQuantityOption initial -> highlightChanged\","))
    }

    /// The Swift generated from `spec`, a module of one file.
    private func generated(_ spec: String) throws -> String {
        var files = SourceFiles()
        files.add(SourceFile(path: "Cart.bind", text: spec))
        var compilation = Compilation(files: files)
        let outputs = try #require(try compilation.generate(), "\(compilation.sortedDiagnostics.map(\.message))")
        return try #require(outputs.first).contents
    }
}
