/// Writes a ``JSONNode`` as UTF-8 JSON text, byte for byte as Foundation's `JSONEncoder` writes it with
/// `.withoutEscapingSlashes` (and `.prettyPrinted`, `.sortedKeys` when asked): the tools' JSON output was made by it,
/// and editors and scripts read it.
struct JSONTextWriter {
    var prettyPrinted: Bool
    var sortedKeys: Bool
    private(set) var bytes: [UInt8] = []

    init(prettyPrinted: Bool, sortedKeys: Bool) {
        self.prettyPrinted = prettyPrinted
        self.sortedKeys = sortedKeys
    }

    mutating func write(_ node: JSONNode, depth: Int = 0) {
        switch node {
        case .null: append("null")
        case .bool(let value): append(value ? "true" : "false")
        case .number(let text): append(text)
        case .string(let text): writeString(text)
        case .array(let box):
            writeContainer(open: UInt8(ascii: "["), close: UInt8(ascii: "]"), count: box.elements.count, depth: depth) {
                writer, index in
                writer.write(box.elements[index], depth: depth + 1)
            }
        case .object(let box):
            var members = box.members
            // By UTF-8 bytes, as `JSONEncoder` sorts: `B` before `a`, `é` after `z`.
            if sortedKeys { members.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) } }
            writeContainer(open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), count: members.count, depth: depth) {
                writer, index in
                writer.writeString(members[index].key)
                if writer.prettyPrinted { writer.append(" : ") } else { writer.bytes.append(UInt8(ascii: ":")) }
                writer.write(members[index].value, depth: depth + 1)
            }
        case .deferred(let encoder):
            write(encoder.node ?? .object(JSONObjectBox()), depth: depth)
        }
    }

    /// Pretty printed, each element on a line of its own, two spaces deeper; an empty container still spans a blank
    /// line (`[`, ``, `]`), as `JSONEncoder` writes it.
    private mutating func writeContainer(
        open: UInt8, close: UInt8, count: Int, depth: Int, element: (inout JSONTextWriter, Int) -> Void
    ) {
        bytes.append(open)
        if prettyPrinted { append("\n") }
        for index in 0..<count {
            if index > 0 {
                bytes.append(UInt8(ascii: ","))
                if prettyPrinted { bytes.append(UInt8(ascii: "\n")) }
            }
            if prettyPrinted { indent(depth + 1) }
            element(&self, index)
        }
        if prettyPrinted {
            append("\n")
            indent(depth)
        }
        bytes.append(close)
    }

    private mutating func indent(_ depth: Int) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    private mutating func append(_ text: String) {
        var text = text
        // Copied at once from the string's storage, not scalar by scalar.
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Quotes, backslashes and control characters escaped; everything else, `/` and non-ASCII included, as it is.
    private mutating func writeString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            // Most strings need no escape: copied at once.
            if !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
                bytes.append(contentsOf: utf8)
            } else {
                writeEscaped(utf8)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func writeEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case UInt8(ascii: "\n"): append("\\n")
            case UInt8(ascii: "\r"): append("\\r")
            case UInt8(ascii: "\t"): append("\\t")
            case 0x08: append("\\b")
            case 0x0C: append("\\f")
            case 0..<0x20:
                let hex = String(byte, radix: 16)
                append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: bytes.append(byte)
            }
        }
    }
}
