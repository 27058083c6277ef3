import Foundation

/// The template files a `bindery.json` names, so that editing one reruns generation.
///
/// Only that is read here: `bindery` reads and checks the file itself (`--config`), so a mistake in it is reported
/// once, at its line and column, with the same rendering as a spec's. A file the tool will reject lists nothing.
enum TemplateInputs {
    static func files(configuredBy configuration: URL) -> [URL] {
        guard let data = try? Data(contentsOf: configuration),
            let settings = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let path = settings["templates"] as? String, !path.isEmpty
        else { return [] }
        let directory =
            path.hasPrefix("/")
            ? URL(fileURLWithPath: path, isDirectory: true)
            : configuration.deletingLastPathComponent().appending(path: path, directoryHint: .isDirectory)
        let contents =
            (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
        return contents.filter { $0.pathExtension == "template" }.sorted { $0.path < $1.path }
    }
}
