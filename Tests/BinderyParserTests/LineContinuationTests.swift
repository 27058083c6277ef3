import BinderySource
import BinderySyntax
import Testing

/// A declaration, member or rule goes on on the next line where Swift reads its equivalent so: after a `,`, `:`,
/// `->`, `<-`, `<->`, `=` or binary operator that ends a line, and before one that starts the next. Each broken form
/// parses to what its one-line form does; a break Swift rejects, or one before a line that starts something of its
/// own, is reported at the end of the unfinished line.
@Suite struct LineContinuationTests {
    /// What the file declares, without ranges, with each embedded expression's runs of spaces and line breaks as one
    /// space: two layouts of one spec give the same outline.
    private func outline(_ parsed: Parsed) -> [String] {
        func expression(_ expression: ExpressionSyntax) -> String {
            expression.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        return parsed.syntax.declarations.flatMap { declaration -> [String] in
            switch declaration {
            case .model(let model):
                let conformances = zip(model.conformanceAttributes, model.conformances).map { attributes, type in
                    (attributes.map(\.name) + [type.description]).joined(separator: " ")
                }
                return ["model \(model.name): \(conformances.joined(separator: ", "))"]
                    + model.members.map { member in
                        "  \(member.kind.rawValue) \(member.name): \(member.type)"
                            + (member.value.map { " = " + expression($0) } ?? "")
                    }
            case .transform(let transform):
                var line = "transform \(transform.name)(\(transform.inputs.map(\.description).joined(separator: ", ")))"
                line += (transform.isReversibleArrow ? " <-> " : " -> ") + transform.output.description
                switch transform.body {
                case .expression(let body): line += " = " + expression(body)
                case .external: line += " external"
                case .reversible(let forward, let backward):
                    line += " { forward: \(expression(forward)) backward: \(expression(backward)) }"
                }
                return [line]
            case .binding(let binding):
                let parameters = binding.parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
                return ["binding \(binding.name)(\(parameters))"]
                    + binding.rules.map { "  " + $0.canonicalText(in: parsed.source) }
            case .import, .options:
                return ["\(declaration)"]
            }
        }
    }

    /// Parses both layouts, expects no error in either and the same outline, and returns the broken one's.
    @discardableResult
    private func expectSameTree(
        _ broken: String, as oneLine: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> [String] {
        let brokenParsed = Parsed(broken)
        let oneLineParsed = Parsed(oneLine)
        #expect(brokenParsed.located == [], sourceLocation: sourceLocation)
        #expect(oneLineParsed.located == [], sourceLocation: sourceLocation)
        #expect(outline(brokenParsed) == outline(oneLineParsed), sourceLocation: sourceLocation)
        #expect(!outline(oneLineParsed).isEmpty, sourceLocation: sourceLocation)
        return outline(brokenParsed)
    }

    @Test func anInheritanceClauseMayBreakAroundItsColon() {
        let oneLine = "model A: Codable { var x: Int = 0 }"
        expectSameTree("model A:\n    Codable {\n    var x: Int = 0\n}", as: oneLine)
        expectSameTree("model A\n    : Codable {\n    var x: Int = 0\n}", as: oneLine)
        expectSameTree(
            "model A: Codable\n    , Hashable {\n    var x: Int = 0\n}",
            as: "model A: Codable, Hashable { var x: Int = 0 }")
        expectSameTree(
            "external class Label:\n    Equatable {\n    var text: String?\n}",
            as: "external class Label: Equatable { var text: String? }")
    }

    @Test func aPropertyMayBreakAroundItsColonAndEquals() {
        let oneLine = "model A { var x: Int = 0 }"
        expectSameTree("model A {\n    var x:\n        Int = 0\n}", as: oneLine)
        expectSameTree("model A {\n    var x\n        : Int = 0\n}", as: oneLine)
        expectSameTree("model A {\n    var x: Int =\n        0\n}", as: oneLine)
        expectSameTree("model A {\n    var x: Int\n        = 0\n}", as: oneLine)
        expectSameTree("model A {\n    computed y:\n        Int =\n        1\n}", as: "model A { computed y: Int = 1 }")
    }

    @Test func aDefaultMayBreakAroundABinaryOperator() {
        let outline = expectSameTree(
            "model A {\n    var x: Int = 1 +\n        2\n    var s: String = \"a\"\n        + \"b\"\n}",
            as: "model A { var x: Int = 1 + 2; var s: String = \"a\" + \"b\" }")
        #expect(outline == ["model A: ", "  var x: Int = 1 + 2", "  var s: String = \"a\" + \"b\""])
    }

    @Test func aTransformMayBreakAroundItsArrowAndEquals() {
        let oneLine = "transform inc(Int) -> Int = $0 + 1"
        expectSameTree("transform inc(Int) ->\n    Int = $0 + 1", as: oneLine)
        expectSameTree("transform inc(Int)\n    -> Int = $0 + 1", as: oneLine)
        expectSameTree("transform inc(Int) -> Int =\n    $0 + 1", as: oneLine)
        expectSameTree("transform inc(Int) -> Int\n    = $0 + 1", as: oneLine)
        expectSameTree(
            "transform name(String) <->\n    String {\n    forward: $0\n    backward: $0\n}",
            as: "transform name(String) <-> String { forward: $0; backward: $0 }")
    }

    @Test func aRuleMayBreakAroundItsArrowPipesAndFallback() {
        let oneLine = "binding B(a: A, b: A) {\n    b.y <- a.x | inc | twice\n}"
        expectSameTree("binding B(a: A, b: A) {\n    b.y <- a.x |\n        inc |\n        twice\n}", as: oneLine)
        expectSameTree("binding B(a: A, b: A) {\n    b.y <- a.x\n        | inc\n        | twice\n}", as: oneLine)
        expectSameTree("binding B(a: A, b: A) {\n    b.y <-\n        a.x | inc | twice\n}", as: oneLine)
        expectSameTree("binding B(a: A, b: A) {\n    b.y\n        <- a.x | inc | twice\n}", as: oneLine)
        expectSameTree(
            "binding B(a: A, b: A) {\n    b.y <->\n        a.x\n    b.z\n        <-> a.z\n}",
            as: "binding B(a: A, b: A) {\n    b.y <-> a.x\n    b.z <-> a.z\n}")
        expectSameTree(
            "binding B(a: A, b: A) {\n    b.y <- a.x ??\n        0\n    b.z <- a.z\n        ?? 1\n}",
            as: "binding B(a: A, b: A) {\n    b.y <- a.x ?? 0\n    b.z <- a.z ?? 1\n}")
        expectSameTree(
            "binding B(a: A) {\n    on a.x ->\n        changed\n    on a.y\n        -> other\n}",
            as: "binding B(a: A) {\n    on a.x -> changed\n    on a.y -> other\n}")
    }

    @Test func theReportedSpecParsesWithCommentsBetweenItsLines() {
        let broken = """
            model A: // conformances
                Codable {
                var x: // its type
                    Int = 0
            }
            transform inc(Int) -> // the result
                Int = $0 + 1
            binding B(a: A, b: A) {
                b.x <- a.x | // the transform
                    inc
            }
            """
        let oneLine = """
            model A: Codable {
                var x: Int = 0
            }
            transform inc(Int) -> Int = $0 + 1
            binding B(a: A, b: A) {
                b.x <- a.x | inc
            }
            """
        expectSameTree(broken, as: oneLine)
    }

    @Test func aLineStartingWithAMemberGoesOnWithTheLineBefore() {
        // A path, a qualified type, and embedded Swift's member chains, as Swift reads `x⏎ .count`.
        expectSameTree(
            "binding B(a: A, b: A) {\n    b.y <- a\n        .x\n    b.z <- a.owner?\n        .name ?? \"\"\n}",
            as: "binding B(a: A, b: A) {\n    b.y <- a.x\n    b.z <- a.owner?.name ?? \"\"\n}")
        expectSameTree("model A {\n    var x: Swift\n        .Int = 0\n}", as: "model A { var x: Swift.Int = 0 }")
        expectSameTree(
            "model A {\n    var xs: [Int] = []\n    computed n: Int = xs\n        .filter { $0 > 0 }\n        .count\n}",
            as: "model A {\n    var xs: [Int] = []\n    computed n: Int = xs .filter { $0 > 0 } .count\n}")
        expectSameTree(
            "transform first((Int, Int)) -> Int = $0\n    .0", as: "transform first((Int, Int)) -> Int = $0 .0")
        // A `.` followed by a space names nothing, and starts nothing either.
        #expect(
            Parsed("model A {\n    var x: Int = 0\n    . y\n}").located == [
                "3:5: expected a property ('var', 'let' or 'computed') in model 'A', found '.'"
            ])
    }

    @Test func aCastOrTypeTestMayBreakAroundItsKeyword() {
        let oneLine = """
            model A {
                var xs: [Int] = []
                computed a: [Int] = xs as [Int]
                computed b: Bool = xs is [Int]
                computed c: [Int]? = xs as? [Int]
                computed d: Int = try! Int(xs.count)
            }
            """
        expectSameTree(
            """
            model A {
                var xs: [Int] = []
                computed a: [Int] = xs as
                    [Int]
                computed b: Bool = xs
                    is [Int]
                computed c: [Int]? = xs as?
                    [Int]
                computed d: Int = try!
                    Int(xs.count)
            }
            """, as: oneLine)
        // A property named `is` or `try` ends its path: what follows on the next line is not its operand.
        let member = Parsed("binding B(a: A, b: A) {\n    b.y <- a.is\n    b.z <- a.z\n}")
        #expect(member.located == [])
        #expect(member.bindings.first?.rules.count == 2)
        let optionalMember = Parsed("model A {\n    var n: Int? = a.try?\n    -1\n}")
        #expect(
            optionalMember.located == [
                "3:5: expected a property ('var', 'let' or 'computed') in model 'A', found '-'"
            ])
    }

