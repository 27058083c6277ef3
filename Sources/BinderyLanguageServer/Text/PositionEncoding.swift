/// What an LSP `character` counts. LSP 3.17 lets the client offer `utf-8` and `utf-32`; without an offer it is
/// UTF-16, which is what VS Code and Neovim count.
enum PositionEncoding: String, Sendable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"

    /// The server's choice among the client's `general.positionEncodings`: UTF-8 when offered (it is what the
    /// spec files hold, so no conversion), else UTF-16, which every client must support.
    static func negotiate(offered: [String]) -> PositionEncoding {
        offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
    }

    /// How many code units a scalar of `byteCount` UTF-8 bytes is.
    func units(ofScalarWithByteCount byteCount: Int) -> Int {
        switch self {
        case .utf8: byteCount
        case .utf16: byteCount == 4 ? 2 : 1
        case .utf32: 1
        }
    }
}
