/// Strings to values by open addressing on an FNV-1a hash of their bytes, for the checker's per-model tables of
/// generated names.
///
/// A `Dictionary<String, …>` hashes every key with SipHash through `Hasher`, some 400 instructions for a short
/// name; checking reserved names made 120,000 of those lookups for the benchmark's 1,000 models. The names are
/// short and few per model, so a byte hash and a probe compare decide it in a fraction of that.
///
/// Keys compare as `String`s do, by canonical equivalence, which a hash of the bytes cannot follow outside ASCII
/// (`"\u{212A}"`, the Kelvin sign, equals `"K"`): once a non-ASCII name is in the table, or asked for, every lookup
/// compares with each key in turn, as exactly as the dictionary did.
struct NameTable<Value> {
    private var slots: [Int32]
    private var keys: [String] = []
    private var hashes: [UInt32] = []
    private var values: [Value] = []
    private var hasNonASCIIKeys = false

    /// Room for `capacity` names before the table grows.
    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = Array(repeating: -1, count: size)
        keys.reserveCapacity(capacity)
        hashes.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
    }

    subscript(key: String) -> Value? {
        get {
            let (hash, isASCII) = Self.hash(key)
            guard isASCII, !hasNonASCIIKeys else { return keys.firstIndex(of: key).map { values[$0] } }
            let index = slots[find(key, hash)]
            return index < 0 ? nil : values[Int(index)]
        }
        set {
            // Only what the checker does: a name is added or replaced, never removed.
            guard let newValue else { return }
            let (hash, isASCII) = Self.hash(key)
            if !isASCII || hasNonASCIIKeys {
                hasNonASCIIKeys = true
                if let index = keys.firstIndex(of: key) {
                    values[index] = newValue
                } else {
                    keys.append(key)
                    hashes.append(hash)
                    values.append(newValue)
                }
                return
            }
            let slot = find(key, hash)
            if slots[slot] >= 0 {
                values[Int(slots[slot])] = newValue
                return
            }
            slots[slot] = Int32(keys.count)
            keys.append(key)
            hashes.append(hash)
            values.append(newValue)
            if keys.count * 2 > slots.count { grow() }
        }
    }

    /// The slot holding `key`, or the empty slot where it would go (all keys ASCII).
    private func find(_ key: String, _ hash: UInt32) -> Int {
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while true {
            let index = slots[slot]
            if index < 0 || (hashes[Int(index)] == hash && keys[Int(index)] == key) { return slot }
            slot = (slot + 1) & mask
        }
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, hash) in hashes.enumerated() {
            var slot = Int(hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
    }

    /// FNV-1a over the UTF-8 bytes, and whether they are all ASCII.
    private static func hash(_ key: String) -> (UInt32, isASCII: Bool) {
        // Through a buffer: iterating `key.utf8` decodes a small string's bytes one call at a time.
        var key = key
        return key.withUTF8 { bytes in
            var hash: UInt32 = 2_166_136_261
            var bits: UInt8 = 0
            for byte in bytes {
                hash = (hash ^ UInt32(byte)) &* 16_777_619
                bits |= byte
            }
            return (hash, bits < 0x80)
        }
    }
}

/// A fixed set of ASCII names that answers most misses from a name's first byte and length, without hashing it.
///
/// Every property is tested against three such sets, and every name the generator spells against Swift's keywords;
/// nearly every name is in none of them. A name with a non-ASCII byte always asks the set, which compares by
/// canonical equivalence.
struct ReservedNameSet: Sendable {
    let names: Set<String>
    /// For each first byte `b`, at `b % 64`: bit `n % 64` set when a name of `n` bytes starting with it is in the
    /// set. Lengths apart for each first byte reject far more than the lengths and first bytes of all names
    /// together: `p0` is as long as `do` and starts like `public`, but no name starting with `p` has two bytes.
    private let lengthsByFirstByte: [UInt64]

    init(_ names: Set<String>) {
        self.names = names
        var lengthsByFirstByte = [UInt64](repeating: 0, count: 64)
        for name in names {
            lengthsByFirstByte[Int((name.utf8.first ?? 0) % 64)] |= 1 << UInt64(name.utf8.count % 64)
        }
        self.lengthsByFirstByte = lengthsByFirstByte
    }

    func contains(_ name: String) -> Bool {
        // One pass over the bytes, from a buffer: through the UTF-8 view, a small string gives its bytes one call
        // at a time.
        var name = name
        let missed = name.withUTF8 { bytes in
            // No name of the set has this first byte and length, and no non-ASCII byte could make it equal one.
            guard let first = bytes.first, first < 0x80,
                lengthsByFirstByte[Int(first % 64)] & (1 << UInt64(bytes.count % 64)) == 0
            else { return false }
            var bits: UInt8 = 0
            for byte in bytes { bits |= byte }
            return bits < 0x80
        }
        return !missed && names.contains(name)
    }
}
