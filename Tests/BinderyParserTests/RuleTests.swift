import BinderySource
import BinderySyntax
import Testing

@Suite struct RuleTests {
    @Test func severalTransformsApplyLeftToRight() {
        let parsed = parseRules("row.t <- download.t | a | b | c")
        #expect(parsed.located == [])
        #expect(parsed.assignments.first?.transforms.map(\.name) == ["a", "b", "c"])
    }

    @Test func fallbackEndsAtASinglePipe() throws {
        let parsed = parseRules("row.t <- download.a?.b ?? (x || y) ? \"yes\" : \"no\" | string")
        #expect(parsed.located == [])
        let rule = try #require(parsed.assignments.first)
        #expect(rule.sources.first?.fallback?.text == "(x || y) ? \"yes\" : \"no\"")
        #expect(rule.sources.first?.fallback?.references.map(\.name) == ["x", "y"])
        #expect(rule.transforms.map(\.name) == ["string"])
    }

    @Test func fallbacksInsideAParenthesisedList() throws {
        let parsed = parseRules("row.t <- (download.a?.b ?? f(1, 2), download.c ?? 0) | combine")
        #expect(parsed.located == [])
        let rule = try #require(parsed.assignments.first)
        #expect(rule.isParenthesized)
        #expect(rule.sources.map { $0.fallback?.text } == ["f(1, 2)", "0"])
        #expect(rule.sources.map(\.path.text) == ["download.a?.b", "download.c"])
    }

    /// Inside the parentheses, as inside any brackets, a line end ends nothing.
    @Test func aSourceListMaySpanLines() throws {
        let parsed = parseRules("r.c <- (d.title,\n    d.n) | j\nr.d <- d.flag")
        #expect(parsed.located == [])
        let rule = try #require(parsed.assignments.first)
        #expect(rule.sources.map(\.path.text) == ["d.title", "d.n"])
        #expect(rule.transforms.map(\.name) == ["j"])
        #expect(parsed.assignments.map(\.target.text) == ["r.c", "r.d"])
    }

    @Test func aSourceListMayBreakBeforeAndAfterEverySourceAndAroundFallbacks() throws {
        let parsed = parseRules(
            "r.e <- (\n    d.owner?\n        .name\n        ?? \"a\" +\n            \"b\",\n    d.n ??\n        0\n) | k"
        )
        #expect(parsed.located == [])
        let rule = try #require(parsed.assignments.first)
        #expect(rule.sources.map(\.path.text) == ["d.owner?.name", "d.n"])
        #expect(rule.sources.map { $0.fallback?.text } == ["\"a\" +\n            \"b\"", "0"])
        #expect(rule.transforms.map(\.name) == ["k"])
    }

