/// The Language Server Protocol's structures, as far as the server uses them; names follow the specification.
enum LSP {
    /// A zero-based line and a character offset counted in the negotiated encoding's code units (UTF-16 unless
    /// the client chose otherwise).
    struct Position: Hashable, Sendable, Codable, Comparable {
        var line: Int
        var character: Int

        static func < (lhs: Position, rhs: Position) -> Bool {
            (lhs.line, lhs.character) < (rhs.line, rhs.character)
        }
    }

    struct Range: Hashable, Sendable, Codable {
        var start: Position
        var end: Position
    }

    struct Location: Hashable, Sendable, Codable {
        var uri: String
        var range: Range
    }

    struct TextDocumentIdentifier: Hashable, Sendable, Codable {
        var uri: String
    }

    struct VersionedTextDocumentIdentifier: Hashable, Sendable, Codable {
        var uri: String
        var version: Int?
    }

    struct TextDocumentItem: Hashable, Sendable, Codable {
        var uri: String
        var languageId: String?
        var version: Int?
        var text: String
    }

    struct TextDocumentPositionParams: Hashable, Sendable, Codable {
        var textDocument: TextDocumentIdentifier
        var position: Position
    }

    struct TextEdit: Hashable, Sendable, Codable {
        var range: Range
        var newText: String
    }

    struct WorkspaceEdit: Hashable, Sendable, Codable {
        var changes: [String: [TextEdit]]
    }

    struct MarkupContent: Hashable, Sendable, Codable {
        var kind = "markdown"
        var value: String
    }

    struct WorkspaceFolder: Hashable, Sendable, Codable {
        var uri: String
        var name: String?
    }

    /// `$/cancelRequest`
    struct CancelParams: Hashable, Sendable, Codable {
        var id: RequestID
    }
}
