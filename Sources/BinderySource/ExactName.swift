#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A name compared as Swift compares identifiers: scalar by scalar.
///
/// `String`'s `==` and hashing follow canonical equivalence, under which `café` spelt with U+00E9 equals `café`
/// spelt with `e` and U+0301, and the Kelvin sign U+212A equals `K`. Swift's compiler reads those as different
/// names, so a spec that declared one and used the other would compile nowhere but in Bindery's checker. Names are
/// looked up as `ExactName`s, or compared with ``Swift/String/isSameName(as:)``.
public struct ExactName: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    public var description: String { name }

    public static func == (lhs: ExactName, rhs: ExactName) -> Bool {
        lhs.name.isSameName(as: rhs.name)
    }

    /// Scalar by scalar, compared as UTF-8 bytes, whose order is the scalars' order.
    public static func < (lhs: ExactName, rhs: ExactName) -> Bool {
        var lhs = lhs.name
        var rhs = rhs.name
        return lhs.withUTF8 { lhsBytes in
            rhs.withUTF8 { rhsBytes in lhsBytes.lexicographicallyPrecedes(rhsBytes) }
        }
    }

    public func hash(into hasher: inout Hasher) {
        var name = name
        name.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// The hash a `Dictionary` or `Set` of names places a name by: FNV-1a over its bytes (eight at a time), from the
    /// table's seed, mixed so that the low bits a table uses depend on all of them.
    ///
    /// `Hashable`'s default runs `hash(into:)` through `Hasher`, whose SipHash set-up and finalization cost more than
    /// a short name's bytes (some 150 instructions), and the checker looks up names hundreds of thousands of times in
    /// the editor's re-check of a large workspace. This requirement is how the standard library's own integers skip
    /// `Hasher`. SipHash's seeded strength guards a table against keys chosen to collide; names come from the user's
    /// own specs, where no one chooses them so.
    public func _rawHashValue(seed: Int) -> Int {
        var name = name
        return name.withUTF8 { bytes in
            var hash = 0xcbf2_9ce4_8422_2325 ^ UInt64(truncatingIfNeeded: seed)
            // Eight bytes at a time, then the rest one by one; the mixing below spreads them over every bit.
            var offset = 0
            while offset + 8 <= bytes.count {
                let word = UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                hash = (hash ^ word) &* 0x0000_0100_0000_01b3
                offset += 8
            }
            while offset < bytes.count {
                hash = (hash ^ UInt64(bytes[offset])) &* 0x0000_0100_0000_01b3
                offset += 1
            }
            hash ^= hash >> 32
            hash &*= 0xd6e8_feb8_6659_fd93
            hash ^= hash >> 32
            return Int(truncatingIfNeeded: hash)
        }
    }
}

extension String {
    /// Whether the two are one name to Swift: the same Unicode scalars, not only canonically equivalent ones.
    ///
    /// Compared through buffers: iterating `utf8` decodes a small string's bytes one call at a time, and every
    /// dictionary hit on an ``ExactName`` ends in this comparison. `memcmp`, not `elementsEqual`, which compared
    /// the buffers a byte at a time through a generic iterator (about 115 instructions a name).
    public func isSameName(as other: String) -> Bool {
        // A dictionary hit nearly always compares two copies of one string, or two short names (stored inline in
        // the `String`, with their length): the same bits are the same bytes, decided without copying either.
        if hasSameRepresentation(as: other) { return true }
        let count = utf8.count
        // Unequal `String`s are different names (two short ASCII ones are told apart by their bits, without
        // copying): only equal ones, with other storage or other but equivalent scalars, are compared by bytes.
        guard count == other.utf8.count, self == other else { return false }
        var lhs = self
        var rhs = other
        return lhs.withUTF8 { lhsBytes in
            rhs.withUTF8 { rhsBytes in
                count == 0 || memcmp(lhsBytes.baseAddress!, rhsBytes.baseAddress!, count) == 0
            }
        }
    }

    /// Whether the two `String` values have the same bits: the same inline bytes and length, or the same storage and
    /// length. Either way they hold the same bytes; different bits say nothing, so the caller compares then.
    @inline(__always)
    private func hasSameRepresentation(as other: String) -> Bool {
        guard MemoryLayout<String>.size == MemoryLayout<(UInt64, UInt64)>.size else { return false }
        let lhs = unsafeBitCast(self, to: (UInt64, UInt64).self)
        let rhs = unsafeBitCast(other, to: (UInt64, UInt64).self)
        return lhs.0 == rhs.0 && lhs.1 == rhs.1
    }
}

extension Dictionary where Key == ExactName {
    /// The value for the name spelt exactly `name`.
    public subscript(_ name: String) -> Value? {
        get { self[ExactName(name)] }
        set { self[ExactName(name)] = newValue }
    }

    public subscript(_ name: String, default defaultValue: @autoclosure () -> Value) -> Value {
        get { self[ExactName(name), default: defaultValue()] }
        set { self[ExactName(name), default: defaultValue()] = newValue }
    }
}

extension Set where Element == ExactName {
    /// Whether the set holds the name spelt exactly `name`.
    public func contains(_ name: String) -> Bool {
        contains(ExactName(name))
    }

    @discardableResult
    public mutating func insert(_ name: String) -> (inserted: Bool, memberAfterInsert: ExactName) {
        insert(ExactName(name))
    }
}

extension Set where Element == String {
    /// Whether the set holds a string spelt exactly `name`, not only a canonically equivalent one.
    public func containsExactly(_ name: String) -> Bool {
        guard contains(name) else { return false }
        return name.utf8.allSatisfy { $0 < 0x80 } || contains { $0.isSameName(as: name) }
    }

}
