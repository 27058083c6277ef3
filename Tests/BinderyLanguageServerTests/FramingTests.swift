import BinderyLanguageServer
import Foundation
import Testing

/// The base protocol's framing, whatever chunks the bytes arrive in.
@Suite struct FramingTests {
    func items(_ chunks: [String]) -> [MessageFraming.Item] {
        var reader = MessageFraming.Reader()
        var items: [MessageFraming.Item] = []
        for chunk in chunks {
            reader.append(Array(chunk.utf8))
            while let item = reader.next() { items.append(item) }
        }
        return items
    }

    @Test func messagesSplitAcrossChunksAndSharingOneAreSeparated() {
        let first = #"{"a":1}"#
        let second = #"{"b":"é"}"#
        let stream =
            "Content-Length: \(first.utf8.count)\r\n\r\n\(first)"
            + "Content-Length: \(second.utf8.count)\r\n\r\n\(second)"
        let bytes = Array(stream.utf8)
        // Every split point, including in the middle of the header and of the two-byte 'é'.
        for split in 0...bytes.count {
            var reader = MessageFraming.Reader()
            var bodies: [String] = []
            for part in [bytes[..<split], bytes[split...]] {
                reader.append(Array(part))
                while case .message(let body)? = reader.next() { bodies.append(String(decoding: body, as: UTF8.self)) }
            }
            #expect(bodies == [first, second], "split at \(split)")
        }
    }

    @Test func headerNamesAreCaseInsensitiveAndContentTypeIsIgnored() {
        let body = #"{"x":true}"#
        let found = items([
            "content-length: 10\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n" + body
        ])
        #expect(found == [.message(Array(body.utf8))])
    }

    @Test func aHeaderWithoutLengthIsSkippedAndReadingGoesOn() {
        let body = #"{"ok":1}"#
        let found = items(["Content-Type: x\r\n\r\n", "Content-Length: \(body.utf8.count)\r\n\r\n\(body)"])
        #expect(found.count == 2)
        #expect(found.last == .message(Array(body.utf8)))
        if case .badHeader(let problem) = found.first {
            #expect(problem.contains("Content-Length"))
        } else {
            Issue.record()
        }
    }

    @Test func aBadLengthIsReported() {
        let found = items(["Content-Length: -4\r\n\r\n"])
        #expect(found == [.badHeader("bad Content-Length '-4'; the message was skipped")])
    }

    @Test func endlessGarbageIsDroppedRatherThanBuffered() {
        let found = items([String(repeating: "x", count: 70_000)])
        #expect(found.count == 1)
        if case .badHeader = found.first {} else { Issue.record("expected a skipped header") }
    }

    @Test func aHugeDeclaredBodyIsSkippedWithoutBeingBuffered() {
        let found = items(["Content-Length: 2000000000\r\n\r\n", "{}{}", "Content-Length: 2\r\n\r\n{}"])
        #expect(found.first == .badHeader("a 2000000000-byte message is too large; it was skipped"))
        #expect(found.count == 1, "the rest belongs to the skipped body")
    }

    @Test func frameWritesTheByteLengthNotTheCharacterCount() {
        let framed = MessageFraming.frame(Array("\"é\"".utf8))
        #expect(String(decoding: framed, as: UTF8.self) == "Content-Length: 4\r\n\r\n\"é\"")
    }

    /// A client that counts characters for bytes sends a length too short for a body with `é`: that message is cut
    /// short (and answered as a parse error), and the ones after it are read as they should be.
    @Test func aLengthTooShortCostsOneMessageNotEveryOneAfterIt() {
        let first = #"{"text":"Café"}"#
        let second = #"{"id":2}"#
        let third = #"{"id":3}"#
        let found = items([
            "Content-Length: \(first.count)\r\n\r\n\(first)",
            "Content-Length: \(second.utf8.count)\r\n\r\n\(second)",
            "Content-Length: \(third.utf8.count)\r\n\r\n\(third)",
        ])
        #expect(
            found == [
                .message(Array(first.utf8.dropLast())), .message(Array(second.utf8)), .message(Array(third.utf8)),
            ])
    }

    @Test func theBodyOfAMessageWithABadLengthDoesNotHideTheNextOne() {
        let next = #"{"id":2}"#
        let found = items(["Content-Length: abc\r\n\r\n{}", "content-length: \(next.utf8.count)\r\n\r\n\(next)"])
        #expect(found == [.badHeader("bad Content-Length 'abc'; the message was skipped"), .message(Array(next.utf8))])
    }
}
