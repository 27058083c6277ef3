import BinderyLanguageServer
import Foundation

/// The editor's side: writes framed messages into the server's input pipe and reads its output on a thread.
final class BenchmarkClient: @unchecked Sendable {
    private let toServer = Pipe()
    private let fromServer = Pipe()
    private let condition = NSCondition()
    private var received: [JSONValue] = []

    init() {
        let input = toServer.fileHandleForReading.fileDescriptor
        let output = fromServer.fileHandleForWriting.fileDescriptor
        Thread { _ = Connection.run(input: input, output: output) }.start()
        Thread { [self] in read() }.start()
    }

    func send(_ json: String) {
        let body = Data(json.utf8)
        toServer.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    /// Waits for the first message that matches and takes it. Long enough for a 10,000-model workspace under
    /// callgrind, which runs the server some fifty times slower.
    func wait(timeout: TimeInterval = 3600, for matches: (JSONValue) -> Bool) -> JSONValue? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = received.firstIndex(where: matches) { return received.remove(at: index) }
            guard condition.wait(until: deadline) else { return nil }
        }
    }

    private func read() {
        var reader = MessageFraming.Reader()
        while true {
            let data = fromServer.fileHandleForReading.availableData
            guard !data.isEmpty else { return }
            reader.append([UInt8](data))
            while case .message(let body)? = reader.next() {
                guard let message = JSONValue.parse(body) else { continue }
                condition.lock()
                received.append(message)
                condition.broadcast()
                condition.unlock()
            }
        }
    }

    static func quoted(_ text: String) -> String {
        String(decoding: (try? JSONEncoder().encode(text)) ?? Data(), as: UTF8.self)
    }
}
