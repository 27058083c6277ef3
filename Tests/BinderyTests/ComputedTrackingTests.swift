import Bindery
import Testing

/// Computed properties track what their last evaluation read: their own properties, models reached through
/// references, and the elements of arrays of models. Observed, they are cached and never stale; unobserved, they
/// cost nothing.
@Suite struct ComputedTrackingTests {
    @Test func aComputedPropertyOverAnOwnersNameFollowsTheNameAndEveryNewOwner() {
        let ada = Person(name: "Ada")
        let project = Project(owner: ada)
        var names: [String] = []
        let token = project.observe(\.ownerName) { names.append($0.new) }
        ada.name = "Ada L."
        let grace = Person(name: "Grace")
        project.owner = grace
        ada.name = "no longer the owner"
        grace.name = "Grace H."
        project.owner = nil
        grace.name = "gone too"
        #expect(names == ["Ada L.", "Grace", "Grace H.", "Nobody"])
        #expect(project.ownerName == "Nobody")
        token.cancel()
    }

    @Test func aComputedPropertyOverAnArrayOfModelsFollowsEachElement() {
        let first = Chore(title: "first")
        let second = Chore(title: "second")
        let project = Project(chores: [first, second])
        var counts: [Int] = []
        let token = project.observe(\.openCount) { counts.append($0.new) }
        first.done = true
        #expect(project.openCount == 1)
        second.done = true
        first.done = false
        let removed = project.removeChores(at: 0)
        removed.done = true  // not in the project any more: nothing changes
        project.appendChores(Chore(title: "third"))
        #expect(counts == [1, 0, 1, 0, 1])
        token.cancel()
    }

    @Test func aComputedPropertyReadingAnotherSeesItsNewValue() {
        let chore = Chore()
        let project = Project(name: "Home", chores: [chore])
        var calls: [String] = []
        let tokens = [
            project.observe(\.openCount) { [unowned project] in calls.append("count \($0.new) \(project.headline)") },
            project.observe(\.headline) { [unowned project] in calls.append("\($0.new) (\(project.openCount))") },
        ]
        chore.done = true
        #expect(calls == ["count 0 Home: 0 open", "Home: 0 open (0)"])
        for token in tokens { token.cancel() }
    }

    @Test func anObservedComputedPropertyIsRecomputedOncePerBatchAndNeverReadStale() {
        let triple = Triple()
        var sums: [Change<Int>] = []
        let token = triple.observe(\.sum) { sums.append($0) }
        let before = triple.evaluations.count
        var seenInside = 0
        triple.batch { triple in
            triple.a = 1
            triple.b = 2
            triple.c = 3
            seenInside = triple.sum  // read mid-batch: current, not the cached 0
            triple.c = 4
        }
        #expect(seenInside == 6)
        #expect(sums == [Change(old: 0, new: 7)])
        // One evaluation for the read inside the batch, one after it.
        #expect(triple.evaluations.count - before == 2)
        _ = triple.sum
        _ = triple.sum
        #expect(triple.evaluations.count - before == 2)
        token.cancel()
    }

    // A computed property that another one reads is kept up to date for that reader, with nobody told. The first
    // observer to come later has seen only its current value: changes must be told from that value, and one back to
    // a value told long before is still a change. Found by RandomizedPropagationTests: the slot told changes from
    // the value it had when its reader first read it, and dropped one back to that value.

    @Test func aComputedPropertyThatAnotherReadsTellsItsFirstObserverChangesFromTheValueItSaw() {
        let triple = Triple()
        let reader = triple.observe(\.isPositive) { _ in }
        triple.c = 4
        var changes: [String] = []
        let token = triple.observe(\.sum) { changes.append("\($0.old ?? -1) → \($0.new)") }
        triple.c = 2
        #expect(changes == ["4 → 2"])
        // Back to the value it had when its reader first read it: still a change for this observer.
        triple.c = 0
        #expect(changes == ["4 → 2", "2 → 0"])
        _ = (reader, token)
    }

    @Test func aComputedPropertyObservedAgainTellsChangesFromTheValueItHasThen() {
        let gauge = Gauge()
        var changes: [String] = []
        let first = gauge.observe(\.doubled) { change, token in
            changes.append("first \(change.old ?? -1) → \(change.new)")
            token.cancel()
        }
        gauge.value = 1
        gauge.value = 4
        let second = gauge.observe(\.doubled) { changes.append("second \($0.old ?? -1) → \($0.new)") }
        gauge.value = 1
        #expect(changes == ["first 0 → 2", "second 8 → 2"])
        _ = (first, second)
    }

    @Test func aComputedPropertyNotifiesOnlyWhenItsValueChanges() {
        let triple = Triple(a: 1)
        var changes: [Bool] = []
        let token = triple.observe(\.isPositive) { changes.append($0.new) }
        triple.a = 2
        triple.b = 5
        triple.a = -10
        triple.c = 3
        #expect(changes == [false])
        token.cancel()
    }

