/// Names one file of a ``SourceFiles`` collection; cheap to store in every syntax node.
public struct FileID: Hashable, Comparable, Sendable {
    public let index: Int

    public init(_ index: Int) {
        self.index = index
    }

    public static func < (lhs: FileID, rhs: FileID) -> Bool {
        lhs.index < rhs.index
    }
}

/// A half-open range of bytes in one file. Every syntax node and diagnostic carries one.
public struct SourceRange: Hashable, Sendable {
    public var file: FileID
    public var start: Int
    public var end: Int

    public init(file: FileID, start: Int, end: Int) {
        self.file = file
        self.start = start
        self.end = max(start, end)
    }
}

/// A resolved position, as a user reads it: path, 1-based line, 1-based byte column.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    public var description: String { "\(path):\(line):\(column)" }
}
