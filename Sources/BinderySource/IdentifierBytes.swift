extension UInt8 {
    /// Whether this byte of UTF-8 text may be part of a Swift identifier: an ASCII letter or digit, `_`, `$` (`$0`),
    /// or any byte of a non-ASCII scalar. For finding names in embedded Swift by its bytes; which non-ASCII scalars
    /// Swift takes in a name, the scanner's character classes tell.
    public var isIdentifierByte: Bool {
        let lowercased = self | 0x20
        return self == UInt8(ascii: "_") || self == UInt8(ascii: "$") || self >= 0x80
            || (lowercased >= UInt8(ascii: "a") && lowercased <= UInt8(ascii: "z"))
            || (self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9"))
    }

    /// Whether this byte is a space, a tab or a line end (LF or CR): what separates tokens in a scan by bytes.
    public var isWhitespaceByte: Bool {
        self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") || self == UInt8(ascii: "\n")
            || self == UInt8(ascii: "\r")
    }
}

extension String {
    /// Whether the UTF-8 text holds `byte` (a `$` or `.` in a name). From a buffer: `utf8.contains` takes a small
    /// string's bytes one call at a time, some 190 instructions for a short name tested on every property.
    public func containsByte(_ byte: UInt8) -> Bool {
        var text = self
        return text.withUTF8 { $0.contains(byte) }
    }
}
