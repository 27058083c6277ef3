/// Every file of one run: spec files, and templates when they are reported on.
///
/// Syntax nodes hold only a ``FileID`` and byte offsets; this collection turns them back into paths and lines.
public struct SourceFiles: Sendable {
    public private(set) var files: [SourceFile] = []

    public init() {}

    @discardableResult
    public mutating func add(_ file: SourceFile) -> FileID {
        files.append(file)
        return FileID(files.count - 1)
    }

    public subscript(id: FileID) -> SourceFile {
        files[id.index]
    }

    public var ids: [FileID] {
        files.indices.map(FileID.init)
    }

    public func location(_ range: SourceRange) -> SourceLocation {
        let file = self[range.file]
        let (line, column) = file.lineAndColumn(of: range.start)
        return SourceLocation(path: file.path, line: line, column: column)
    }

    public func endLocation(_ range: SourceRange) -> SourceLocation {
        let file = self[range.file]
        let (line, column) = file.lineAndColumn(of: range.end)
        return SourceLocation(path: file.path, line: line, column: column)
    }

    public func text(_ range: SourceRange) -> String {
        self[range.file].text(range)
    }
}
