extension String {
    /// `parts` one after another, copied once into a string of their combined size.
    ///
    /// `a + b + c` and `+=` grow a string's storage as each part arrives past the 15 bytes a small string holds,
    /// allocating and copying again each time: spelling the array mutators and packing argument lists that way was
    /// a tenth of `generate`.
    init(concatenating parts: String...) {
        self.init(concatenating: parts)
    }

    /// `parts` one after another, copied once into a string of their combined size.
    init(concatenating parts: [String]) {
        var count = 0
        for part in parts { count += part.utf8.count }
        self.init(unsafeUninitializedCapacity: count) { buffer in
            var offset = 0
            for part in parts { offset = part.copyUTF8(into: buffer, at: offset) }
            return offset
        }
    }

    /// Copies the string's UTF-8 into `buffer` from `offset`, which must leave room for it, and returns the offset
    /// after it.
    func copyUTF8(into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        let copied = utf8.withContiguousStorageIfAvailable { bytes in
            guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return offset }
            (target + offset).initialize(from: source, count: bytes.count)
            return offset + bytes.count
        }
        if let copied { return copied }
        var position = offset
        for byte in utf8 {
            buffer[position] = byte
            position += 1
        }
        return position
    }
}
