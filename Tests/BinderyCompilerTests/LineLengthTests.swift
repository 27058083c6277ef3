import BinderyCompiler
import BinderySource
import Testing

/// Generated Swift keeps to the project's line length of 120 where the generator lays the line out: a class with a
/// long name and several conformances, `==` between two of them, the observer protocol's doc comment, and with names
/// of 50 to 60 characters every accessor, conformance, initializer, observer and binding line. Lines that quote spec
/// text (a rule in a comment or a string literal) or hold one name longer than a line are left alone.
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

    /// Names of 50 to 60 characters: every line the generator lays out breaks as swift-format would, to 120
    /// columns. What may pass 120: a name made of several (a rule's function or echo, over 100 characters by itself,
    /// on a line), the spec's rule quoted in a comment or string literal, and the spec's expression, kept at its spec
    /// column between `#sourceLocation` directives.
    @Test func declarationsAndBindingsWithVeryLongNamesAreWrappedToTheLineLength() throws {
        let cart = "shoppingCartLineItemPresentationViewModelForCheckout"
        let option = "quantityOptionPresentationViewModelForCheckoutScreen"
        let spec = """
            import Foundation

            model ShoppingCartLineItemPresentationViewModelForCheckout: Equatable, Codable, Hashable {
                let stableIdentifierOfTheShoppingCartLineItemForCheckout: UUID
                var formattedUnitPriceDescriptionOfTheLineItemForDisplay: String = ""
                var formattedQuantityDescriptionOfTheLineItemForDisplay: String = ""
                var selectedGiftWrappingOptionTitlesOfTheLineItemForCheckout: [String] = []
                var highlightedQuantityOptionOfTheLineItemPresentationModel: QuantityOptionPresentationViewModelForTheCheckoutScreen?
                computed hasHighlightedQuantityOptionOfTheLineItemForCheckout: Bool = highlightedQuantityOptionOfTheLineItemPresentationModel != nil
            }

            model QuantityOptionPresentationViewModelForTheCheckoutScreen: Equatable, Codable, Hashable {
                var localizedTitleOfTheQuantityOptionForTheCheckoutScreen: String = ""
                var numberOfSelectedUnitsOfTheQuantityOptionForTheCheckout: Int = 0
            }

            transform formattedQuantityDescriptionForTheCheckoutLineItem(Int) -> String = String($0) + " items"

            binding ShoppingCartLineItemPresentationBindingForCheckoutScreen(
                \(cart): ShoppingCartLineItemPresentationViewModelForCheckout,
                \(option): QuantityOptionPresentationViewModelForTheCheckoutScreen
            ) {
                \(option).localizedTitleOfTheQuantityOptionForTheCheckoutScreen <-> \(cart).formattedUnitPriceDescriptionOfTheLineItemForDisplay
                \(cart).formattedQuantityDescriptionOfTheLineItemForDisplay <- \(option).numberOfSelectedUnitsOfTheQuantityOptionForTheCheckout | formattedQuantityDescriptionForTheCheckoutLineItem
                on \(cart).hasHighlightedQuantityOptionOfTheLineItemForCheckout -> highlightedQuantityOptionOfTheLineItemDidChangeHandler
            }
            """
        let text = try generated(spec)
        var long: [Substring] = []
        var inSpecText = false
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("#sourceLocation(") {
                inSpecText = trimmed != "#sourceLocation()"
                continue
            }
            let quotesRule = trimmed.hasPrefix("//") || trimmed.hasPrefix("\"") || trimmed.hasPrefix("+ \"")
            let hasHugeName = line.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "$") }
                .contains { $0.utf8.count > 100 }
            if line.utf8.count > 120, !inSpecText, !quotesRule, !hasHugeName { long.append(line) }
        }
        #expect(long.isEmpty, "lines over 120: \(long)")
        // A sample of the layouts swift-format gives: the setter's closure, a storage argument broken after its label,
        // `==` broken before its operator, `encode` with its arguments one a line, the observer's call.
        #expect(
            text.contains(
                """
                            _$set(1, _$storage.formattedUnitPriceDescriptionOfTheLineItemForDisplay, newValue) {
                                $0._$storage.formattedUnitPriceDescriptionOfTheLineItemForDisplay = $1
                            }
                """))
        #expect(
            text.contains(
                """
                            selectedGiftWrappingOptionTitlesOfTheLineItemForCheckout:
                                selectedGiftWrappingOptionTitlesOfTheLineItemForCheckout,
                """))
        #expect(
            text.contains(
                """
                        guard
                            lhs.stableIdentifierOfTheShoppingCartLineItemForCheckout
                                == rhs.stableIdentifierOfTheShoppingCartLineItemForCheckout
                        else { return false }
                """))
        #expect(
            text.contains(
                """
                        try container.encodeIfPresent(
                            self.highlightedQuantityOptionOfTheLineItemPresentationModel,
                            forKey: .highlightedQuantityOptionOfTheLineItemPresentationModel)
                """))
        #expect(
            text.contains(
                """
                            $0.shoppingCartLineItemPresentationViewModelForCheckout(
                                $1, didChangeFormattedUnitPriceDescriptionOfTheLineItemForDisplay: $2)
                """))
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
