import Testing

/// Messages name a type with the article it is read with: by its sound, not its first letter.
@Suite struct WordingTests {
    @Test func aTypeReadWithAYouSoundTakesA() {
        let found = messages(
            """
            model User {
                var name: String = ""
            }

            model Source {
                var count: UInt8 = 0
                var user: User?
                var item: Item?
            }

            model Item {
                var size: Int = 0
            }

            model Target {
                var text: String = ""
                var other: String = ""
            }

            binding Copy(source: Source, target: Target) {
                target.text <- source.count
                target.other <- source.item?.size ?? 0
            }
            """)
        #expect(
            found == [
                "type-mismatch: 'target.text' is a String but 'source.count' gives a UInt8; add a transform that "
                    + "turns UInt8 into String",
                "type-mismatch: 'target.other' is a String but 'source.item?.size' gives an Int; add a transform "
                    + "that turns Int into String",
            ])
    }
}
