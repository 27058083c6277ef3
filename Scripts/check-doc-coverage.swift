// Every public symbol of the Bindery module has a doc comment: read from the symbol graphs the compiler emits.
//
// Usage: swift Scripts/check-doc-coverage.swift SYMBOL_GRAPH_DIR [TOLERATED]
//   TOLERATED: a file of symbol paths (`Change.kind`, one a line, `#` comments) known to lack docs, so that today's
//   gaps do not hide tomorrow's. A tolerated symbol that now has docs, or no longer exists, is an error too, so the
//   list only shrinks. Prints `file:line: error:` for each problem; exits 1 if there is one.
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard let directory = arguments.first else {
    FileHandle.standardError.write(Data("usage: check-doc-coverage.swift SYMBOL_GRAPH_DIR [TOLERATED]\n".utf8))
    exit(2)
}
let toleratedFile = arguments.dropFirst().first
let tolerated: Set<String> = Set(
    (toleratedFile.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) } ?? "")
        .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty && !$0.hasPrefix("#") })

struct Symbol {
    var path: String
    var kind: String
    var file: String
    var line: Int
    var documented: Bool
}

var symbols: [Symbol] = []
let graphFiles = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
    .filter { $0.hasSuffix(".symbols.json") }.sorted()
for name in graphFiles {
    guard let data = FileManager.default.contents(atPath: "\(directory)/\(name)"),
        let graph = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let entries = graph["symbols"] as? [[String: Any]]
    else {
        print("\(directory)/\(name): error: not a symbol graph")
        exit(1)
    }
    for entry in entries {
        let access = entry["accessLevel"] as? String
        guard access == "public" || access == "open" else { continue }
        let precise = (entry["identifier"] as? [String: Any])?["precise"] as? String ?? ""
        // Members a protocol's default implementation gives (OptionSet's `union`, Equatable's `!=`) are documented
        // where they are declared, in the standard library.
        if precise.contains("::SYNTHESIZED::") { continue }
        let lines = (entry["docComment"] as? [String: Any])?["lines"] as? [[String: Any]] ?? []
        let text = lines.compactMap { $0["text"] as? String }.joined().trimmingCharacters(in: .whitespaces)
        let location = entry["location"] as? [String: Any]
        let uri = location?["uri"] as? String ?? ""
        let line = ((location?["position"] as? [String: Any])?["line"] as? Int ?? 0) + 1
        symbols.append(
            Symbol(
                path: (entry["pathComponents"] as? [String] ?? []).joined(separator: "."),
                kind: ((entry["kind"] as? [String: Any])?["displayName"] as? String ?? "symbol").lowercased(),
                file: URL(string: uri)?.path ?? uri, line: line, documented: !text.isEmpty))
    }
}

var problems = 0
for symbol in symbols where !symbol.documented && !tolerated.contains(symbol.path) {
    print("\(symbol.file):\(symbol.line): error: public \(symbol.kind) '\(symbol.path)' has no doc comment")
    problems += 1
}
let known = Dictionary(symbols.map { ($0.path, $0.documented) }, uniquingKeysWith: { $0 && $1 })
for path in tolerated.sorted() {
    switch known[path] {
    case nil:
        print(
            "\(toleratedFile ?? ""): error: '\(path)' is listed as undocumented but is not a public symbol; remove it")
        problems += 1
    case true?:
        print("\(toleratedFile ?? ""): error: '\(path)' is documented now; remove it from the list")
        problems += 1
    case false?:
        break
    }
}
let undocumented = symbols.filter { !$0.documented }.count
print(
    "\(symbols.count) public symbols, \(symbols.count - undocumented) documented, \(undocumented) tolerated or missing")
exit(problems == 0 ? 0 : 1)
