import Bindery
import Foundation
import Testing

/// What a user sees on standard error: `BINDERY_TRACE=1` prints every event, and a cycle that never settles is
/// reported with its rule and spec location. The environment is read when the runtime loads, so each scenario runs
/// in a child process: this test binary again, running only that scenario.
@Suite struct TraceOutputTests {
    @Test func binderyTraceOnePrintsEveryEventAndACycleNamesItsRuleAndSpecLine() throws {
        let output = try ChildProcess.run(scenario: "cycle", environment: ["BINDERY_TRACE": "1"])
        #expect(output.status == 0, "the scenario failed:\n\(output.standardError)")
        let lines = output.standardError.split(separator: "\n").map(String.init)
        let warning = lines.first { $0.hasPrefix("warning: Bindery:") }
        #expect(warning?.contains("did not settle after 100 rounds") == true)
        #expect(warning?.contains("`to.value <- from.value` (") == true)
        #expect(warning?.contains("Specs/Reactivity.bind:40:5)") == true)
        let traced = lines.filter { $0.hasPrefix("bindery: ") }
        #expect(traced.contains("bindery: set Cell.value: 0 → 1"))
        #expect(traced.contains { $0.hasPrefix("bindery: rule b.value <- a.value | inc (") })
        #expect(traced.contains { $0.hasPrefix("bindery: stopped `to.value <- from.value` (") })
        #expect(traced.contains("bindery: batch began") && traced.contains("bindery: batch delivered"))
    }

    @Test func withoutBinderyTraceNothingButTheWarningIsPrinted() throws {
        let output = try ChildProcess.run(scenario: "cycle", environment: ["BINDERY_TRACE": "0"])
        #expect(output.status == 0, "the scenario failed:\n\(output.standardError)")
        let lines = output.standardError.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("warning: Bindery:") }.count == 1)
        #expect(!lines.contains { $0.hasPrefix("bindery: ") })
    }

    /// Run only as a child of the tests above: a batch, then a cycle across two bindings.
    @Test(.enabled(if: ChildProcess.scenario == "cycle"))
    @MainActor func cycleScenario() {
        let events = StoppedEvents()
        Bindery.trace = { event in if event.kind == .stopped { events.append(event) } }
        let a = Cell()
        let b = Cell()
        Bindery.batch { a.value = 1 }
        let x = Increment(a: a, b: b)
        let y = Link(from: b, to: a)
        let stopped = events.all
        #expect(stopped.count == 1)
        #expect(stopped.first?.rule == "to.value <- from.value")
        #expect(stopped.first?.location?.hasSuffix("Specs/Reactivity.bind:40:5") == true)
        _ = (x, y)
    }
}

extension TraceOutputTests {
    /// A two-way rule's writes into a target only it watches are muted, so they are neither delivered nor counted;
    /// a cycle through its source still stops after 100 rounds, with a warning naming the rule.
    @Test func aCycleThroughTheSourceOfAMutedTwoWayRuleStopsWithAWarningNamingIt() throws {
        let output = try ChildProcess.run(scenario: "twoWayCycle", environment: ["BINDERY_TRACE": "0"])
        #expect(output.status == 0, "the scenario failed:\n\(output.standardError)")
        let warnings = output.standardError.split(separator: "\n").filter { $0.hasPrefix("warning: Bindery:") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("the change of Form.count did not settle after 100 rounds") == true)
        #expect(warnings.first?.contains("`field.count <-> form.count | doubled` (") == true)
        #expect(warnings.first?.contains("Specs/TwoWay.bind:24:5)") == true)
    }

    /// Run only as a child of the test above, with tracing off (tracing turns muting off): an observer that
    /// changes what it observes on every change.
    @Test(.enabled(if: ChildProcess.scenario == "twoWayCycle"))
    @MainActor func twoWayCycleScenario() {
        let form = Form()
        let field = Field()
        let binding = FormField(form: form, field: field)
        let token = form.observe(\.count) { change in form.count = change.new + 1 }
        form.count = 1
        #expect(form.count > 100)
        #expect(field.count == (form.count - 1) * 2, "the change that was stopped was not carried")
        token.cancel()
        binding.cancel()
    }
}

extension TraceOutputTests {
    /// An action is traced when its handler is called, and only then: not when the binding starts, for an action
    /// that is not `initial`, nor when what it reads through a path was replaced by an equal value.
    @Test func anActionThroughAPathIsTracedOnlyWhenItsHandlerIsCalled() throws {
        let output = try ChildProcess.run(scenario: "pathAction", environment: ["BINDERY_TRACE": "1"])
        #expect(output.status == 0, "the scenario failed:\n\(output.standardError)")
        let actions = output.standardError.split(separator: "\n").filter { $0.hasPrefix("bindery: action ") }
        #expect(actions.count == 1, "\(actions)")
        #expect(actions.first?.hasPrefix("bindery: action on employee.employer?.name -> employerNameChanged (") == true)
    }

