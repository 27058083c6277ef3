import Foundation

// Measures, in one run, so the ratios compare like with like:
//   1. release `bindery generate` on a synthetic module (default 1,000 models × 20 properties, 500 bindings);
//   2. `swiftc` debug type-check and compile of the generated models next to the same models written with
//      Apple's `@Observable` macro (the baseline), on a smaller module so 2 shared cores finish in minutes.
//
// swift run -c release --package-path Benchmarks GeneratorBenchmark -- \
//     --bindery .build/release/bindery --modules .build/debug/Modules
// (build both first: `swift build -c release --product bindery` and `swift build --target Bindery`).
//
// --only generate        skips the swiftc measurements (minutes) when only the generator changed.
// --baseline-bindery P   times another build of the tool in the same run, alternating with --bindery, for a ratio
//                        that does not depend on how loaded the machine was.
// --write-specs DIR      writes the synthetic specs to DIR and exits, for callgrind on `bindery generate`.

struct Options {
    var bindery = ".build/release/bindery"
    var modules = ".build/debug/Modules"
    /// The runtime's C module (its thread-local state), which clients of the runtime's inlinable code import.
    var cModules = "Sources/CBindery/include"
    var models = 1000
    var properties = 20
    var bindings = 500
    var compileModels = 200
    var runs = 3
    var baselineBindery: String?
    var generateOnly = false
    var specsDirectory: String?

    init(_ arguments: [String]) {
        var index = 0
        func next() -> String? {
            index += 1
            return index < arguments.count ? arguments[index] : nil
        }
        while index < arguments.count {
            switch arguments[index] {
            case "--bindery": bindery = next() ?? bindery
            case "--modules": modules = next() ?? modules
            case "--c-modules": cModules = next() ?? cModules
            case "--models": models = next().flatMap(Int.init) ?? models
            case "--properties": properties = next().flatMap(Int.init) ?? properties
            case "--bindings": bindings = next().flatMap(Int.init) ?? bindings
            case "--compile-models": compileModels = next().flatMap(Int.init) ?? compileModels
            case "--runs": runs = next().flatMap(Int.init) ?? runs
            case "--baseline-bindery": baselineBindery = next()
            case "--only": generateOnly = next() == "generate"
            case "--write-specs": specsDirectory = next()
            default: break
            }
            index += 1
        }
    }
}

/// The wall time of one process, and the CPU time it spent in user mode (what a loaded machine inflates least).
struct Timing {
    var wall: Double
    var user: Double
}

/// User CPU seconds of every child process waited for so far.
func childrenUserSeconds() -> Double {
    var usage = rusage()
    #if os(Linux)
    getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
    #else
    getrusage(RUSAGE_CHILDREN, &usage)
    #endif
    return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
}

/// Runs a process and returns its timing, or nil with its output when it fails.
///
/// Spawned with `posix_spawn` and reaped with `waitpid`, not through Foundation's `Process`: on Linux, `Process`
/// took 51 ms of wall time (best of five) to start and reap `/bin/true`, which `/usr/bin/time` times at 0.00 s and
/// this function at 1 ms, and those 50 ms were in every wall figure of `generate` before round 5 (2026-11-26). What
/// is timed now is the process, as a shell or a build plugin runs it.
func time(_ executable: String, _ arguments: [String]) -> Timing? {
    var descriptors: [Int32] = [0, 0]
    guard pipe(&descriptors) == 0 else {
        print("cannot run \(executable): no pipe")
        return nil
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_adddup2(&actions, descriptors[1], STDOUT_FILENO)
    posix_spawn_file_actions_adddup2(&actions, descriptors[1], STDERR_FILENO)
    posix_spawn_file_actions_addclose(&actions, descriptors[0])
    posix_spawn_file_actions_addclose(&actions, descriptors[1])
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    let userBefore = childrenUserSeconds()
    let start = DispatchTime.now()
    var child = pid_t()
    let spawned = posix_spawn(&child, executable, &actions, nil, argv, environ)
    posix_spawn_file_actions_destroy(&actions)
    close(descriptors[1])
    guard spawned == 0 else {
        close(descriptors[0])
        print("cannot run \(executable): \(String(cString: strerror(spawned)))")
        return nil
    }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = read(descriptors[0], &buffer, buffer.count)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        output += buffer[0..<count]
    }
    close(descriptors[0])
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0, errno == EINTR {}
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    // 0 is "exited with status 0"; a signal or another status is a failure.
    guard status == 0 else {
        print("\(executable) \(arguments.prefix(3).joined(separator: " ")) … failed:")
        print(String(decoding: output.prefix(4000), as: UTF8.self))
        return nil
    }
    return Timing(wall: seconds, user: childrenUserSeconds() - userBefore)
}

/// The fastest of `runs` timings: the least disturbed by other work on the machine.
func best(_ runs: Int, _ body: () -> Timing?) -> Timing? {
    var results: [Timing] = []
    for _ in 0..<runs {
        guard let timing = body() else { return nil }
        results.append(timing)
    }
    return results.min { $0.wall < $1.wall }
}

