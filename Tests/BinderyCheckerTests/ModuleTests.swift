import BinderyChecker
import BinderyParser
import BinderySource
import Testing

/// Several spec files checked as one module, and the resolved model the generator receives.
@Suite struct ModuleTests {
    private func check(_ sources: [(path: String, text: String)]) -> (CheckedModule, [Diagnostic]) {
        var files = SourceFiles()
        var diagnostics = Diagnostics()
        let trees = sources.map { source in
            let id = files.add(SourceFile(path: source.path, text: source.text))
            return Parser.parse(files[id], id: id, diagnostics: &diagnostics)
        }
        let checked = Checker.check(trees, sources: files)
        return (checked.module, diagnostics.all + checked.diagnostics.all)
    }

    private let models = (
        path: "Models.bind",
        text: """
        options {
            access: public
        }

        model Person {
            var name: String = ""
            var employer: Company?
        }

        model Company: Codable {
            var name: String = ""
        }
        """
    )

    private let bindings = (
        path: "Rows.bind",
        text: """
        model Row {
            var title: String = ""
            var company: String = ""
        }

        binding RowBinding(person: Person, row: Row) {
            row.title <- person.name | uppercased
            row.company <- person.employer?.name ?? "Independent"
            on person.employer -> employerChanged
        }
        """
    )

    @Test func aBindingInOneFileResolvesModelsOfAnother() throws {
        let (module, diagnostics) = check([models, bindings])
        #expect(diagnostics.isEmpty)
        #expect(module.files.map(\.baseName) == ["Models", "Rows"])
        let binding = try #require(module.files[1].bindings.first)
        #expect(binding.parameters.map(\.model) == ["Person", "Row"])
        guard case .assignment(let company) = binding.rules[1] else {
            Issue.record("the second rule is an assignment")
            return
        }
        let source = try #require(company.sources.first)
        #expect(source.path.steps.map(\.model) == ["Person", "Company"])
        #expect(source.path.canBreak)
        #expect(source.path.type == .optional(.named("String")))
        #expect(source.type == .named("String"))
        guard case .action(let action) = binding.rules[2] else {
            Issue.record("the third rule is an action")
            return
        }
        #expect(action.changeType == .optional(.named("Company")))
    }

    @Test func optionsApplyToTheirOwnFileOnly() {
        let (module, _) = check([models, bindings])
        #expect(module.files[0].options.access == .public)
        #expect(module.files[1].options.access == .internal)
        #expect(module.model(named: "Person")?.access == .public)
        #expect(module.model(named: "Row")?.access == .internal)
        #expect(module.model(named: "Person")?.property(named: "employer")?.referencedModel == "Company")
        #expect(module.model(named: "Company")?.implementsCodable == true)
    }

    @Test func theFilesOrderDoesNotChangeTheResult() {
        let (forward, forwardDiagnostics) = check([models, bindings])
        let (backward, backwardDiagnostics) = check([bindings, models])
        #expect(forwardDiagnostics.isEmpty && backwardDiagnostics.isEmpty)
        #expect(Set(forward.bindings.map(\.name)) == Set(backward.bindings.map(\.name)))
        #expect(forward.bindings.first?.rules.count == backward.bindings.first?.rules.count)
    }

    @Test func typesAreNormalisedWhateverTheSpelling() {
        let (module, diagnostics) = check([
            (
                "Types.bind",
                """
                model Spellings {
                    var a: Optional<Array<Swift.Int>> = nil
                    var b: [Int]?
                    var c: Dictionary<String, Int> = [:]
                }
                """
            )
        ])
        #expect(diagnostics.isEmpty)
        let properties = module.model(named: "Spellings")?.properties ?? []
        #expect(properties.map(\.type.description) == ["[Int]?", "[Int]?", "[String: Int]"])
    }

