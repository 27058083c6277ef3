/// The semantic tokens last sent for each open document, so `textDocument/semanticTokens/full/delta` can answer
/// with only what changed since: on a spec of ten thousand models the whole answer is megabytes of numbers, and an
/// editor asks again after every keystroke.
struct SemanticTokensHistory {
    /// What to answer a delta request with.
    enum Answer {
        case full(LSP.SemanticTokens)
        case delta(LSP.SemanticTokensDelta)
    }

    private var lastSent: [String: (resultID: String, data: [Int])] = [:]
    private var nextResultID = 1

    /// `data` for the document `key`, under a new result id that a later delta request can name.
    mutating func full(_ data: [Int], for key: String) -> LSP.SemanticTokens {
        LSP.SemanticTokens(resultId: record(data, for: key), data: data)
    }

    /// `data` as edits to what was sent under `previousResultID`; all of it when that is not the last result sent
    /// for the document (the editor may have missed one, or the server restarted), as the protocol asks.
    mutating func answer(_ data: [Int], for key: String, since previousResultID: String) -> Answer {
        guard let previous = lastSent[key], previous.resultID == previousResultID else {
            return .full(full(data, for: key))
        }
        let edits = Self.edits(from: previous.data, to: data)
        return .delta(LSP.SemanticTokensDelta(resultId: record(data, for: key), edits: edits))
    }

    /// Forgets a closed document's tokens.
    mutating func forget(_ key: String) {
        lastSent[key] = nil
    }

    /// One edit replacing the middle of `old` between what it has in common with `new` at the start and at the
    /// end, or none when they are equal. An edit anywhere in a spec shifts only the tokens around it (each token's
    /// position is relative to the one before), so the middle is small.
    static func edits(from old: [Int], to new: [Int]) -> [LSP.SemanticTokensEdit] {
        let common = min(old.count, new.count)
        var prefix = 0
        while prefix < common, old[prefix] == new[prefix] { prefix += 1 }
        if prefix == old.count, prefix == new.count { return [] }
        var suffix = 0
        while suffix < common - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        return [
            LSP.SemanticTokensEdit(
                start: prefix, deleteCount: old.count - prefix - suffix, data: Array(new[prefix..<(new.count - suffix)])
            )
        ]
    }

    private mutating func record(_ data: [Int], for key: String) -> String {
        let resultID = String(nextResultID)
        nextResultID += 1
        lastSent[key] = (resultID, data)
        return resultID
    }
}
