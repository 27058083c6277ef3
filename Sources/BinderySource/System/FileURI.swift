/// `file:` URIs, as editors name files, to paths and back, percent-encoded as `URL` encodes them: the `bindery`
/// executable links no Foundation (issue 14).
public enum FileURI {
    /// `file:///a%20b/c` for `/a b/c`: the characters RFC 3986 allows in a path are kept (letters, digits,
    /// `-._~!$&'()*+,;=:@/`), every other byte is percent-encoded. A relative path is taken from the current directory,
    /// and a directory's URI ends in `/`, as `URL(fileURLWithPath:)` does both.
    public static func uri(ofPath path: String) -> String {
        var absolute = path.hasPrefix("/") ? path : FilePaths.appending(path, to: FileSystem.currentDirectory)
        if !absolute.hasSuffix("/"), FileKind.isDirectory(absolute) { absolute += "/" }
        var encoded: [UInt8] = Array("file://".utf8)
        for byte in absolute.utf8 {
            if isAllowedInPath(byte) {
                encoded.append(byte)
            } else {
                encoded.append(UInt8(ascii: "%"))
                encoded.append(hexDigit(byte >> 4))
                encoded.append(hexDigit(byte & 0xF))
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    /// The path a `file:` URI names, percent-decoded and standardised (no `.`, `..` or trailing slash); nil for
    /// another scheme, or when it names no path. The host (`file://host/path`), query and fragment are ignored, an
    /// encoded slash (`%2F`) or NUL stays encoded since decoding it would make another path, and a relative path
    /// (`file:a`) is taken from the current directory: all as `URL`'s `standardizedFileURL.path` reads them.
    public static func path(of uri: String) -> String? {
        guard uri.hasPrefix("file:") else { return nil }
        var rest = uri.dropFirst("file:".count)
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
        if rest.hasPrefix("//") {
            let authority = rest.dropFirst(2)
            rest = authority.firstIndex(of: "/").map { authority[$0...] } ?? ""
        }
        guard let decoded = percentDecoded(rest), !decoded.isEmpty else { return nil }
        let absolute = decoded.hasPrefix("/") ? decoded : FilePaths.appending(decoded, to: FileSystem.currentDirectory)
        return FilePaths.standardized(absolute)
    }

    /// `%XX` escapes replaced by their bytes, but for `/` and NUL; a `%` without two hexadecimal digits stays as it
    /// is. Nil when the bytes are not UTF-8.
    private static func percentDecoded(_ text: Substring) -> String? {
        let bytes = Array(text.utf8)
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
                let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]),
                high << 4 | low != UInt8(ascii: "/"), high << 4 | low != 0
            {
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        let text = String(decoding: decoded, as: UTF8.self)
        return text.utf8.elementsEqual(decoded) ? text : nil
    }

    private static func isAllowedInPath(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "-._~!$&'()*+,;=:@/".utf8.contains(byte)
        }
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
