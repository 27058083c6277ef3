import BinderyCompiler
import BinderyLanguageServer
import BinderySource
import FixtureSupport
import Foundation
import Testing

/// A user typing into every fixture: random incremental edits (multi-byte characters, surrogate pairs, CRLF, lone CR,
/// edits past a line's or the text's end, versions out of order), each followed by every request the server offers.
/// After each edit the server's diagnostics must be `check`'s for the editor's text, and every answer must come at
/// once and point inside that text.
/// Half the sessions count characters in UTF-8, as a client offering it gets.
///
/// `BINDERY_LSP_TYPING_SEED` and `BINDERY_LSP_TYPING_STEPS` run it longer locally.
@Suite struct TypingTests {
    static let fixtures: [String] = (FixtureFiles.cases(in: "Valid") + FixtureFiles.cases(in: "Invalid"))
        .flatMap(\.paths)
    static let seed = UInt64(ProcessInfo.processInfo.environment["BINDERY_LSP_TYPING_SEED"] ?? "") ?? 57
    static let steps = Int(ProcessInfo.processInfo.environment["BINDERY_LSP_TYPING_STEPS"] ?? "") ?? 5

    /// What a user types: Bindery's punctuation and words, and text whose UTF-8, UTF-16 and scalar counts differ.
    static let typed = [
        "a", "x", " ", "model", "binding", "transform", "var", "let", ":", ".", "|", "{", "}", "(", ")", "[", "]",
        "\"", "\\(", "@", "=", "->", "//", "/*", "*/", "é", "→", "😀", "👍🏽", "𝒳", "\n", "\r\n", "\r", "\t", "\n}\n",
        "String", "Int", "?", ",",
    ]

    static func position(_ position: (line: Int, character: Int)) -> JSONValue {
        ["line": .int(position.line), "character": .int(position.character)]
    }

    /// A place a user's cursor may be, or (now and then) one past the line's or the text's end.
    static func randomPosition(in buffer: EditorBuffer, using random: inout SeededGenerator) -> (
        line: Int, character: Int
    ) {
        let lines = buffer.lines
        switch Int.random(in: 0..<20, using: &random) {
        case 0: return (lines.count + Int.random(in: 0..<3, using: &random), Int.random(in: 0..<5, using: &random))
        case 1:
            let line = Int.random(in: 0..<lines.count, using: &random)
            let length = buffer.boundaries(of: lines[line].content).last ?? 0
            return (line, length + Int.random(in: 1..<4, using: &random))
        default:
            let line = Int.random(in: 0..<lines.count, using: &random)
            return (line, buffer.boundaries(of: lines[line].content).randomElement(using: &random) ?? 0)
        }
    }

    /// One `contentChanges` event, applied to the editor's buffer as the server must apply it.
    static func randomChange(_ buffer: inout EditorBuffer, using random: inout SeededGenerator) -> JSONValue {
        if Int.random(in: 0..<40, using: &random) == 0 {
            // The whole text, as some clients send after a large paste.
            let text = String(buffer.text.prefix(Int.random(in: 0...buffer.text.count, using: &random)))
            buffer = EditorBuffer(Array(text.utf8), countsUTF8: buffer.countsUTF8)
            return ["text": .string(text)]
        }
        var start = randomPosition(in: buffer, using: &random)
        var end = Bool.random(using: &random) ? start : randomPosition(in: buffer, using: &random)
        var startOffset = buffer.offset(line: start.line, character: start.character)
        var endOffset = buffer.offset(line: end.line, character: end.character)
        if endOffset < startOffset {
            swap(&start, &end)
            swap(&startOffset, &endOffset)
        }
        // Deleting far is rare: mostly a character or a word.
        if endOffset - startOffset > 40, Int.random(in: 0..<4, using: &random) != 0 {
            end = start
            endOffset = startOffset
        }
        let text = Int.random(in: 0..<3, using: &random) == 0 ? "" : typed.randomElement(using: &random)!
        buffer.replace(from: startOffset, to: endOffset, with: text)
        return ["range": ["start": position(start), "end": position(end)], "text": .string(text)]
    }

