import BinderySource

/// `bindery.json`, the settings beside a target's specs: `{"templates": "Templates"}`.
///
/// The build plugins pass it to `bindery` with `--config`, so every mistake in it is reported like a spec's: once,
/// as `path:line:col: error:` at the key or value at fault, with the line and a caret. Unknown keys are errors
/// rather than ignored, so a misspelt key is never a setting that silently does nothing.
public struct BinderyConfiguration: Sendable, Equatable {
    public static let fileName = "bindery.json"
    /// Every key the file may hold.
    public static let keys = ["templates"]

    /// `templates`: a directory of `.template` files that replace built-in templates by name, resolved against the
    /// directory of the configuration file.
    public var templatesDirectory: String?

    public init(templatesDirectory: String? = nil) {
        self.templatesDirectory = templatesDirectory
    }

    /// Reads the configuration in `file` (whose ``SourceFile/path`` resolves relative settings). Every problem
    /// becomes a diagnostic at its position in `file`, and a file with errors gives no configuration.
    public static func read(_ file: SourceFile, id: FileID, diagnostics: inout Diagnostics) -> BinderyConfiguration? {
        let errorsBefore = diagnostics.errorCount
        func error(_ message: String, at range: Range<Int>) {
            diagnostics.error(
                .invalidConfiguration, message,
                at: SourceRange(file: id, start: range.lowerBound, end: range.upperBound))
        }
        let document: LocatedJSON
        do throws(LocatedJSON.SyntaxError) {
            // Editors on Windows may start the file with a UTF-8 byte-order mark; RFC 8259 lets a reader skip it.
            let start = file.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            document = try LocatedJSON.parse(file.bytes, from: start)
        } catch {
            diagnostics.error(
                .invalidJSON, "not valid JSON: \(error.message)",
                at: SourceRange(file: id, start: error.offset, end: error.offset + 1))
            return nil
        }
        guard case .object(let members) = document.value else {
            error(
                "the configuration must be a JSON object, such as {\"templates\": \"Templates\"}, not "
                    + document.kindDescription, at: document.range)
            return nil
        }
        var configuration = BinderyConfiguration()
        var seen: Set<String> = []
        for member in members {
            guard seen.insert(member.key).inserted else {
                error("'\(member.key)' is set twice; keep one", at: member.keyRange)
                continue
            }
            switch member.key {
            case "templates":
                configuration.templatesDirectory = templates(member.value, in: file, error: error)
            default:
                let known =
                    keys.count == 1
                    ? "the only key is '\(keys[0])'" : "the keys are " + keys.map { "'\($0)'" }.joined(separator: ", ")
                let hint = keys.first { EditDistance.between($0, member.key) <= 2 }.map { "did you mean '\($0)'?" }
                error("unknown key '\(member.key)'; \(hint ?? known)", at: member.keyRange)
            }
        }
        return diagnostics.errorCount == errorsBefore ? configuration : nil
    }

    /// The `templates` value: a directory, relative to the configuration file, that exists.
    private static func templates(
        _ value: LocatedJSON, in file: SourceFile, error: (String, Range<Int>) -> Void
    ) -> String? {
        guard case .string(let path) = value.value, !path.isEmpty else {
            error(
                "'templates' must be a string naming a directory relative to this file, such as \"Templates\"",
                value.range)
            return nil
        }
        let base = FilePaths.deletingLastComponent(of: file.path)
        let resolved = path.hasPrefix("/") || base.isEmpty ? path : FilePaths.appending(path, to: base)
        guard FileKind.isDirectory(resolved) else {
            if FileSystem.exists(resolved) {
                // A template file named instead of its folder: "does not exist" would send the user looking for it.
                error(
                    "'templates' names '\(path)', which is a file, not a directory; name the directory that holds "
                        + "the .template files, relative to this file", value.range)
                return nil
            }
            error(
                "templates directory '\(path)' does not exist" + (resolved == path ? "" : " (looked for '\(resolved)')")
                    + "; create it, or correct the path, which is relative to this file", value.range)
            return nil
        }
        return resolved
    }
}
