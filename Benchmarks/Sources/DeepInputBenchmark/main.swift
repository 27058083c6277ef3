import BinderyCompiler
import BinderySource
import Foundation

// Times what `bindery check` does on each deep or long input SPEC names (parse, check, and render the
// diagnostics it would print) and prints the median of several runs. Each must take well under a second.

let runs = 5

func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
}

print("input                                       median     slowest   diagnostics")
var slowest = 0.0
for input in DeepInputs.all {
    var times: [Double] = []
    var reported = 0
    for _ in 0..<runs {
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            var files = SourceFiles()
            files.add(SourceFile(path: "Deep.bind", text: input.text))
            let compilation = Compilation(files: files)
            let text = DiagnosticRenderer(files: compilation.files).render(
                compilation.sortedDiagnostics, limit: DiagnosticLimit.standard)
            precondition(compilation.hasErrors != input.isValid, "\(input.name): unexpected result\n\(text)")
            reported = compilation.diagnostics.all.count
        }
        times.append(seconds(elapsed))
    }
    times.sort()
    slowest = max(slowest, times.last ?? 0)
    print(
        input.name.padding(toLength: 42, withPad: " ", startingAt: 0)
            + String(format: "  %7.1f ms  %7.1f ms  %d", times[runs / 2] * 1000, (times.last ?? 0) * 1000, reported))
}
print(String(format: "slowest single run: %.1f ms", slowest * 1000))
