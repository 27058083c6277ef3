import Bindery
import Testing

/// A computed property with fixed reads (`Choice.sum`, `a + b`) records what it reads once, through the getters,
/// and then evaluates over the storage: wherever that evaluation runs (a set's own run, a batch, a read mid-batch,
/// a propagation an observer started, another computed property's evaluation), its value is current.
@Suite struct FixedReadsTests {
    @Test func aReadInsideABatchSeesEverySetBeforeItAndTheObserverHearsOnceAtTheEnd() {
        let choice = Choice(a: 1, b: 2)
        var sums: [Int] = []
        let token = choice.observe(\.sum) { sums.append($0.new) }
        var seenInside: [Int] = []
        Bindery.batch {
            choice.a = 5
            seenInside.append(choice.sum)
            choice.b = 10
            seenInside.append(choice.sum)
        }
        #expect(seenInside == [7, 15])
        #expect(sums == [15])
        #expect(choice.sum == 15)
        token.cancel()
    }

    @Test func aSetMadeByAnotherPropertysObserverReachesItInTheSamePropagation() {
        let choice = Choice(a: 1, b: 2)
        let gauge = Gauge()
        var sums: [Int] = []
        let tokens = [
            gauge.observe(\.value) { [unowned choice] in choice.a = $0.new },
            choice.observe(\.sum) { sums.append($0.new) },
        ]
        gauge.value = 4
        gauge.value = 4  // equal: nothing
        gauge.value = -2
        #expect(sums == [6, 0])
        #expect(choice.sum == 0)
        for token in tokens { token.cancel() }
    }

    @Test func aComputedPropertyThatReadsItHearsOfItsInputsThroughIt() {
        let choice = Choice(a: 1, b: 2)
        var values: [Int] = []
        let token = choice.observe(\.sumIfFlagged) { values.append($0.new) }
        Bindery.batch {
            choice.a = 3
            choice.b = 4
        }
        choice.b = 5
        choice.b = 5
        #expect(values == [7, 8])
        #expect(choice.sumIfFlagged == 8 && choice.sum == 8)
        token.cancel()
    }

    @Test func unobservedItIsEvaluatedOnEveryReadFromTheCurrentStorage() {
        let choice = Choice(a: 1, b: 2)
        #expect(choice.sum == 3)
        choice.a = 40
        #expect(choice.sum == 42)
        let token = choice.observe(\.b) { _ in }
        choice.b = 0
        #expect(choice.sum == 40)
        token.cancel()
    }
}
