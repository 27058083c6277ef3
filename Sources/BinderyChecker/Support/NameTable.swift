/// Strings to values by open addressing on an FNV-1a hash of their bytes, for the checker's per-model tables of
/// generated names.
///
/// A `Dictionary<String, …>` hashes every key with SipHash through `Hasher`, some 400 instructions for a short
/// name; checking reserved names made 120,000 of those lookups for the benchmark's 1,000 models. The names are
/// short and few per model, so a byte hash and a probe compare decide it in a fraction of that.
///
/// Keys compare by their bytes, as Swift compares identifiers (see ``ExactName``): `"\u{212A}"`, the Kelvin sign,
/// is not `"K"`, though the two are equal `String`s.
struct NameTable<Value> {
    private var slots: [Int32]
    private var keys: [String] = []
    private var hashes: [UInt32] = []
    private var values: [Value] = []

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
            let index = slots[find(key, Self.hash(key))]
            return index < 0 ? nil : values[Int(index)]
        }
        set {
            // Only what the checker does: a name is added or replaced, never removed.
            guard let newValue else { return }
            let slot = find(key, Self.hash(key))
            if slots[slot] >= 0 {
                values[Int(slots[slot])] = newValue
            } else {
                _ = insertIfAbsent(key, newValue)
            }
        }
    }

    /// Adds `key` with `value` and returns nil, or returns the value `key` has already and leaves it: one look-up
    /// where reading and then writing took two.
    mutating func insertIfAbsent(_ key: String, _ value: Value) -> Value? {
        let hash = Self.hash(key)
        let slot = find(key, hash)
        if slots[slot] >= 0 { return values[Int(slots[slot])] }
        slots[slot] = Int32(keys.count)
        keys.append(key)
        hashes.append(hash)
        values.append(value)
        if keys.count * 2 > slots.count { grow() }
        return nil
    }

    /// The slot holding `key`, or the empty slot where it would go.
    private func find(_ key: String, _ hash: UInt32) -> Int {
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while true {
            let index = slots[slot]
            if index < 0 || (hashes[Int(index)] == hash && keys[Int(index)].isSameName(as: key)) { return slot }
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

    /// FNV-1a over the UTF-8 bytes.
    private static func hash(_ key: String) -> UInt32 {
        // Through a buffer: iterating `key.utf8` decodes a small string's bytes one call at a time.
        var key = key
        return key.withUTF8 { bytes in
            var hash: UInt32 = 2_166_136_261
            for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
            return hash
        }
    }
}

/// A fixed set of ASCII names that answers most misses from a name's first byte and length, without hashing it.
///
/// Every property is tested against three such sets, and every name the generator spells against Swift's keywords;
/// nearly every name is in none of them. A name with a non-ASCII byte is in none of them either: names compare by
/// their scalars, as Swift compares identifiers (see ``ExactName``).
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
        // From a buffer: through the UTF-8 view, a small string gives its bytes one call at a time.
        var name = name
        let mayHold = name.withUTF8 { bytes in
            guard let first = bytes.first else { return false }
            return lengthsByFirstByte[Int(first % 64)] & (1 << UInt64(bytes.count % 64)) != 0
        }
        return mayHold && names.containsExactly(name)
    }
}
