import BinderySource
import Testing

/// `Concurrently.map` spreads work over threads, but must give what a plain `map` gives, in the same order.
@Suite struct ConcurrentlyTests {
    @Test(arguments: [0, 1, 2, 3, 20, 1000])
    func resultsComeBackInIndexOrder(_ count: Int) {
        let results = Concurrently.map(count) { index in "file \(index): " + String(repeating: "x", count: index % 7) }
        #expect(results == (0..<count).map { "file \($0): " + String(repeating: "x", count: $0 % 7) })
    }

    /// Work of very different sizes finishes out of order; the results must not.
    @Test func unevenWorkKeepsItsOrder() {
        let results = Concurrently.map(40) { index in
            (0..<(index % 2 == 0 ? 200_000 : 10)).reduce(index) { ($0 &* 31) &+ $1 }
        }
        #expect(
            results
                == (0..<40).map { index in (0..<(index % 2 == 0 ? 200_000 : 10)).reduce(index) { ($0 &* 31) &+ $1 } })
    }
}
