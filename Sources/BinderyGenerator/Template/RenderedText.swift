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
    /// The indentation of every partial entered, one after the other; `indentStarts` says where each began.
    private var indent: [UInt8] = []
    private var indentStarts: [Int] = []
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
        append(text, indented: true)
    }

    /// Appends `text` with no indentation: its columns are final.
    mutating func appendVerbatim(_ text: String) {
        append(text, indented: false)
    }

    private mutating func append(_ text: String, indented: Bool) {
        // Reads the string's bytes where they are; `withUTF8` would need a mutable copy of it.
        if text.utf8.withContiguousStorageIfAvailable({ append($0, indented: indented) }) == nil {
            var text = text
            text.withUTF8 { append($0, indented: indented) }
        }
    }

    /// Template text with no newline, as ``RenderProgram`` prepared it.
    mutating func appendText(_ base: UnsafePointer<UInt8>, _ length: Int) {
        guard length > 0 else { return }
        if atLineStart, !indent.isEmpty { copyIndent() }
        copy(base, length)
        atLineStart = false
    }

    /// Template text ending in its only newline (counted in `length`), as ``RenderProgram`` prepared it.
    mutating func appendLine(_ base: UnsafePointer<UInt8>, _ length: Int) {
        // A blank line gets no indentation.
        if length > 1, atLineStart, !indent.isEmpty { copyIndent() }
        copy(base, length)
        atLineStart = true
    }

    /// Copies runs between newlines whole, inserting the indentation before each non-empty line.
    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, indented: Bool) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        guard indented, !indent.isEmpty else {
            copy(base, bytes.count)
            atLineStart = bytes[bytes.count - 1] == Self.newline
            return
        }
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != Self.newline { end += 1 }
            if end > start {
                if atLineStart { copyIndent() }
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

    private mutating func copyIndent() {
        let length = indent.count
        indent.withUnsafeBufferPointer { copy($0.baseAddress!, length) }
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

    /// Indents what follows by `extra` more, until ``popIndent()``. The bytes are appended in place: entering a
    /// partial allocates nothing once the indentation has been this deep before.
    mutating func pushIndent(_ extra: UnsafeBufferPointer<UInt8>) {
        indentStarts.append(indent.count)
        indent.append(contentsOf: extra)
    }

    mutating func popIndent() {
        guard let start = indentStarts.popLast() else { return }
        indent.removeSubrange(start...)
    }
}
