import BinderyChecker
import BinderyParser
import BinderySource
import Testing

/// Which computed properties the checker marks as reading the same properties at every evaluation, so the runtime
/// records their reads once instead of tracking each evaluation: a wrong "yes" would leave a property stale when a
/// branch starts reading something new, so everything not plainly straight-line stays tracked.
@Suite struct FixedReadsTests {
    private func readsAreFixed(_ expression: (type: String, text: String)) throws -> Bool {
        let spec = """
            model Owner {
                var name: String = ""
            }

            model Inputs {
                var a: Int = 0
                var b: Int = 0
                let c: Double = 1
                var flag: Bool = false
                var title: String = ""
                var maybe: Int? = nil
                var items: [Int] = []
                var owner: Owner?
                computed other: Int = a + b
                computed value: \(expression.type) = \(expression.text)
            }
            """
        var files = SourceFiles()
        var diagnostics = Diagnostics()
        let id = files.add(SourceFile(path: "Inputs.bind", text: spec))
        let tree = Parser.parse(files[id], id: id, diagnostics: &diagnostics)
        let checked = Checker.check([tree], sources: files)
        let errors = (diagnostics.all + checked.diagnostics.all).filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.message))")
        let value = try #require(checked.module.model(named: "Inputs")?.properties.first { $0.name == "value" })
        return value.readsAreFixed
    }

    @Test(arguments: [
        ("Int", "a + b"), ("Int", "(a - b) * 2 / 3 % 4"), ("Bool", "a == b"), ("Bool", "a <= b"), ("Bool", "!flag"),
        ("Double", "c * 2.5"), ("String", "title + title"),
    ])
    func straightLineExpressionsOverStoredScalarsAreFixed(_ expression: (type: String, text: String)) throws {
        #expect(try readsAreFixed(expression), "\(expression.text)")
    }

    @Test(arguments: [
        ("Int", "flag ? a : b"),  // a branch reads one side or the other
        ("Bool", "flag || a > b"),
        ("Bool", "a != b && flag"),
        ("Int", "maybe ?? a"),
        ("Int", "items.count + a"),  // a member
        ("String", "owner?.name ?? title"),  // a path through a model
        ("Int", "other + a"),  // another computed property, tracked itself
        ("Int", "max(a, b)"),  // a call
        ("Int", "a(b)"),  // a call, though of a name that is a property
        ("String", "\"\\(a)\" + title"),  // a string, whose interpolation may call anything
        ("Int", "a + b + limit"),  // a name that is not one of the model's properties
    ])
    func everythingElseIsTrackedAtEveryEvaluation(_ expression: (type: String, text: String)) throws {
        #expect(try !readsAreFixed(expression), "\(expression.text)")
    }
}
