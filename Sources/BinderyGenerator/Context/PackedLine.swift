/// A line ``Declaration/packed(_:indent:trailingComma:)`` is filling: its text so far, and the items after it
/// that it will write once the line is done, each after a space and followed by its comma.
///
/// Appending each item, space and comma to a `String` grew the line's storage again and again as it lengthened
/// (a model's initializer parameters and property table, 175,000 appends for the benchmark); here the line is
/// measured by adding up byte counts, and written once, into storage of its final size.
struct PackedLine {
    private let items: [String]
    private let trailingComma: Bool
    /// The text already written; items of `pending` follow it.
    private var head = ""
    private var pending = 0..<0
    /// Whether the first of `pending` takes a space before it (not when it begins the line).
    private var spaceBeforeFirst = false
    /// The line's bytes, `pending` included.
    private(set) var bytes = 0

    init(items: [String], trailingComma: Bool) {
        self.items = items
        self.trailingComma = trailingComma
    }

    var isEmpty: Bool { bytes == 0 }

    /// Whether the item at `position` ends with a comma: all but the last do, the last when `trailingComma`.
    func hasComma(_ position: Int) -> Bool {
        position < items.count - 1 || trailingComma
    }

    /// The item at `position`, and its comma.
    func item(_ position: Int) -> String {
        hasComma(position) ? String(concatenating: items[position], ",") : items[position]
    }

    /// Starts a new line with the item at `position`.
    mutating func start(at position: Int) {
        head = ""
        pending = position..<position + 1
        spaceBeforeFirst = false
        bytes = items[position].utf8.count + (hasComma(position) ? 1 : 0)
    }

    /// Starts a new line with `text`.
    mutating func start(with text: String) {
        head = text
        pending = pending.upperBound..<pending.upperBound
        spaceBeforeFirst = true
        bytes = text.utf8.count
    }

    /// Adds the item at `position`, the one after the last added, after a space.
    mutating func append(_ position: Int) {
        if pending.isEmpty { spaceBeforeFirst = true }
        pending = (pending.isEmpty ? position : pending.lowerBound)..<position + 1
        bytes += 1 + items[position].utf8.count + (hasComma(position) ? 1 : 0)
    }

    /// The line as text.
    mutating func text() -> String {
        guard !pending.isEmpty else { return head }
        let text = String(unsafeUninitializedCapacity: bytes) { buffer in
            var offset = head.copyUTF8(into: buffer, at: 0)
            for position in pending {
                if position > pending.lowerBound || spaceBeforeFirst {
                    buffer[offset] = UInt8(ascii: " ")
                    offset += 1
                }
                offset = items[position].copyUTF8(into: buffer, at: offset)
                if hasComma(position) {
                    buffer[offset] = UInt8(ascii: ",")
                    offset += 1
                }
            }
            return offset
        }
        start(with: text)
        return text
    }
}