    @Test func aTypeMayBreakAfterAnyOrSomeOrAnAttribute() {
        expectSameTree(
            "model A {\n    var p: any\n        Equatable = 0\n}", as: "model A { var p: any Equatable = 0 }")
        expectSameTree(
            "transform t(Int) -> some\n    Equatable = $0",
            as: "transform t(Int) -> some Equatable = $0")
        expectSameTree(
            "model A {\n    var f: @MainActor\n        () -> Void = {}\n}",
            as: "model A { var f: @MainActor () -> Void = {} }")
        expectSameTree(
            "model A {\n    var a: [any\n        Equatable] = []\n    var b: (Int, any\n        Equatable)? = nil\n}",
            as: "model A { var a: [any Equatable] = []; var b: (Int, any Equatable)? = nil }")
        // A property named `some` in a default is a value: the next line is a property of its own.
        let value = Parsed("model A {\n    var some: Int = 0\n    computed x: Int = some\n    var y: Int = 0\n}")
        #expect(value.located == [])
        #expect(value.models.first?.members.map(\.name.name) == ["some", "x", "y"])
    }

    @Test func aPrefixOrPostfixOperatorAtALineEndStillEndsTheLine() {
        // `-1` on a line of its own is no continuation (Swift reads a prefix operator), nor is a line after `Int?`.
        let prefix = Parsed("model A {\n    var x: Int = 0\n    -1\n}")
        #expect(prefix.located == ["3:5: expected a property ('var', 'let' or 'computed') in model 'A', found '-'"])
        let postfix = Parsed("model A {\n    var x: Int?\n    var y: Int = 0\n}")
        #expect(postfix.located == [])
        #expect(postfix.models.first?.members.map(\.name.name) == ["x", "y"])
    }

