/// Whether text is ASCII, asked of most names and lines the generator lays out: there, columns are bytes and a
/// literal needs no escape for a non-ASCII character.
enum ASCIIText {
    /// Whether every byte of `text` is below 0x80, read eight bytes at a time: testing a byte at a time through
    /// the UTF-8 view cost about ten instructions a byte.
    static func isASCII<Text: StringProtocol>(_ text: Text) -> Bool {
        if let answer = text.utf8.withContiguousStorageIfAvailable(isASCII) { return answer }
        return text.utf8.allSatisfy { $0 < 0x80 }
    }

    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var bits: UInt64 = 0
        var offset = 0
        while offset + 8 <= bytes.count {
            bits |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        while offset < bytes.count {
            bits |= UInt64(base[offset])
            offset += 1
        }
        return bits & 0x8080_8080_8080_8080 == 0
    }
}