    @Test func anUnobservedComputedPropertyCostsNothingOnWritesToWhatItReads() {
        let chores = [Chore(), Chore()]
        let owner = Person(name: "Ada")
        let project = Project(chores: chores, owner: owner)
        #expect(project.openCount == 2 && project.ownerName == "Ada" && project.headline == ": 2 open")
        chores[0].done = true
        #expect(project.openCount == 1)
        // Reading evaluated it each time and subscribed to nothing: no model has a table.
        #expect(!project.hasObserverTable && !owner.hasObserverTable && !chores.contains { $0.hasObserverTable })
    }

    @Test func onceNobodyObservesAComputedPropertyWritesToWhatItReadEvaluateNothing() {
        let chore = Chore()
        let project = Project(chores: [chore])
        let token = project.observe(\.openCount) { _ in }
        chore.done = true
        token.cancel()
        let evaluations = project.evaluations.count
        chore.done = false
        chore.done = true
        #expect(project.evaluations.count == evaluations)
    }

    /// An object added with `addObserver(_:)` that went away is forgotten at the next recomputation, also one that
    /// leaves the value as it was: the computed property then stops, and what it reads costs nothing again.
    @Test func onceAnObserverObjectIsGoneARecomputationThatChangesNothingStopsTheComputedProperty() {
        final class Watcher: ProjectObserver {}
        let project = Project(chores: [Chore()])
        var watcher: Watcher? = Watcher()
        project.addObserver(watcher!)
        watcher = nil
        project.appendChores(Chore(done: true))  // recomputed, still 1 open: finds the watcher gone
        let evaluations = project.evaluations.count
        project.appendChores(Chore(done: true))
        project.chores[0].done = true
        #expect(project.evaluations.count == evaluations)
        #expect(!project.chores.contains { $0.registrationCount != 0 })
        #expect(project.openCount == 0)
    }

    /// An observer cancelled while its property's observers are being called stays in place until the walk ends:
    /// the last one's cancellation still stops the computed property, which then reads nothing.
    @Test func aComputedPropertyWhoseLastObserverCancelsItselfInItsCallStops() {
        let chore = Chore()
        let project = Project(chores: [chore])
        let token = project.observe(\.openCount) { _, token in token.cancel() }
        chore.done = true
        let evaluations = project.evaluations.count
        chore.done = false
        #expect(project.evaluations.count == evaluations)
        #expect(project.registrationCount == 0 && chore.registrationCount == 0)
        _ = token
    }

    @Test func computedPropertiesAreCurrentInsideTheObserversOfWhatTheyRead() {
        let triple = Triple()
        var seen: [Int] = []
        let sum = triple.observe(\.sum) { _ in }
        let a = triple.observe(\.a) { [unowned triple] _ in seen.append(triple.sum) }
        triple.a = 5
        #expect(seen == [5])
        _ = (sum, a)
    }

    @Test func aComputedPropertyWhoseReadsDependOnAFlagFollowsTheNewOneAndNotTheOld() {
        let choice = Choice(a: 1, b: 2)
        var picked: [Int] = []
        let token = choice.observe(\.picked) { picked.append($0.new) }
        let before = choice.evaluations.count
        choice.a = 10
        choice.b = 20  // not read while `flag` is set: not even evaluated
        #expect(choice.evaluations.count == before + 1)
        choice.flag = false
        choice.a = 11  // no longer read
        #expect(choice.evaluations.count == before + 2)
        choice.b = 21
        choice.flag = true
        choice.b = 22
        choice.a = 12
        #expect(picked == [10, 20, 21, 11, 12])
        #expect(choice.evaluations.count == before + 5)
        token.cancel()
    }

    @Test func aComputedPropertyThatReadsFewerPropertiesStopsFollowingTheOnesLeftOut() {
        let choice = Choice(a: 1, b: 2)
        var partial: [Int] = []
        let token = choice.observe(\.partial) { partial.append($0.new) }
        choice.b = 3
        choice.flag = false  // reads `flag` and `a` only from now on
        choice.b = 4
        choice.a = 5
        choice.flag = true
        choice.b = 6
        #expect(partial == [4, 1, 5, 9, 11])
        token.cancel()
    }

