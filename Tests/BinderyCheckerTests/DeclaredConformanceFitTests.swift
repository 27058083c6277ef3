import Testing

/// A model or external class fits `any P` of a protocol the spec declares it conforms to, as Swift passes it; one
/// it does not declare, or holds only on the main actor, does not.
@Suite struct DeclaredConformanceFitTests {
    private func messages(rule: String) -> [String] {
        BinderyCheckerTests.messages(
            """
            model User: Hashable {
                var name: String = ""
            }

            @MainActor model Card: @MainActor CustomStringConvertible {
                var title: String = ""
                computed description: String = title
            }

            model Plain {
                var name: String = ""
            }

            external class Label: Hashable {
                var text: String
            }

            model Holder {
                var user: User = User()
                var users: [User] = []
                var usersByName: [String: User] = [:]
                var maybeUsers: [User?] = []
                var userSets: [Set<User>] = []
                var plains: [Plain] = []
                var maybe: User? = nil
                var card: Card = Card()
                var plain: Plain = Plain()
                var label: Label? = nil
                var count: Int = 0
                var anyUser: (any Hashable)? = nil
                var key: any Hashable = 0
            }

            transform hashed(any Hashable) -> Int = $0.hashValue
            transform hashedMaybe((any Hashable)?) -> Int = $0?.hashValue ?? 0
            transform hashedAll([any Hashable]) -> Int = $0.count
            transform equal(any Equatable) -> Int = 0
            transform described(any CustomStringConvertible) -> Int = $0.description.count

            binding B(holder: Holder) {
                \(rule)
            }
            """
        ).filter { !$0.hasPrefix("unused-transform") }
    }

    @Test(arguments: [
        "holder.count <- holder.user | hashed", "holder.count <- holder.user | equal",
        "holder.count <- holder.maybe | hashedMaybe", "holder.count <- holder.users | hashedAll",
        "holder.count <- holder.label | hashedMaybe", "holder.anyUser <- holder.maybe",
        // A collection of models conforms as its models do, as Swift's conditional conformances have it.
        "holder.key <- holder.users", "holder.count <- holder.usersByName | hashed", "holder.key <- holder.maybeUsers",
        "holder.anyUser <- holder.users", "holder.count <- holder.userSets | equal",
    ])
    func aModelFitsAProtocolItIsDeclaredToConformTo(rule: String) {
        #expect(messages(rule: rule) == [])
    }

    @Test func aModelDoesNotFitAProtocolItDoesNotConformTo() {
        #expect(
            messages(rule: "holder.count <- holder.plain | hashed") == [
                "transform-input-type: transform 'hashed' takes an any Hashable but 'holder.plain' gives a Plain; make "
                    + "'hashed' take a Plain, or add a transform before it that turns a Plain into an any Hashable"
            ])
    }

    @Test func aCollectionOfModelsDoesNotFitAProtocolTheModelsDoNotConformTo() {
        #expect(
            messages(rule: "holder.key <- holder.plains") == [
                "type-mismatch: 'holder.key' is an any Hashable but 'holder.plains' gives a [Plain]; add a transform "
                    + "that turns [Plain] into any Hashable"
            ])
    }

    @Test func aConformanceOnTheMainActorOnlyDoesNotFit() {
        #expect(
            messages(rule: "holder.count <- holder.card | described") == [
                "transform-input-type: transform 'described' takes an any CustomStringConvertible but 'holder.card' "
                    + "gives a Card; make 'described' take a Card, or add a transform before it that turns a Card into "
                    + "an any CustomStringConvertible"
            ])
    }

    @Test func anOptionalModelDoesNotFitAPlaceThatIsNot() {
        #expect(
            messages(rule: "holder.count <- holder.maybe | hashed") == [
                "transform-input-type: transform 'hashed' takes an any Hashable but 'holder.maybe' gives a User?; add "
                    + "a fallback with '??', or make 'hashed' take a User?"
            ])
    }

    @Test func foundationsDateFitsAProtocolItConformsToUnlessTheSpecDeclaresADate() {
        let ranked = """
            model Event {
                var when: Date = Date()
                var order: Int = 0
            }
            transform rank(any Comparable) -> Int = 0
            binding B(event: Event) {
                event.order <- event.when | rank
            }
            """
        let foundation = BinderyCheckerTests.messages("import Foundation\n" + ranked)
        #expect(foundation == [])
        let declared = BinderyCheckerTests.messages("model Date {\n    var day: Int = 0\n}\n" + ranked)
        #expect(
            declared == [
                "transform-input-type: transform 'rank' takes an any Comparable but 'event.when' gives a Date; make "
                    + "'rank' take a Date, or add a transform before it that turns a Date into an any Comparable"
            ])
    }
}
