import BinderyLanguageServer

/// One spec, the only file of a folder, open in a server over pipes.
struct OpenSpec {
    let folder: TestFolder
    let client: PipeClient
    let uri: String
    let text: String

    init(_ text: String, named name: String = "Models.bind") throws {
        folder = try TestFolder([name: text])
        client = PipeClient(root: folder.url)
        uri = folder.uri(name)
        self.text = text
        client.open(uri, text)
    }

    /// The result of `method` at the `occurrence`-th match of `needle` in the spec.
    func request(_ method: String, at needle: String, occurrence: Int = 1, extra: [String: JSONValue] = [:])
        -> JSONValue
    {
        var params: [String: JSONValue] = [
            "textDocument": ["uri": .string(uri)], "position": Positions.of(needle, in: text, occurrence: occurrence),
        ]
        params.merge(extra) { _, new in new }
        return client.request(method, .object(params))["result"] ?? nil
    }
}
