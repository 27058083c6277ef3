import BinderyLanguageServer
import FixtureSupport
import Foundation
import Testing

/// Every quick fix the server offers for an invalid fixture, applied as an editor applies it, must leave a spec that
/// no longer reports the diagnostic it was offered for: a fix that does not fix is worse than none.
@Suite struct FixItTests {
    /// The single-file fixtures that are text: an editor opens no other.
    static let fixtures: [String] = FixtureFiles.cases(in: "Invalid").filter { $0.paths.count == 1 }
        .flatMap(\.paths).filter { (try? String(contentsOfFile: $0, encoding: .utf8)) != nil }

    /// What identifies a diagnostic across edits that move it: its code and its message.
    static func identity(_ diagnostic: JSONValue) -> String {
        "\(diagnostic["code"]?.stringValue ?? ""): \(diagnostic["message"]?.stringValue ?? "")"
    }

    static func count(_ identity: String, in diagnostics: [JSONValue]) -> Int {
        diagnostics.filter { Self.identity($0) == identity }.count
    }

    @Test(arguments: fixtures)
    func eachQuickFixRemovesItsDiagnostic(_ path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let name = URL(fileURLWithPath: path).lastPathComponent
        let folder = try TestFolder([name: text])
        let client = PipeClient(root: folder.url)
        defer { _ = client.shutDown() }
        let uri = folder.uri(name)
        client.open(uri, text)
        let before = client.diagnostics(for: uri) ?? []
        let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
        let actions =
            client.request(
                "textDocument/codeAction",
                [
                    "textDocument": ["uri": .string(uri)],
                    "range": [
                        "start": ["line": 0, "character": 0], "end": ["line": .int(lineCount), "character": 0],
                    ],
                    "context": ["diagnostics": .array(before)],
                ])["result"]?.arrayValue ?? []
        var version = 1
        for action in actions {
            guard let fixed = action["diagnostics"]?[0] else { continue }
            let identity = Self.identity(fixed)
            let edited = TextEdits.applying(action["edit"]?["changes"]?[uri], to: text)
            version += 1
            client.notify(
                "textDocument/didChange",
                [
                    "textDocument": ["uri": .string(uri), "version": .int(version)],
                    "contentChanges": [["text": .string(edited)]],
                ])
            let after = client.waitForDiagnostics(for: uri, version: version) ?? []
            #expect(
                Self.count(identity, in: after) < Self.count(identity, in: before),
                "\(action["title"]?.stringValue ?? "") left \(identity) in:\n\(edited)")
        }
    }
}

extension PipeClient {
    /// The diagnostics published for `uri` at `version`; those of earlier versions are dropped.
    func waitForDiagnostics(for uri: String, version: Int) -> [JSONValue]? {
        while let message = waitFor(
            timeout: 20, { $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["uri"] == .string(uri) })
        {
            if message["params"]?["version"] == .int(version) {
                return message["params"]?["diagnostics"]?.arrayValue ?? []
            }
        }
        return nil
    }
}
