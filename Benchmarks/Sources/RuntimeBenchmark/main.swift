import Foundation

// Release only: `swift run -c release --package-path Benchmarks RuntimeBenchmark`. Every figure is a ratio to a
// baseline measured in the same process, so machine speed cancels out.
//
//   RuntimeBenchmark                           every row, wall clock (median of 5 runs), and the memory figures
//   RuntimeBenchmark --instructions FILE       the same, with the instructions per operation FILE lists
//   RuntimeBenchmark --memory                  only the memory figures
//   RuntimeBenchmark --list                    every case's name and the operations a callgrind run should count
//   RuntimeBenchmark --case NAME --iterations N   builds one case and runs it once: for callgrind

let arguments = CommandLine.arguments.dropFirst()

func value(of option: String) -> String? {
    guard let index = arguments.firstIndex(of: option), arguments.index(after: index) < arguments.endIndex else {
        return nil
    }
    return arguments[arguments.index(after: index)]
}

let allCases = rows.flatMap(\.cases)

if arguments.contains("--memory") {
    printMemory()
} else if arguments.contains("--list") {
    for each in allCases { print(each.name, each.countedIterations) }
} else if let name = value(of: "--case") {
    guard let chosen = allCases.first(where: { $0.name == name }),
        let iterations = value(of: "--iterations").flatMap(Int.init)
    else {
        FileHandle.standardError.write(Data("usage: RuntimeBenchmark --case NAME --iterations N\n".utf8))
        exit(2)
    }
    chosen.make().run(iterations)
} else {
    let instructions = value(of: "--instructions").map(readInstructions) ?? [:]
    print("| Measure | Case | ns/op | × baseline (wall) | instr./op | × baseline (instr.) | Target |")
    print("|---|---|---:|---:|---:|---:|---|")
    for row in rows {
        var baselineNanoseconds = 0.0
        var results: [(Case, Double)] = []
        for each in [row.baseline, row.subject] + row.others {
            let nanoseconds = measure(each.make(), iterations: each.iterations)
            if each.name == row.baseline.name { baselineNanoseconds = nanoseconds }
            results.append((each, nanoseconds))
        }
        results.swapAt(0, 1)
        let baselineInstructions = instructions[row.baseline.name]
        for (index, (each, nanoseconds)) in results.enumerated() {
            let count = instructions[each.name]
            let instructionRatio = count.flatMap { count in baselineInstructions.map { count / $0 } }
            print(
                "| \(index == 0 ? row.measure : "") | \(each.label) | \(format(nanoseconds, 1)) "
                    + "| \(format(nanoseconds / baselineNanoseconds, 2))× "
                    + "| \(count.map { format($0, 0) } ?? "—") | \(instructionRatio.map { format($0, 2) + "×" } ?? "—") "
                    + "| \(index == 0 ? row.target : "") |")
        }
    }
    printMemory()
    blackHole(sum)
}

func format(_ value: Double, _ digits: Int) -> String {
    String(format: "%.\(digits)f", value)
}

/// `name instructions-per-operation` lines, as Scripts/instructions.sh writes them.
func readInstructions(_ path: String) -> [String: Double] {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [:] }
    var counts: [String: Double] = [:]
    for line in text.split(separator: "\n") {
        let fields = line.split(separator: " ")
        if fields.count == 2, let count = Double(fields[1]) { counts[String(fields[0])] = count }
    }
    return counts
}

func printMemory() {
    var instances: [Any] = []
    let figures: [(String, Int?)] = [
        ("plain class, 10 Int properties", bytesPerInstance(keepAlive: &instances) { PlainTen() }),
        ("Bindery model, observation: false", bytesPerInstance(keepAlive: &instances) { TenProperties() }),
        ("@Observable class", bytesPerInstance(keepAlive: &instances) { MacroTen() }),
        ("Bindery model, observation: true", bytesPerInstance(keepAlive: &instances) { ObservedTen() }),
        ("OpenCombine ObservableObject, 10 @Published", bytesPerInstance(keepAlive: &instances) { PublishedTen() }),
    ]
    print("\nBytes per instance, 10 Int properties, nobody observing (resident memory over 200,000 instances):")
    for (label, bytes) in figures { print("  \(label): \(bytes.map(String.init) ?? "not measured (no /proc)")") }
    blackHole(instances)
}
