import BinderySource
import Foundation
import Testing

/// ``JSONTextEncoder`` writes the tools' JSON (`--diagnostics json`, `bindery dump`, the language server's messages)
/// since the `bindery` executable links no Foundation (issue 14). It must write what `JSONEncoder` wrote, which these
/// tests (free to link Foundation) ask beside it.
@Suite struct JSONTextEncoderTests {
    struct Sample: Encodable {
        var number = 1
        var text = "x/y\"\\\n\r\t\u{8}\u{C}\u{1}\u{1F}\u{7F}\u{2028}é😀"
        var emptyArray: [Int] = []
        var emptyObject: [String: Int] = [:]
        var doubles = [1.0, 0.1, 1e20, -0.0, 123_456_789.123, 1e-7, 1e16, -2.5]
        var float: Float = 0.1
        var missing: Int? = nil
        var present: Int? = 3
        var flag = true
        var nested = [[1, 2], []]
        var objects = ["k": [String: Int](), "B": ["a": 1], "é": [:], "a10": [:], "a2": [:], "e\u{301}x": [:]]
        var extremes = [Int.min, Int.max]
        var unsigned = UInt64.max
        var small: Int8 = -8
    }

    /// Encodes its keys from two containers, as `DiagnosticJSON`'s records do, and a `nil` as `null`.
    struct TwoContainers: Encodable {
        enum First: String, CodingKey { case line, column }
        enum Second: String, CodingKey { case id, message }

        func encode(to encoder: any Encoder) throws {
            var first = encoder.container(keyedBy: First.self)
            try first.encode(3, forKey: .line)
            try first.encode(4, forKey: .column)
            var second = encoder.container(keyedBy: Second.self)
            try second.encode(Int?.none, forKey: .id)
            try second.encode("m", forKey: .message)
        }
    }

    struct EncodesNothing: Encodable {
        func encode(to encoder: any Encoder) throws {}
    }

    @Test func prettyAndSortedIsJSONEncoders() throws {
        try expectSameAsJSONEncoder(Sample(), [.prettyPrinted, .sortedKeys])
        try expectSameAsJSONEncoder(TwoContainers(), [.prettyPrinted, .sortedKeys])
        try expectSameAsJSONEncoder([EncodesNothing()], [.prettyPrinted, .sortedKeys])
        try expectSameAsJSONEncoder([[String]](), [.prettyPrinted, .sortedKeys])
        try expectSameAsJSONEncoder("fragment", [.prettyPrinted, .sortedKeys])
    }

    @Test func compactAndSortedIsJSONEncoders() throws {
        try expectSameAsJSONEncoder(Sample(), [.sortedKeys])
        try expectSameAsJSONEncoder(TwoContainers(), [.sortedKeys])
    }

    /// Unsorted, `JSONEncoder` wrote keys in hash order, different every run; the same keys and values are written,
    /// in the order they were encoded.
    @Test func unsortedKeepsTheOrderOfEncoding() throws {
        #expect(try JSONTextEncoder().text(of: TwoContainers()) == #"{"line":3,"column":4,"id":null,"message":"m"}"#)
        let ours = try JSONSerialization.jsonObject(with: Data(JSONTextEncoder().encode(Sample()))) as? NSDictionary
        let theirs = try JSONSerialization.jsonObject(with: JSONEncoder().encode(Sample())) as? NSDictionary
        #expect(ours == theirs)
    }

    @Test func aNonFiniteNumberIsAnError() {
        #expect(throws: EncodingError.self) { try JSONTextEncoder().encode([Double.infinity]) }
        #expect(throws: EncodingError.self) { try JSONTextEncoder().encode(Float.nan) }
    }

    private func expectSameAsJSONEncoder(
        _ value: some Encodable, _ formatting: JSONEncoder.OutputFormatting,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = formatting.union(.withoutEscapingSlashes)
        let ours = JSONTextEncoder(
            prettyPrinted: formatting.contains(.prettyPrinted), sortedKeys: formatting.contains(.sortedKeys))
        #expect(
            try ours.text(of: value) == String(decoding: try encoder.encode(value), as: UTF8.self),
            sourceLocation: sourceLocation)
    }
}
