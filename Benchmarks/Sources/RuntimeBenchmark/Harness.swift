import Foundation

/// Keeps the optimizer from deleting the work being measured.
@inline(never) func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Iterations per run; `BINDERY_BENCH_ITERATIONS` lowers it for a run under callgrind, which counts instructions.
let defaultIterations = ProcessInfo.processInfo.environment["BINDERY_BENCH_ITERATIONS"].flatMap { Int($0) } ?? 5_000_000

/// Median nanoseconds per operation over several runs of `iterations`.
func measure(_ iterations: Int = defaultIterations, runs: Int = 7, _ body: (Int) -> Void) -> Double {
    var samples: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        body(iterations)
        let end = DispatchTime.now().uptimeNanoseconds
        samples.append(Double(end - start) / Double(iterations))
    }
    return samples.sorted()[runs / 2]
}

func row(_ name: String, _ nanoseconds: Double, baseline: Double, _ baselineName: String, target: String) {
    let ratio = nanoseconds / baseline
    print(
        name.padding(toLength: 52, withPad: " ", startingAt: 0)
            + String(format: "%7.2f ns  %5.2f× %@  (target %@)", nanoseconds, ratio, baselineName, target))
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
