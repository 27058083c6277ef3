import BinderyLanguageServer
import Foundation
import Testing

/// The language server decodes messages with ``JSONValueDecoder``, since the `bindery` executable links no
/// Foundation (issue 14). It must accept what `JSONDecoder` accepted, refuse what it refused, and say so in the same
/// words (a client reads them in an error's message), which these tests (free to link Foundation) ask beside it.
@Suite struct JSONValueDecoderTests {
    struct Position: Decodable, Equatable {
        var line: Int
        var character: Int
    }

    struct Params: Decodable, Equatable {
        var id: Int?
        var method: String?
        var flag: Bool?
        var ratio: Double?
        var small: Float?
        var byte: UInt8?
        var positions: [Position]?
        var nested: [String: [Int]]?
        var any: JSONValue?
        var nullable: String??
    }

    static let bodies = [
        #"{}"#, #"{"id":1,"method":"m","flag":true,"ratio":0.5,"small":2,"byte":255}"#, #"{"id":1.0}"#, #"{"id":1e2}"#,
        #"{"id":-0.0}"#, #"{"positions":[{"line":1,"character":2},{"line":3,"character":4}]}"#,
        #"{"nested":{"a":[1],"b":[]}}"#, #"{"any":{"x":[1,2.5,"s",null,true]}}"#, #"{"any":null}"#,
        #"{"nullable":null}"#,
        #"{"id":null,"method":null}"#, #"{"unknown":1}"#,
        // Refused:
        #"{"id":"x"}"#, #"{"id":1.5}"#, #"{"id":99999999999999999999}"#, #"{"byte":256}"#, #"{"method":1}"#,
        #"{"flag":1}"#, #"{"flag":"true"}"#, #"{"ratio":"0.5"}"#, #"{"small":1e300}"#, #"{"positions":{}}"#,
        #"{"positions":[{"line":1}]}"#, #"{"positions":[{"line":1,"character":null}]}"#,
        #"{"positions":[{"line":1,"character":"2"}]}"#, #"{"positions":[null]}"#, #"{"positions":true}"#,
        #"{"nested":[]}"#, #"{"nested":{"a":[1,{}]}}"#, "[1]", "5", "null", #""text""#,
    ]

    @Test(arguments: bodies)
    func decodesAndFailsAsJSONDecoder(_ body: String) throws {
        let value = try #require(JSONValue.parse(Array(body.utf8)))
        let ours = Result { try JSONValueDecoder.decode(Params.self, from: value) }
        let theirs = Result { try JSONDecoder().decode(Params.self, from: Data(body.utf8)) }
        switch (ours, theirs) {
        case (.success(let ours), .success(let theirs)):
            #expect(ours == theirs)
        case (.failure(let ours), .failure(let theirs)):
            #expect("\(ours)" == "\(theirs)")
        default:
            Issue.record("ours: \(ours), JSONDecoder's: \(theirs)")
        }
    }

    @Test func anArrayOfPositionsDecodesAtTheTopLevel() throws {
        let body = #"[{"line":0,"character":1}]"#
        let value = try #require(JSONValue.parse(Array(body.utf8)))
        #expect(
            try JSONValueDecoder.decode([Position].self, from: value)
                == JSONDecoder().decode([Position].self, from: Data(body.utf8)))
    }
}
