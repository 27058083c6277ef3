extension LSP {
    /// `initialize`: only what the server reads. Capabilities stay loose JSON, read by the few keys that matter.
    struct InitializeParams: Sendable, Decodable {
        var rootUri: String?
        var rootPath: String?
        var workspaceFolders: [WorkspaceFolder]?
        var capabilities: JSONValue?
    }

    struct InitializeResult: Sendable, Encodable {
        struct ServerInfo: Sendable, Encodable {
            var name: String
            var version: String
        }

        var capabilities: ServerCapabilities
        var serverInfo: ServerInfo
    }

    struct ServerCapabilities: Sendable, Encodable {
        struct TextDocumentSync: Sendable, Encodable {
            struct Save: Sendable, Encodable {
                var includeText = false
            }
            var openClose = true
            /// 2: incremental; the server also accepts whole-text changes.
            var change = 2
            var save = Save()
        }
        struct CompletionOptions: Sendable, Encodable {
            var triggerCharacters: [String]
        }
        struct RenameOptions: Sendable, Encodable {
            var prepareProvider = true
        }
        struct CodeActionOptions: Sendable, Encodable {
            var codeActionKinds = ["quickfix"]
        }
        struct SemanticTokensOptions: Sendable, Encodable {
            struct Legend: Sendable, Encodable {
                var tokenTypes: [String]
                var tokenModifiers: [String]
            }
            struct Full: Sendable, Encodable {
                var delta = true
            }
            var legend: Legend
            var full = Full()
        }
        struct Workspace: Sendable, Encodable {
            struct Folders: Sendable, Encodable {
                var supported = true
                var changeNotifications = true
            }
            var workspaceFolders = Folders()
        }

        var positionEncoding: String
        var textDocumentSync = TextDocumentSync()
        var hoverProvider = true
        var definitionProvider = true
        var declarationProvider = true
        var typeDefinitionProvider = true
        var implementationProvider = true
        var referencesProvider = true
        var documentHighlightProvider = true
        var workspaceSymbolProvider = true
        var renameProvider = RenameOptions()
        var completionProvider: CompletionOptions
        var documentSymbolProvider = true
        var foldingRangeProvider = true
        var selectionRangeProvider = true
        var inlayHintProvider = true
        var documentFormattingProvider = true
        var documentRangeFormattingProvider = true
        var codeActionProvider = CodeActionOptions()
        var semanticTokensProvider: SemanticTokensOptions
        var workspace = Workspace()
    }
}
