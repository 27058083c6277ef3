import Bindery
import FixtureSupport
import Testing

/// One-way rules chained over cells (`Link` and `Increment`, Specs/Reactivity.bind). Sets made in one batch, or by
/// the observers of one change, end where the same sets made one by one end: a rule carrying a change made before a
/// later set of its target leaves the target as that set left it.
@MainActor
@Suite struct OneWayChainBatchTests {
    /// Cells, and one-way rules between them: `parents[i]`, when not nil, is the cell whose value (plus one, for an
    /// `Increment`) cell `i` follows. A parent comes before its child, so the rules never form a cycle.
    @MainActor struct Forest {
        let cells: [Cell]
        let rules: [AnyObject]

        init(parents: [(parent: Int, increments: Bool)?]) {
            let cells = parents.map { _ in Cell() }
            self.cells = cells
            rules = parents.indices.compactMap { child -> AnyObject? in
                guard let (parent, increments) = parents[child] else { return nil }
                return increments
                    ? Increment(a: cells[parent], b: cells[child]) : Link(from: cells[parent], to: cells[child])
            }
        }

        /// `b <- a`, `c <- b`, `d <- c`.
        static func chain(_ length: Int) -> Forest {
            Forest(parents: (0..<length).map { $0 == 0 ? nil : ($0 - 1, false) })
        }

        var values: [Int] { cells.map(\.value) }

        func set(_ sets: [(cell: Int, value: Int)]) {
            for (cell, value) in sets { cells[cell].value = value }
        }
    }

    @Test func aBatchThatSetsTheStartOfAChainThenAMiddleCellKeepsTheMiddleCellsValue() {
        let forest = Forest.chain(4)
        var heard: [Int] = []
        let token = forest.cells[3].observe(\.value) { heard.append($0.new) }
        Bindery.batch {
            forest.cells[0].value = 1
            forest.cells[2].value = 2
        }
        #expect(forest.values == [1, 1, 2, 2])
        // The last cell's observer hears of the change once, with the final value.
        #expect(heard == [2])
        _ = token
    }

    @Test func aBatchThatSetsAMiddleCellThenTheStartOfAChainEndsWithTheStartsValue() {
        let forest = Forest.chain(4)
        Bindery.batch {
            forest.cells[2].value = 2
            forest.cells[0].value = 1
        }
        #expect(forest.values == [1, 1, 1, 1])
    }

    /// One rule: a batch that sets its source, then its target, keeps the target's value, as one set at a time
    /// does; whether anyone observes the target or not.
    @Test(arguments: [false, true])
    func aBatchThatSetsARulesSourceThenItsTargetKeepsTheTargetsValue(observed: Bool) {
        let forest = Forest(parents: [nil, (0, true)])
        var heard: [Int] = []
        let token = observed ? forest.cells[1].observe(\.value) { heard.append($0.new) } : nil
        Bindery.batch {
            forest.cells[0].value = 5
            forest.cells[1].value = 2
        }
        #expect(forest.values == [5, 2])
        #expect(heard == (observed ? [2] : []))
        Bindery.batch {
            forest.cells[1].value = 9
            forest.cells[0].value = 7
        }
        #expect(forest.values == [7, 8])
        _ = token
    }

    /// An observer that sets the target after the source, in the delivery of another change: the same.
    @Test func anObserverThatSetsARulesSourceThenItsTargetKeepsTheTargetsValue() {
        let forest = Forest.chain(3)
        let trigger = Cell()
        let token = trigger.observe(\.value) { change in
            forest.cells[0].value = change.new
            forest.cells[1].value = change.new * 10
        }
        trigger.value = 2
        #expect(forest.values == [2, 20, 20])
        _ = token
    }

    /// An observer of a rule's source that writes the rule's target runs before the rule, as one set at a time it
    /// would: the rule's value wins, batched or not.
    @Test func anObserverOfTheSourceThatWritesTheTargetBeforeTheRuleRunsLosesToTheRule() {
        let source = Cell()
        let target = Cell()
        let clears = source.observe(\.value) { _ in target.value = -1 }
        let link = Link(from: source, to: target)
        source.value = 1
        #expect(target.value == 1)
        Bindery.batch { source.value = 2 }
        #expect(target.value == 2)
        _ = (clears, link)
    }

