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

#if canImport(Glibc)
// Declared in glibc's malloc.h, which the Glibc module does not export.
@_silgen_name("malloc_usable_size") private func malloc_usable_size(_ pointer: UnsafeMutableRawPointer?) -> Int

func allocationSize(_ object: AnyObject) -> Int {
    malloc_usable_size(Unmanaged.passUnretained(object).toOpaque())
}
#elseif canImport(Darwin)
import Darwin
func allocationSize(_ object: AnyObject) -> Int {
    malloc_size(Unmanaged.passUnretained(object).toOpaque())
}
#endif
