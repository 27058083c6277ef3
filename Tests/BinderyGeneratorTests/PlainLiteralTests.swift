import BinderyChecker
import Testing

@testable import BinderyGenerator

/// Which defaults a stored property's initializer parameter takes as they are written: ASCII defaults are now
/// decided on their bytes, other text on its Characters, and both must give the answers the Characters gave.
@Suite struct PlainLiteralTests {
    private static func named(_ name: String) -> SwiftType { .named([.init(name)]) }

    @Test(arguments: [
        ("42", "Int", true), ("-2147483648", "Int", true), ("-2147483649", "Int", false),
        ("2_147_483_647", "Int", true), ("2147483648", "Int", false), ("0x10", "Int", false), ("007", "UInt8", true),
        ("256", "UInt8", false), ("-1", "UInt8", false), ("-0", "UInt8", true), ("1.5", "Int", false),
        ("1.5", "Double", true), ("1.", "Double", false), ("-.5", "Double", false), ("1.2.3", "Float", false),
        (" true ", "Bool", true), ("\ttrue", "Bool", true), ("True", "Bool", false), ("\"a b\"", "String", true),
        ("\"a\\n\"", "String", false), ("\"a\"b\"", "String", false), ("\"", "String", false),
        ("\"a\r\nb\"", "String", false), ("\"\"", "String", true), ("", "Int", false), ("   ", "String", false),
        ("1", "Decimal", false), ("\"é\"", "String", true), ("\"e\u{301}\"", "String", true), ("١", "Int", false),
    ])
    func namedTypes(text: String, type: String, fits: Bool) {
        #expect(PlainLiteral.fits(text, Self.named(type)) == fits)
    }

    @Test func optionalsArraysAndDictionaries() {
        #expect(PlainLiteral.fits("nil", .optional(Self.named("Int"))))
        #expect(PlainLiteral.fits("3", .optional(Self.named("Int"))))
        #expect(!PlainLiteral.fits("nil", Self.named("Int")))
        #expect(PlainLiteral.fits(" [] ", .array(Self.named("Int"))))
        #expect(!PlainLiteral.fits("[1]", .array(Self.named("Int"))))
        #expect(PlainLiteral.fits("[:]", .dictionary(key: Self.named("String"), value: Self.named("Int"))))
    }
}
