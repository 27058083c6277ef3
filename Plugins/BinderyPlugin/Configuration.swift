import Foundation

/// `bindery.json` beside a target's specs: `{ "templates": "relative/dir" }`.
///
/// Unknown keys are errors rather than silently ignored, so a misspelt key is never a setting that does nothing.
struct Configuration {
    static let fileName = "bindery.json"
    static let keys = ["templates"]

    /// The templates directory, resolved against the configuration file's directory.
    var templates: URL?
    /// The configuration file and every template file: inputs of the build command, so editing one regenerates.
    var files: [URL] = []

    /// No configuration: the built-in templates.
    init() {}

    init(file: URL) throws {
        let directory = file.deletingLastPathComponent()
        files.append(file)
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: try Data(contentsOf: file))
        } catch {
            throw PluginFailure(
                "\(file.path):1:1: error: \(Self.fileName) is not valid JSON: \(error.localizedDescription)")
        }
        guard let settings = object as? [String: Any] else {
            throw PluginFailure(
                "\(file.path):1:1: error: \(Self.fileName) must be a JSON object, such as {\"templates\": \"Templates\"}"
            )
        }
        for key in settings.keys.sorted() where !Self.keys.contains(key) {
            throw PluginFailure(
                "\(file.path):1:1: error: unknown key '\(key)' in \(Self.fileName); the keys are "
                    + Self.keys.map { "'\($0)'" }.joined(separator: ", "))
        }
        if let value = settings["templates"] {
            guard let path = value as? String, !path.isEmpty else {
                throw PluginFailure("\(file.path):1:1: error: 'templates' in \(Self.fileName) must be a directory path")
            }
            let templates = directory.appending(path: path, directoryHint: .isDirectory).standardizedFileURL
            self.templates = templates
            let contents =
                (try? FileManager.default.contentsOfDirectory(at: templates, includingPropertiesForKeys: nil)) ?? []
            files += contents.filter { $0.pathExtension == "template" }.sorted { $0.path < $1.path }
        }
    }
}
