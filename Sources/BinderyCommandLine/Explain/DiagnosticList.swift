import BinderySource

/// The diagnostic ids the language reference lists, each with what it is reported for, read from the tables of its
/// section 6 (compiled in as ``EmbeddedDiagnosticList``), so `bindery explain` says what the reference says and
/// nothing is written twice.
struct DiagnosticList {
    /// One row of a table: `` | `id` | what it is reported for | ``.
    struct Entry: Equatable {
        var id: String
        /// The heading of the row's table, such as `Checker: names`.
        var group: String
        /// The second cell as written (markdown), with `\|` read as `|`.
        var markdown: String
    }

    let entries: [Entry]

    /// The list `bindery explain` prints.
    static let reference = DiagnosticList(markdown: EmbeddedDiagnosticList.markdown)

    init(markdown: String) {
        var group = ""
        var entries: [Entry] = []
        for line in markdown.split(separator: "\n") {
            if line.count > 4, line.hasPrefix("**"), line.hasSuffix("**") {
                group = String(line.dropFirst(2).dropLast(2))
                continue
            }
            // A row's first cell is a backticked id; the tables' header rows (`| Id | Reported for |`) are not.
            guard line.hasPrefix("| `") else { continue }
            let cells = Self.cells(of: line)
            guard cells.count == 2, cells[0].count > 2, cells[0].hasPrefix("`"), cells[0].hasSuffix("`") else {
                continue
            }
            entries.append(Entry(id: String(cells[0].dropFirst().dropLast()), group: group, markdown: cells[1]))
        }
        self.entries = entries
    }

    func entry(for id: String) -> Entry? {
        entries.first { $0.id == id }
    }

    var ids: [String] { entries.map(\.id) }

    /// The cells of a table row, trimmed; a `|` escaped as `\|` (in `` `\|` ``) belongs to its cell.
    private static func cells(of row: Substring) -> [String] {
        var cells: [String] = []
        var cell = ""
        var rest = row.dropFirst()  // the leading `|`
        while let character = rest.popFirst() {
            if character == "\\", rest.first == "|" {
                cell.append(rest.removeFirst())
            } else if character == "|" {
                cells.append(cell.trimmingSpacesAndTabs())
                cell = ""
            } else {
                cell.append(character)
            }
        }
        return cells
    }
}
