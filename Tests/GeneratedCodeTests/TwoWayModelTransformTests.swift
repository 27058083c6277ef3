import Bindery
import Testing

/// Two-way rules whose transforms are given models (Specs/Crew.bind), under random sequences of writes to either side
/// and to the models' own properties, alone and in batches: after every step both sides agree, as the rule says,
/// whichever side was written last. `boat.skipperTag <-> boat.skipper | tag` reads the skipper's name forward;
/// `boat.helm <-> boat.helmName | named` reads the helm's name backward.
@MainActor
@Suite struct TwoWayModelTransformTests {
    /// A small linear congruential generator: a failure replays from the seed the test prints.
    private struct Steps {
        var state: UInt64

        mutating func next(below bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func bothSidesAgreeAfterEveryWrite(seed: UInt64) {
        var steps = Steps(state: seed)
        let boat = Boat()
        let binding = BoatBinding(boat: boat)
        let sailors = (0..<4).map { Sailor(name: "sailor \($0)") }
        let names = ["", "Ahab", "Starbuck", "Stubb", "Flask"]

        func write(_ kind: Int) {
            let name = names[steps.next(below: names.count)]
            let sailor = steps.next(below: 5) == 0 ? nil : sailors[steps.next(below: sailors.count)]
            switch kind {
            case 0: boat.skipper = sailor
            case 1: boat.skipper?.name = name
            case 2: boat.skipperTag = name
            case 3: boat.helm = sailor
            case 4: boat.helm?.name = name
            case 5: boat.helmName = name
            default: sailors[steps.next(below: sailors.count)].name = name
            }
        }

        for step in 0..<400 {
            if steps.next(below: 4) == 0 {
                let count = 1 + steps.next(below: 3)
                let kinds = (0..<count).map { _ in steps.next(below: 7) }
                Bindery.batch { for kind in kinds { write(kind) } }
            } else {
                write(steps.next(below: 7))
            }
            #expect(
                boat.skipperTag == (boat.skipper?.name ?? ""), "seed \(seed), step \(step): the skipper's tag is stale")
            #expect(boat.helmName == (boat.helm?.name ?? ""), "seed \(seed), step \(step): the helm's name is stale")
            if boat.skipperTag != (boat.skipper?.name ?? "") || boat.helmName != (boat.helm?.name ?? "") { break }
        }
        binding.cancel()
    }
}
