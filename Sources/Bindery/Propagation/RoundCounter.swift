/// Counts how often one property or rule runs within one propagation, to stop a cycle that never settles.
@usableFromInline
struct RoundCounter {
    @usableFromInline var rounds = 0
    @usableFromInline var epoch: UInt = 0

    @usableFromInline init() {}

    /// Counts one more run in the propagation `epoch` if that keeps it within the limit: the common case, inlined.
    @inlinable
    mutating func countWithinLimit(in epoch: UInt) -> Bool {
        if self.epoch != epoch {
            self.epoch = epoch
            rounds = 1
            return true
        }
        guard rounds < Propagation.maximumRounds else { return false }
        rounds += 1
        return true
    }

    /// Counts the first run in the propagation `epoch`, when ``epoch`` is another: inlined where the caller tested
    /// that already.
    @inlinable
    mutating func start(in epoch: UInt) {
        self.epoch = epoch
        rounds = 1
    }

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
