import BinderySource

extension LanguageServer {
    /// Acts on a notification. Before `initialize` only `exit` counts; unknown ones (`$/` or not) are ignored.
    func notice(_ message: IncomingMessage, method: String) throws(ResponseError) {
        if method == "exit" {
            exit()
            return
        }
        guard state == .running else { return }
        switch method {
        case "initialized":
            watchSpecFiles()
        case "textDocument/didOpen":
            let item = try message.params(LSP.DidOpenTextDocumentParams.self).textDocument
            let key = DocumentURI.key(of: item.uri)
            documents[key] = OpenDocument(uri: item.uri, version: item.version, text: DocumentText(item.text))
            regroupModulesIfTargetsChanged(near: key)
            if let workspace = workspace(for: key) {
                workspace.markOutOfDate()
            } else {
                loneDocuments[key] = Workspace(scope: .document(key))
            }
        case "textDocument/didChange":
            let params = try message.params(LSP.DidChangeTextDocumentParams.self)
            let key = DocumentURI.key(of: params.textDocument.uri)
            guard var document = documents[key] else {
                throw .invalidParams("'\(params.textDocument.uri)' changed but was never opened")
            }
            for change in params.contentChanges { document.text.apply(change, encoding: encoding) }
            document.version = params.textDocument.version ?? document.version
            documents[key] = document
            workspace(for: key)?.markOutOfDate()
        case "textDocument/didSave":
            let key = DocumentURI.key(of: try message.params(LSP.DidSaveTextDocumentParams.self).textDocument.uri)
            // Saving is a moment other files may have changed too (a checkout, a generator): read the folder again.
            if !regroupModulesIfTargetsChanged(near: key) {
                workspace(for: key)?.rescan()
                warnAboutIncompleteScans()
            }
        case "textDocument/didClose":
            let key = DocumentURI.key(of: try message.params(LSP.DidCloseTextDocumentParams.self).textDocument.uri)
            documents[key] = nil
            loneDocuments[key] = nil
            semanticTokensSent.forget(key)
            // The disk's text counts again.
            workspace(for: key)?.reload(key)
        case "workspace/didChangeWatchedFiles":
            let changes = try message.params(LSP.DidChangeWatchedFilesParams.self).changes
            if regroupModulesIfPackagesCameOrWent(changes) { break }
            for change in changes {
                guard let path = DocumentURI.path(of: change.uri) else { continue }
                if regroupModulesIfTargetsChanged(near: path) { continue }
                for folder in folders where folder.contains(path) { folder.reload(path) }
            }
        case "workspace/didChangeWorkspaceFolders":
            let event = try message.params(LSP.DidChangeWorkspaceFoldersParams.self).event
            let removed = Set(event.removed.compactMap { DocumentURI.path(of: $0.uri) })
            roots.removeAll(where: removed.contains)
            for root in event.added.compactMap({ DocumentURI.path(of: $0.uri) }) where !roots.contains(root) {
                roots.append(root)
            }
            // A folder added inside another, or removed from one, changes what the other's modules hold.
            folders = Workspace.modules(ofFolders: roots, entryLimit: folderEntryLimit)
            regroupOpenDocuments()
        default:
            break
        }
    }

    /// Splits the workspace folders into modules again when the spec at `path` made a package target folder start
    /// or stop holding specs: a target's first spec, made while the server runs, is checked as that target (seeing
    /// the targets it imports), not in the module of what lies outside every target, as a freshly started server
    /// would check it; a target whose last spec is gone stops being a module. Returns whether it did, which read
    /// every folder again.
    @discardableResult
    private func regroupModulesIfTargetsChanged(near path: String) -> Bool {
        guard let target = PackageLayout.target(holding: path),
            roots.contains(where: { FolderScan.contains(path, root: $0) })
        else { return false }
        let isModule = folders.contains { $0.target == target }
        // A spec saved or opened in a target that is a module keeps it one: no need to read the target's folder.
        let isSpecOnDisk = FolderScan.contains(path, root: target.path) && FileKind.isRegularFile(path)
        let holdsSpecs =
            isSpecOnDisk || !FolderScan.specPaths(under: target.path, entryLimit: folderEntryLimit).isEmpty
        guard isModule != holdsSpecs else { return false }
        folders = Workspace.modules(ofFolders: roots, entryLimit: folderEntryLimit)
        regroupOpenDocuments()
        return true
    }

    /// Splits the workspace folders into modules again when a `Package.swift` in one of them was created or deleted:
    /// the package layout (``PackageLayout``) makes each `Sources/<Target>` folder beside one a module of its own,
    /// and the specs there were checked as the wrong modules until the server restarted. Editing one changes no
    /// module. Returns whether it did, which read every folder again.
    private func regroupModulesIfPackagesCameOrWent(_ changes: [LSP.FileEvent]) -> Bool {
        let packageCameOrWent = changes.contains { change in
            // 2 is "changed": the file is still there.
            guard change.type != 2, let path = DocumentURI.path(of: change.uri),
                path.hasSuffix("/Package.swift")
            else { return false }
            return roots.contains { FolderScan.isInside(path, folder: $0) }
        }
        guard packageCameOrWent else { return false }
        folders = Workspace.modules(ofFolders: roots, entryLimit: folderEntryLimit)
        regroupOpenDocuments()
        return true
    }

    /// After folders come or go, each open document is in exactly one module: its folder's, or its own.
    private func regroupOpenDocuments() {
        for key in documents.keys {
            let inFolder = folders.contains { $0.contains(key) }
            if inFolder {
                loneDocuments[key] = nil
            } else if loneDocuments[key] == nil {
                loneDocuments[key] = Workspace(scope: .document(key))
            }
        }
        for folder in folders { folder.markOutOfDate() }
    }
}
