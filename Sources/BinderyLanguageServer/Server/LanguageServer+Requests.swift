import BinderySource

extension LanguageServer {
    /// The response to a request, encoded; throws the error to answer with instead.
    func respond(to message: IncomingMessage, id: RequestID, method: String) throws(ResponseError) -> [UInt8] {
        switch state {
        case .uninitialized where method != "initialize":
            throw .serverNotInitialized
        case .shutDown:
            throw .invalidRequest("the server is shutting down; only 'exit' is accepted")
        default:
            break
        }
        func reply(_ result: some Encodable) -> [UInt8] {
            OutgoingMessage.response(id: id, result: result)
        }
        switch method {
        case "initialize":
            return reply(try initialize(message.params(LSP.InitializeParams.self)))
        case "shutdown":
            state = .shutDown
            return reply(JSONValue.null)
        case "textDocument/hover":
            let (snapshot, file, offset) = try locate(message.params(LSP.TextDocumentPositionParams.self))
            return reply(snapshot.flatMap { Hover.hover(in: $0, file: file, offset: offset) })
        // A spec declares each name once, where it defines it: Neovim's `gD` (declaration) and `gd` (definition) agree.
        case "textDocument/definition", "textDocument/declaration":
            let (snapshot, file, offset) = try locate(message.params(LSP.TextDocumentPositionParams.self))
            return reply(snapshot.map { Navigation.definition(in: $0, file: file, offset: offset) } ?? [])
        case "textDocument/typeDefinition":
            let (snapshot, file, offset) = try locate(message.params(LSP.TextDocumentPositionParams.self))
            return reply(snapshot.map { Navigation.typeDefinition(in: $0, file: file, offset: offset) } ?? [])
        case "textDocument/implementation":
            return reply(implementations(at: try message.params(LSP.TextDocumentPositionParams.self)))
        case "textDocument/references":
            let params = try message.params(LSP.ReferenceParams.self)
            let (snapshot, file, offset) = locate(params.textDocument, params.position)
            let includeDeclaration = params.context?.includeDeclaration ?? true
            return reply(
                snapshot.map {
                    Navigation.references(
                        in: $0, file: file, offset: offset, includeDeclaration: includeDeclaration,
                        scope: scopeFinder(params.textDocument, $0))
                } ?? [])
        case "textDocument/documentHighlight":
            let (snapshot, file, offset) = try locate(message.params(LSP.TextDocumentPositionParams.self))
            return reply(snapshot.map { Navigation.highlights(in: $0, file: file, offset: offset) } ?? [])
        case "workspace/symbol":
            let query = try message.params(LSP.WorkspaceSymbolParams.self).query
            let modules = folders + loneDocuments.keys.sorted().compactMap { loneDocuments[$0] }
            let snapshots = modules.map {
                $0.currentSnapshot(documents: documents, encoding: encoding, modules: folders)
            }
            return reply(WorkspaceSymbols.matching(query, in: snapshots))
        case "textDocument/prepareRename":
            let params = try message.params(LSP.TextDocumentPositionParams.self)
            let (snapshot, file, offset) = locate(params)
            guard let snapshot else { return reply(JSONValue.null) }
            return reply(
                try Rename.prepare(
                    in: snapshot, file: file, offset: offset, scope: scopeFinder(params.textDocument, snapshot)))
        case "textDocument/rename":
            let params = try message.params(LSP.RenameParams.self)
            let (snapshot, file, offset) = locate(params.textDocument, params.position)
            guard let snapshot else { return reply(JSONValue.null) }
            return reply(
                try Rename.rename(
                    in: snapshot, file: file, offset: offset, to: params.newName,
                    scope: scopeFinder(params.textDocument, snapshot)))
        case "textDocument/completion":
            let (snapshot, file, offset) = try locate(message.params(LSP.TextDocumentPositionParams.self))
            let items = snapshot.map { Completion.items(in: $0, file: file, offset: offset) } ?? []
            return reply(LSP.CompletionList(items: items))
        case "textDocument/documentSymbol":
            let (snapshot, file) = document(try message.params(LSP.DocumentURIParams.self).textDocument)
            return reply(snapshot.map { DocumentSymbols.symbols(in: $0, file: file) } ?? [])
        case "textDocument/foldingRange":
            let (snapshot, file) = document(try message.params(LSP.DocumentURIParams.self).textDocument)
            return reply(snapshot.map { FoldingRanges.ranges(in: $0, file: file) } ?? [])
        case "textDocument/inlayHint":
            let params = try message.params(LSP.DocumentRangeParams.self)
            let (snapshot, file) = document(params.textDocument)
            return reply(snapshot.map { InlayHints.hints(in: $0, file: file, within: params.range) } ?? [])
        case "textDocument/selectionRange":
            let params = try message.params(LSP.SelectionRangeParams.self)
            let (snapshot, file) = document(params.textDocument)
            guard let snapshot else { return reply([LSP.SelectionRange]()) }
            let offsets = params.positions.map { snapshot.offset(of: $0, in: file) }
            return reply(SelectionRanges.ranges(in: snapshot, file: file, at: offsets))
        case "textDocument/formatting":
            let (snapshot, file) = document(try message.params(LSP.DocumentURIParams.self).textDocument)
            return reply(snapshot.map { Formatting.edits(in: $0, file: file) } ?? [])
        case "textDocument/rangeFormatting":
            let params = try message.params(LSP.DocumentRangeParams.self)
            let (snapshot, file) = document(params.textDocument)
            return reply(snapshot.map { Formatting.edits(in: $0, file: file, range: params.range) } ?? [])
        case "textDocument/semanticTokens/full":
            let textDocument = try message.params(LSP.DocumentURIParams.self).textDocument
            let data = semanticTokens(of: textDocument)
            return reply(semanticTokensSent.full(data, for: DocumentURI.key(of: textDocument.uri)))
        case "textDocument/semanticTokens/full/delta":
            let params = try message.params(LSP.SemanticTokensDeltaParams.self)
            let data = semanticTokens(of: params.textDocument)
            let key = DocumentURI.key(of: params.textDocument.uri)
            switch semanticTokensSent.answer(data, for: key, since: params.previousResultId) {
            case .full(let tokens): return reply(tokens)
            case .delta(let delta): return reply(delta)
            }
        case "textDocument/codeAction":
            let params = try message.params(LSP.CodeActionParams.self)
            let (snapshot, file) = document(params.textDocument)
            guard let snapshot else { return reply([LSP.CodeAction]()) }
            let start = snapshot.offset(of: params.range.start, in: file)
            let end = max(start, snapshot.offset(of: params.range.end, in: file))
            return reply(
                CodeActions.actions(in: snapshot, file: file, from: start, to: end, only: params.context?.only))
        default:
            throw .methodNotFound(method)
        }
    }

