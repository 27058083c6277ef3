import Testing

/// `cross-isolation-read` names how the `@MainActor` model is reached: through a function it is what the function
/// gives, through a collection or an optional the values it holds.
@Suite struct CrossIsolationReadTests {
    @Test func aModelAFunctionGivesIsNotCalledValuesInIt() {
        let found = messages(
            """
            @MainActor model Owner {
                var name: String = ""
            }

            nonisolated model Team {
                var makeOwner: () -> Owner
                var maybeMake: (() -> Owner?)?
                var makeOwners: () -> [Owner]
                var owners: [Owner] = []
                var lead: Owner?
                computed made: String = makeOwner().name
                computed maybe: String = maybeMake?()?.name ?? ""
                computed many: [String] = makeOwners().map { $0.name }
                computed names: [String] = owners.map { $0.name }
                computed leadName: String = lead.map { $0.name } ?? ""
            }
            """
        ).filter { $0.hasPrefix("cross-isolation-read") }
        let fix =
            ", but model 'Owner' is @MainActor, so code on no actor cannot read their members; give 'Team' and "
            + "'Owner' the same isolation"
        #expect(
            found == [
                "cross-isolation-read: computed property 'made' of nonisolated model 'Team' reads 'name' of the "
                    + "'Owner' that 'makeOwner' gives" + fix,
                "cross-isolation-read: computed property 'maybe' of nonisolated model 'Team' reads 'name' of the "
                    + "'Owner' that 'maybeMake' gives" + fix,
                "cross-isolation-read: computed property 'many' of nonisolated model 'Team' reads 'name' of the "
                    + "'Owner' values that 'makeOwners' gives" + fix,
                "cross-isolation-read: computed property 'names' of nonisolated model 'Team' reads 'name' of the "
                    + "'Owner' values in 'owners'" + fix,
                "cross-isolation-read: computed property 'leadName' of nonisolated model 'Team' reads 'name' of the "
                    + "'Owner' values in 'lead'" + fix,
            ])
    }
}
