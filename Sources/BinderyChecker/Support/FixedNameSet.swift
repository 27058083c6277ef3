/// A fixed set of names that answers most misses from a name's first byte and length, and the rest from a
/// ``NameTable``, without `Hasher`.
///
/// Every property is tested against three such sets, every type a spec names against the standard library's, and
/// every name the generator spells against Swift's keywords: hundreds of thousands of tests in the editor's re-check
/// of a large workspace. A `Set<String>` hashed each name with SipHash and compared canonically equivalent strings as
/// equal (some 450 instructions, with the scalar-by-scalar test that followed); names here compare by their bytes,
/// as Swift compares identifiers (see ``ExactName``).
struct FixedNameSet: Sendable, ExpressibleByArrayLiteral {
    private let table: NameTable<Bool>
    /// For each first byte `b`, at `b % 64`: bit `n % 64` set when a name of `n` bytes starting with it is in the
    /// set. Lengths apart for each first byte reject far more than the lengths and first bytes of all names
    /// together: `p0` is as long as `do` and starts like `public`, but no name starting with `p` has two bytes.
    private let lengthsByFirstByte: [UInt64]

    init<Names: Collection<String>>(_ names: Names) {
        var table = NameTable<Bool>(capacity: names.count)
        var lengthsByFirstByte = [UInt64](repeating: 0, count: 64)
        for name in names {
            table[name] = true
            lengthsByFirstByte[Int((name.utf8.first ?? 0) % 64)] |= 1 << UInt64(name.utf8.count % 64)
        }
        self.table = table
        self.lengthsByFirstByte = lengthsByFirstByte
    }

    init(arrayLiteral names: String...) {
        self.init(names)
    }

    func contains(_ name: String) -> Bool {
        // From a buffer: through the UTF-8 view, a small string gives its bytes one call at a time.
        var name = name
        let mayHold = name.withUTF8 { bytes in
            guard let first = bytes.first else { return false }
            return lengthsByFirstByte[Int(first % 64)] & (1 << UInt64(bytes.count % 64)) != 0
        }
        return mayHold && table[name] != nil
    }
}
