import BinderyLanguageServer
import Foundation

/// libFuzzer's entry point for the language server: the input, read as UTF-8 (invalid bytes become U+FFFD, as an
/// editor would show them), is opened as a spec in an in-process server, which is then asked every request it
/// advertises: for the whole document, and at positions spread over it, some past a line's end. No input may crash
/// the server, and every request must get exactly one answer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLanguageServer(_ start: UnsafeRawPointer?, _ count: Int) -> Int32 {
    let bytes = start.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
    let text = String(decoding: bytes, as: UTF8.self)
    let session = FuzzSession()
    let uri = #""file:///bindery-fuzz/Fuzz.bind""#
    let document = #"{"uri":\#(uri)}"#
    session.request("initialize", #"{"rootUri":null,"capabilities":{}}"#)
    session.notify("initialized", "{}")
    session.notify(
        "textDocument/didOpen",
        #"{"textDocument":{"uri":\#(uri),"languageId":"bind","version":1,"text":\#(FuzzSession.quoted(text))}}"#)
    session.idle()
    for method in ["documentSymbol", "foldingRange", "semanticTokens/full", "formatting"] {
        let options = method == "formatting" ? #","options":{"tabSize":4,"insertSpaces":true}"# : ""
        session.request("textDocument/" + method, #"{"textDocument":\#(document)\#(options)}"#)
    }
    // Against the full answer just given, and against a result id the server never gave.
    for previous in ["1", "unknown"] {
        session.request(
            "textDocument/semanticTokens/full/delta",
            #"{"textDocument":\#(document),"previousResultId":"\#(previous)"}"#)
    }
    for (line, character) in positions(in: text) {
        let position = #"{"line":\#(line),"character":\#(character)}"#
        let at = #"{"textDocument":\#(document),"position":\#(position)"#
        for method in [
            "hover", "definition", "typeDefinition", "implementation", "completion", "prepareRename",
            "documentHighlight",
        ] {
            session.request("textDocument/" + method, at + "}")
        }
        session.request("textDocument/references", at + #","context":{"includeDeclaration":true}}"#)
        session.request("textDocument/rename", at + #","newName":"renamed"}"#)
        session.request("textDocument/selectionRange", #"{"textDocument":\#(document),"positions":[\#(position)]}"#)
        let range = #"{"start":{"line":0,"character":0},"end":\#(position)}"#
        session.request(
            "textDocument/codeAction", #"{"textDocument":\#(document),"range":\#(range),"context":{"diagnostics":[]}}"#)
        session.request("textDocument/inlayHint", #"{"textDocument":\#(document),"range":\#(range)}"#)
        session.request(
            "textDocument/rangeFormatting",
            #"{"textDocument":\#(document),"range":\#(range),"options":{"tabSize":4,"insertSpaces":true}}"#)
    }
    session.request("workspace/symbol", #"{"query":"a"}"#)
    session.request("shutdown", "null")
    return 0
}

/// Up to 12 positions (0-based line, UTF-16 character): the starts of names and the characters after `.`, `|` and `:`,
/// where editors ask most, then a line's end and a column past it.
private func positions(in text: String) -> [(Int, Int)] {
    var found: [(Int, Int)] = []
    for (line, content) in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(400).enumerated() {
        let units = Array(content.utf16)
        for (index, unit) in units.enumerated() where found.count < 10 {
            let before = index > 0 ? units[index - 1] : nil
            // `.`, `|`, `:` and a space, in UTF-16.
            let isAfterTrigger = before == 0x2E || before == 0x7C || before == 0x3A
            let startsName = (before == nil || before == 0x20) && unit != 0x20
            if isAfterTrigger || (startsName && line % 3 == 0) { found.append((line, index)) }
        }
        if line == 1 { found += [(line, units.count), (line, units.count + 5)] }
    }
    return Array(found.prefix(12))
}

/// An in-process server and the answers it sent.
private final class FuzzSession {
    private var sent: [[UInt8]] = []
    private var server: LanguageServer!
    private var nextID = 1

    init() {
        server = LanguageServer(send: { [unowned self] in sent.append($0) })
    }

    static func quoted(_ text: String) -> String {
        String(decoding: (try? JSONEncoder().encode(text)) ?? Data(#""""#.utf8), as: UTF8.self)
    }

    func notify(_ method: String, _ params: String) {
        server.handle(Array(#"{"jsonrpc":"2.0","method":"\#(method)","params":\#(params)}"#.utf8))
    }

    /// Sends a request; exactly one answer must carry its id.
    func request(_ method: String, _ params: String) {
        let id = nextID
        nextID += 1
        sent.removeAll()
        server.handle(Array(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#.utf8))
        let answers = sent.filter { body in
            guard let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] else {
                return false
            }
            return (object["id"] as? Int) == id
        }
        if answers.count != 1 {
            fatalError("\(method) got \(answers.count) answers: \(sent.map { String(decoding: $0, as: UTF8.self) })")
        }
        if let error = try? JSONSerialization.jsonObject(with: Data(answers[0])) as? [String: Any],
            let failure = error["error"] as? [String: Any], (failure["code"] as? Int) == -32603
        {
            fatalError("\(method) failed inside the server: \(failure)")
        }
    }

    /// Publishes the diagnostics, as the server does when no message is waiting.
    func idle() {
        server.becameIdle()
    }
}
