/// The output being rendered, with the indentation of the partials it is inside.
///
/// A standalone `{{>partial}}` indents every non-empty line its partial produces (blank lines get no trailing
/// spaces). Applying the indentation while appending, rather than re-indenting each partial's finished text, visits
/// every byte once however deeply partials nest.
///
/// The bytes go into one buffer that grows by doubling and is copied into a `String` once at the end: appending a
/// piece is a copy of its bytes, with none of `Array`'s generic `append(contentsOf:)` around it.
struct RenderedText: ~Copyable {
    private var buffer: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0
    private var indents: [[UInt8]] = []
    private var indent: [UInt8] = []
    private var atLineStart = true

    private static let newline = UInt8(ascii: "\n")

    init(capacity: Int = 64 * 1024) {
        self.capacity = max(capacity, 16)
        buffer = .allocate(capacity: self.capacity)
    }

    deinit {
        buffer.deallocate()
    }

    var text: String {
        String(decoding: UnsafeBufferPointer(start: buffer, count: count), as: UTF8.self)
    }

    mutating func append(_ text: String) {
        // Reads the string's bytes where they are; `withUTF8` would need a mutable copy of it.
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
            var text = text
            text.withUTF8 { append($0) }
        }
    }

    /// Copies runs between newlines whole, inserting the indentation before each non-empty line.
    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        guard !indent.isEmpty else {
            copy(base, bytes.count)
            atLineStart = bytes[bytes.count - 1] == Self.newline
            return
        }
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != Self.newline { end += 1 }
            if end > start {
                if atLineStart { indent.withUnsafeBufferPointer { copy($0.baseAddress!, $0.count) } }
                copy(base + start, end - start)
                atLineStart = false
            }
            if end < bytes.count {
                copy(base + end, 1)
                atLineStart = true
                end += 1
            }
            start = end
        }
    }

    /// Appends `text` with no indentation: its columns are final.
    mutating func appendVerbatim(_ text: String) {
        let indent = indent
        self.indent = []
        append(text)
        self.indent = indent
    }

    private mutating func copy(_ source: UnsafePointer<UInt8>, _ length: Int) {
        if count + length > capacity { grow(toHold: count + length) }
        (buffer + count).update(from: source, count: length)
        count += length
    }

    private mutating func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBuffer.update(from: buffer, count: count)
        buffer.deallocate()
        buffer = newBuffer
        capacity = newCapacity
    }

    mutating func pushIndent(_ extra: String) {
        indents.append(indent)
        indent += Array(extra.utf8)
    }

    mutating func popIndent() {
        indent = indents.popLast() ?? []
    }
}