func write(_ files: [(name: String, text: String)], to directory: URL) throws -> [String] {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return try files.map { file in
        let url = directory.appendingPathComponent(file.name)
        try file.text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
let root = FileManager.default.temporaryDirectory.appendingPathComponent("bindery-benchmark-\(getpid())")
defer { try? FileManager.default.removeItem(at: root) }
let swiftc = ProcessInfo.processInfo.environment["SWIFTC"] ?? "/usr/bin/env"
let swiftcPrefix = swiftc == "/usr/bin/env" ? ["swiftc"] : []

do {
    // 1. Generation time.
    let module = SyntheticModule(models: options.models, properties: options.properties, bindings: options.bindings)
    if let directory = options.specsDirectory {
        let specs = try write(module.specs, to: URL(fileURLWithPath: directory))
        print("wrote \(specs.count) spec files to \(directory)")
        exit(0)
    }
    let specs = try write(module.specs, to: root.appendingPathComponent("specs"))
    let output = root.appendingPathComponent("generated").path
    print(
        "generate: \(options.models) models × \(options.properties) properties, \(options.bindings) bindings, \(specs.count) spec files"
    )
    func generate(_ bindery: String) -> Timing? {
        try? FileManager.default.removeItem(atPath: output)
        return time(bindery, ["generate"] + specs + ["--output", output])
    }
    // Alternating the two tools run by run spreads any load on the machine over both.
    var timings: [Timing] = []
    var baselineTimings: [Timing] = []
    for _ in 0..<options.runs {
        if let baseline = options.baselineBindery, let timing = generate(baseline) { baselineTimings.append(timing) }
        if let timing = generate(options.bindery) { timings.append(timing) }
    }
    func report(_ label: String, _ timings: [Timing]) {
        guard let wall = timings.map(\.wall).min(), let user = timings.map(\.user).min() else { return }
        print(
            String(
                format: "  %@: %.3f s wall, %.3f s user (best of %d; %.0f µs a model)", label, wall, user,
                timings.count, wall / Double(options.models) * 1e6))
    }
    report("bindery generate (release)", timings)
    if options.baselineBindery != nil {
        report("baseline bindery generate", baselineTimings)
        if let wall = timings.map(\.wall).min(), let user = timings.map(\.user).min(),
            let baseWall = baselineTimings.map(\.wall).min(), let baseUser = baselineTimings.map(\.user).min()
        {
            print(String(format: "  bindery/baseline: %.2f× wall, %.2f× user", wall / baseWall, user / baseUser))
        }
        _ = generate(options.bindery)  // The sizes below are of this tool's output.
    }
    let outputs = try FileManager.default.contentsOfDirectory(atPath: output).map { "\(output)/\($0)" }
    let bytes = try outputs.reduce(0) {
        $0 + (try FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int ?? 0)
    }
    let baselineBytes = module.observableBaseline.reduce(0) { $0 + $1.text.utf8.count }
    print(
        String(
            format: "  generated Swift: %.1f KB a model (%.1f MB in all); the @Observable models: %.1f KB a model",
            Double(bytes) / Double(options.models) / 1024, Double(bytes) / 1_048_576,
            Double(baselineBytes) / Double(options.models) / 1024))
    if options.generateOnly {
        try? FileManager.default.removeItem(at: root)  // exit skips the defer
        exit(0)
    }

    // 2. Compile time, generated models vs @Observable models, same module size.
    let small = SyntheticModule(models: options.compileModels, properties: options.properties, bindings: 0)
    let smallSpecs = try write(small.specs, to: root.appendingPathComponent("small-specs"))
    let smallOutput = root.appendingPathComponent("small-generated").path
    guard time(options.bindery, ["generate"] + smallSpecs + ["--output", smallOutput]) != nil else { exit(1) }
    let generated = try FileManager.default.contentsOfDirectory(atPath: smallOutput).sorted()
        .map { "\(smallOutput)/\($0)" }
    let baseline = try write(small.observableBaseline, to: root.appendingPathComponent("observable"))
    let common = ["-swift-version", "6", "-Onone", "-parse-as-library", "-module-name", "Synthetic"]
    print("compile: \(options.compileModels) models × \(options.properties) properties, debug (-Onone)")
    for (label, mode) in [
        ("type-check", ["-typecheck"]),
        ("compile (-wmo -c)", ["-wmo", "-c", "-o", root.appendingPathComponent("out.o").path]),
    ] {
        let macro = best(options.runs) { time(swiftc, swiftcPrefix + mode + common + baseline) }
        let ours = best(options.runs) {
            time(swiftc, swiftcPrefix + mode + common + ["-I", options.modules, "-I", options.cModules] + generated)
        }
        if let macro = macro?.wall, let ours = ours?.wall {
            print(
                String(
                    format: "  %@: @Observable %.2f s, bindery %.2f s → bindery/@Observable = %.2f",
                    label, macro, ours, ours / macro))
        }
    }
} catch {
    print("benchmark failed: \(error)")
    exit(1)
}