    /// Run only as a child of the test above.
    @Test(.enabled(if: ChildProcess.scenario == "pathAction"))
    @MainActor func pathActionScenario() {
        let employee = Employee(employer: Company(name: "Acme"))
        let badge = Badge()
        var names: [String?] = []
        let binding = BadgeBinding(employee: employee, badge: badge) { names.append($0.new) }
        employee.employer = Company(name: "Acme")
        employee.employer?.name = "Initech"
        #expect(names == ["Initech"])
        binding.cancel()
    }
}

extension TraceOutputTests {
    /// An action is traced each time its handler is called, and only then: an action on one property at each
    /// change, one on several paths once per propagation or batch that changed what it reads, and either when the
    /// binding starts only if it is `initial`.
    @Test func anActionIsTracedWhenItsHandlerIsCalledAndOnlyThen() throws {
        let (starting, running) = try ChildProcess.traced("actions")
        func count(_ action: String, in lines: [String]) -> Int { lines.countTraced("action", action) }
        #expect(count("on counter.value -> valueChanged", in: starting) == 0, "\(starting)")
        #expect(count("on counter.value initial -> valueSeen", in: starting) == 1, "\(starting)")
        #expect(count("on counter.value, counter.step -> anyChanged", in: starting) == 0, "\(starting)")
        #expect(count("on counter.step, counter.value initial -> started", in: starting) == 1, "\(starting)")
        #expect(count("on counter.value -> valueChanged", in: running) == 2, "\(running)")
        #expect(count("on counter.value initial -> valueSeen", in: running) == 2, "\(running)")
        #expect(count("on counter.value, counter.step -> anyChanged", in: running) == 2, "\(running)")
        #expect(count("on counter.step, counter.value initial -> started", in: running) == 2, "\(running)")
    }

    /// Run only as a child of the test above: one set, then a batch of two.
    @Test(.enabled(if: ChildProcess.scenario == "actions"))
    func actionsScenario() {
        let counter = Counter()
        let log = Log()
        var calls = (valueChanged: 0, valueSeen: 0, anyChanged: 0, started: 0)
        let binding = CounterLog(
            counter: counter, log: log, valueChanged: { _ in calls.valueChanged += 1 },
            valueSeen: { _ in calls.valueSeen += 1 }, anyChanged: { calls.anyChanged += 1 },
            started: { calls.started += 1 }, resetRequested: { _ in })
        ChildProcess.markStarted()
        counter.value = 1
        Bindery.batch {
            counter.value = 2
            counter.step = 3
        }
        #expect(calls == (valueChanged: 2, valueSeen: 3, anyChanged: 2, started: 3))
        binding.cancel()
        _ = log
    }
}

extension TraceOutputTests {
    /// Every rule the binding applies as it starts is traced then, once: a direct rule and a `once` rule, which the
    /// binding applies itself, as well as those its reactions and echo guards apply. Afterwards a `once` rule is
    /// never traced again, and a direct rule once per change of its source.
    @Test func everyRuleAppliedAsTheBindingStartsIsTracedOnce() throws {
        let (starting, running) = try ChildProcess.traced("bindingStart")
        func count(_ rule: String, in lines: [String]) -> Int { lines.countTraced("rule", rule) }
        for rule in [
            "row.title <- download.title | uppercased", "row.progressText <- download.progress | percent",
            "row.fahrenheit <-> download.celsius | fahrenheit", "row.firstTitle <- once download.title",
        ] {
            #expect(count(rule, in: starting) == 1, "\(rule): \(starting)")
        }
        let title = starting.firstIndex { $0.hasPrefix("bindery: rule row.title <- ") }
        #expect(title.map { starting[$0 + 1] } == "bindery: set DownloadRow.title: \"\" → \"DRAFT\"", "\(starting)")
        #expect(count("row.title <- download.title | uppercased", in: running) == 1, "\(running)")
        #expect(count("row.firstTitle <- once download.title", in: running) == 0, "\(running)")
    }

    /// Run only as a child of the test above: a binding started over a download, whose title is then set.
    @Test(.enabled(if: ChildProcess.scenario == "bindingStart"))
    @MainActor func bindingStartScenario() {
        let download = Download(title: "draft")
        let row = DownloadRow()
        let binding = DownloadRowBinding(download: download, row: row, totalChanged: { _ in }, sizesChanged: {})
        ChildProcess.markStarted()
        download.title = "final"
        #expect(row.title == "FINAL" && row.firstTitle == "draft")
        binding.cancel()
    }
}

extension TraceOutputTests {
    /// A two-way rule is traced when it writes the other side, once a set: not again when that write comes back to
    /// it and it takes the change for its own echo, whether an observer hears the other side or a reaction reads
    /// it through a path.
    @Test func aTwoWayRuleIsTracedWhenItWritesAndNotForItsOwnEcho() throws {
        let rules = try ChildProcess.traced("twoWayEcho").running.filter { $0.hasPrefix("bindery: rule ") }
        func count(_ rule: String) -> Int { rules.countTraced("rule", rule) }
        #expect(count("field.text <-> form.text") == 2, "\(rules)")
        #expect(count("field.count <-> form.count | doubled") == 2, "\(rules)")
        #expect(count("field.count <-> sheet.form?.count ?? 0 | doubled") == 2, "\(rules)")
        #expect(rules.count == 6, "\(rules)")
    }

