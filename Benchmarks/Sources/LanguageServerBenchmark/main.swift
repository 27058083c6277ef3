import BinderyCompiler
import BinderyLanguageServer
import BinderySource
import Foundation

// An edit in a 1,000-model workspace (100 files of 10 models, 500 bindings), through the LSP framing, until its
// diagnostics arrive: half the edits break a rule (a misspelt property), half fix it again. Target: under
// 100 ms. Then the compiler's share of it: the module compiled from scratch, again with one file changed (what
// the server does), and the checker alone.
//
//   LanguageServerBenchmark --files 300       a larger workspace (10 models a file), to see how an edit's cost grows
//   LanguageServerBenchmark --edits 0 --server-only   no edits and no compiler breakdown: callgrind's baseline, so
//                                             that a run with --edits N, less this one, counts N edits alone

let arguments = CommandLine.arguments.dropFirst()

func value(of option: String) -> Int? {
    guard let index = arguments.firstIndex(of: option), arguments.index(after: index) < arguments.endIndex else {
        return nil
    }
    return Int(arguments[arguments.index(after: index)])
}

let files = value(of: "--files") ?? 100
let modelsPerFile = value(of: "--models-per-file") ?? 10
let edits = value(of: "--edits") ?? 40
let serverOnly = arguments.contains("--server-only")
let editedFile = files / 2
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bindery-lsp-benchmark-\(UUID())")
try SyntheticWorkspace.write(files: files, modelsPerFile: modelsPerFile, to: folder)
defer { try? FileManager.default.removeItem(at: folder) }

func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}

func summary(_ values: [Double]) -> String {
    let sorted = values.sorted()
    let median = sorted[sorted.count / 2]
    let p90 = sorted[min(sorted.count - 1, sorted.count * 9 / 10)]
    return String(format: "median %6.1f ms, p90 %6.1f ms, max %6.1f ms", median, p90, sorted.last ?? 0)
}

let clock = ContinuousClock()
let client = BenchmarkClient()
let rootURI = BenchmarkClient.quoted(folder.absoluteString)
client.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"rootUri":\#(rootURI),"capabilities":{}}}"#)
_ = client.wait { $0["id"] == 1 }
client.send(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)

let edited = folder.appendingPathComponent("Specs\(editedFile).bind")
let uri = BenchmarkClient.quoted(edited.absoluteString)
let text = SyntheticWorkspace.text(file: editedFile, modelsPerFile: modelsPerFile)
let start = Date()
client.send(
    #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":\#(uri),"languageId":"bind","version":1,"text":\#(BenchmarkClient.quoted(text))}}}"#
)
client.send(
    #"{"jsonrpc":"2.0","id":2,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":\#(uri)}}}"#)
guard client.wait(for: { $0["id"] == 2 }) != nil else { fatalError("no answer from the first compilation") }
print(String(format: "first compilation of the workspace: %.0f ms", Date().timeIntervalSince(start) * 1000))

// `row.title <- item.label` on the first binding's line: "label" becomes "lable" and back.
let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
let line = lines.firstIndex { $0.contains("row.title <- item.label") }!
let column = lines[line].utf16.count - " | uppercased".utf16.count - "label".utf16.count
var round = [Double]()
for edit in 0..<edits {
    let breaking = edit % 2 == 0
    let replacement = breaking ? "lable" : "label"
    let change =
        #"{"range":{"start":{"line":\#(line),"character":\#(column)},"end":{"line":\#(line),"character":\#(column + 5)}},"text":"\#(replacement)"}"#
    let sent = clock.now
    client.send(
        #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":\#(uri),"version":\#(edit + 2)},"contentChanges":[\#(change)]}}"#
    )
    let published = client.wait {
        $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["uri"] == .string(edited.absoluteString)
            && ($0["params"]?["diagnostics"]?.arrayValue?.isEmpty ?? true) != breaking
    }
    guard published != nil else { fatalError("no diagnostics after edit \(edit)") }
    round.append(milliseconds(clock.now - sent))
}
if !round.isEmpty {
    print("edit → diagnostics (\(edits) edits, \(files * modelsPerFile) models): " + summary(round))
}
client.send(#"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#)
client.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
if serverOnly { exit(0) }

// Where the time goes: the compiler on the same workspace.
var sources = SourceFiles()
for file in 0..<files {
    sources.add(
        SourceFile(path: "Specs\(file).bind", text: SyntheticWorkspace.text(file: file, modelsPerFile: modelsPerFile)))
}
var scratch = [Double]()
var reused = [Double]()
var parseOnly = [Double]()
var previous = Compilation(files: sources)
for edit in 0..<10 {
    var changed = SourceFiles()
    for id in sources.ids {
        let source = sources[id]
        changed.add(
            id.index == editedFile
                ? SourceFile(path: source.path, text: source.text(0..<source.bytes.count) + "// \(edit)\n") : source)
    }
    scratch.append(milliseconds(clock.measure { _ = Compilation(files: changed) }))
    reused.append(milliseconds(clock.measure { previous = Compilation(files: changed, reusingTreesOf: previous) }))
    parseOnly.append(milliseconds(clock.measure { _ = Compilation.parseOnly(changed) }))
}
print("compile from scratch (parse + check):   " + summary(scratch))
print("compile, one file changed (the server): " + summary(reused))
print("parse every file (no check):            " + summary(parseOnly))
