import Bindery
import Foundation

// Release only: `swift run -c release --package-path Benchmarks RuntimeBenchmark`. Every figure is a ratio to a
// baseline measured in the same process, so machine speed cancels out.

let didSet = DidSetCounter()
var sum = 0
didSet.onChange = { _, new in sum &+= new }
let floor = measure { n in for i in 0..<n { set(didSet, i) } }

let plain = PlainCounter()
let plainSet = measure { n in for i in 0..<n { set(plain, i) } }
blackHole(plain.value)

let observed = Counter()
let token = observed.observe(\.value) { change in sum &+= change.new }
let oneObserver = measure { n in for i in 0..<n { set(observed, i) } }

let unobserved = Counter()
let noObserver = measure { n in for i in 0..<n { set(unobserved, i) } }
blackHole(unobserved.value)

let macro = MacroCounter()
let macroSet = measure { n in for i in 0..<n { set(macro, i) } }
let macroGet = measure { n in
    var total = 0
    for _ in 0..<n { total &+= get(macro) }
    blackHole(total)
}

let registrar = ObservedCounter()
let registrarSet = measure { n in for i in 0..<n { set(registrar, i) } }
let registrarGet = measure { n in
    var total = 0
    for _ in 0..<n { total &+= get(registrar) }
    blackHole(total)
}

print("Runtime benchmark (release, median of 7 × 5M operations)\n")
row("set, one observer (observation: false)", oneObserver, baseline: floor, "didSet + closure", target: "≤ 3×")
row("set, no observer (observation: false)", noObserver, baseline: plainSet, "plain stored set", target: "≤ 2×")
row("set, registrar on, no observer", registrarSet, baseline: macroSet, "@Observable set", target: "≤ 1×")
row("get, registrar on", registrarGet, baseline: macroGet, "@Observable get", target: "≤ 1×")
print(
    "\nbaselines: didSet + closure \(String(format: "%.2f", floor)) ns, plain set \(String(format: "%.2f", plainSet)) ns"
)

var instances: [Any] = []
let plainBytes = bytesPerInstance(keepAlive: &instances) { PlainTen() }
let modelBytes = bytesPerInstance(keepAlive: &instances) { TenProperties() }
if let modelBytes, let plainBytes {
    print(
        "bytes per instance, 10 Int properties, no observers: \(modelBytes) "
            + "(plain class: \(plainBytes); everything each allocates, from resident memory over 200,000 instances)")
} else {
    print("bytes per instance: not measured here (it reads resident memory from /proc, which this system lacks)")
}
blackHole(sum)
blackHole(instances)
token.cancel()
