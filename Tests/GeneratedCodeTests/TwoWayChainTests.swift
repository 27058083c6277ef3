import Bindery
import Testing

/// Two-way rules chained over a row of cells (`Twin`, Specs/Reactivity.bind: `b.value <-> a.value` between each cell
/// and the next). Sets made in one batch, or by the observers of one change, end where the same sets made one by one
/// end: the cell set last wins along the whole chain, however far the two sets are apart.
@MainActor
@Suite struct TwoWayChainTests {
    /// Cells `0...links`, each kept equal to the next by a `Twin`.
    @MainActor struct Row {
        let cells: [Cell]
        let twins: [Twin]

        init(links: Int) {
            cells = (0...links).map { _ in Cell() }
            twins = (0..<links).map { [cells] in Twin(a: cells[$0], b: cells[$0 + 1]) }
        }

        var values: [Int] { cells.map(\.value) }

        func set(_ sets: [(cell: Int, value: Int)]) {
            for (cell, value) in sets { cells[cell].value = value }
        }
    }

    @Test func aBatchThatSetsBothEndsOfAChainKeepsTheEndSetLast() {
        let row = Row(links: 2)
        Bindery.batch {
            row.cells[0].value = 1
            row.cells[2].value = 2
        }
        #expect(row.values == [2, 2, 2])
        Bindery.batch {
            row.cells[2].value = 3
            row.cells[0].value = 4
        }
        #expect(row.values == [4, 4, 4])
    }

    @Test func anObserverThatSetsBothEndsOfAChainLeavesTheEndItSetLast() {
        let row = Row(links: 2)
        let (first, last) = (row.cells[0], row.cells[2])
        let trigger = Cell()
        let setsFirstThenLast = trigger.observe(\.value) { change in
            first.value = change.new
            last.value = change.new * 100
        }
        trigger.value = 2
        #expect(row.values == [200, 200, 200])
        setsFirstThenLast.cancel()
        let setsLastThenFirst = trigger.observe(\.value) { change in
            last.value = change.new * 100
            first.value = change.new
        }
        trigger.value = 3
        #expect(row.values == [3, 3, 3])
        // The observer's own change delivered at a batch's end: the same.
        Bindery.batch { trigger.value = 4 }
        #expect(row.values == [4, 4, 4])
        setsLastThenFirst.cancel()
    }

    /// One rule, for comparison: a batch that sets both its sides already kept the side set last.
    @Test func aBatchThatSetsBothSidesOfOneTwinKeepsTheSideSetLast() {
        let row = Row(links: 1)
        Bindery.batch {
            row.cells[0].value = 1
            row.cells[1].value = 2
        }
        #expect(row.values == [2, 2])
    }

    /// Four links and more, any two or three cells set in any order, with and without an observer on every cell:
    /// batched, and by the observers of one change, each row ends where the sets one by one end.
    @Test(
        arguments: [
            [(0, 1), (4, 2)], [(4, 1), (0, 2)], [(0, 1), (2, 2)], [(2, 1), (0, 2)], [(1, 1), (4, 2)],
            [(3, 1), (1, 2)], [(0, 1), (4, 2), (2, 3)], [(4, 1), (2, 2), (0, 3)], [(2, 1), (4, 2), (0, 3)],
            [(0, 1), (4, 2), (0, 3)], [(1, 1), (3, 2), (2, 3)],
        ] as [[(Int, Int)]])
    func setsAlongALongerChainEndWhereTheSetsOneByOneEnd(sets: [(Int, Int)]) {
        let sets = sets.map { (cell: $0.0, value: $0.1) }
        let oneByOne = Row(links: 4)
        oneByOne.set(sets)
        let expected = oneByOne.values
        #expect(Set(expected).count == 1)
        for observed in [false, true] {
            let batched = Row(links: 4)
            var heard: [[Int]] = Array(repeating: [], count: batched.cells.count)
            let tokens =
                observed
                ? batched.cells.indices.map { index in
                    batched.cells[index].observe(\.value) { heard[index].append($0.new) }
                } : []
            Bindery.batch { batched.set(sets) }
            #expect(batched.values == expected, "observed: \(observed)")
            if observed {
                // Every cell's observer hears of the change, the last thing it hears being the final value.
                #expect(heard.allSatisfy { $0.last == expected[0] }, "\(heard)")
            }
            _ = tokens

            let driven = Row(links: 4)
            let trigger = Cell()
            let token = trigger.observe(\.value) { _ in driven.set(sets) }
            trigger.value = 1
            #expect(driven.values == expected, "observed: \(observed)")
            _ = token
        }
    }

    /// Every length up to 40 links, so that the two sets meet with the propagation's queue at every fill, its
    /// full queue made room in, too, while a rule's write is held.
    @Test func aBatchThatSetsBothEndsOfAChainOfAnyLengthKeepsTheEndSetLast() {
        for links in 1...40 {
            let row = Row(links: links)
            Bindery.batch {
                row.cells[0].value = 1
                row.cells[links].value = 2
            }
            #expect(row.values.allSatisfy { $0 == 2 }, "\(links) links")
            Bindery.batch {
                row.cells[links].value = 3
                row.cells[0].value = 4
            }
            #expect(row.values.allSatisfy { $0 == 4 }, "\(links) links")
        }
    }

    @Test func aBatchThatSetsBothEndsOfAHundredLinksKeepsTheEndSetLast() {
        let row = Row(links: 100)
        Bindery.batch {
            row.cells[0].value = 1
            row.cells[100].value = 2
        }
        #expect(row.values.allSatisfy { $0 == 2 })
        Bindery.batch {
            row.cells[100].value = 3
            row.cells[0].value = 4
        }
        #expect(row.values.allSatisfy { $0 == 4 })
    }
}
