import BinderyChecker
import Testing

/// Names an embedded expression declares (closure parameters, `let` and `var` in a closure, `if let`, `for … in`)
/// shadow the model's properties within their scope, as in Swift: they are neither dependencies nor reads of
/// itself, and make no false circle.
@Suite struct LocalNamesTests {
    private func dependencies(_ members: String) -> ([String: [String]], [String]) {
        let result = check("model L {\n    var items: [String] = []\n    var size: Int = 0\n\(members)\n}\n")
        let properties = result.module.model(named: "L")?.properties ?? []
        return (
            Dictionary(
                uniqueKeysWithValues: properties.filter { $0.kind == .computed }.map { ($0.name, $0.dependencies) }),
            result.diagnostics.map(\.message)
        )
    }

    @Test func aClosureParameterNamedLikeThePropertyIsNotARead() {
        let (dependencies, messages) = dependencies(
            "    computed count: Int = items.reduce(into: 0) { count, _ in count += 1 }")
        #expect(messages == [])
        #expect(dependencies["count"] == ["items"])
    }

    @Test func aClosureParameterNamedLikeAnotherPropertyMakesNoCircle() {
        let (dependencies, messages) = dependencies(
            """
                computed a: Int = items.filter { b in !b.isEmpty }.count
                computed b: Int = a + 1
            """)
        #expect(messages == [])
        #expect(dependencies["a"] == ["items"])
        #expect(dependencies["b"] == ["a"])
    }

    @Test func aLocalDeclarationShadowsFromTheNextStatement() {
        let (dependencies, messages) = dependencies(
            """
                computed count: Int = { let count = items.count; return count }()
                computed grown: Int = { let size = size + 1; return size }()
                computed longest: Int = {
                    var size = 0
                    for item in items where item.count > size {
                        size = item.count
                    }
                    return size
                }()
            """)
        #expect(messages == [])
        #expect(dependencies["count"] == ["items"])
        #expect(dependencies["grown"] == ["size"])  // the initializer reads the property
        #expect(dependencies["longest"] == ["items"])
    }

    @Test func aRealCircleThroughAClosureIsStillOne() {
        let (_, messages) = dependencies(
            """
                computed a: Int = items.filter { item in item.count > b }.count
                computed b: Int = a + 1
            """)
        #expect(
            messages == ["computed properties of 'L' depend on each other in a circle: a → b → a; break the circle"])
    }

    @Test func theNameOutsideTheClosureIsStillTheProperty() {
        let (_, messages) = dependencies(
            "    computed count: Int = items.map { count in count.count }.count + count")
        #expect(messages == ["computed property 'count' uses itself; compute it from other properties"])
    }
}
