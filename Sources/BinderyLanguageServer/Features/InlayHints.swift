import BinderyChecker
import BinderySource

/// `textDocument/inlayHint`: the types a rule's value takes on its way, which a spec never writes. In a rule with
/// transforms, each source is followed by its type and each transform by the type it gives:
/// `row.label <- download.progress: Double | percent: String`. Rules the checker rejected show none.
enum InlayHints {
    static func hints(in snapshot: Snapshot, file: FileID, within range: LSP.Range) -> [LSP.InlayHint] {
        guard let module = snapshot.compilation.module else { return [] }
        var hints: [LSP.InlayHint] = []
        for binding in module.bindings where binding.range.file == file {
            for case .assignment(let assignment) in binding.rules where !assignment.transforms.isEmpty {
                for source in assignment.sources {
                    hints.append(hint(after: source.fallback?.range ?? source.path.range, source.type, snapshot))
                }
                for step in assignment.transforms {
                    hints.append(hint(after: step.range, step.output, snapshot))
                }
            }
        }
        return hints.filter { range.start <= $0.position && $0.position <= range.end }
            .sorted { $0.position < $1.position }
    }

    private static func hint(after range: SourceRange, _ type: SwiftType, _ snapshot: Snapshot) -> LSP.InlayHint {
        LSP.InlayHint(position: snapshot.range(range).end, label: ": " + type.description)
    }
}