    /// Only Swift knows whether `Date` or a misspelling exists; the generated code names each such type first at the
    /// spec's own line and column, so the checker hands them over verbatim, once per spelling.
    @Test func typesNoSpecDeclaresAreHandedToSwiftWithTheirSpecLocations() {
        let (module, diagnostics) = check([
            models,
            (
                "Stamps.bind",
                """
                import Foundation

                model Stamp: Sendable, Doable {
                    var at: Date = Date()
                    var owner: Person?
                    var byDay: [Int: Array<Strng>] = [:]
                    var again: Date?
                }

                transform day(Date) -> Strng = .init($0.description)
                """
            ),
        ])
        #expect(diagnostics.allSatisfy { $0.severity != .error })
        let references = module.files[1].swiftTypeReferences
        // A type a declaration holds as an array's element, its `[` one column before it, where Swift reports a
        // noncopyable type; a conformance as `any P`, its `any` before it, where Swift reports a concrete type.
        #expect(references.map(\.written.text) == ["any Doable", "[Date]", "[Strng]"])
        #expect(
            references.map { "\($0.written.location.line):\($0.written.location.column)" } == ["3:20", "4:12", "6:27"])
    }

    /// Only a type a generated declaration holds is asked whether it is copyable: not a metatype, which always is,
    /// nor the protocol in `any P`, which `[P]` would use as a type (Swift warns of that for a protocol with an
    /// associated type), nor a conformance. Those two are asked as `any P`, which Swift rejects for a struct or class.
    @Test func onlyHeldTypesAreAskedAsAnArraysElement() {
        let (module, diagnostics) = check([
            (
                "Held.bind",
                """
                model Holder: Marked {
                    var token: Token?
                    var kind: Kind.Type = Kind.self
                    var element: any Element
                    var again: Token
                }
                """
            )
        ])
        #expect(diagnostics.allSatisfy { $0.severity != .error }, "\(diagnostics.map(\.message))")
        let references = module.files[0].swiftTypeReferences.map(\.written.text)
        #expect(references == ["any Marked", "[Token]", "Kind.Type", "any Element"])
    }

    /// In a spec whose access is public or package, the generated code requires a type to be as visible only where a
    /// declaration it makes names the type: a model's property, a transform's signature, a binding's parameter, in
    /// any spec of the module; not an external class's member, nor a model's conformance (a public class may conform
    /// to an internal protocol).
    @Test func onlyTypesTheGeneratedInterfaceNamesMustBeAsVisibleAsIt() {
        let (module, diagnostics) = check([
            (
                "Views.bind",
                """
                options { access: public }

                external class Label {
                    var style: Style
                }

                external class Unbound {
                    var count: Int
                }

                model Card: Tappable {
                    var size: Size = Size()
                    var label: Label?
                }

                transform measure(Size) -> Width = Width()
                """
            ),
            ("Bindings.bind", "binding Show(card: Card) {\n}"),
        ])
        #expect(diagnostics.allSatisfy { $0.severity != .error }, "\(diagnostics.map(\.message))")
        let references = module.files[0].swiftTypeReferences.map { "\($0.written.text): \($0.isInInterface)" }
        #expect(
            references == [
                "Label: true", "[Style]: false", "Unbound: false", "any Tappable: false", "[Size]: true",
                "[Width]: true",
            ])
    }

    @Test func aSpecPathSwiftCannotNameInSourceLocationIsWarnedAboutOnceAtItsStart() {
        let text = "model Marker {}\n"
        let (_, diagnostics) = check([
            (path: "Specs/Quoted \"draft\".bind", text: text), (path: "Specs/a\\b.bind", text: text),
            (path: "Specs/line\nbreak.bind", text: text), (path: "Spécs/Ünïcode ok.bind", text: text),
        ])
        let warnings = diagnostics.filter { $0.id == .unnameableSpecPath }
        #expect(
            warnings.map { String($0.message.prefix(36)) } == [
                "the path of this spec holds '\"', whi", "the path of this spec holds '\\', whi",
                "the path of this spec holds a line b",
            ])
        #expect(warnings.allSatisfy { $0.severity == .warning && $0.range.start == 0 })
        #expect(Set(warnings.map(\.range.file)).count == 3, "one warning a file; a non-ASCII path is nameable")
    }
}
