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
        let long = text.split(separator: "\n").filter { $0.count > 120 }
        #expect(long.isEmpty, "lines over 120: \(long)")
        #expect(text.contains("final class ShoppingCartItemPresentationViewModel:\n    @MainActor Bindery."))
        #expect(text.contains("    static func == (\n        lhs: ShoppingCartItemPresentationViewModel,\n"))
    }

    /// A rule's observer calling its function on a line of exactly 120 columns keeps it on that line, as
    /// swift-format does: the measure is of the line the template writes, and nothing more.
    @Test func anObserverCallThatFillsTheLineExactlyStaysOnIt() throws {
        let property = "p" + String(repeating: "x", count: 89)
        let spec = """
            model S {
                var v: Int = 0
            }

            model T {
                var \(property): Int = 0
            }

            binding B(s: S, t: T) {
                t.\(property) <- s.v
            }
            """
        let line = "            $0.updateTP" + property.dropFirst() + "($1.new)"
        #expect(line.count == 120)
        #expect(try generated(spec).split(separator: "\n").contains { $0 == line })
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
        let long = text.split(separator: "\n").filter { $0.count > 120 }
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
        let long = laidOutLinesOverTheLength(text)
        #expect(long.isEmpty, "lines over 120: \(long)")
        // A sample of the layouts swift-format gives: the setter's closure, a storage argument broken after its label,
        // `==` broken before its operator, `encode` with its arguments one a line, the observer's call.
        #expect(
            text.contains(
                """
                            _$set(1, _$state.formattedUnitPriceDescriptionOfTheLineItemForDisplay, newValue) {
                                $0._$state.formattedUnitPriceDescriptionOfTheLineItemForDisplay = $1
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

    /// Names of 60 to 80 characters in transforms (one with two inputs, one reversible),
    /// transforms applied one inside the other, a default that calls a function, an external class and a model's
    /// plumbing: each signature, nested call, doc comment and declaration breaks as swift-format would.
    @Test func transformsExternalClassesAndDefaultsWithVeryLongNamesBreakAsSwiftFormatDoes() throws {
        let model = "ShoppingCartLineItemPresentationViewModelForTheCheckoutScreenOfTheOnlineStore"
        let label = "CheckoutScreenLineItemPriceLabelOfTheShoppingCartPresentationLayer"
        let spec = """
            import Foundation

            model \(model): Equatable, Codable, Hashable {
                var selectedGiftWrappingOptionTitlesOfTheLineItemForTheCheckoutScreen: [String] = Array(repeating: "", count: 0)
                var formattedQuantityDescriptionOfTheLineItemForDisplay: String = ""
                var numberOfSelectedUnitsOfTheLineItemForTheCheckout: Int = 0
                var priceOfTheLineItemInTheLocalCurrencyOfTheShopper: Double = 0
            }

            external class \(label) {
                var localizedPriceTextOfTheLineItemInTheCheckoutScreen: String?
            }

            transform formattedQuantityDescriptionForTheCheckoutLineItemOfTheCart(String) -> String = $0 + " items"
            transform summaryOfTheQuantityAndThePriceOfTheLineItemForTheCheckoutScreen(Int, Double) -> String = "\\($0) for \\($1)"
            transform titlesOfTheSelectedGiftWrappingOptionsOfTheLineItemForTheCheckoutScreen(Bool) -> [String] = []
            transform priceInTheLocalCurrencyOfTheShopperForTheCheckoutScreenLineItem(Double) <-> Double {
                forward: $0 * 100
                backward: $0 / 100
            }

            binding ShoppingCartLineItemPriceBindingForTheCheckoutScreen(lineItem: \(model), priceLabel: \(label)) {
                lineItem.formattedQuantityDescriptionOfTheLineItemForDisplay <- lineItem.numberOfSelectedUnitsOfTheLineItemForTheCheckout | string | lowercased | formattedQuantityDescriptionForTheCheckoutLineItemOfTheCart
                priceLabel.localizedPriceTextOfTheLineItemInTheCheckoutScreen <- lineItem.priceOfTheLineItemInTheLocalCurrencyOfTheShopper | priceInTheLocalCurrencyOfTheShopperForTheCheckoutScreenLineItem | string
            }
            """
        let text = try generated(spec)
        let long = laidOutLinesOverTheLength(text)
        #expect(long.isEmpty, "lines over 120: \(long)")
        let expected = [
            // The model's plumbing, broken inside `<…>`.
            """
                @safe @exclusivity(unchecked) var _$bindery = Bindery.ModelCore<
                    \(model)
                >()
                let _$registrar = Observation.ObservationRegistrar()
                static let _$properties = Bindery.PropertyTable<
                    \(model)
                >(
            """,
            // `addObserver`'s parameter on a line of its own.
            """
                func addObserver(
                    _ observer: some \(model)Observer
                ) {
            """,
            // A default's function: its output after the arrow on a line of its own, and so the brace.
            """
                @usableFromInline static func _$default_selectedGiftWrappingOptionTitlesOfTheLineItemForTheCheckoutScreen()
                    -> [String]
                {
            """,
            // The external class's check: its doc comment wrapped, its parameter on a line of its own.
            """
            /// Checks that `\(label)` has the properties the spec
            /// declares, with those types; never called.
            @MainActor private func _$check_\(label)(
                _ object: \(label)
            ) {
            """,
            // Transforms' signatures: the parameters on a line of their own, or the output after the arrow on one.
            """
                nonisolated static func summaryOfTheQuantityAndThePriceOfTheLineItemForTheCheckoutScreen(
                    _ _$value0: Int, _ _$value1: Double
                ) -> String {
            """,
            """
                nonisolated static func titlesOfTheSelectedGiftWrappingOptionsOfTheLineItemForTheCheckoutScreen(_ _$value: Bool)
                    -> [String]
                {
            """,
            """
                nonisolated static func priceInTheLocalCurrencyOfTheShopperForTheCheckoutScreenLineItem(backward _$value: Double)
                    -> Double
                {
            """,
            // The external class's write, broken after its `{`, the directive repeated so that the assignment still
            // counts as the spec's line.
            """
                        #sourceLocation(file: "Cart.bind", line: 24)
                        if Bindery.differs(object.localizedPriceTextOfTheLineItemInTheCheckoutScreen, value) {
                        #sourceLocation(file: "Cart.bind", line: 24)
                            object.localizedPriceTextOfTheLineItemInTheCheckoutScreen = value
                        }
                        #sourceLocation()
            """,
            // Transforms applied one inside the other, broken after the outermost `(`.
            """
                    let value = Bindery.BinderyTransforms.formattedQuantityDescriptionForTheCheckoutLineItemOfTheCart(
                        Bindery.BinderyTransforms.Builtin.lowercased(Bindery.BinderyTransforms.Builtin.string(value)))
            """,
            """
                    let value = Bindery.BinderyTransforms.Builtin.string(
                        Bindery.BinderyTransforms.priceInTheLocalCurrencyOfTheShopperForTheCheckoutScreenLineItem(value))
            """,
        ]
        expectLaidOut(text, expected)
    }

    /// Names of 85 to 100 characters: the headers of the model, its observer protocol and its conformances' extensions,
    /// of the binding and its extension, a reaction's read with a fallback, a `once` rule's read of several sources and
    /// a transform's closure all break as swift-format would (it leaves each of these as generated).
    @Test func headersReadsAndTransformClosuresWithVeryLongNamesBreakAsSwiftFormatDoes() throws {
        let model = "ShoppingCartLineItemPresentationViewModelForTheCheckoutScreenOfTheOnlineStoreFrontWindow"
        let binding = "ShoppingCartLineItemPresentationBindingForTheCheckoutScreenOfTheOnlineStoreFrontPageWindow"
        let spec = """
            import Foundation

            options {
                access: public
                isolation: none
            }

            model \(model): Equatable, Hashable, Codable {
                var quantity: String = ""
                var units: Int = 0
                var formattedQuantityDescription: String = ""
                var numberOfSelectedUnitsOfTheLineItemForTheCheckout: Int = 0
                var nextLineItemOfTheShoppingCartForTheCheckout: \(model)?
            }

            transform listOfTheLineItemsForTheCheckout(Int64) -> [\(model)] = []
            transform sumOfTheUnits(Int, String, Int) -> Int = $0 + $2

            binding \(binding)(cart: \(model)) {
                cart.quantity <- cart.nextLineItemOfTheShoppingCartForTheCheckout?.formattedQuantityDescription ?? "None"
                cart.units <- once (cart.numberOfSelectedUnitsOfTheLineItemForTheCheckout, cart.formattedQuantityDescription, cart.units) | sumOfTheUnits
            }
            """
        let text = try generated(spec)
        let long = laidOutLinesOverTheLength(text)
        #expect(long.isEmpty, "lines over 120: \(long)")
        let expected = [
            // The class: its conformances on a line of their own, and so the brace.
            """
            public nonisolated final class \(model):
                Bindery.ObservableBinderyModel, Observation.Observable
            {
            """,
            // The observer protocol: its name on a continuation line, the brace on a line of its own.
            """
            public nonisolated protocol
                \(model)Observer: AnyObject
            {
            """,
            // An implemented conformance.
            """
            nonisolated extension \(model):
                Swift.Equatable
            {
            """,
            // The binding and its functions' extension.
            """
            public nonisolated final class
                \(binding)
            {
            """,
            """
            nonisolated private extension \(binding)
            {
            """,
            // A transform's closure: its type on a continuation line, the closure 4 spaces deeper.
            """
                    let transform:
                        (Int64) -> [\(model)] = {
                            _ = $0
            """,
            // A reaction's read, broken before its fallback; a `once` rule's sources packed in their tuple.
            """
                    let input = run.reading {
                        self._$cart.model.nextLineItemOfTheShoppingCartForTheCheckout?.formattedQuantityDescription
                            ?? Self._$fallback0_0()
                    }
            """,
            """
                    let (input0, input1, input2) = (
                        self._$cart.model.numberOfSelectedUnitsOfTheLineItemForTheCheckout,
                        self._$cart.model.formattedQuantityDescription, self._$cart.model.units
                    )
            """,
        ]
        expectLaidOut(text, expected)
    }

    /// Outputs swift-format breaks inside of rather than moving them to a line of their own: a dictionary after its
    /// key's colon, a tuple and a generic type inside their brackets, a function type inside its output or its
    /// inputs; the parameters break first when the output's opening does not fit after them.
    @Test func dictionaryTupleGenericAndFunctionOutputsBreakInsideAsSwiftFormatDoes() throws {
        let summarize = "summarizexxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxs"
        let spec = """
            options {
                isolation: none
            }

            model OutputShapes {
                var totalDownloadHumanCurrentDescriptionTransformWrittenPercentageOfTheProgressBarx: [Int: Bool] = [1: true]
                var writtenProgressTotalReadableReadableWrittenValueWrittenProgressBytesReadableCurrentx: (Int, Int) = (1, 2)
                var selectedUnits: Int = 0
                var selected: Bool = false
            }

            transform f0xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx(Int16) -> Set<Int> = []
            transform \(summarize)(Int16) -> [Int: Int] = [:]
            transform writtenObserverProgressIndexProgressReadableProgressTransformCurrentProgressxx(Bool) -> [String] external
            transform countAll([String]) -> Int = $0.count
            transform priceInTheLocalCurrencyOfTheShopperForTheCheckoutScreenLineItemOfTheOnlineStoreFront(Double) <-> Double {
                forward: $0 * 100
                backward: $0 / 100
            }

            binding UseThem(m: OutputShapes) {
                m.selectedUnits <- m.selected | writtenObserverProgressIndexProgressReadableProgressTransformCurrentProgressxx | countAll
            }
            """
        let text = try generated(spec)
        // The properties' long names pass 120 columns elsewhere (the initializer's defaults, the observer's changes).
        let long = laidOutLinesOverTheLength(text).filter { $0.contains("func ") }
        #expect(long.isEmpty, "lines over 120: \(long)")
        // The external transform's comment, which `laidOutLinesOverTheLength` does not look at: the declaration to
        // copy on lines of its own, broken at spaces; and the inverse's.
        #expect(!text.split(separator: "\n").contains { $0.drop { $0 == " " }.hasPrefix("///") && $0.count > 120 })
        // The inverse's doc comment, broken at spaces.
        #expect(
            text.contains(
                """
                    /// The inverse of `priceInTheLocalCurrencyOfTheShopperForTheCheckoutScreenLineItemOfTheOnlineStoreFront`, for
                    /// two-way bindings.

                """))
        #expect(
            text.contains(
                """
                /// `writtenObserverProgressIndexProgressReadableProgressTransformCurrentProgressxx` is implemented by hand:
                /// `extension BinderyTransforms { nonisolated static func
                /// writtenObserverProgressIndexProgressReadableProgressTransformCurrentProgressxx(_ value: Bool) -> [String] { … } }`.

                """))
        let expected = [
            """
                static func _$default_totalDownloadHumanCurrentDescriptionTransformWrittenPercentageOfTheProgressBarx() -> [Int:
                    Bool]
                {
            """,
            """
                static func _$default_writtenProgressTotalReadableReadableWrittenValueWrittenProgressBytesReadableCurrentx() -> (
                    Int, Int
                ) {
            """,
            """
                nonisolated static func f0xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx(_ _$value: Int16) -> Set<
                    Int
                > {
            """,
            """
                nonisolated static func \(summarize)(
                    _ _$value: Int16
                ) -> [Int: Int] {
            """,
            """
            nonisolated func _$require_writtenObserverProgressIndexProgressReadableProgressTransformCurrentProgressxx() -> (Bool) ->
                [String]
            {
            """,
            // The binding applies the external transform through its requirement check, broken after the call's `(`.
            """
                    let value = Bindery.BinderyTransforms.countAll(
                        _$require_writtenObserverProgressIndexProgressReadableProgressTransformCurrentProgressxx()(value))
            """,
        ]
        expectLaidOut(text, expected)
    }

    /// Property names of 92 and 97 characters: the getter's `_$get` breaks before its arguments, then one a line with
    /// the name after `_$state`; the setter's assignment breaks after `=`, then before the name; `addObserver`'s
    /// call of the observer puts its arguments one a line and the change after its label, as swift-format breaks
    /// them.
    @Test func accessorsAndObserverCallsWithNearlyLineLongNamesBreakAsSwiftFormatDoes() throws {
        let long = "percentageOfTheSelectedUnitsOfTheLineItemInTheShoppingCartForTheCheckoutScreenOfTheStoreFrom"
        let longer = "percentagePercentagePercentageReadableProgressValueBindingHumanDescriptionReadableIndexPercentage"
        let spec = """
            model Cart {
                var \(long): Int = 0
                var \(longer): Int = 0
            }
            """
        let text = try generated(spec)
        let over = laidOutLinesOverTheLength(text)
        #expect(over.isEmpty, "lines over 120: \(over)")
        let expected = [
            """
                    get {
                        _$get(
                            0, _$state.\(long))
                    }
            """,
            """
                    get {
                        _$get(
                            1,
                            _$state
                                .\(longer))
                    }
            """,
            """
                        _$set(
                            1,
                            _$state
                                .\(longer),
                            newValue
                        ) {
                            $0._$state
                                .\(longer) =
                                $1
                        }
            """,
            """
                    forward(0) {
                        $0.cart(
                            $1,
                            didChange\(long.prefix(1).uppercased() + long.dropFirst()):
                                $2)
                    }
            """,
        ]
        expectLaidOut(text, expected)
    }

    /// Computed properties with fixed reads and long names: the getter's call with both closures packed after it,
    /// a closure too long for its line broken inside, the storage evaluation's local broken after `=`, and the
    /// tracked evaluation's `return` broken after the keyword, as swift-format breaks them (checked against
    /// swift-format 6.3 by hand).
    @Test func fixedReadsGettersAndStorageLocalsWithLongNamesBreakAsSwiftFormatDoes() throws {
        let long = "percentageOfTheSelectedUnitsOfTheLineItemInTheShoppingCartForTheCheckoutScreenOfTheStoreFrom"
        let medium = "totalOfTheSelectedUnitsOfTheLineItemForCheckout"
        let spec = """
            model Cart {
                var \(long): Int = 0
                var count: Int = 0
                computed \(medium): Int = count + 1
                computed total\(long): Int = \(long) + count
                computed total: Int = count
            }
            """
        let text = try generated(spec)
        let over = laidOutLinesOverTheLength(text)
        #expect(over.isEmpty, "lines over 120: \(over)")
        let expected = [
            """
                    _$bindery.computedWithFixedReads(self, 4, { $0._$computeFromStorage_total() }, { $0._$compute_total() })
            """,
            """
                    _$bindery.computedWithFixedReads(
                        self, 2, { $0._$computeFromStorage_\(medium)() },
                        { $0._$compute_\(medium)() })
            """,
            """
                    _$bindery.computedWithFixedReads(
                        self, 3,
                        {
                            $0
                                ._$computeFromStorage_total\(long)()
                        },
                        {
                            $0
                                ._$compute_total\(long)()
                        })
            """,
            """
                    let \(long) =
                        _$state.\(long)
                    let count = _$state.count
            """,
            """
                    _ = \(long)
                    _ = count
                    return
                        _$computeFromStorage_total\(long)()
            """,
        ]
        expectLaidOut(text, expected)
    }

    /// A rule whose function's name nearly fills a line: the function's parameter goes on a line of its own, as
    /// swift-format breaks it.
    @Test func ruleFunctionsAndFallbacksWithLongNamesBreakAsSwiftFormatDoes() throws {
        let titles = "titlesOfTheSelectedGiftWrappingOptionsOfTheLineItemForTheCheckoutScreenOfTheSt"
        let labels = "labelsOfTheSelectedGiftWrappingOptionsOfTheLineItemForTheCheckoutScree"
        let spec = """
            model Cart {
                var \(titles): [String]?
                var \(labels): [String] = []
                var next: Cart?
            }

            binding Show(cart: Cart) {
                cart.\(titles) <- cart.next?.\(titles)
                cart.\(labels) <- cart.next?.\(labels) ?? []
            }
            """
        let text = try generated(spec)
        let long = laidOutLinesOverTheLength(text)
        #expect(long.isEmpty, "lines over 120: \(long)")
        let expected = [
            """
                func updateCart\(titles.prefix(1).uppercased() + titles.dropFirst())(
                    _ run: Bindery.RuleRun
                ) {
            """,
            // The fallback is named by its rule and source, not the rule's function, so its declaration is short.
            """
                static func _$fallback1_0() -> [String] {
            """,
        ]
        expectLaidOut(text, expected)
    }

    /// A binding's model parameter with names of 90 characters: its stored reference's type breaks inside its angle
    /// brackets, and the initializer's line storing it after `=` and the call's `(`, as swift-format breaks them.
    @Test func bindingReferencesWithLongNamesBreakAsSwiftFormatDoes() throws {
        let model = "ShoppingCartLineItemPresentationViewModelForTheCheckoutScreenOfTheOnlineStoreFrontWindowPage"
        let parameter = "shoppingCartLineItemPresentationViewModelForTheCheckoutScreenOfTheOnlineStoreFrontWindow"
        let spec = """
            model \(model) {
                var title: String = ""
            }

            binding Show(\(parameter): \(model), other: \(model)) {
                other.title <- \(parameter).title
            }
            """
        let text = try generated(spec)
        let long = laidOutLinesOverTheLength(text)
        #expect(long.isEmpty, "lines over 120: \(long)")
        let expected = [
            """
                    _$\(parameter) =
                        Bindery.ModelReference(
                            \(parameter))
            """,
            """
                private let _$\(parameter):
                    Bindery.ModelReference<
                        \(model)
                    >
            """,
        ]
        expectLaidOut(text, expected)
    }

    /// Columns are characters, as swift-format counts them: a class header of 120 characters that are 159 bytes stays
    /// on one line. A closure type returning nothing is written `() -> Void`, as swift-format writes it.
    @Test func nonASCIINamesAreMeasuredInCharactersAndClosuresReturnVoid() throws {
        let name = "Ωhm" + String(repeating: "ä", count: 36)
        let header = "final class \(name): @MainActor Bindery.ObservableBinderyModel, Observation.Observable {"
        #expect(header.count == 120 && header.utf8.count > 120)
        let text = try generated("model \(name) {\n    var onTap: () -> () = {}\n}\n")
        #expect(text.contains("\n" + header + "\n"))
        #expect(text.contains("    var onTap: () -> Void {\n"))
        #expect(text.contains("static func _$default_onTap() -> () -> Void {\n"))
    }

    /// Expects `text` to hold each of `layouts`, whole lines each.
    private func expectLaidOut(
        _ text: String, _ layouts: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        for layout in layouts {
            #expect(text.contains(layout + "\n"), "missing:\n\(layout)", sourceLocation: sourceLocation)
        }
    }

    /// The lines of `text` over 120 columns but those the generator does not lay out: the spec's expression, at its
    /// spec column between `#sourceLocation` directives; a rule quoted in a comment or string literal; a line holding
    /// a name over 100 characters.
    private func laidOutLinesOverTheLength(_ text: String) -> [Substring] {
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
                .contains { $0.count > 100 }
            if line.count > 120, !inSpecText, !quotesRule, !hasHugeName { long.append(line) }
        }
        return long
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