    @Test func aSourceListNeverClosedEndsAtTheNextRule() {
        let parsed = parseRules("r.c <- (d.title,\n    d.n | j\nr.d <- d.flag\nr.c <- (d.title, d.n\nr.d <- d.flag")
        #expect(
            parsed.located == [
                "3:9: expected ',' or ')' after a source, found '|'",
                "5:21: expected ',' or ')' after a source",
            ])
        #expect(parsed.diagnostics.map { $0.fixIts.map(\.replacement) } == [[")"], [")"]])
        #expect(parsed.assignments.map(\.target.text) == ["r.d", "r.d"])
    }

    /// Typing `(d.title, ` above a rule, `(` alone or `(d.`: the error is at the end of the line being typed, not on
    /// the next rule, whose path would otherwise be taken for a source or a step.
    @Test func aSourceListBrokenOffBeforeTheNextRuleEndsWhereItWasBrokenOff() {
        let parsed = parseRules(
            "r.c <- (d.title,\nr.d <- d.flag\nr.c <- (\nr.d <- d.flag\nr.c <- (d.\nr.d <- d.flag\nr.c <- (d.\n  n, d.x) | j"
        )
        #expect(
            parsed.located == [
                "2:17: expected a source path or ')' before another rule",
                "4:9: expected a source path or ')' before another rule",
                "6:11: expected a property name after '.'",
            ])
        #expect(parsed.diagnostics.prefix(2).map { $0.fixIts.map(\.replacement) } == [[")"], [")"]])
        let commaFix = parsed.diagnostics.first?.fixIts.first?.range
        #expect(commaFix.map { $0.end - $0.start } == 1, "the comma becomes the ')'")
        #expect(
            parsed.assignments.map(\.target.text) == ["r.d", "r.d", "r.d", "r.c"], "a path may go on on the next line")
    }

    @Test func singleParenthesisedSourceIsMarked() {
        let parsed = parseRules("row.t <- (download.t) | f")
        #expect(parsed.assignments.first?.isParenthesized == true)
        #expect(parsed.assignments.first?.sources.count == 1)
    }

    @Test func fallbackEndsAtTheLineEndUnlessTheLineGoesOn() {
        let parsed = parseRules("row.t <- download.a?.b ?? 1\n    row.u <- download.a")
        #expect(parsed.assignments.first?.sources.first?.fallback?.text == "1")
        // As Swift reads it, a line that ends with a binary operator goes on on the next (LineContinuationTests).
        let continued = parseRules("row.t <- download.a?.b ?? 1 +\n    2")
        #expect(continued.assignments.first?.sources.first?.fallback?.text == "1 +\n    2")
    }

    @Test func rulesSeparatedBySemicolons() {
        let parsed = parseRules("row.a <- download.a; row.b <-> download.b; on download.c -> changed")
        #expect(parsed.located == [])
        #expect(parsed.assignments.map(\.direction) == [.oneWay, .twoWay])
        #expect(parsed.actions.map(\.handler.name) == ["changed"])
    }

    @Test func onceAndOnAsNames() {
        let parsed = parseRules("on.x <- once.y\nrow.t <- once on.x")
        #expect(parsed.located == [])
        #expect(parsed.assignments.map(\.target.text) == ["on.x", "row.t"])
        #expect(parsed.assignments.map(\.isOnce) == [false, true])
        #expect(parsed.assignments.map { $0.sources.first?.path.text } == ["once.y", "on.x"])
    }

    @Test func ruleRangesAndArrowRanges() throws {
        let parsed = parseRules("    row.t   <->   download.t   |   f   ")
        let rule = try #require(parsed.assignments.first)
        #expect(parsed.text(rule.range) == "row.t   <->   download.t   |   f")
        #expect(parsed.text(rule.arrowRange) == "<->")
        #expect(parsed.text(rule.target.range) == "row.t")
    }

    /// Turning the arrow round would copy the other way; the fix swaps the sides, so the value goes where the user
    /// pointed it.
    @Test func aRightwardArrowIsFixedBySwappingTheSides() throws {
        let parsed = parseRules("download.t -> row.t")
        #expect(parsed.diagnostics.first?.fixIts.map(\.replacement) == ["row.t <- download.t"])
        #expect(parsed.assignments.isEmpty)
    }

    @Test func aRightwardArrowBeforeAPipelineHasNoFixThatWouldDropIt() throws {
        let parsed = parseRules("download.t -> row.t | uppercased")
        #expect(parsed.diagnostics.count == 1)
        #expect(parsed.diagnostics.first?.fixIts.isEmpty == true)
    }

    @Test func aHandlerAfterARightwardArrowIsAnActionWithoutOn() throws {
        let parsed = parseRules("download.t -> tChanged")
        #expect(parsed.messages == ["an action starts with 'on': write 'on download.t -> tChanged'"])
        #expect(parsed.diagnostics.first?.fixIts.map(\.replacement) == ["on "])
    }

    @Test func aRuleWithAnEqualsSignIsReportedAndStillRead() throws {
        let parsed = parseRules("row.t = download.t")
        #expect(
            parsed.messages == [
                "expected '<-' or '<->' after target 'row.t'; a binding rule is written 'row.t <- source'"
            ])
        #expect(parsed.diagnostics.first?.fixIts.map(\.replacement) == ["<-"])
        #expect(parsed.assignments.first?.sources.first?.path.text == "download.t")
    }

    /// `once` before the target: the message and the fix-its put it after the arrow, and the rule is still read as
    /// the once rule meant.
    @Test(arguments: [
        ("once row.t <- download.t", "row.t <- once download.t", "'once' goes after the arrow"),
        ("once row.t <- download.t | f", "row.t <- once download.t | f", "'once' goes after the arrow"),
        (
            "once row.t <- (download.a, download.b) | f", "row.t <- once (download.a, download.b) | f",
            "'once' goes after the arrow"
        ),
        ("once row.t <-> download.t", "row.t <- once download.t", "'once' applies only to one-way rules"),
        ("once row.t <- once download.t", "row.t <- once download.t", "'once' goes after the arrow"),
    ])
    func onceBeforeTheTargetIsMovedAfterTheArrow(written: String, fixed: String, problem: String) throws {
        let parsed = parseRules(written)
        let diagnostic = try #require(parsed.diagnostics.first)
        #expect(parsed.diagnostics.count == 1)
        #expect(diagnostic.message.hasPrefix(problem) && diagnostic.message.hasSuffix("; write '\(fixed)'"))
        #expect(parsed.text(diagnostic.range) == "once")
        let prefix = "binding B(download: Download, row: Row) {\n".utf8.count
        var text = Array(written.utf8)
        for fixIt in diagnostic.fixIts.sorted(by: { $0.range.start > $1.range.start }) {
            text.replaceSubrange(
                (fixIt.range.start - prefix)..<(fixIt.range.end - prefix), with: Array(fixIt.replacement.utf8))
        }
        #expect(String(decoding: text, as: UTF8.self) == fixed)
        #expect(parsed.assignments.map(\.isOnce) == [true])
        #expect(parsed.assignments.first?.target.text == "row.t")
    }
    /// A fallback written after the transforms, where the user meant it for the path: the message says where it
    /// goes, with the rule rewritten, and a `;` after it still ends the rule.
    @Test(arguments: [
        (
            "row.t <- download.owner?.name | f ?? \"none\"",
            "write 'download.owner?.name ?? <value> | f', where the value has the path's type, or give 'f' an optional input"
        ),
        ("row.t <- download.owner?.name ?? \"\" | f | g ?? \"none\"", "remove it: the path has its fallback already"),
        (
            "row.t <- (download.a, download.b) | f ?? 0",
            "give each source path that can be nil its own fallback inside the parentheses, as in '(a.x ?? 0, b.y) | f'"
        ),
    ])
    func aFallbackAfterTheTransformsSaysItBelongsToThePath(written: String, fix: String) throws {
        let (parsed, diagnostic) = try theOneMistake(in: written)
        #expect(diagnostic.message.contains("a fallback belongs to the path, before the first '|'"))
        #expect(diagnostic.message.hasSuffix("; \(fix)"))
        #expect(parsed.text(diagnostic.range) == "??")
    }
    /// Swift written in a rule, as a binding library in Swift would take it: the message shows the transform that
    /// computes it and the rule that applies it; the rule after it on the line is still read.
    @Test(arguments: [
        (
            "row.t <- download.t + 1",
            "compute the value in a transform, as in 'transform name(…) -> … = $0 + 1', and apply it: "
                + "'row.t <- download.t | name'"
        ),
        (
            "row.t <- download.items.map { $0.name }",
            "compute the value in a transform, as in 'transform name(…) -> … = $0.map { $0.name }', and apply it: "
                + "'row.t <- download.items | name'"
        ),
        (
            "row.t <- download.t\n        .formatted()",
            "compute the value in a transform, as in 'transform name(…) -> … = $0.formatted()', and apply it: "
                + "'row.t <- download.t | name'"
        ),
        (
            "row.t <-> download.t!",
            "compute the value in a reversible transform, as in 'transform name(…) <-> … { forward: $0! backward: … }', "
                + "and apply it: 'row.t <-> download.t | name'"
        ),
        ("row.t <- format(download.t)", "rather than calling it: write 'row.t <- download.t | format'"),
        (
            "row.t <- join(download.a, download.b)",
            "rather than calling it: write 'row.t <- (download.a, download.b) | join'"
        ),
        ("row.t <- format (download.t)", "rather than calling it: write 'row.t <- download.t | format'"),
        (
            "row.t <- max(download.t, 3)",
            "as in 'transform name(…) -> … = max($0, 3)', and apply it to the path it reads: "
                + "'row.t <- download.t | name'"
        ),
        (
            "row.t <- clamp(download.a, [1, 2], download?.b)",
            "as in 'transform name(…) -> … = clamp($0, [1, 2], $1)', and apply it to the paths it reads: "
                + "'row.t <- (download.a, download?.b) | name'"
        ),
        (
            "row.t <- clamp(download.t, min: 0, max: download.top)",
            "as in 'transform name(…) -> … = clamp($0, min: 0, max: $1)', and apply it to the paths it reads: "
                + "'row.t <- (download.t, download.top) | name'"
        ),
        (
            "row.t <- format(value: download.t)",
            "as in 'transform name(…) -> … = format(value: $0)', and apply it to the path it reads: "
                + "'row.t <- download.t | name'"
        ),
        (
            "row.t <- format(download.t) + 1",
            "as in 'transform name(…) -> … = …', and apply it to the path it reads: 'row.t <- <path> | name'"
        ),
        (
            "row.t <- download.t |> format",
            "a rule applies a transform with '|' alone: write 'row.t <- download.t | format'"
        ),
    ])
    func swiftAfterASourcePathSaysWhichTransformComputesIt(written: String, fix: String) throws {
        let (_, diagnostic) = try theOneMistake(in: written)
        #expect(diagnostic.message.hasSuffix(fix))
    }

    /// The one diagnostic of rule `written`, an `extraneous-tokens`, with a second rule after it on its line, which
    /// must still be read.
    private func theOneMistake(in written: String) throws -> (Parsed, Diagnostic) {
        let parsed = parseRules(written + "; row.u <- download.u")
        let diagnostic = try #require(parsed.diagnostics.first)
        #expect(parsed.diagnostics.count == 1)
        #expect(diagnostic.id == .extraneousTokens)
        #expect(parsed.assignments.map(\.target.text) == ["row.t", "row.u"])
        return (parsed, diagnostic)
    }

    @Test func aPipeOfAnotherLanguageIsReplacedByAFixIt() throws {
        let parsed = parseRules("row.t <- download.t |> format")
        let fixIts = try #require(parsed.diagnostics.first?.fixIts)
        #expect(fixIts.map { parsed.text($0.range) } == ["|>"])
        #expect(fixIts.map(\.replacement) == ["|"])
    }
}