    /// Every request the server's capabilities offer, at a position.
    static func requests(uri: String, at position: JSONValue, to end: JSONValue) -> [(String, JSONValue)] {
        let document: JSONValue = ["uri": .string(uri)]
        let at: JSONValue = ["textDocument": document, "position": position]
        let range: JSONValue = ["start": position, "end": end]
        let options: JSONValue = ["tabSize": 4, "insertSpaces": true]
        return [
            ("textDocument/hover", at),
            ("textDocument/definition", at),
            (
                "textDocument/references",
                ["textDocument": document, "position": position, "context": ["includeDeclaration": true]]
            ),
            ("textDocument/prepareRename", at),
            ("textDocument/rename", ["textDocument": document, "position": position, "newName": "renamed"]),
            ("textDocument/completion", at),
            ("textDocument/selectionRange", ["textDocument": document, "positions": [position]]),
            ("textDocument/codeAction", ["textDocument": document, "range": range, "context": ["diagnostics": []]]),
            ("textDocument/inlayHint", ["textDocument": document, "range": range]),
            ("textDocument/documentSymbol", ["textDocument": document]),
            ("textDocument/foldingRange", ["textDocument": document]),
            ("textDocument/formatting", ["textDocument": document, "options": options]),
            ("textDocument/rangeFormatting", ["textDocument": document, "range": range, "options": options]),
            ("textDocument/semanticTokens/full", ["textDocument": document]),
            ("textDocument/semanticTokens/full/delta", ["textDocument": document, "previousResultId": "1"]),
            ("textDocument/documentHighlight", at),
            ("workspace/symbol", ["query": "e"]),
        ]
    }

    /// The positions of ranges in an answer that are about `uri`, with where in the answer they are.
    static func positions(in value: JSONValue, uri: String, about current: String?, at path: String) -> [(
        String, JSONValue
    )] {
        if let array = value.arrayValue {
            return array.enumerated().flatMap { positions(in: $1, uri: uri, about: current, at: "\(path)[\($0)]") }
        }
        guard let object = value.objectValue else { return [] }
        var current = current
        if let named = object["uri"]?.stringValue ?? object["textDocument"]?["uri"]?.stringValue { current = named }
        var found: [(String, JSONValue)] = []
        if object["line"] != nil, object["character"] != nil, current == nil || current == uri {
            found.append((path, value))
        }
        for (name, member) in object.sorted(by: { $0.key < $1.key }) {
            // A WorkspaceEdit's `changes` are keyed by URI.
            let about = path.hasSuffix("changes") ? name : current
            found += positions(in: member, uri: uri, about: about, at: "\(path).\(name)")
        }
        return found
    }

    /// What is wrong with an answer, if anything.
    static func problems(in answers: [JSONValue], seconds: Double, session: EditorSession) -> [String] {
        guard answers.count == 1, let answer = answers.first else { return ["\(answers.count) answers"] }
        var problems: [String] = []
        if seconds > 2 { problems.append("took \(seconds) s") }
        if let error = answer["error"] {
            // Refusing a rename is an answer the editor shows; any other error is the server's fault.
            if error["code"] != -32803 { problems.append("error \(error)") }
            return problems
        }
        guard let result = answer["result"] else { return ["neither result nor error"] }
        for (path, position) in positions(in: result, uri: session.uri, about: nil, at: "result") {
            let line = position["line"]?.intValue ?? -1
            let character = position["character"]?.intValue ?? -1
            if !session.buffer.isInside(line: line, character: character) {
                problems.append("\(path) \(line):\(character) is outside the text")
            }
        }
        if let data = result["data"]?.arrayValue?.compactMap(\.intValue) {
            let lines = session.buffer.lines
            var line = 0
            var start = 0
            for token in stride(from: 0, to: data.count - 4, by: 5) {
                line += data[token]
                start = data[token] == 0 ? start + data[token + 1] : data[token + 1]
                let end = start + data[token + 2]
                guard line < lines.count, session.buffer.boundaries(of: lines[line].content).contains(end),
                    session.buffer.boundaries(of: lines[line].content).contains(start)
                else {
                    problems.append("semantic token \(line):\(start)-\(end) is outside the text")
                    continue
                }
            }
        }
        return problems
    }

    /// `check`'s diagnostics for the editor's text, as the server must publish them.
    static func expectedDiagnostics(_ session: EditorSession) -> [String] {
        var files = SourceFiles()
        files.add(SourceFile(path: session.key, bytes: session.buffer.bytes))
        return Compilation(files: files).sortedDiagnostics.filter { $0.range.file == FileID(0) }.map { diagnostic in
            let start = session.buffer.position(of: diagnostic.range.start)
            let end = session.buffer.position(of: max(diagnostic.range.start, diagnostic.range.end))
            return "\(start.line):\(start.character)-\(end.line):\(end.character) \(diagnostic.message)"
        }
    }

