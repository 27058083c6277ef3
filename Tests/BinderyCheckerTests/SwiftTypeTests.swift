import BinderyChecker
import Testing

/// Which property types generated setters may compare with `==` without asking Swift's overload resolution.
@Suite struct SwiftTypeTests {
    @Test func standardTypesAndTheirContainersAreKnownToBeEquatable() {
        let int = SwiftType.named("Int")
        let string = SwiftType.named("String")
        let known: [SwiftType] = [
            int, string, .named("Bool"), .named("Double"), .named("Character"), .named([.init("Swift"), .init("Int")]),
            .optional(int), .array(string), .array(.optional(int)), .dictionary(key: string, value: .array(int)),
            .named([.init("Set", [string])]), .named([.init("Optional", [int])]),
            .named([.init("Dictionary", [string, .named("Float")])]),
        ]
        for type in known { #expect(type.isKnownEquatable, "\(type)") }
    }

    @Test func typesTheSpecCannotTellAboutAreNot() {
        let unknown: [SwiftType] = [
            .named("User"), .named("Date"), .optional(.named("Status")), .array(.named("Item")),
            .dictionary(key: .named("String"), value: .named("Item")), .named([.init("Foundation"), .init("URL")]),
            .named([.init("Array", [.named("Item")])]), .named([.init("Result", [.named("Int"), .named("Error")])]),
            .tuple([.init(label: nil, type: .named("Int")), .init(label: nil, type: .named("Int"))]),
            .function(parameters: [.named("Int")], result: .named("Int"), attributes: []),
            .existential(keyword: "any", .named("Equatable")),
        ]
        for type in unknown { #expect(!type.isKnownEquatable, "\(type)") }
    }
}
