import BinderyLanguageServer
import Foundation
import Testing

/// `JSONValue.parse` reads with the compiler's own JSON reader, since the `bindery` executable links no Foundation
/// (issue 14). It must read every message as `JSONSerialization` read it, which these tests (free to link Foundation)
/// ask beside it.
@Suite struct JSONParsingTests {
    static let documents = [
        #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"rootUri":"file:///tmp/a%20b","capabilities":{}}}"#,
        #"[1, -2, 3.5, 1e3, -0.25E-2, 9223372036854775807, 92233720368547758070, 0]"#,
        #"{"t": true, "f": false, "n": null, "e": "", "a": [], "o": {}}"#,
        #"["\u00e9\n\t\"\\\/", "\ud83d\ude00", "😀 é", "\u0000"]"#,
        #"{"key": 1, "key": 2}"#,
        #"  "fragment"  "#,
        "42",
    ]

    @Test(arguments: documents)
    func readsAsJSONSerializationRead(_ text: String) throws {
        let data = Data(text.utf8)
        let expected = Self.value(try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]))
        #expect(JSONValue.parse(Array(text.utf8)) == expected)
    }

    // (Linux's `JSONSerialization` also took a trailing comma, `[1,]`, which JSON does not allow; that is refused now.)
    @Test(arguments: ["", "{", #"{"a" 1}"#, "nul", "1 2", #""unterminated"#])
    func refusesWhatJSONSerializationRefused(_ text: String) {
        let data = Data(text.utf8)
        #expect((try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) == nil)
        #expect(JSONValue.parse(Array(text.utf8)) == nil)
    }

    /// What `JSONValue.parse` made of `JSONSerialization`'s objects before it read JSON itself.
    private static func value(_ object: Any) -> JSONValue {
        switch object {
        case let string as String:
            return .string(string)
        case let number as NSNumber:
            switch String(cString: number.objCType) {
            case "c": return .bool(number.boolValue)
            case "d", "f": return .double(number.doubleValue)
            default: return .int(number.intValue)
            }
        case let array as [Any]:
            return .array(array.map(value))
        case let dictionary as [String: Any]:
            return .object(dictionary.mapValues(value))
        default:
            return .null
        }
    }
}