    private func initialize(_ params: LSP.InitializeParams) throws(ResponseError) -> LSP.InitializeResult {
        guard state == .uninitialized else { throw .invalidRequest("the server is already initialized") }
        let offered = params.capabilities?["general"]?["positionEncodings"]?.arrayValue?.compactMap(\.stringValue) ?? []
        encoding = PositionEncoding.negotiate(offered: offered)
        clientWatchesFilesWhenAsked =
            params.capabilities?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"] == true
        var roots = (params.workspaceFolders ?? []).compactMap { DocumentURI.path(of: $0.uri) }
        if roots.isEmpty, let root = params.rootUri.flatMap(DocumentURI.path(of:)) ?? params.rootPath {
            roots = [root]
        }
        for root in roots where !self.roots.contains(root) { self.roots.append(root) }
        folders = Workspace.modules(ofFolders: self.roots, entryLimit: folderEntryLimit)
        state = .running
        let legend = LSP.ServerCapabilities.SemanticTokensOptions.Legend(
            tokenTypes: SemanticTokens.tokenTypes, tokenModifiers: SemanticTokens.tokenModifiers)
        return LSP.InitializeResult(
            capabilities: LSP.ServerCapabilities(
                positionEncoding: encoding.rawValue,
                completionProvider: .init(triggerCharacters: [".", "|", ":"]),
                semanticTokensProvider: .init(legend: legend)),
            serverInfo: .init(name: "bindery", version: LanguageServer.version))
    }

    /// The snapshot holding a document, the document's file in it, and the byte offset of a position.
    func locate(_ params: LSP.TextDocumentPositionParams) -> (Snapshot?, FileID, Int) {
        locate(params.textDocument, params.position)
    }

    private func locate(_ document: LSP.TextDocumentIdentifier, _ position: LSP.Position) -> (Snapshot?, FileID, Int) {
        let (snapshot, file) = self.document(document)
        return (snapshot, file, snapshot?.offset(of: position, in: file) ?? 0)
    }

    /// Finds the modules that see a symbol written in `document`, whose module's snapshot is `snapshot`.
    private func scopeFinder(_ document: LSP.TextDocumentIdentifier, _ snapshot: Snapshot) -> Rename.ScopeFinder {
        { [self] (symbol: Symbol) throws(ResponseError) -> SymbolScope in
            guard let workspace = workspace(for: DocumentURI.key(of: document.uri)) else {
                return SymbolScope(symbol: symbol, snapshots: [snapshot])
            }
            return try scope(of: symbol, in: snapshot, of: workspace)
        }
    }

    /// The semantic tokens of a document, encoded as the protocol sends them; none for one the server knows nothing
    /// of. `full` and `full/delta` both compute them all: the delta saves sending them, not computing them.
    func semanticTokens(of document: LSP.TextDocumentIdentifier) -> [Int] {
        let (snapshot, file) = self.document(document)
        return snapshot.map { SemanticTokens.encode(in: $0, file: file) } ?? []
    }

    /// The current snapshot of the module a document belongs to; nil for a document the server knows nothing of.
    func document(_ document: LSP.TextDocumentIdentifier) -> (Snapshot?, FileID) {
        let key = DocumentURI.key(of: document.uri)
        guard let workspace = workspace(for: key) else { return (nil, FileID(0)) }
        let snapshot = workspace.currentSnapshot(documents: documents, encoding: encoding, modules: folders)
        guard let file = snapshot.fileID(forKey: key) else { return (nil, FileID(0)) }
        return (snapshot, file)
    }

    /// The module of the folder that holds the document (the innermost one), else its own if it is open.
    func workspace(for key: String) -> Workspace? {
        let holding = folders.filter { $0.contains(key) }
        if let innermost = holding.max(by: { $0.rootLength < $1.rootLength }) { return innermost }
        return loneDocuments[key]
    }
}

extension Workspace {
    fileprivate var rootLength: Int {
        if case .folder(let root) = scope { root.count } else { 0 }
    }
}

extension LanguageServer {
    /// What `initialize` reports as the server's version: the command line's, read from the one place that sets it
    /// (a copy here said `0.1.0` while `bindery --version` said `0.1.0-dev`).
    public static let version = BinderyVersion.current
}
