/// The textual operations on `/`-separated file paths that the tools use, as Foundation's `NSString` does them
/// (`appendingPathComponent`, `lastPathComponent`, `deletingLastPathComponent`) on Apple platforms. (Linux's
/// `NSString`, as of Swift 6.3, traps on a relative path of one component, `a`, and makes `//` empty.)
///
/// They live here because the `bindery` executable links no Foundation, whose loading was most of its start-up time
/// (issue 14). Nothing here touches the file system.
public enum FilePaths {
    /// `path/component`, with no second slash when `path` already ends in one; either side alone when the other
    /// is empty. Nothing else is normalised: `a//` + `b` is `a//b`.
    public static func appending(_ component: String, to path: String) -> String {
        if component.isEmpty { return path }
        if path.isEmpty { return component }
        return path.hasSuffix("/") ? path + component : path + "/" + component
    }

    /// The part after the last slash, trailing slashes ignored: `b` of `/a/b/`; `/` of `/`; empty for an empty path.
    public static func lastComponent(of path: String) -> String {
        let fixed = fixingSlashes(path)
        guard fixed.count > 1 else { return String(fixed) }
        return String(fixed[startOfLastComponent(fixed)...])
    }

    /// The path without its last component: `/a` of `/a/b/`, `/` of `/a`, empty of `a`; `/` and an empty path
    /// stay as they are.
    public static func deletingLastComponent(of path: String) -> String {
        let fixed = fixingSlashes(path)
        if fixed.isEmpty || fixed.elementsEqual("/".unicodeScalars) { return String(fixed) }
        let start = startOfLastComponent(fixed)
        if start == fixed.startIndex { return "" }
        if start == fixed.index(after: fixed.startIndex) { return "/" }
        return String(fixed[..<fixed.index(before: start)])
    }

    /// The path without `.` components, `..` ones and the component each undoes, repeated or trailing slashes:
    /// `/a/b/../c/./` is `/a/c`. Textual, as `URL`'s `standardizedFileURL` is: symbolic links are not followed, so
    /// `..` after a link is the link's parent. `..` at the root stays at the root; a relative path keeps leading `..`.
    public static func standardized(_ path: String) -> String {
        let isAbsolute = path.unicodeScalars.first == "/"
        var components: [Substring.UnicodeScalarView] = []
        for component in path.unicodeScalars.split(separator: "/") {
            if component.elementsEqual(".".unicodeScalars) { continue }
            if component.elementsEqual("..".unicodeScalars) {
                if let last = components.last, !last.elementsEqual("..".unicodeScalars) {
                    components.removeLast()
                    continue
                }
                if isAbsolute { continue }
            }
            components.append(component)
        }
        let joined = components.map { String($0) }.joined(separator: "/")
        return isAbsolute ? "/" + joined : joined
    }

    /// Runs of slashes made one and one trailing slash dropped; `/` alone is kept. Scalars, not characters, so a
    /// slash that a combining mark follows is still a separator, as it is to `NSString` on Apple platforms.
    private static func fixingSlashes(_ path: String) -> String.UnicodeScalarView {
        var result = String.UnicodeScalarView()
        var previousWasSlash = false
        for scalar in path.unicodeScalars {
            let isSlash = scalar == "/"
            if !(isSlash && previousWasSlash) { result.append(scalar) }
            previousWasSlash = isSlash
        }
        if result.count > 1, result.last == "/" { result.removeLast() }
        return result
    }

    private static func startOfLastComponent(_ path: String.UnicodeScalarView) -> String.UnicodeScalarView.Index {
        guard let slash = path.lastIndex(of: "/") else { return path.startIndex }
        return path.index(after: slash)
    }
}
