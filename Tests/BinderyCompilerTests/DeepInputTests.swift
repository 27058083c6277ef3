import BinderyCompiler
import BinderySource
import Testing

/// Deep or long input gets its diagnostic, never a crash: every stage is iterative or bounded. (How fast it is
/// measured by `Benchmarks/Sources/DeepInputBenchmark`, in release.)
@Suite struct DeepInputTests {
    private func check(_ text: String) -> Compilation {
        var files = SourceFiles()
        files.add(SourceFile(path: "Deep.bind", text: text))
        return Compilation(files: files)
    }

    private func errors(_ compilation: Compilation) -> [String] {
        compilation.diagnostics.all.filter { $0.severity == .error }.map(\.message)
    }

    private let tooDeep = "type nests more than 256 levels deep; simplify it or use a typealias in Swift"

    @Test(arguments: ["?", "!"])
    func twentyThousandPostfixMarksOnATypeAreTooDeep(_ mark: String) {
        let compilation = check("model M {\n    var x: Int\(String(repeating: mark, count: 20_000))\n}\n")
        #expect(errors(compilation) == [tooDeep])
    }

    @Test(arguments: [
        ("[", "]"), ("(", ")"), ("Array<", ">"), ("[Int: ", "]"), ("() -> ", ""), ("any ", ""), ("Optional<", ">"),
    ])
    func typesNestedFiftyThousandDeepAreTooDeep(_ open: String, _ close: String) {
        let depth = 50_000
        let type = String(repeating: open, count: depth) + "Int" + String(repeating: close, count: depth)
        #expect(errors(check("model M {\n    var x: \(type)\n}\n")) == [tooDeep])
    }

    /// Files parse on several threads: each must have the stack a type nested as deep as allowed needs, as the
    /// main thread does (a worker thread of 512 KB overflowed on it in a debug build).
    @Test func typesNestedAsDeepAsAllowedInEveryFileOfAModuleParse() {
        let type = String(repeating: "[", count: 255) + "Int" + String(repeating: "]", count: 255)
        var files = SourceFiles()
        for index in 0..<8 {
            files.add(SourceFile(path: "Deep\(index).bind", text: "model M\(index) {\n    var x: \(type) = []\n}\n"))
        }
        #expect(errors(Compilation(files: files)).isEmpty)
    }

    @Test func anExpressionNestedFiftyThousandDeepIsTooDeep() {
        let depth = 50_000
        let value = String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        #expect(
            errors(check("model M {\n    var x: Int = \(value)\n}\n"))
                == ["expression nests brackets more than 248 deep; simplify it"])
    }

    @Test func interpolationNestedSixtyFiveDeepGivesOneError() {
        let depth = 65
        let value = String(repeating: "\"\\(", count: depth) + "1" + String(repeating: ")\"", count: depth)
        #expect(
            errors(check("model M {\n    var x: String = \(value)\n}\n"))
                == ["string literals nest more than 64 deep inside interpolations; simplify the expression"])
    }

    @Test func aChainOfTenThousandModelsChecksAndItsCircleIsOneError() {
        let count = 10_000
        let models = (0..<count).map { "model M\($0) {\n    var next: M\(($0 + 1) % count)\n}\n" }.joined()
        let circle = check(models)
        #expect(errors(circle).count == 1)
        #expect(errors(circle).first?.hasPrefix("model 'M0' contains itself through 'next: M1' → 'next: M2'") == true)
        #expect(circle.diagnostics.all.first.map { $0.notes.count } == 10)
        let chain = check(models.replacingOccurrences(of: "var next: M0\n", with: "var next: M0?\n"))
        #expect(errors(chain).isEmpty)
    }

    @Test func fiveThousandComputedPropertiesReadingEachOtherCheckAndTheirCircleIsOneError() {
        let count = 5_000
        let chain = (1..<count).map { "    computed c\($0): Int = c\($0 - 1) + 1\n" }.joined()
        #expect(errors(check("model M {\n    var c0: Int = 0\n\(chain)}\n")).isEmpty)
        let circle = check("model M {\n    computed c0: Int = c\(count - 1) + 1\n\(chain)}\n")
        #expect(errors(circle).count == 1)
        #expect(errors(circle).first?.contains("… 4991 more …") == true)
    }

    @Test func aChainOfTenThousandRulesChecksAndItsCircleIsOneError() {
        let count = 10_000
        let properties = (0...count).map { "    var p\($0): Int = 0\n" }.joined()
        let rules = (0..<count).map { "    m.p\($0 + 1) <- m.p\($0)\n" }.joined()
        let chain = check("model M {\n\(properties)}\nbinding B(m: M) {\n\(rules)}\n")
        #expect(errors(chain).isEmpty)
        let circle = check("model M {\n\(properties)}\nbinding B(m: M) {\n\(rules)    m.p0 <- m.p\(count)\n}\n")
        #expect(errors(circle).count == 1)
        #expect(errors(circle).first?.hasPrefix("these one-way rules feed each other in a circle") == true)
    }
}
