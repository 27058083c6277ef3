import Bindery
import Foundation
import Testing

/// Counts the evaluations of the computed property that calls it (`ChainNode.total`, in Specs/Chains.bind).
final class EvaluationCounter {
    private(set) var count = 0

    func counting<Value>(_ value: Value) -> Value {
        count += 1
        return value
    }
}

/// Computed properties that read computed properties, down chains longer than the stack could hold were each link a
/// call: `ChainNode.total` (Specs/Chains.bind) is its value plus the next node's total. Each test runs on a thread of
/// its own whose stack has a known size, so that it passes or fails the same on every machine.
@Suite struct ComputedChainTests {
    /// A hundred thousand links; Scripts/check-sanitizers.sh sets `BINDERY_LONG_CHAIN_LENGTH` to ten thousand, which
    /// ThreadSanitizer walks in seconds rather than minutes and which is still far more than the small stack holds
    /// were each link a call.
    private static let longChain =
        ProcessInfo.processInfo.environment["BINDERY_LONG_CHAIN_LENGTH"].flatMap { Int($0) } ?? 100_000
    private static let smallStack = 512 * 1024

    @Test func aChangeRunsDownALongChainOfComputedPropertiesOfWhichOnlyTheHeadIsObserved() {
        let length = Self.longChain
        let seen = onThread(stackSize: Self.smallStack) { () -> [Int] in
            var (nodes, tokens) = makeObservedChain(length: length, keepingEveryObserver: false)
            var totals: [Int] = []
            tokens.append(nodes[length - 1].observe(\.total) { totals.append($0.new) })
            nodes[0].value = 2
            nodes[length / 2].value = 3
            Bindery.batch {
                nodes[0].value = 5
                nodes[length / 2].value = 5
            }
            // Nothing observes the chain any more: it stops, link after link.
            tokens.removeAll()
            nodes[0].value = 6
            totals.append(nodes[1].total)
            letGoHeadFirst(&nodes)
            return totals
        }
        #expect(seen == [length + 1, length + 3, length + 8, 7])
    }

    @Test func aChangeRunsDownALongChainOfObservedComputedPropertiesAndEachObserverHearsOnce() {
        let length = Self.longChain
        let heard = onThread(stackSize: Self.smallStack) { () -> [Int] in
            var (nodes, tokens) = makeObservedChain(length: length, keepingEveryObserver: true)
            var calls = 0
            var headTotal = 0
            for node in nodes { tokens.append(node.observe(\.total) { _ in calls += 1 }) }
            tokens.append(nodes[length - 1].observe(\.total) { headTotal = $0.new })
            nodes[0].value = 2
            tokens.removeAll()
            letGoHeadFirst(&nodes)
            return [calls, headTotal]
        }
        #expect(heard == [Self.longChain, Self.longChain + 1])
    }

    @Test func aLongChainOfObservedComputedPropertiesStopsWhenItsModelsGoAway() {
        let length = Self.longChain
        let tailIsGone = onThread(stackSize: Self.smallStack) { () -> Bool in
            var (nodes, tokens) = makeObservedChain(length: length, keepingEveryObserver: false)
            weak let tail = nodes[0]
            letGoHeadFirst(&nodes)
            tokens.removeAll()
            return tail == nil
        }
        #expect(tailIsGone)
    }

    /// A computed property that reads one nothing observes yet starts it, and so on down the chain, one evaluation
    /// inside the other: that much is on the stack (Documentation/Language.md, section 8, says how much). Each is
    /// evaluated once, not once more for every link above it.
    @Test func observingTheHeadOfAChainNothingObservesStartsEachLinkWithOneEvaluation() {
        let length = 100
        let evaluations = onThread(stackSize: Self.smallStack) { () -> [Int] in
            var nodes = [ChainNode(value: 1)]
            for _ in 1..<length { nodes.append(ChainNode(value: 1, next: nodes.last)) }
            var totals: [Int] = []
            let token = nodes[length - 1].observe(\.total) { totals.append($0.new) }
            let counts = nodes.map(\.evaluations.count)
            nodes[0].value = 2
            token.cancel()
            letGoHeadFirst(&nodes)
            return totals + counts
        }
        #expect(evaluations == [length + 1] + Array(repeating: 1, count: length))
    }
}

/// Computed properties whose expression makes a model, reads it and lets it go (Specs/Chains.bind).
@Suite struct ComputedTemporaryModelTests {
    @Test func aComputedPropertyThatReadsAModelItMakesIsObservedAndRecomputed() {
        let node = ChainNode(value: 1)
        var seen: [Int] = []
        let token = node.observe(\.doubledThroughTemporary) { seen.append($0.new) }
        node.value = 2
        node.value = 3
        #expect(seen == [4, 6])
        #expect(node.doubledThroughTemporary == 6)
        token.cancel()
    }

    @Test func aComputedPropertyThatReadsAComputedPropertyOfAModelItMakesFollowsWhatThatOneRead() {
        let next = ChainNode(value: 10)
        let node = ChainNode(value: 1, next: next)
        var seen: [Int] = []
        let token = node.observe(\.totalThroughTemporary) { seen.append($0.new) }
        next.value = 20
        node.value = 2
        node.next = nil
        next.value = 30
        #expect(seen == [21, 22, 2])
        token.cancel()
    }
}

/// A list of `length` nodes of value 1, tail first, built from the tail with each new head observed as it is added,
/// so that no node starts more than one link deep; with the observers of every node, or of the head alone (those of
/// the others cancelled once the next head reads them).
private func makeObservedChain(length: Int, keepingEveryObserver: Bool) -> (
    nodes: [ChainNode], tokens: [ObservationToken]
) {
    var nodes = [ChainNode(value: 1)]
    var tokens = [nodes[0].observe(\.total) { _ in }]
    for _ in 1..<length {
        let head = ChainNode(value: 1, next: nodes.last)
        let token = head.observe(\.total) { _ in }
        if !keepingEveryObserver { tokens.removeAll() }
        tokens.append(token)
        nodes.append(head)
    }
    return (nodes, tokens)
}

/// Lets the nodes go, the head first: each node holds the next, so letting the tail go first would leave the whole
/// list to Swift, which frees a list by recursion.
private func letGoHeadFirst(_ nodes: inout [ChainNode]) {
    while !nodes.isEmpty { nodes.removeLast() }
}

/// Runs `body` on a new thread whose stack is `stackSize` bytes, and returns what it returns.
func onThread<Result: Sendable>(stackSize: Int, _ body: @escaping @Sendable () -> Result) -> Result {
    let outcome = ThreadOutcome<Result>()
    let thread = Thread {
        outcome.value = body()
        outcome.done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    outcome.done.wait()
    return outcome.value!
}

/// What a thread's body returned: written before `done` is signalled, read after it is waited for.
private final class ThreadOutcome<Value: Sendable>: @unchecked Sendable {
    var value: Value?
    let done = DispatchSemaphore(value: 0)
}
