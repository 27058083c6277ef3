import Foundation

/// Keeps the optimizer from deleting the work being measured.
@inline(never) func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// A value a `@Sendable` closure may capture: the benchmark runs on one thread, so nothing is shared for real.
struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
}

/// What one case runs: `iterations` operations, timed as a whole.
enum Body {
    case sync((Int) -> Void)
    /// Run on a task of its own while the main thread waits: the benchmark's `main` stays synchronous, because
    /// valgrind cannot follow the signal handling of an asynchronous one.
    case async(@Sendable (Int) async -> Void)

    func run(_ iterations: Int) {
        switch self {
        case .sync(let body):
            body(iterations)
        case .async(let body):
            let done = DispatchSemaphore(value: 0)
            Task.detached {
                await body(iterations)
                done.signal()
            }
            done.wait()
        }
    }
}

/// One measured thing. `make` builds it (observers, bindings, subscriptions) and returns the loop, so building costs
/// nothing in the timing, and a run of one case under callgrind builds only that case.
struct Case {
    let name: String
    let label: String
    /// Operations per timed run: fewer for the slow peers, so the whole run stays short.
    let iterations: Int
    let make: () -> Body

    init(_ name: String, _ label: String, iterations: Int = 2_000_000, _ make: @escaping () -> Body) {
        self.name = name
        self.label = label
        self.iterations = iterations
        self.make = make
    }

    /// Operations a callgrind run counts: instructions are exact, so a twentieth of the timed run is plenty.
    var countedIterations: Int { iterations / 20 }
}

/// One line of the table: Bindery's case, the baseline it is held against, and others shown beside them.
struct Row {
    let measure: String
    let target: String
    let subject: Case
    let baseline: Case
    let others: [Case]

    var cases: [Case] { [subject, baseline] + others }
}

/// Median nanoseconds per operation over `runs` runs.
func measure(_ body: Body, iterations: Int, runs: Int = 5) -> Double {
    body.run(iterations / 10)  // warm up
    var samples: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        body.run(iterations)
        let end = DispatchTime.now().uptimeNanoseconds
        samples.append(Double(end - start) / Double(iterations))
    }
    return samples.sorted()[runs / 2]
}

/// Bytes of memory that `make` costs per instance, everything it allocates included: the growth of the
/// process's resident memory while 200,000 instances are alive, divided by their number. Linux only (`/proc`).
/// The instances go into `keepAlive`, so memory they free cannot be reused by the next measurement.
func bytesPerInstance<Object>(keepAlive: inout [Any], _ make: () -> Object) -> Int? {
    let count = 200_000
    guard let before = residentBytes() else { return nil }
    var objects: [Object] = []
    objects.reserveCapacity(count)
    let withArray = residentBytes() ?? before
    for _ in 0..<count { objects.append(make()) }
    guard let after = residentBytes() else { return nil }
    keepAlive.append(objects)
    return (after - withArray) / count
}

private func residentBytes() -> Int? {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * 4096
}
