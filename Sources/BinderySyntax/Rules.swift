import BinderySource

/// One line of a binding.
public enum RuleSyntax: Hashable, Sendable {
    /// `t.x <- s.y`, `t.x <- once s.y`, `t.x <-> s.y | f`, `t.x <- (s.a, u.b) | f`, `t.x <- s.a?.b ?? e`.
    case assignment(AssignmentRule)
    /// `on s.y -> handler`, `on s.y, u.z initial -> handler`.
    case action(ActionRule)

    public var range: SourceRange {
        switch self {
        case .assignment(let rule): rule.range
        case .action(let rule): rule.range
        }
    }
}

public struct AssignmentRule: Hashable, Sendable {
    public enum Direction: String, Hashable, Sendable {
        /// `<-`
        case oneWay
        /// `<->`
        case twoWay
    }

    public var target: PathSyntax
    public var direction: Direction
    public var arrowRange: SourceRange
    /// The range of `once`, when written.
    public var onceRange: SourceRange?
    /// One source, or several when written as a parenthesised list.
    public var sources: [SourceSyntax]
    /// Whether the sources were written in parentheses, `(s.a, u.b)`, even if there is only one.
    public var isParenthesized: Bool
    /// The transforms after `|`, applied left to right.
    public var transforms: [Identifier]
    public var range: SourceRange

    public init(
        target: PathSyntax,
        direction: Direction,
        arrowRange: SourceRange,
        onceRange: SourceRange?,
        sources: [SourceSyntax],
        isParenthesized: Bool,
        transforms: [Identifier],
        range: SourceRange
    ) {
        self.target = target
        self.direction = direction
        self.arrowRange = arrowRange
        self.onceRange = onceRange
        self.sources = sources
        self.isParenthesized = isParenthesized
        self.transforms = transforms
        self.range = range
    }

    public var isOnce: Bool { onceRange != nil }
}

/// A source of an assignment: a path, and the value to use when an optional step of it is `nil`.
public struct SourceSyntax: Hashable, Sendable {
    public var path: PathSyntax
    /// The Swift expression after `??`.
    public var fallback: ExpressionSyntax?
    public var range: SourceRange

    public init(path: PathSyntax, fallback: ExpressionSyntax?, range: SourceRange) {
        self.path = path
        self.fallback = fallback
        self.range = range
    }
}

public struct ActionRule: Hashable, Sendable {
    public var paths: [PathSyntax]
    /// The range of `initial`, when written.
    public var initialRange: SourceRange?
    public var handler: Identifier
    public var range: SourceRange

    public init(paths: [PathSyntax], initialRange: SourceRange?, handler: Identifier, range: SourceRange) {
        self.paths = paths
        self.initialRange = initialRange
        self.handler = handler
        self.range = range
    }

    public var isInitial: Bool { initialRange != nil }
}

/// `download.owner?.name`: a binding parameter followed by property steps.
public struct PathSyntax: Hashable, Sendable {
    public struct Step: Hashable, Sendable {
        public var name: Identifier
        /// Whether the step was reached with `?.` rather than `.`.
        public var isOptionalChained: Bool

        public init(name: Identifier, isOptionalChained: Bool) {
            self.name = name
            self.isOptionalChained = isOptionalChained
        }
    }

    public var root: Identifier
    public var steps: [Step]
    public var range: SourceRange

    public init(root: Identifier, steps: [Step], range: SourceRange) {
        self.root = root
        self.steps = steps
        self.range = range
    }

    /// `download.owner?.name`, as written but without spacing.
    public var text: String {
        steps.reduce(root.name) { $0 + ($1.isOptionalChained ? "?." : ".") + $1.name.name }
    }
}
