extension LSP {
    struct DidOpenTextDocumentParams: Sendable, Decodable {
        var textDocument: TextDocumentItem
    }

    /// A change is the whole new text when `range` is absent, else a replacement of that range.
    struct TextDocumentContentChangeEvent: Sendable, Decodable {
        var range: Range?
        var text: String
    }

    struct DidChangeTextDocumentParams: Sendable, Decodable {
        var textDocument: VersionedTextDocumentIdentifier
        var contentChanges: [TextDocumentContentChangeEvent]
    }

    struct DidSaveTextDocumentParams: Sendable, Decodable {
        var textDocument: TextDocumentIdentifier
        var text: String?
    }

    struct DidCloseTextDocumentParams: Sendable, Decodable {
        var textDocument: TextDocumentIdentifier
    }

    struct FileEvent: Sendable, Decodable {
        var uri: String
        /// 1 created, 2 changed, 3 deleted.
        var type: Int
    }

    struct DidChangeWatchedFilesParams: Sendable, Decodable {
        var changes: [FileEvent]
    }

    /// `client/registerCapability`'s params, for the one registration the server makes: file watching.
    struct RegistrationParams: Sendable, Encodable {
        struct Registration: Sendable, Encodable {
            struct WatchOptions: Sendable, Encodable {
                struct Watcher: Sendable, Encodable {
                    var globPattern: String
                }
                var watchers: [Watcher]
            }
            var id: String
            var method: String
            var registerOptions: WatchOptions
        }
        var registrations: [Registration]
    }

    struct WorkspaceFoldersChangeEvent: Sendable, Decodable {
        var added: [WorkspaceFolder]
        var removed: [WorkspaceFolder]
    }

    struct DidChangeWorkspaceFoldersParams: Sendable, Decodable {
        var event: WorkspaceFoldersChangeEvent
    }
}