    /// Run only as a child of the test above: each rule's two sides set once.
    @Test(.enabled(if: ChildProcess.scenario == "twoWayEcho"))
    @MainActor func twoWayEchoScenario() {
        let form = Form()
        let field = Field()
        let sheetForm = Form()
        let sheet = Sheet(form: sheetForm)
        let sheetField = Field()
        let bindings = (FormField(form: form, field: field), SheetField(sheet: sheet, field: sheetField))
        ChildProcess.markStarted()
        form.text = "a"
        field.text = "b"
        form.count = 2
        field.count = 6
        sheetForm.count = 5
        sheetField.count = 4
        #expect(form.text == "b" && field.count == 6 && form.count == 3)
        #expect(sheetField.count == 4 && sheetForm.count == 2)
        bindings.0.cancel()
        bindings.1.cancel()
    }
}

extension TraceOutputTests {
    /// The same for a two-way rule with an external class on one side, which a reaction reads through Swift's
    /// Observation: its write into the class is traced, and the change that comes back is not.
    @Test func aTwoWayRuleWithAnExternalClassIsTracedWhenItWritesAndNotForItsOwnEcho() throws {
        let rules = try ChildProcess.traced("externalTwoWayEcho").running.filter { $0.hasPrefix("bindery: rule ") }
        #expect(rules.count == 2, "\(rules)")
        #expect(rules.allSatisfy { $0.hasPrefix("bindery: rule account.query <-> form.query (") }, "\(rules)")
    }

    /// Run only as a child of the test above: each side set once.
    @Test(.enabled(if: ChildProcess.scenario == "externalTwoWayEcho"))
    @MainActor func externalTwoWayEchoScenario() async {
        let account = Account()
        let label = Label()
        let form = SearchForm()
        let binding = ScreenBinding(
            account: account, label: label, form: form, countChanged: { _ in }, formChanged: {})
        await settle()
        ChildProcess.markStarted()
        account.query = "from the account"
        await settle()
        form.query = "from the form"
        await settle()
        #expect(form.query == "from the form" && account.query == "from the form")
        binding.cancel()
        _ = label
    }

    /// Lets the main actor run what Observation's change handlers scheduled.
    private func settle() async {
        for _ in 0..<20 { await Task.yield() }
    }
}

private final class StoppedEvents: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [TraceEvent] = []

    func append(_ event: TraceEvent) { lock.withLock { events.append(event) } }

    var all: [TraceEvent] { lock.withLock { events } }
}

extension [String] {
    /// How many of these traced lines report `kind` (`rule`, `action`) of the rule or action written `text`.
    func countTraced(_ kind: String, _ text: String) -> Int {
        filter { $0.hasPrefix("bindery: \(kind) \(text) (") }.count
    }
}

/// This test binary, run again with one scenario enabled.
enum ChildProcess {
    static let scenario = ProcessInfo.processInfo.environment["BINDERY_TEST_SCENARIO"]

    struct Output {
        var status: Int32
        var standardError: String

        /// The traced lines before and after the scenario's ``ChildProcess/markStarted()``.
        var tracedAroundStart: (starting: [String], running: [String]) {
            let lines = standardError.split(separator: "\n").map(String.init)
            let mark = lines.firstIndex(of: ChildProcess.startedLine) ?? lines.endIndex
            let traced = { (lines: ArraySlice<String>) in lines.filter { $0.hasPrefix("bindery: ") } }
            return (traced(lines[..<mark]), traced(lines[mark...]))
        }
    }

    static let startedLine = "scenario: started"

    /// Marks on standard error, among the traced lines, where the scenario's bindings have started.
    static func markStarted() {
        FileHandle.standardError.write(Data((startedLine + "\n").utf8))
    }

    /// Runs `scenario` with `BINDERY_TRACE=1`, expects it to pass, and returns its traced lines around its start.
    static func traced(_ scenario: String) throws -> (starting: [String], running: [String]) {
        let output = try run(scenario: scenario, environment: ["BINDERY_TRACE": "1"])
        #expect(output.status == 0, "the scenario failed:\n\(output.standardError)")
        return output.tracedAroundStart
    }

    static func run(scenario: String, environment: [String: String]) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = argumentsWithoutFilters() + ["--filter", "TraceOutputTests/\(scenario)Scenario"]
        process.environment = ProcessInfo.processInfo.environment.merging(
            environment.merging(["BINDERY_TEST_SCENARIO": scenario]) { $1 }
        ) { $1 }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, standardError: String(decoding: data, as: UTF8.self))
    }

    /// The arguments this process was started with, minus any test filter.
    private static func argumentsWithoutFilters() -> [String] {
        var arguments: [String] = []
        var iterator = CommandLine.arguments.dropFirst().makeIterator()
        while let argument = iterator.next() {
            if argument == "--filter" || argument == "--skip" {
                _ = iterator.next()
            } else {
                arguments.append(argument)
            }
        }
        return arguments
    }
}
