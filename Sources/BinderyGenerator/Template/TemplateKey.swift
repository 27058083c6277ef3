/// A field name as a parsed template uses it, hashed once when the template is parsed, so that looking the field up
/// in a context at every render is a table probe rather than a hash of the text.
public struct TemplateKey: Sendable, Hashable {
    /// The names a template may use that are not fields: `.` (the current value), `-first` and `-last`.
    enum Special: UInt8 {
        case none, current, first, last
    }

    public let text: String
    let hash: UInt32
    /// Decided once, so rendering never compares a key's text with the special names.
    let special: Special

    public init(_ text: String) {
        self.text = text
        hash = Self.hash(text)
        special =
            switch text {
            case ".": .current
            case "-first": .first
            case "-last": .last
            default: .none
            }
    }

    /// FNV-1a over the UTF-8 bytes: cheap, deterministic, and good enough for a few dozen field names.
    static func hash(_ text: String) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash
    }
}

/// Field names to their positions, by open addressing on ``TemplateKey``'s hash.
struct TemplateKeyTable: Sendable {
    private var slots: [Int32]
    private let names: [String]
    /// Each name's hash: a probe compares texts only when the hashes agree.
    private let hashes: [UInt32]

    init(_ names: [String]) {
        self.names = names
        hashes = names.map(TemplateKey.hash)
        var capacity = 8
        while capacity < names.count * 2 { capacity *= 2 }
        slots = Array(repeating: -1, count: capacity)
        for (position, name) in names.enumerated() {
            var slot = Int(TemplateKey.hash(name)) & (capacity - 1)
            while slots[slot] >= 0 {
                // The first of two fields of the same name wins, as it always has.
                if names[Int(slots[slot])] == name { break }
                slot = (slot + 1) & (capacity - 1)
            }
            if slots[slot] < 0 { slots[slot] = Int32(position) }
        }
    }

    /// The position of the field `key` names, if any.
    func position(of key: TemplateKey) -> Int? {
        var slot = Int(key.hash) & (slots.count - 1)
        while true {
            let position = slots[slot]
            if position < 0 { return nil }
            if hashes[Int(position)] == key.hash, names[Int(position)] == key.text { return Int(position) }
            slot = (slot + 1) & (slots.count - 1)
        }
    }
}