    @Test func aLineThatStartsSomethingOfItsOwnEndsTheLineLeftOpen() {
        let type = Parsed("model A {\n    var x:\n    var y: Int = 0\n}")
        #expect(type.located == ["2:11: expected a type after 'x:'"])
        #expect(type.models.first?.members.map(\.name.name) == ["y"])

        let value = Parsed("model A {\n    var x: Int =\n    var y: Int = 0\n}")
        #expect(
            value.located == [
                "2:17: expected a default value after '=' for property 'x'; write '= value' or remove the '='"
            ])
        #expect(value.models.first?.members.map(\.name.name) == ["y"])

        let result = Parsed("transform inc(Int) ->\nmodel A { var x: Int = 0 }")
        #expect(result.located == ["1:22: expected a result type after '->'"])
        #expect(result.models.map(\.name.name) == ["A"])

        let pipe = Parsed("binding B(a: A, b: A) {\n    b.y <- a.x |\n    b.z <- a.z\n}")
        #expect(pipe.located == ["2:17: expected a transform name after '|', as in '| uppercased'"])
        #expect(pipe.assignments.map(\.target.text) == ["b.z"])

        let arrow = Parsed("binding B(a: A, b: A) {\n    b.y <-\n    b.z <- a.z\n}")
        #expect(arrow.located == ["2:11: expected a source path after '<-', such as 'download.title'"])
        #expect(arrow.assignments.map(\.target.text) == ["b.z"])

