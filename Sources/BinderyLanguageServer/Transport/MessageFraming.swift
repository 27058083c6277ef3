import BinderySource

/// LSP's base protocol: each message is a header block (`Content-Length: N`, optionally `Content-Type`, each line
/// ending in CRLF, then an empty line) followed by N bytes of JSON.
public enum MessageFraming {
    /// The header and body of one message.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    /// What the reader found in the byte stream.
    public enum Item: Equatable, Sendable {
        case message([UInt8])
        /// A header block the reader could not use; it was skipped, and reading goes on after it.
        case badHeader(String)
    }

    /// Splits a byte stream into message bodies, whatever the chunks it arrives in.
    ///
    /// Bad input never stops it: a header without a usable `Content-Length` is skipped whole, and a header that
    /// never ends is dropped once it is longer than any real header could be, so memory stays bounded.
    public struct Reader: Sendable {
        /// Longer than any header a client writes; past it without a blank line, the bytes are not a header.
        static let maximumHeaderLength = 64 * 1024
        /// A larger body is refused rather than buffered.
        static let maximumBodyLength = 1 << 30

        private var buffer: [UInt8] = []
        private var start = 0
        /// The body length of the message being read, once its header has been read.
        private var pendingLength: Int?
        /// Bytes of a refused (too large) body still to be dropped as they arrive.
        private var discarding = 0

        public init() {}

        public mutating func append(_ bytes: some Collection<UInt8>) {
            if start > 0, start >= buffer.count / 2 {
                buffer.removeFirst(start)
                start = 0
            }
            var bytes = bytes[...]
            if discarding > 0 {
                let dropped = min(discarding, bytes.count)
                discarding -= dropped
                bytes = bytes.dropFirst(dropped)
            }
            buffer.append(contentsOf: bytes)
        }

        /// The next complete item, or nil until more bytes arrive.
        public mutating func next() -> Item? {
            if pendingLength == nil {
                guard let headerEnd = findHeaderEnd() else {
                    if buffer.count - start > Self.maximumHeaderLength {
                        start = buffer.count
                        return .badHeader("a header longer than \(Self.maximumHeaderLength) bytes was skipped")
                    }
                    return nil
                }
                let header = String(decoding: buffer[start..<headerEnd.textEnd], as: UTF8.self)
                start = headerEnd.bodyStart
                switch Self.contentLength(in: header) {
                case .success(let length) where length > Self.maximumBodyLength:
                    let available = min(length, buffer.count - start)
                    start += available
                    discarding = length - available
                    return .badHeader("a \(length)-byte message is too large; it was skipped")
                case .success(let length): pendingLength = length
                case .failure(let problem): return .badHeader(problem.message)
                }
            }
            guard let length = pendingLength, buffer.count - start >= length else { return nil }
            let body = Array(buffer[start..<(start + length)])
            start += length
            pendingLength = nil
            return .message(body)
        }

        /// Where the header's text ends and the body starts: after the first empty line. CRLF is what LSP
        /// writes; a bare LF is accepted too, since being lenient here costs nothing.
        private func findHeaderEnd() -> (textEnd: Int, bodyStart: Int)? {
            var index = start
            while index < buffer.count {
                if buffer[index] == UInt8(ascii: "\n") {
                    if index + 1 < buffer.count, buffer[index + 1] == UInt8(ascii: "\n") {
                        return (index, index + 2)
                    }
                    if index + 2 < buffer.count, buffer[index + 1] == UInt8(ascii: "\r"),
                        buffer[index + 2] == UInt8(ascii: "\n")
                    {
                        return (index, index + 3)
                    }
                }
                index += 1
            }
            return nil
        }

        private struct Problem: Error {
            var message: String
        }

        private static func contentLength(in header: String) -> Result<Int, Problem> {
            for line in header.split(whereSeparator: { $0 == "\r\n" || $0 == "\n" || $0 == "\r" }) {
                guard let value = contentLengthValue(in: Array(line.utf8)) else { continue }
                guard let length = Int(value), length >= 0 else {
                    return .failure(Problem(message: "bad Content-Length '\(value)'; the message was skipped"))
                }
                return .success(length)
            }
            return .failure(Problem(message: "a header without Content-Length was skipped"))
        }

        /// The value of a `Content-Length:` field on one header line, wherever on the line its name starts (the last
        /// time it does), its case ignored.
        ///
        /// A client that gets a length wrong (characters counted for bytes, a header with a bad length whose body
        /// follows) leaves bytes before the next header's name, on its line. Taking the field from where its name
        /// starts reads that next message and every one after it; taking only whole lines would glue each body to
        /// the next header, and no message would ever be read again.
        private static func contentLengthValue(in line: [UInt8]) -> String? {
            let name = Array("content-length".utf8)
            var start = line.count - name.count
            while start >= 0 {
                let matches = name.indices.allSatisfy { index in
                    let byte = line[start + index]
                    return byte == name[index]
                        || (name[index] >= 0x61 && name[index] <= 0x7A && byte == name[index] - 0x20)
                }
                if matches {
                    var colon = start + name.count
                    while colon < line.count, line[colon] == UInt8(ascii: " ") || line[colon] == UInt8(ascii: "\t") {
                        colon += 1
                    }
                    if colon < line.count, line[colon] == UInt8(ascii: ":") {
                        return String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingSpacesAndTabs()
                    }
                }
                start -= 1
            }
            return nil
        }
    }
}
