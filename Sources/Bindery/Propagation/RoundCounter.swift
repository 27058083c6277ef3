/// Counts how often one property or rule runs within one propagation, to stop a cycle that never settles.
struct RoundCounter {
    private var rounds = 0
    private var epoch: UInt = 0

    /// Counts one more run in the propagation `epoch`. Returns `.allowed` until the limit, `.stopsNow` once (the
    /// caller reports the cycle), then `.stopped`.
    mutating func count(in epoch: UInt) -> Verdict {
        if self.epoch != epoch {
            self.epoch = epoch
            rounds = 0
        }
        rounds += 1
        if rounds <= Propagation.maximumRounds { return .allowed }
        return rounds == Propagation.maximumRounds + 1 ? .stopsNow : .stopped
    }

    enum Verdict {
        case allowed
        case stopsNow
        case stopped
    }
}
