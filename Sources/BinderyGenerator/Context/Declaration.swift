import BinderyChecker

/// How every generated declaration begins: its doc comment, isolation and access, spelled once for all contexts.
enum Declaration {
    /// `///` lines, none when there is no doc comment.
    static func docLines(_ doc: String?) -> [String] {
        doc.map(SwiftText.docCommentLines) ?? []
    }

    /// `@MainActor`, on a line of its own, or nothing.
    static func isolationAttribute(_ isolation: Isolation) -> String {
        isolation == .mainActor ? "@MainActor" : ""
    }

    /// `nonisolated ` before the declaration keyword, so a module whose default isolation is `MainActor` does not
    /// isolate a type the spec declares nonisolated; or nothing.
    static func isolationModifier(_ isolation: Isolation) -> String {
        isolation == .nonisolated ? "nonisolated " : ""
    }

    /// `public `, `package `, or nothing for internal.
    static func access(_ access: AccessLevel) -> String {
        access == .internal ? "" : access.rawValue + " "
    }

    /// The longest line generated code may have, as the repository's `.swift-format` says; layouts that would pass
    /// it switch to one name a line.
    static let lineLength = 120

    /// `items` separated by `, ` and packed into as few lines as fit `lineLength` at `indent` spaces, each line but
    /// the last ending with a comma, as swift-format lays out a long argument list.
    static func packed(_ items: [String], indent: Int, trailingComma: Bool = false) -> [String] {
        var lines: [String] = []
        var line = ""
        for (position, item) in items.enumerated() {
            let piece = item + (position < items.count - 1 || trailingComma ? "," : "")
            if line.isEmpty {
                line = piece
            } else if indent + line.count + 1 + piece.count <= lineLength {
                line += " " + piece
            } else {
                lines.append(line)
                line = piece
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