    @Test func aComputedPropertyReadingAnotherWhoseReadsChangeInABatchSeesItsNewValue() {
        let choice = Choice(a: 1, b: 2)
        var seen: [String] = []
        let tokens = [
            choice.observe(\.doubled) { [unowned choice] in seen.append("doubled \($0.new) of \(choice.picked)") },
            choice.observe(\.picked) { [unowned choice] in seen.append("picked \($0.new), doubled \(choice.doubled)") },
        ]
        let before = choice.evaluations.count
        Bindery.batch {
            choice.flag = false
            choice.b = 5
            choice.a = 7  // read before the batch, no longer after it
        }
        #expect(
            seen == ["doubled 10 of 5", "picked 5, doubled 10"] || seen == ["picked 5, doubled 10", "doubled 10 of 5"])
        #expect(choice.evaluations.count == before + 1)
        choice.a = 8
        #expect(seen.count == 2)
        for token in tokens { token.cancel() }
    }

    @Test func aComputedPropertyWithFixedReadsFollowsThemAfterItsFirstEvaluation() {
        let choice = Choice(a: 1, b: 2)
        var sums: [Int] = []
        var token = choice.observe(\.sum) { sums.append($0.new) }
        choice.a = 10
        choice.flag = false  // not read
        Bindery.batch {
            choice.a = 20
            choice.b = 30
        }
        #expect(sums == [12, 50])
        token.cancel()
        choice.a = 0  // nobody observes: nothing is evaluated, and a read evaluates afresh
        #expect(choice.sum == 30)
        token = choice.observe(\.sum) { sums.append($0.new) }
        choice.b = 5
        #expect(sums == [12, 50, 5])
        token.cancel()
    }

    @Test func aComputedPropertyWithFixedReadsReadByAnotherStopsAndStartsWithIt() {
        let choice = Choice(a: 1, b: 2)
        var values: [Int] = []
        let token = choice.observe(\.sumIfFlagged) { values.append($0.new) }
        choice.a = 2
        choice.flag = false  // `sum` is no longer read, so it stops
        choice.a = 3
        choice.flag = true  // read again: it starts afresh, recording what it reads
        choice.b = 4
        #expect(values == [4, 0, 5, 7])
        #expect(choice.sumIfFlagged == 7)
        token.cancel()
    }

    // A set whose only work is one observed computed property runs it at once, without the propagation's queue;
    // what its observers do afterwards behaves as in any propagation.

    @Test func whatAComputedPropertysObserverSetsRunsAfterItInTheSamePropagation() {
        let choice = Choice(a: 1, b: 2)
        let gauge = Gauge()
        var calls: [String] = []
        let tokens = [
            choice.observe(\.sum) { [unowned gauge] change in
                calls.append("sum \(change.new)")
                gauge.value = change.new
                calls.append("set")
            },
            gauge.observe(\.value) { calls.append("gauge \($0.new)") },
        ]
        choice.a = 10
        choice.b = 3
        #expect(calls == ["sum 12", "set", "gauge 12", "sum 13", "set", "gauge 13"])
        for token in tokens { token.cancel() }
    }

    @Test func anObserverAddedToAnInputByAComputedPropertysObserverHearsOnlyLaterChanges() {
        let choice = Choice(a: 1, b: 2)
        var heard: [Int] = []
        var inputToken: ObservationToken?
        let token = choice.observe(\.sum) { _ in
            if inputToken == nil { inputToken = choice.observe(\.a) { heard.append($0.new) } }
        }
        choice.a = 5
        #expect(heard.isEmpty)
        choice.a = 6
        #expect(heard == [6])
        #expect(choice.sum == 8)
        token.cancel()
        inputToken?.cancel()
    }

    @Test func aComputedPropertysObserverThatSetsWhatItReadsIsRunAgainUntilItSettles() {
        let choice = Choice(a: 1, b: 2)
        var sums: [Int] = []
        let token = choice.observe(\.sum) { [unowned choice] change in
            sums.append(change.new)
            if change.new < 10 { choice.a += 1 }
        }
        choice.a = 5
        #expect(sums == [7, 8, 9, 10])
        #expect(choice.a == 8)
        token.cancel()
    }

    @Test func anObserverAddedWhileARecomputationWaitsHearsTheChangeFromTheValueItSaw() {
        let triple = Triple()
        var heard: [String] = []
        let watcher = triple.observe(\.sum) { heard.append("watcher \($0.old!) → \($0.new)") }
        var added: ObservationToken?
        Bindery.batch {
            triple.a = 1
            added = triple.observe(\.sum, options: .initial) { change in
                heard.append(logged("added", change))
            }
            triple.b = 2
        }
        #expect(heard == ["added sees 1", "watcher 0 → 3", "added 1 → 3"])
        heard = []
        var late: ObservationToken?
        Bindery.batch {
            triple.c = 4
            late = triple.observe(\.sum, options: .initial) { change in
                heard.append(logged("late", change))
            }
            triple.c = 0
        }
        #expect(heard == ["late sees 7", "late 7 → 3"], "back where the others saw it, but not where the late one did")
        heard = []
        triple.a = 0
        #expect(heard == ["watcher 3 → 2", "added 3 → 2", "late 3 → 2"], "all hear the next change alike")
        for token in [watcher, added, late] { token?.cancel() }
    }
}
