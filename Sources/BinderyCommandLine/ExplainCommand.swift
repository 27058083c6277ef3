import BinderySource

extension Command {
    /// `bindery explain [ID]`: what a diagnostic id is reported for, from the language reference's list, as
    /// `rustc --explain` does for an error code.
    static let explain = Command(
        name: "explain",
        abstract: "Explain a diagnostic id, or list them all.",
        discussion: """
            Every diagnostic ends with its id in brackets, as in 'error: … [unknown-property]'. 'bindery explain \
            <id>' prints what that id is reported for, from the list in section 6 of the language reference \
            (Documentation/Language.md); the id may be pasted with its brackets. With no id, it lists every id \
            with the start of its description.

            Exit status: 0 when the id is known, 2 when it is not (the closest ids are suggested).
            """,
        positional: .init(
            name: "id", help: "A diagnostic id, such as 'unknown-property'.", minimumCount: 0, isRepeating: false,
            completions: DiagnosticList.reference.ids),
        acceptsSharedOptions: false
    ) { invocation, console in
        let list = DiagnosticList.reference
        guard let argument = invocation.arguments.first else {
            console.writeOutput(ExplainListing.text(of: list))
            return .success
        }
        let id = ExplainListing.id(pastedAs: argument)
        guard let entry = list.entry(for: id) else {
            let message = ExplainListing.unknownID(argument, normalized: id, in: list)
            console.writeError(UsageError(message: message, command: Command.named("explain")).render())
            return .failure
        }
        console.writeOutput(Explanation(entry).rendered(width: ExplainListing.width))
        return .success
    }
}

/// What `bindery explain` prints besides one explanation: the list of every id, and the error for an unknown one.
enum ExplainListing {
    /// Columns of explanation text: narrow enough to read, wide enough for the longest backticked span.
    static let width = 80
    /// Columns of the list of every id: its summaries are cut to fit.
    static let listWidth = 100

    /// The id as the catalog spells it, from what a user pasted: `[unknown-property]`, `#unknown-property` or
    /// `Unknown-Property` all name `unknown-property`.
    static func id(pastedAs argument: String) -> String {
        var id = Substring(argument.trimmingSpacesAndTabs())
        if id.hasPrefix("[") { id = id.dropFirst() }
        if id.hasSuffix("]") { id = id.dropLast() }
        if id.hasPrefix("#") { id = id.dropFirst() }
        return id.utf8.allSatisfy { $0 < 0x80 } ? id.lowercased() : String(id)
    }

    /// Every id, a table's heading above its ids, each with the first clause of its row.
    static func text(of list: DiagnosticList) -> String {
        let column = 2 + (list.ids.map(\.count).max() ?? 0) + 2
        var lines: [String] = []
        var group: String?
        for entry in list.entries {
            if entry.group != group {
                if group != nil { lines.append("") }
                lines.append(Explanation.plainText(entry.group))
                group = entry.group
            }
            let name = "  " + entry.id
            // One line an id, so the list can be searched with grep; the rest is one `explain` away.
            let summary = TextWrapping.lines(Explanation(entry).summary, width: listWidth - column - 2)
            let shown = (summary.first ?? "") + (summary.count > 1 ? " …" : "")
            lines.append(name + String(repeating: " ", count: column - name.count) + shown)
        }
        lines += ["", "See 'bindery explain <id>' for what one id is reported for."]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Unknown diagnostic id 'x'`, with the closest id, or else the ids that contain the word given.
    static func unknownID(_ argument: String, normalized id: String, in list: DiagnosticList) -> String {
        let message = "Unknown diagnostic id '\(argument)'"
        if let closest = Suggestions.closest(to: id, in: list.ids) {
            return message + "; did you mean '\(closest)'?"
        }
        let containing = id.isEmpty ? [] : list.ids.filter { $0.contains(id) }
        if !containing.isEmpty, containing.count <= 8 {
            return message + "; ids that contain it: " + Wording.list(containing, conjunction: "and")
        }
        return message + "; 'bindery explain' lists every id"
    }
}
