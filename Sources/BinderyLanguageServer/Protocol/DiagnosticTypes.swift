extension LSP {
    struct DiagnosticRelatedInformation: Hashable, Sendable, Codable {
        var location: Location
        var message: String
    }

    struct Diagnostic: Hashable, Sendable, Codable {
        var range: Range
        /// 1 error, 2 warning, 3 information, 4 hint.
        var severity: Int
        /// The diagnostic's stable id (`unknown-transform`), which `bindery explain` explains.
        var code: String?
        var source = "bindery"
        var message: String
        var relatedInformation: [DiagnosticRelatedInformation]?
    }

    struct PublishDiagnosticsParams: Hashable, Sendable, Encodable {
        var uri: String
        var version: Int?
        var diagnostics: [Diagnostic]
    }
}
