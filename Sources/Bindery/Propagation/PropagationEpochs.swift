import CBindery

extension Propagation {
    /// How many of an epoch's low bits count the propagations of one thread; the bits above tell the threads apart.
    /// 40 of 64 bits: a trillion propagations a thread before its epochs reach another thread's, and 16 million
    /// threads before the high bits wrap.
    static var epochBitsPerThread: Int { UInt.bitWidth * 5 / 8 }

    /// The epoch a thread's propagation starts from, which no other propagation of the process starts from.
    ///
    /// Slots and rules remember the epoch of the propagation they last ran in, to count their rounds in it. Each
    /// thread has its own propagation, and a model that is not isolated to an actor may be used on one thread, then
    /// on another (sent there, or an actor's job resumed on another thread of the pool): had every thread counted its
    /// epochs from zero, the model's properties would have taken the other thread's propagation for the one they
    /// last ran in, added their rounds to the count they left there, and stopped a change that was settling as a
    /// cycle, with the value short of where it was going. Drawn once a thread, so no propagation pays for it.
    static func firstEpoch() -> UInt {
        UInt(truncatingIfNeeded: bindery_next_propagation_serial()) &<< UInt(epochBitsPerThread)
    }

    /// Where the places of the queue's slots count from on the thread whose first epoch is `epoch`: the same high
    /// bits, so that a place, or a held change's stamp (``PropertySlot/reSetAt``), tells the thread it was taken on.
    /// A model that is not isolated to an actor may carry a stamp from another thread's propagation, whose places
    /// count from another start: compared as a number it could count as later than any place here.
    static func firstPlace(after epoch: UInt) -> Int {
        Int(bitPattern: epoch)
    }

    /// Whether two places were taken on the same thread (``firstPlace(after:)``).
    static func isSameThread(_ place: Int, _ other: Int) -> Bool {
        (place ^ other) >> epochBitsPerThread == 0
    }
}
