import BinderyCompiler
import BinderySource
import Foundation
import Testing

/// Runs the whole pipeline on a fixture and compares what it reports with the fixture's expectations.
struct FixtureVerifier {
    /// A diagnostic or note as a person reads it.
    struct Reported: CustomStringConvertible {
        var path: String
        var line: Int
        var column: Int
        var severity: Diagnostic.Severity
        var message: String

        var description: String { "\(path):\(line):\(column): \(severity.rawValue): \(message)" }
    }

    /// Every mismatch, each naming the fixture file and line.
    static func mismatches(paths: [String], imported: [String] = [], moduleName: String? = nil) -> [String] {
        var problems: [String] = []
        var expectations: [Expectation] = []
        // An imported spec may expect notes: at its declarations, which this module's diagnostics point at.
        let importedPaths = imported.map { argument in
            argument.firstIndex(of: "=").map { String(argument[argument.index(after: $0)...]) } ?? argument
        }
        for path in paths + importedPaths {
            guard let data = FileManager.default.contents(atPath: path) else {
                return ["\(path): cannot read the fixture"]
            }
            let parsed = Expectation.parse([UInt8](data), path: path)
            expectations += parsed.expectations
            problems += parsed.problems
        }
        let compilation: Compilation
        do {
            compilation = try Compilation(paths: paths, imported: imported, moduleName: moduleName)
        } catch {
            return error.messages
        }
        var reported = compilation.sortedDiagnostics.flatMap { diagnostic in
            [report(diagnostic.severity, diagnostic.message, diagnostic.range, compilation.files)]
                + diagnostic.notes.map { report(.note, $0.message, $0.range, compilation.files) }
        }
        var unmatched: [Expectation] = []
        for expectation in expectations {
            if let index = reported.firstIndex(where: { matches($0, expectation, checkingColumn: true) }) {
                reported.remove(at: index)
            } else {
                unmatched.append(expectation)
            }
        }
        for expectation in unmatched {
            let place = "\(expectation.path):\(expectation.commentLine)"
            if let index = reported.firstIndex(where: { matches($0, expectation, checkingColumn: false) }) {
                problems.append(
                    "\(place): \(expectation.severity.rawValue) at column \(reported[index].column), expected column \(expectation.column ?? 0): \(expectation.message)"
                )
                reported.remove(at: index)
            } else {
                problems.append("\(place): missing \(expectation)")
            }
        }
        problems += reported.map { "\($0.path):\($0.line): unexpected \($0)" }
        return problems
    }

    private static func report(
        _ severity: Diagnostic.Severity, _ message: String, _ range: SourceRange, _ files: SourceFiles
    ) -> Reported {
        let location = files.location(range)
        return Reported(
            path: location.path, line: location.line, column: location.column, severity: severity, message: message)
    }

    private static func matches(_ reported: Reported, _ expectation: Expectation, checkingColumn: Bool) -> Bool {
        reported.path == expectation.path && reported.line == expectation.line
            && reported.severity == expectation.severity && reported.message == expectation.message
            && (!checkingColumn || expectation.column == nil || expectation.column == reported.column)
    }
}