    /// Forests of up to 7 cells, with rules that copy and rules that add one, and two to four sets in any order,
    /// with and without an observer on every cell: batched, and made by the observers of one change, each forest
    /// ends where the sets made one by one end, and every observer's last call has its cell's final value.
    @Test func setsAcrossForestsOfRulesEndWhereTheSetsOneByOneEnd() {
        var random = SeededGenerator(seed: 20_261_128)
        for _ in 0..<300 {
            let count = Int.random(in: 2...7, using: &random)
            let parents: [(parent: Int, increments: Bool)?] = (0..<count).map { child in
                guard child > 0, Int.random(in: 0..<4, using: &random) != 0 else { return nil }
                return (Int.random(in: 0..<child, using: &random), Bool.random(using: &random))
            }
            let sets = (0..<Int.random(in: 2...4, using: &random)).map { index in
                (cell: Int.random(in: 0..<count, using: &random), value: 100 * (index + 1))
            }
            let oneByOne = Forest(parents: parents)
            oneByOne.set(sets)
            let expected = oneByOne.values
            let description = "parents \(parents), sets \(sets)"
            for observed in [false, true] {
                let batched = Forest(parents: parents)
                var heard: [[Int]] = Array(repeating: [], count: count)
                let tokens =
                    observed
                    ? batched.cells.indices.map { index in
                        batched.cells[index].observe(\.value) { heard[index].append($0.new) }
                    } : []
                Bindery.batch { batched.set(sets) }
                #expect(batched.values == expected, "batched, observed: \(observed), \(description)")
                if observed {
                    for index in 0..<count where !heard[index].isEmpty {
                        #expect(heard[index].last == expected[index], "cell \(index), \(description)")
                    }
                }
                _ = tokens

                let driven = Forest(parents: parents)
                let trigger = Cell()
                let token = trigger.observe(\.value) { _ in driven.set(sets) }
                trigger.value = 1
                #expect(driven.values == expected, "driven, observed: \(observed), \(description)")
                _ = token
            }
        }
    }

    /// A rule over several sources runs once the batch's changes are delivered; a set of its target made after the
    /// last of the changes it reads is kept, one made before is not.
    @Test func aRuleOverSeveralSourcesKeepsATargetSetAfterTheChangesItReads() {
        let (a, b, total) = (Point(), Point(), Cell())
        let rule = Total(a: a, b: b, total: total, aMoved: {})
        Bindery.batch {
            a.x = 1
            total.value = 5
        }
        #expect(total.value == 5)
        Bindery.batch {
            total.value = 7
            b.y = 2
        }
        #expect(total.value == 3)
        Bindery.batch {
            a.x = 10
            total.value = 0
            b.y = 20
        }
        #expect(total.value == 30)
        // Made by the observers of one change: the same.
        let trigger = Cell()
        let token = trigger.observe(\.value) { change in
            a.x = change.new
            total.value = -1
        }
        trigger.value = 4
        #expect(total.value == -1)
        _ = (rule, token)
    }

    /// A rule through a path: a batch that replaces a model along it, then sets the target, keeps the target's
    /// value; and the rule follows the new path all the same.
    @Test func aRuleThroughAPathKeepsATargetSetAfterTheChangesItReads() {
        let employee = Employee()
        let badge = Badge()
        let rule = BadgeBinding(employee: employee, badge: badge, employerNameChanged: { _ in })
        let company = Company()
        company.name = "Acme"
        Bindery.batch {
            employee.employer = company
            badge.employerName = "Mine"
        }
        #expect(badge.employerName == "Mine")
        company.name = "Acme 2"
        #expect(badge.employerName == "Acme 2")
        _ = rule
    }

    /// A chain long enough that the propagation's queue fills and makes room while the two sets' changes travel.
    @Test func aBatchThatSetsBothEndsOfALongChainKeepsEachSet() {
        for length in [2, 17, 40, 100] {
            let forest = Forest.chain(length)
            Bindery.batch {
                forest.cells[0].value = 1
                forest.cells[length / 2].value = 2
            }
            let half = length / 2
            #expect(forest.values == Array(repeating: 1, count: half) + Array(repeating: 2, count: length - half))
        }
    }
}