    static func published(_ session: EditorSession) -> [String] {
        session.diagnostics.map { diagnostic in
            let range = diagnostic["range"]
            func at(_ end: String) -> String {
                "\(range?[end]?["line"]?.intValue ?? -1):\(range?[end]?["character"]?.intValue ?? -1)"
            }
            return "\(at("start"))-\(at("end")) \(diagnostic["message"]?.stringValue ?? "")"
        }
    }

    /// The server's formatting edits as the editor sends them back: last first, so each range is still where the
    /// server meant it; the buffer is edited alike.
    static func formattingChanges(_ session: EditorSession) -> [JSONValue] {
        let options: JSONValue = ["tabSize": 4, "insertSpaces": true]
        let (answers, _) = session.request(
            "textDocument/formatting", ["textDocument": ["uri": .string(session.uri)], "options": options])
        func offset(_ position: JSONValue?) -> Int {
            session.buffer.offset(
                line: position?["line"]?.intValue ?? 0, character: position?["character"]?.intValue ?? 0)
        }
        let edits = (answers.first?["result"]?.arrayValue ?? []).sorted {
            offset($0["range"]?["start"]) > offset($1["range"]?["start"])
        }
        for edit in edits {
            session.buffer.replace(
                from: offset(edit["range"]?["start"]), to: offset(edit["range"]?["end"]),
                with: edit["newText"]?.stringValue ?? "")
        }
        return edits.map { ["range": $0["range"] ?? nil, "text": $0["newText"] ?? ""] }
    }

    /// A change as `line:character-line:character "text"`, short enough to read in a failure.
    static func describe(_ changes: [JSONValue]) -> String {
        changes.map { change in
            let text = change["text"]?.stringValue ?? ""
            guard let range = change["range"] else { return "whole text \(text.debugDescription)" }
            func at(_ end: String) -> String {
                "\(range[end]?["line"]?.intValue ?? -1):\(range[end]?["character"]?.intValue ?? -1)"
            }
            return "\(at("start"))-\(at("end")) \(text.debugDescription)"
        }.joined(separator: ", ")
    }

    /// Runs `steps` edits on one fixture; returns the first problems found, with the edits that led to them.
    static func type(into path: String, seed: UInt64, steps: Int) throws -> [String] {
        var random = SeededGenerator(seed: seed)
        let session = EditorSession(
            path: path, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))),
            countsUTF8: Bool.random(using: &random))
        var log: [String] = []
        // What the server publishes for the text as opened, so the first step knows whether the spec was clean.
        session.idle()
        for _ in 0..<steps {
            var changes: [JSONValue] = []
            // Now and then the user formats (on save, say): the editor applies the server's edits as one change.
            let formats = Int.random(in: 0..<8, using: &random) == 0
            let wasClean = session.diagnostics.isEmpty
            if formats {
                changes = formattingChanges(session)
            } else {
                for _ in 0..<(Int.random(in: 0..<4, using: &random) == 0 ? 3 : 1) {
                    changes.append(randomChange(&session.buffer, using: &random))
                }
            }
            // Versions mostly go up; a client may also repeat one or send an older one.
            session.version += [1, 1, 1, 1, 0, -1].randomElement(using: &random)!
            session.notify(
                "textDocument/didChange",
                [
                    "textDocument": ["uri": .string(session.uri), "version": .int(session.version)],
                    "contentChanges": .array(changes),
                ])
            log.append("didChange \(describe(changes))")
            session.idle()
            let expected = expectedDiagnostics(session)
            if published(session) != expected {
                return log + ["diagnostics \(published(session)), check says \(expected)"]
            }
            if formats, wasClean {
                // Formatting a spec that checks keeps it checking, and formatting it again changes nothing.
                if !expected.isEmpty { return log + ["formatting a clean spec made \(expected)"] }
                if !formattingChanges(session).isEmpty { return log + ["formatting twice changed the text again"] }
            }
            do {
                let start = position(randomPosition(in: session.buffer, using: &random))
                let end = position(randomPosition(in: session.buffer, using: &random))
                for (method, params) in requests(uri: session.uri, at: start, to: end) {
                    let (answers, seconds) = session.request(method, params)
                    let problems = problems(in: answers, seconds: seconds, session: session)
                    if !problems.isEmpty { return log + ["\(method) at \(start)–\(end): \(problems)"] }
                }
            }
        }
        return []
    }

    @Test(arguments: fixtures)
    func typingKeepsEveryAnswerInsideTheEditorsText(path: String) throws {
        let problems = try Self.type(into: path, seed: Self.seed, steps: Self.steps)
        #expect(problems.isEmpty, "seed \(Self.seed) on \(path):\n\(problems.suffix(4).joined(separator: "\n"))")
    }
}
