import BinderyCompiler
import FixtureSupport
import Foundation
import Testing

/// Every fixture through the whole pipeline: a spec in `Fixtures/Invalid` reports exactly the diagnostics its
/// `// expected-…` comments list, and a spec in `Fixtures/Valid` reports none it does not expect.
@Suite struct FixtureTests {
    static let invalid = FixtureFiles.cases(in: "Invalid")
    static let valid = FixtureFiles.cases(in: "Valid")

    @Test(arguments: invalid)
    func invalidFixtureReportsExactlyItsExpectations(_ fixture: FixtureCase) throws {
        let expectations = try fixture.paths.flatMap { path in
            Expectation.parse([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), path: path).expectations
        }
        #expect(
            expectations.contains { $0.severity != .note },
            "an invalid fixture must expect at least one error or warning")
        for mismatch in FixtureVerifier.mismatches(
            paths: fixture.paths, imported: fixture.imported, moduleName: fixture.moduleName)
        {
            Issue.record(Comment(rawValue: mismatch))
        }
    }

    @Test(arguments: valid)
    func validFixtureHasNoErrors(_ fixture: FixtureCase) throws {
        let compilation = try Compilation(
            paths: fixture.paths, imported: fixture.imported, moduleName: fixture.moduleName)
        #expect(!compilation.hasErrors)
        for mismatch in FixtureVerifier.mismatches(
            paths: fixture.paths, imported: fixture.imported, moduleName: fixture.moduleName)
        {
            Issue.record(Comment(rawValue: mismatch))
        }
    }

    @Test func thereAreEnoughSyntaxFixtures() {
        #expect(Self.invalid.filter { $0.name.hasPrefix("Invalid/syntax-") }.count >= 15)
        #expect(Self.valid.contains { $0.name == "Valid/Download.bind" })
    }
}
