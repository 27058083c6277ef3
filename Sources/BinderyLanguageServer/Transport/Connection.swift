import BinderySource

/// Runs a ``LanguageServer`` over a pair of file descriptors (standard input and output for `bindery lsp`, pipes
/// in tests): one thread reads and frames, the calling thread handles messages one at a time.
public enum Connection {
    /// Serves until the client sends `exit` or closes the input. Returns the exit status LSP asks for: 0 after
    /// `shutdown` then `exit`, 1 otherwise.
    public static func run(input: Int32, output: Int32) -> Int32 {
        FileDescriptorIO.ignoreBrokenPipeSignal()
        let queue = MessageQueue()
        let writer = FramedWriter(descriptor: output)
        let server = LanguageServer(send: { writer.write($0) }, isCancelled: { queue.isCancelled($0) })
        DetachedThread.start { readMessages(from: input, into: queue) }
        while server.exitStatus == nil {
            if queue.isEmpty { server.becameIdle() }
            guard let item = queue.pop() else { break }
            switch item {
            case .message(let message):
                server.handle(message)
                if let id = message.id { queue.answered(id) }
            case .unreadable(let error):
                server.reject(error)
            case .framingProblem(let problem):
                server.log(problem)
            }
        }
        return server.exitStatus ?? 1
    }

    /// Frames what arrives on `input` into the queue; `$/cancelRequest` takes effect here at once.
    private static func readMessages(from input: Int32, into queue: MessageQueue) {
        var reader = MessageFraming.Reader()
        while true {
            let bytes = FileDescriptorIO.readAvailable(input)
            guard !bytes.isEmpty else { break }
            reader.append(bytes)
            while let item = reader.next() {
                switch item {
                case .badHeader(let problem):
                    queue.push(.framingProblem(problem))
                case .message(let body):
                    do throws(ResponseError) {
                        let message = try IncomingMessage(body: body)
                        if message.method == "$/cancelRequest", let params = try? message.params(LSP.CancelParams.self)
                        {
                            queue.cancel(params.id)
                        }
                        queue.push(.message(message))
                    } catch {
                        queue.push(.unreadable(error))
                    }
                }
            }
        }
        queue.close()
    }
}

/// Writes framed messages; one lock keeps two messages from interleaving.
private final class FramedWriter: @unchecked Sendable {
    private let descriptor: Int32
    private let lock = Condition()

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    func write(_ body: [UInt8]) {
        lock.withLock { _ = FileDescriptorIO.writeAll(descriptor, MessageFraming.frame(body)) }
    }
}
