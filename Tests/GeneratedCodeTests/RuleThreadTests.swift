import Bindery
import Testing

/// Rules over models isolated to no actor, used on threads of their own. A rule compares when its target, or a held
/// change, was set only within one thread's propagation: a thread that has not propagated yet counts from its start,
/// and a model that moved from another thread brings that thread's times, which say nothing here.
@Suite struct RuleThreadTests {
    /// Models made on one thread and used on another: handed over whole, one thread after the other.
    struct Relays: @unchecked Sendable {
        let a = Relay()
        let b = Relay()
        let total = Relay()
        let copy = Relay()
        let rules: [AnyObject]

        init() {
            rules = [RelayTotal(a: a, b: b, total: total), RelayLink(from: a, to: copy)]
        }

        var values: [Int] { [a.value, b.value, total.value, copy.value] }
    }

    @Test func rulesOnAThreadThatHasNotPropagatedYetWrite() {
        let values = onThread(stackSize: 1 << 20) { () -> [Int] in
            let relays = Relays()
            relays.a.value = 1
            relays.b.value = 2
            return relays.values
        }
        #expect(values == [1, 2, 3, 1])
    }

    @Test func rulesOverModelsThatMovedFromAnotherThreadWrite() {
        let relays = onThread(stackSize: 1 << 20) { () -> Relays in
            let relays = Relays()
            // Far into this thread's propagation, then the targets set last in a batch: their times are late ones.
            for round in 0..<200 {
                Bindery.batch {
                    relays.a.value = round
                    relays.b.value = round
                }
            }
            Bindery.batch {
                relays.a.value = 5
                relays.total.value = 1000
                relays.copy.value = 2000
            }
            return relays
        }
        #expect(relays.values == [5, 199, 1000, 2000])
        let values = onThread(stackSize: 1 << 20) { () -> [Int] in
            Bindery.batch { relays.a.value = 7 }
            return relays.values
        }
        #expect(values == [7, 199, 206, 7])
    }

    /// A two-way rule over models that moved from another thread: the side set last in a batch wins, though the other
    /// side's held change was last set again far into the other thread's propagation.
    @Test func twoWayRulesOverModelsThatMovedFromAnotherThreadKeepTheSideSetLast() {
        struct Twins: @unchecked Sendable {
            let a = Relay()
            let b = Relay()
            let twin: RelayTwin

            init() { twin = RelayTwin(a: a, b: b) }
        }
        let twins = onThread(stackSize: 1 << 20) { () -> Twins in
            let twins = Twins()
            for round in 0..<200 {
                Bindery.batch { twins.a.value = round }
            }
            // Set again while held: the change is stamped with a place late in this thread's propagation.
            Bindery.batch {
                twins.b.value = 1000
                twins.b.value = 1001
            }
            return twins
        }
        #expect([twins.a.value, twins.b.value] == [1001, 1001])
        let values = onThread(stackSize: 1 << 20) { () -> [Int] in
            Bindery.batch {
                twins.b.value = 1
                twins.a.value = 2
            }
            return [twins.a.value, twins.b.value]
        }
        #expect(values == [2, 2])
    }
}
