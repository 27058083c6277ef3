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

extension NameTable: Sendable where Value: Sendable {}
