/// Steps over UTF-8 one scalar at a time, treating each maximal invalid subsequence as one U+FFFD, as editors
/// decode files (the WHATWG decoder and Swift's `String(decoding:as:)` do the same), so columns agree with what
/// the user sees even in a file with bad bytes.
enum UTF8Walk {
    /// The length in bytes of the scalar (or invalid subsequence) at `offset`, and whether it is valid.
    static func step(_ bytes: [UInt8], at offset: Int, end: Int) -> (length: Int, isValid: Bool) {
        let lead = bytes[offset]
        if lead < 0x80 { return (1, true) }
        let expected: Int
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: expected = 2
        case 0xE0:
            expected = 3
            lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: expected = 3
        case 0xED:
            expected = 3
            upper = 0x9F
        case 0xF0:
            expected = 4
            lower = 0x90
        case 0xF1...0xF3: expected = 4
        case 0xF4:
            expected = 4
            upper = 0x8F
        default: return (1, false)
        }
        var length = 1
        while length < expected, offset + length < end {
            let byte = bytes[offset + length]
            guard byte >= lower, byte <= upper else { break }
            (lower, upper) = (0x80, 0xBF)
            length += 1
        }
        return (length, length == expected)
    }
}