        let half = Parsed("transform t(Int) <-> Int {\n    forward:\n    backward: $0\n}")
        #expect(half.located == ["2:13: expected an expression after 'forward:'"])
    }

    @Test func anOptionsBlockKeepsOneEntryALine() {
        // Its entries are no Swift: a value is on its option's line, and a line never goes on with the one before.
        let parsed = Parsed("options {\n    isolation:\n    access: public\n}")
        #expect(parsed.located == ["2:15: expected a value after 'isolation:', as in 'isolation: MainActor'"])
        #expect(parsed.options.first?.entries.map(\.key.name) == ["access"])
    }

    @Test func whatIsMissingOnTheNextLineIsReportedAtTheEndOfTheLineBefore() {
        // As Swift reports `class R: P,⏎{`: after the ',', where the type is missing, though the line goes on.
        let brace = Parsed("model R:\n{\n    var x: Int = 0\n}")
        #expect(brace.located == ["1:9: expected a conformance after ':' in model 'R', found '{'; remove the ':'"])
        let equals = Parsed("model A {\n    var x:\n        = 0\n}")
        #expect(equals.located == ["2:11: expected a type after 'x:'"])
    }

    @Test func aTransformWrittenAsASwiftFunctionIsToldWhatToWrite() {
        let parsed = Parsed("transform inc(_ v: Int) ->\n    Int { v + 1 }")
        #expect(
            parsed.located == [
                "1:15: a transform's inputs are types without names: write 'inc(Int)' and use '$0' in the body",
                "2:9: a transform written with '->' takes its body after '=', not in braces, which hold a reversible "
                    + "transform's 'forward:' and 'backward:'; write '= expression', as in '= $0 + 1'",
            ])
        #expect(FixItTests().fixIts(Parsed("transform inc(_ v: Int) -> Int = $0 + 1")) == ["15:"])
    }

    @Test func anExternalClassNameBrokenAcrossLinesIsOneError() {
        let generic =
            "an external class describes one concrete class, not a generic one; declare a type alias for the "
            + "class with its arguments in Swift ('typealias IntBox = Box<Int>') and describe that name"
        let afterBracket = Parsed("external class Box<\n    Int> {\n    var count: Int\n}")
        #expect(afterBracket.located == ["1:19: " + generic])
        #expect(afterBracket.models.first?.members.map(\.name.name) == ["count"])
        let beforeBracket = Parsed("external class Box\n    <Int> {\n    var count: Int\n}")
        #expect(beforeBracket.located == ["2:5: " + generic])
        #expect(beforeBracket.models.first?.members.map(\.name.name) == ["count"])
        let qualified = Parsed("external class UIKit.\n    UILabel {\n    var text: String?\n}")
        #expect(
            qualified.located == [
                "1:16: an external class is named by one name; write 'external class UILabel' and 'import UIKit' "
                    + "when 'UIKit' is its module, or for a nested class declare 'typealias UILabel = UIKit.UILabel' "
                    + "in Swift"
            ])
        #expect(qualified.models.first?.members.map(\.name.name) == ["text"])
    }
}
