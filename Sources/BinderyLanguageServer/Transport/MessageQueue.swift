/// Messages read but not yet handled, between the thread that reads standard input and the one that works.
///
/// Reading on its own thread is what makes `$/cancelRequest` useful: a cancellation is seen as soon as it
/// arrives, even while the worker is busy, so a request still waiting in the queue is answered "cancelled"
/// instead of being computed. It is also how the worker knows it is idle, the moment to publish diagnostics.
final class MessageQueue: @unchecked Sendable {
    enum Item: Sendable {
        case message(IncomingMessage)
        /// A message that could not be read; a request's id is unknown then, so the answer has a null id.
        case unreadable(ResponseError)
        /// Framing trouble worth a line in the client's log, and no answer.
        case framingProblem(String)
    }

    // Guards everything below.
    private let condition = Condition()
    private var items: [Item] = []
    private var head = 0
    private var closed = false
    /// Requests that arrived and have not been answered, so a late cancellation of an answered one is ignored.
    private var unanswered: Set<RequestID> = []
    private var cancelled: Set<RequestID> = []

    func push(_ item: Item) {
        condition.lock()
        defer { condition.unlock() }
        if case .message(let message) = item, let id = message.id { unanswered.insert(id) }
        items.append(item)
        condition.signal()
    }

    /// No more messages will come (standard input closed).
    func close() {
        condition.lock()
        defer { condition.unlock() }
        closed = true
        condition.signal()
    }

    /// The next item, waiting for one; nil once the queue is closed and empty.
    func pop() -> Item? {
        condition.lock()
        defer { condition.unlock() }
        while head == items.count, !closed { condition.wait() }
        guard head < items.count else { return nil }
        let item = items[head]
        head += 1
        if head == items.count {
            items.removeAll(keepingCapacity: true)
            head = 0
        }
        return item
    }

    var isEmpty: Bool {
        condition.lock()
        defer { condition.unlock() }
        return head == items.count
    }

    func cancel(_ id: RequestID) {
        condition.lock()
        defer { condition.unlock() }
        if unanswered.contains(id) { cancelled.insert(id) }
    }

    func isCancelled(_ id: RequestID) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return cancelled.contains(id)
    }

    /// The request has been answered; nothing about it needs remembering.
    func answered(_ id: RequestID) {
        condition.lock()
        defer { condition.unlock() }
        unanswered.remove(id)
        cancelled.remove(id)
    }
}
