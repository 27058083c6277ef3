import BinderyParser
import BinderyScanner
import BinderySource
import Foundation

// Scans and parses a generated 5 MB spec several times and prints the median throughput, with the scan-only
// rate of the same run as the baseline the parser is measured against.

let megabytes = 5
let runs = 9
let text = SpecGenerator.generate(targetBytes: megabytes * 1_000_000)
let file = SourceFile(path: "Generated.bind", text: text)
let size = Double(file.bytes.count) / 1_000_000

func median(_ values: [Double]) -> Double {
    values.sorted()[values.count / 2]
}

func measure(_ body: () -> Int) -> (seconds: Double, result: Int) {
    let clock = ContinuousClock()
    var result = 0
    let duration = clock.measure { result = body() }
    let (seconds, attoseconds) = duration.components
    return (Double(seconds) + Double(attoseconds) / 1e18, result)
}

var scanTimes: [Double] = []
var parseTimes: [Double] = []
var tokenCount = 0
var declarationCount = 0
for _ in 0..<runs {
    let scan = measure {
        var diagnostics = Diagnostics()
        return TokenScanner.scan(file, id: FileID(0), diagnostics: &diagnostics).tokens.count
    }
    scanTimes.append(scan.seconds)
    tokenCount = scan.result
    let parse = measure {
        let result = Parser.parse(file, id: FileID(0))
        precondition(!result.diagnostics.hasErrors, "the generated spec must be valid")
        return result.syntax.declarations.count
    }
    parseTimes.append(parse.seconds)
    declarationCount = parse.result
}

let scanRate = size / median(scanTimes)
let parseRate = size / median(parseTimes)
print(
    String(
        format: "spec: %.1f MB, %d tokens, %d declarations; median of %d runs", size, tokenCount, declarationCount,
        runs))
print(String(format: "scan only (baseline): %7.1f MB/s  (%.1f ms)", scanRate, median(scanTimes) * 1000))
print(String(format: "scan + parse:         %7.1f MB/s  (%.1f ms)", parseRate, median(parseTimes) * 1000))
print(String(format: "parse / scan time:    %7.2fx", median(parseTimes) / median(scanTimes)))
