/// The deep and long specs SPEC promises a quick diagnostic for (or a quick pass), each built in memory.
enum DeepInputs {
    struct Input {
        var name: String
        var text: String
        /// Whether the spec is valid; otherwise it must report at least one error.
        var isValid: Bool
    }

    static func nested(_ open: String, _ close: String, depth: Int) -> String {
        "model M {\n    var x: " + String(repeating: open, count: depth) + "Int"
            + String(repeating: close, count: depth)
            + "\n}\n"
    }

    static func modelChain(_ count: Int, closed: Bool) -> String {
        (0..<count).map { index in
            let next = (index + 1) % count
            return "model M\(index) {\n    var next: M\(next)\(next == 0 && !closed ? "?" : "")\n}\n"
        }.joined()
    }

    static func computedChain(_ count: Int, closed: Bool) -> String {
        let first = closed ? "    computed c0: Int = c\(count - 1) + 1\n" : "    var c0: Int = 0\n"
        return "model M {\n" + first + (1..<count).map { "    computed c\($0): Int = c\($0 - 1) + 1\n" }.joined()
            + "}\n"
    }

    static func ruleChain(_ count: Int, closed: Bool) -> String {
        let properties = (0...count).map { "    var p\($0): Int = 0\n" }.joined()
        let rules = (0..<count).map { "    m.p\($0 + 1) <- m.p\($0)\n" }.joined()
        return "model M {\n\(properties)}\nbinding B(m: M) {\n\(rules)" + (closed ? "    m.p0 <- m.p\(count)\n" : "")
            + "}\n"
    }

    static func interpolation(depth: Int) -> String {
        "model M {\n    var x: String = " + String(repeating: "\"\\(", count: depth) + "1"
            + String(repeating: ")\"", count: depth) + "\n}\n"
    }

    /// Ten thousand models, each with an unknown property in a rule: far more errors than are shown.
    static func manyErrors(_ count: Int) -> String {
        (0..<count).map { "model M\($0) {\n    var x: Int = 0\n}\nbinding B\($0)(m: M\($0)) {\n    m.y <- m.x\n}\n" }
            .joined()
    }

    /// Ten thousand rules naming unknown properties of a model with ten thousand: each error looks for a
    /// suggestion among them.
    static func unknownProperties(_ count: Int) -> String {
        "model M {\n" + (0..<count).map { "    var p\($0): Int = 0\n" }.joined() + "}\nbinding B(m: M) {\n"
            + (0..<count).map { "    m.q\($0) <- m.p\($0)\n" }.joined() + "}\n"
    }

    static let all: [Input] = [
        Input(
            name: "20,000 postfix '?' on a type", text: nested("", String(repeating: "?", count: 20_000), depth: 1),
            isValid: false),
        Input(name: "[T] nested 50,000 deep", text: nested("[", "]", depth: 50_000), isValid: false),
        Input(name: "(T) nested 50,000 deep", text: nested("(", ")", depth: 50_000), isValid: false),
        Input(name: "Array<T> nested 50,000 deep", text: nested("Array<", ">", depth: 50_000), isValid: false),
        Input(name: "() -> T nested 50,000 deep", text: nested("() -> ", "", depth: 50_000), isValid: false),
        Input(
            name: "expression nested 50,000 deep",
            text: "model M {\n    var x: Int = " + String(repeating: "(", count: 50_000) + "1"
                + String(repeating: ")", count: 50_000) + "\n}\n", isValid: false),
        Input(name: "interpolation nested 50,000 deep", text: interpolation(depth: 50_000), isValid: false),
        Input(name: "chain of 10,000 models", text: modelChain(10_000, closed: false), isValid: true),
        Input(name: "circle of 10,000 models", text: modelChain(10_000, closed: true), isValid: false),
        Input(name: "chain of 5,000 computed properties", text: computedChain(5_000, closed: false), isValid: true),
        Input(name: "circle of 5,000 computed properties", text: computedChain(5_000, closed: true), isValid: false),
        Input(name: "chain of 10,000 rules in one binding", text: ruleChain(10_000, closed: false), isValid: true),
        Input(name: "circle of 10,000 rules in one binding", text: ruleChain(10_000, closed: true), isValid: false),
        Input(name: "10,000 errors", text: manyErrors(10_000), isValid: false),
        Input(name: "10,000 unknown of 10,000 properties", text: unknownProperties(10_000), isValid: false),
    ]
}
