import BinderyLanguageServer
import Foundation

/// A server over ``SampleModule``'s folder with both files open, and position helpers for requests.
struct OpenSample {
    let folder: TestFolder
    let client: PipeClient
    let models: String
    let bindings: String

    init() throws {
        folder = try SampleModule.folder()
        client = PipeClient(root: folder.url)
        models = folder.uri("Models.bind")
        bindings = folder.uri("Bindings.bind")
        for (uri, text) in [(models, SampleModule.models), (bindings, SampleModule.bindings)] {
            client.open(uri, text)
        }
    }

    func text(of uri: String) -> String {
        uri == models ? SampleModule.models : SampleModule.bindings
    }

    /// Sends `method` at the `occurrence`-th match of `needle` (plus `offset`) in the document.
    func request(
        _ method: String, _ uri: String, at needle: String, occurrence: Int = 1, offset: Int = 0,
        extra: [String: JSONValue] = [:]
    ) -> JSONValue {
        var params: [String: JSONValue] = [
            "textDocument": ["uri": .string(uri)],
            "position": Positions.of(needle, in: text(of: uri), occurrence: occurrence, offset: offset),
        ]
        params.merge(extra) { _, new in new }
        return client.request(method, .object(params))["result"] ?? nil
    }

    func error(
        _ method: String, _ uri: String, at needle: String, occurrence: Int = 1, extra: [String: JSONValue] = [:]
    ) -> JSONValue? {
        var params: [String: JSONValue] = [
            "textDocument": ["uri": .string(uri)],
            "position": Positions.of(needle, in: text(of: uri), occurrence: occurrence),
        ]
        params.merge(extra) { _, new in new }
        return client.request(method, .object(params))["error"]
    }

    /// Replaces the whole text of a document.
    func replaceText(_ uri: String, with text: String, version: Int) {
        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": .string(uri), "version": .int(version)],
                "contentChanges": [["text": .string(text)]],
            ])
    }
}

extension JSONValue {
    /// The `value` of a hover's markup.
    var hoverText: String {
        self["contents"]?["value"]?.stringValue ?? ""
    }

    /// The labels of a completion list.
    var labels: [String] {
        (self["items"]?.arrayValue ?? []).compactMap { $0["label"]?.stringValue }
    }

    /// The labels of a completion list in the order an editor shows them: by `sortText`, else by label.
    var labelsAsShown: [String] {
        let items = self["items"]?.arrayValue ?? []
        let keyed = items.compactMap { item in
            item["label"]?.stringValue.map { (label: $0, key: item["sortText"]?.stringValue ?? $0) }
        }
        return keyed.enumerated().sorted { ($0.element.key, $0.offset) < ($1.element.key, $1.offset) }.map(
            \.element.label)
    }
}
