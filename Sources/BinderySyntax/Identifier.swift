import BinderySource

/// A name as written, without backticks: `default` for both `default` and `` `default` ``.
public struct Identifier: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var range: SourceRange

    public init(_ name: String, range: SourceRange) {
        self.name = name
        self.range = range
    }

    public var description: String { name }
}

/// A `///` comment block attached to the declaration after it.
public struct DocComment: Hashable, Sendable {
    /// The lines without their `///` and one following space, joined by newlines.
    public var text: String
    public var range: SourceRange

    public init(text: String, range: SourceRange) {
        self.text = text
        self.range = range
    }
}

/// A `//` or `/* */` comment that documents nothing; kept so `bindery format` can put it back.
public struct Comment: Hashable, Sendable {
    /// The comment's full text, delimiters included.
    public var text: String
    public var range: SourceRange

    public init(text: String, range: SourceRange) {
        self.text = text
        self.range = range
    }
}
