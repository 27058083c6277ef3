extension LSP {
    struct Hover: Sendable, Encodable {
        var contents: MarkupContent
        var range: Range?
    }

    struct ReferenceParams: Sendable, Decodable {
        struct Context: Sendable, Decodable {
            var includeDeclaration: Bool
        }
        var textDocument: TextDocumentIdentifier
        var position: Position
        var context: Context?
    }

    struct RenameParams: Sendable, Decodable {
        var textDocument: TextDocumentIdentifier
        var position: Position
        var newName: String
    }

    struct PrepareRenameResult: Sendable, Encodable {
        var range: Range
        var placeholder: String
    }

    struct CompletionItem: Hashable, Sendable, Encodable {
        var label: String
        /// LSP's CompletionItemKind numbers; see ``CompletionKind``.
        var kind: Int
        var detail: String?
        var documentation: MarkupContent?
        var sortText: String?
    }

    struct CompletionList: Sendable, Encodable {
        var isIncomplete = false
        var items: [CompletionItem]
    }

    struct DocumentSymbol: Sendable, Encodable {
        var name: String
        var detail: String?
        /// LSP's SymbolKind numbers.
        var kind: Int
        var range: Range
        var selectionRange: Range
        var children: [DocumentSymbol]?
    }

    struct SelectionRangeParams: Sendable, Decodable {
        var textDocument: TextDocumentIdentifier
        var positions: [Position]
    }

    /// A range and, outward, the ranges holding it. A class: the chain nests.
    final class SelectionRange: Sendable, Encodable {
        let range: Range
        let parent: SelectionRange?

        init(range: Range, parent: SelectionRange? = nil) {
            self.range = range
            self.parent = parent
        }
    }

    /// A label the editor shows inline, in the text's flow but not part of it.
    struct InlayHint: Hashable, Sendable, Encodable {
        var position: Position
        var label: String
        /// LSP's InlayHintKind: 1, a type.
        var kind = 1
    }

    struct FoldingRange: Hashable, Sendable, Encodable {
        var startLine: Int
        var endLine: Int
        /// "comment", "imports", or nil for a declaration's block (LSP's "region" is for `#region` markers).
        var kind: String?
    }

    struct DocumentHighlight: Sendable, Encodable {
        var range: Range
        /// LSP's DocumentHighlightKind: 1, text (neither read nor write).
        var kind = 1
    }

    struct WorkspaceSymbolParams: Sendable, Decodable {
        var query: String
    }

    struct SymbolInformation: Sendable, Encodable {
        var name: String
        /// LSP's SymbolKind numbers.
        var kind: Int
        var location: Location
        var containerName: String?
    }

    struct DocumentURIParams: Sendable, Decodable {
        var textDocument: TextDocumentIdentifier
    }

    struct SemanticTokens: Sendable, Encodable {
        var resultId: String
        var data: [Int]
    }

    struct SemanticTokensDeltaParams: Sendable, Decodable {
        var textDocument: TextDocumentIdentifier
        var previousResultId: String
    }

    struct SemanticTokensDelta: Sendable, Encodable {
        var resultId: String
        var edits: [SemanticTokensEdit]
    }

    /// Replaces `deleteCount` numbers of the previous result's data, from `start`, with `data`.
    struct SemanticTokensEdit: Sendable, Encodable, Equatable {
        var start: Int
        var deleteCount: Int
        var data: [Int]
    }

    /// A document and a range of it: what `textDocument/rangeFormatting` (whose formatting options are `bindery
    /// format`'s own) and `textDocument/inlayHint` read of their params.
    struct DocumentRangeParams: Sendable, Decodable {
        var textDocument: TextDocumentIdentifier
        var range: Range
    }

    /// `textDocument/codeAction`'s params. Of the context only `only` matters: the server finds the diagnostics in
    /// the range itself, as the editor's list of them may be stale.
    struct CodeActionParams: Sendable, Decodable {
        struct Context: Sendable, Decodable {
            /// The kinds of action wanted (`quickfix`, `source.fixAll`); nil for every kind.
            var only: [String]?
        }
        var textDocument: TextDocumentIdentifier
        var range: Range
        var context: Context?
    }

    struct CodeAction: Sendable, Encodable {
        var title: String
        var kind = "quickfix"
        var diagnostics: [Diagnostic]
        var edit: WorkspaceEdit
        var isPreferred: Bool
    }
}
