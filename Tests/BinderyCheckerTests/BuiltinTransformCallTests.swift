import BinderyChecker
import Testing

/// A built-in transform is applied in rules; Swift has no function of its name. Called in embedded Swift, each one is
/// a warning whose fix-it writes the Swift that does the same, which must be Swift of the right type.
@Suite struct BuiltinTransformCallTests {
    /// What each built-in is given, and its fix.
    private static let calls: [BuiltinTransform: (argument: String, fix: String?)] = [
        .not: ("done", "!done"),
        .string: ("done", "String(describing: done)"),
        .isNil: ("owner", "owner == nil"),
        .isEmpty: ("title", "title.isEmpty"),
        .trimmed: ("title", nil),
        .lowercased: ("title", "title.lowercased()"),
        .uppercased: ("title + \"!\"", "(title + \"!\").uppercased()"),
    ]

    @Test(arguments: BuiltinTransform.allCases)
    func aBuiltInCalledInAComputedPropertyIsAWarningWithTheSwiftToWrite(builtin: BuiltinTransform) throws {
        let call = try #require(Self.calls[builtin])
        let (_, diagnostics) = check(
            """
            model Doc {
                var title: String = ""
                var done: Bool = false
                var owner: Doc?
                computed shown: String = "\\(\(builtin.rawValue)(\(call.argument)))"
            }
            """)
        let warning = try #require(diagnostics.first { $0.id == .builtinTransformCall })
        #expect(diagnostics.count == 1)
        #expect(warning.message.hasPrefix("built-in transform '\(builtin.rawValue)' is applied in a rule"))
        #expect(warning.fixIts.map(\.replacement) == (call.fix.map { [$0] } ?? []))
    }
}
