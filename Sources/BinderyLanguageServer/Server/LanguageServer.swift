import BinderySource

/// Bindery's language server: one message at a time, from whatever transport feeds it (``Connection`` for
/// `bindery lsp`, a test calling ``handle(_:)`` directly).
///
/// Every answer comes from a ``Snapshot`` made by `BinderyCompiler`'s `Compilation`, the pipeline `bindery check`
/// runs, so the editor shows exactly the diagnostics the command line prints.
public final class LanguageServer {
    enum State {
        case uninitialized
        case running
        case shutDown
    }

    /// Sends one message body (unframed) to the client.
    private let send: ([UInt8]) -> Void
    /// Whether the client cancelled a request that is still waiting.
    private let isCancelled: (RequestID) -> Bool
    var state = State.uninitialized
    var encoding = PositionEncoding.utf16
    /// Open documents by key (path, or URI for a document that is not a file).
    var documents: [String: OpenDocument] = [:]
    /// The workspace folders' paths, each once.
    var roots: [String] = []
    /// The modules of the workspace folders: one per package target folder holding specs, one for the rest.
    var folders: [Workspace] = [] {
        didSet { warnAboutIncompleteScans() }
    }
    /// How many files and folders a workspace folder's scan looks at (``FolderScan/entryLimit``; tests lower it).
    var folderEntryLimit = FolderScan.entryLimit
    /// The folders whose scan stopped at the limit that the user was told about, so each is told once.
    var foldersWarnedAsIncomplete: Set<String> = []
    /// A module of its own for each open document outside every folder.
    var loneDocuments: [String: Workspace] = [:]
    var publisher = DiagnosticsPublisher()
    /// The semantic tokens last sent per document, which `semanticTokens/full/delta` answers against.
    var semanticTokensSent = SemanticTokensHistory()
    /// Whether the client watches files for the server when asked (`client/registerCapability`), as Neovim does;
    /// VS Code's extension watches `.bind` files itself.
    var clientWatchesFilesWhenAsked = false
    /// The status `bindery lsp` exits with, once the client sent `exit`.
    public private(set) var exitStatus: Int32?

    public init(send: @escaping ([UInt8]) -> Void, isCancelled: @escaping (RequestID) -> Bool = { _ in false }) {
        self.send = send
        self.isCancelled = isCancelled
    }

    /// Handles one message body; a body that is not JSON gets a ParseError response, one that
    /// is JSON but not JSON-RPC an InvalidRequest one.
    public func handle(_ body: [UInt8]) {
        do throws(ResponseError) {
            handle(try IncomingMessage(body: body))
        } catch {
            reject(error)
        }
    }

    func handle(_ message: IncomingMessage) {
        switch message.kind {
        case .request(let id, let method):
            if isCancelled(id) {
                send(OutgoingMessage.error(id: id, .requestCancelled))
                return
            }
            do throws(ResponseError) {
                send(try respond(to: message, id: id, method: method))
            } catch {
                send(OutgoingMessage.error(id: id, error))
            }
        case .notification(let method):
            // A notification is never answered, not even when it is unknown or malformed.
            do throws(ResponseError) {
                try notice(message, method: method)
            } catch {
                log("\(method): \(error.message)")
            }
        case .response:
            break
        }
    }

    /// No message is waiting: the moment to compile what changed and publish its diagnostics, so a burst of
    /// keystrokes costs one compilation, not one each.
    public func becameIdle() {
        guard state == .running else { return }
        let workspaces = folders + loneDocuments.keys.sorted().compactMap { loneDocuments[$0] }
        let current = workspaces.map {
            ($0, $0.currentSnapshot(documents: documents, encoding: encoding, modules: folders))
        }
        for params in publisher.update(current) {
            send(OutgoingMessage.notification(method: "textDocument/publishDiagnostics", params: params))
        }
    }

    /// Answers a message that could not be read.
    func reject(_ error: ResponseError) {
        send(OutgoingMessage.error(id: nil, error))
    }

    /// A line in the client's output panel (`window/logMessage`).
    func log(_ text: String) {
        struct LogMessage: Encodable {
            var type = 3
            var message: String
        }
        send(OutgoingMessage.notification(method: "window/logMessage", params: LogMessage(message: "bindery: " + text)))
    }

    /// A message the client shows the user (`window/showMessage`), as a warning.
    func showWarning(_ text: String) {
        struct ShowMessage: Encodable {
            var type = 2
            var message: String
        }
        send(
            OutgoingMessage.notification(method: "window/showMessage", params: ShowMessage(message: "bindery: " + text))
        )
    }

    /// Asks the client to report `.bind` files created, changed or deleted outside the editor (a checkout, a file
    /// made in a terminal), which otherwise would be noticed only at the next save; and `Package.swift` files, whose
    /// coming or going makes a folder's `Sources/<Target>` folders targets, or stops them being ones.
    func watchSpecFiles() {
        guard clientWatchesFilesWhenAsked else { return }
        let watch = LSP.RegistrationParams.Registration(
            id: "bindery-spec-files", method: "workspace/didChangeWatchedFiles",
            registerOptions: .init(watchers: [.init(globPattern: "**/*.bind"), .init(globPattern: "**/Package.swift")]))
        send(
            OutgoingMessage.request(
                id: .string("bindery-watch-spec-files"), method: "client/registerCapability",
                params: LSP.RegistrationParams(registrations: [watch])))
    }

    func exit() {
        exitStatus = state == .shutDown ? 0 : 1
    }
}
