import BinderyCommandLine
import FixtureSupport
import Foundation
import Testing

/// `bindery graph` and `bindery dump`: what tools and people read of a checked module.
@Suite struct GraphAndDumpTests {
    private func run(_ arguments: [String]) -> (status: ExitCode, output: String, error: String) {
        let captured = CapturedConsole()
        let status = CommandLineTool.run(arguments, console: captured.console)
        return (status, captured.output, captured.error)
    }

    private var root: String { FixtureFiles.root.deletingLastPathComponent().path + "/" }
    private var download: String { root + "Fixtures/Valid/Download.bind" }

    @Test func dumpIsTheGoldenJSONAndTheSameBytesEveryTime() throws {
        let first = run(["dump", download, "--format", "json"])
        #expect(first.status == .success)
        #expect(first.error == "")
        #expect(run(["dump", download]).output == first.output)
        let relative = first.output.replacingOccurrences(of: root, with: "")
        let goldenPath = root + "Fixtures/Golden/Download.dump.json"
        if ProcessInfo.processInfo.environment["BINDERY_RECORD"] == "1" {
            try relative.write(toFile: goldenPath, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOfFile: goldenPath, encoding: .utf8)
        #expect(
            relative == golden, "Fixtures/Golden/Download.dump.json differs; rerun with BINDERY_RECORD=1 and review")
    }

    @Test func dumpResolvesRulesPathsAndDependencies() throws {
        let output = run(["dump", download]).output
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let files = try #require(object["files"] as? [[String: Any]])
        let models = try #require(files.first?["models"] as? [[String: Any]])
        let downloadModel = try #require(models.first { $0["name"] as? String == "Download" })
        let properties = try #require(downloadModel["properties"] as? [[String: Any]])
        let progress = try #require(properties.first { $0["name"] as? String == "progress" })
        #expect(progress["dependencies"] as? [String] == ["totalBytes", "writtenBytes"])
        let bindings = try #require(files.first?["bindings"] as? [[String: Any]])
        let rules = try #require(bindings.first?["rules"] as? [[String: Any]])
        let ownerName = try #require(rules.first { $0["target"] as? String == "row.ownerName" })
        let source = try #require((ownerName["sources"] as? [[String: Any]])?.first)
        #expect(source["path"] as? String == "download.owner?.name")
        #expect(source["fallback"] as? String == "\"Nobody\"")
        #expect(source["type"] as? String == "String")
    }

    @Test func dumpLocationsAreFields() throws {
        let output = run(["dump", download]).output
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 2)
        let files = try #require(object["files"] as? [[String: Any]])
        let models = try #require(files.first?["models"] as? [[String: Any]])
        let location = try #require(models.first?["location"] as? [String: Any])
        #expect(location["file"] as? String == download)
        #expect(location["line"] as? Int == 11)
        #expect(location["column"] as? Int == 7)
    }

    @Test func graphDrawsEveryRuleInBothFormats() {
        let dot = run(["graph", download])
        #expect(dot.status == .success)
        #expect(dot.output.hasPrefix("digraph Bindery {"))
        #expect(
            dot.output.contains(
                #""Download__title" -> "DownloadRow__title" [label="DownloadRowBinding | uppercased"];"#))
        #expect(
            dot.output.contains(
                #""Download__celsius" -> "DownloadRow__fahrenheit" [label="DownloadRowBinding | fahrenheit", dir=both];"#
            ))
        #expect(
            dot.output.contains(
                #""Download__title" -> "DownloadRow__firstTitle" [label="DownloadRowBinding", style=dashed];"#))
        let mermaid = run(["graph", download, "--format", "mermaid"])
        #expect(mermaid.output.hasPrefix("flowchart LR\n"))
        #expect(
            mermaid.output.contains(
                "Download__celsius <-->|\"DownloadRowBinding | fahrenheit\"| DownloadRow__fahrenheit"))
        #expect(mermaid.output.contains("Download__totalBytes -.-> DownloadRowBinding__totalChanged"))
    }

    @Test func graphAndDumpRefuseSpecsWithErrors() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bindery-graph-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("Bad.bind").path
        try Data("model M {\n    var x: Int = 0\n}\nbinding B(m: M) {\n    m.x <- m.y\n}\n".utf8).write(
            to: URL(fileURLWithPath: path))
        for command in ["graph", "dump"] {
            let result = run([command, path])
            #expect(result.status == .specErrors)
            #expect(result.output == "")
            #expect(result.error.contains("Bad.bind:5:14: error: model 'M' has no property 'y'"))
        }
        #expect(run(["graph", path, "--format", "svg"]).status == .failure)
    }
}
