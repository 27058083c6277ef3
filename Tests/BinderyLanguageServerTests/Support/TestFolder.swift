import Foundation

/// A temporary workspace folder of spec files.
struct TestFolder {
    let url: URL

    init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("bindery-lsp-\(UUID())")
            .resolvingSymlinksInPath()
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files { try write(name, text) }
    }

    func write(_ name: String, _ text: String) throws {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func uri(_ name: String) -> String {
        url.appendingPathComponent(name).absoluteString
    }

    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }
}
