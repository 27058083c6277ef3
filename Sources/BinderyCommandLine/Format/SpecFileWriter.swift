import BinderySource

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Rewrites a spec in place the way an editor saves it: atomically, keeping its permissions, and through a symbolic
/// link to the file it points to, so the link stays a link.
enum SpecFileWriter {
    struct Failure: Error {
        var reason: String
    }

    static func replaceContents(of path: String, with text: String) throws(Failure) {
        // Renaming a new file over a link would replace the link itself; write beside the real file instead.
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        let permissions = (try? FileManager.default.attributesOfItem(atPath: target.path))?[.posixPermissions]
        do {
            try Data(text.utf8).write(to: target, options: .atomic)
            if let permissions {
                try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: target.path)
            }
        } catch {
            throw Failure(reason: ErrorDescription.of(error))
        }
    }
}
