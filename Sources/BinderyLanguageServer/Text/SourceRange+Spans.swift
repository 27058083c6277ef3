import BinderySource

extension SourceRange {
    /// The empty range at `offset`.
    init(file: FileID, at offset: Int) {
        self.init(file: file, start: offset, end: offset)
    }

    /// The smallest range covering both (same file).
    func union(_ other: SourceRange) -> SourceRange {
        SourceRange(file: file, start: min(start, other.start), end: max(end, other.end))
    }
}
