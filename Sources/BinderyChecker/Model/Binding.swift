import BinderySource

/// A `binding`: a class that wires its rules between the models it is given.
public struct Binding: Hashable, Sendable {
    public struct Parameter: Hashable, Sendable {
        public var name: String
        public var model: String
        public var range: SourceRange

        public init(name: String, model: String, range: SourceRange) {
            self.name = name
            self.model = model
            self.range = range
        }
    }

    public var name: String
    public var doc: String?
    public var access: AccessLevel
    /// The isolation shared by all its models (the checker rejects a mix).
    public var isolation: Isolation
    public var parameters: [Parameter]
    /// In the order written; a rule's index is its stable id within the binding.
    public var rules: [Rule]
    public var range: SourceRange

    public init(
        name: String,
        doc: String?,
        access: AccessLevel,
        isolation: Isolation,
        parameters: [Parameter],
        rules: [Rule],
        range: SourceRange
    ) {
        self.name = name
        self.doc = doc
        self.access = access
        self.isolation = isolation
        self.parameters = parameters
        self.rules = rules
        self.range = range
    }
}

public enum Rule: Hashable, Sendable {
    case assignment(Assignment)
    case action(Action)

    public var range: SourceRange {
        switch self {
        case .assignment(let assignment): assignment.range
        case .action(let action): action.range
        }
    }

    /// The rule on one line as `bindery format` writes it, whatever its layout and comments in the spec.
    public var text: String {
        switch self {
        case .assignment(let assignment): assignment.text
        case .action(let action): action.text
        }
    }
}

/// `t.x <- s.y | f`, `t.x <-> s.y | f`, `t.x <- once s.y`, `t.x <- (s.a, u.b) | f`, `t.x <- s.a?.b ?? e`.
public struct Assignment: Hashable, Sendable {
    public enum Direction: String, Hashable, Sendable {
        case oneWay
        case twoWay
    }

    /// Always a parameter and one property of its model.
    public var target: Path
    public var direction: Direction
    public var isOnce: Bool
    public var sources: [Source]
    /// Applied left to right; empty when the value flows unchanged.
    public var transforms: [TransformStep]
    /// The type of the value that reaches the target (after every transform).
    public var valueType: SwiftType
    public var range: SourceRange
    /// The rule on one line as `bindery format` writes it.
    public var text: String

    public init(
        target: Path,
        direction: Direction,
        isOnce: Bool,
        sources: [Source],
        transforms: [TransformStep],
        valueType: SwiftType,
        range: SourceRange,
        text: String
    ) {
        self.target = target
        self.direction = direction
        self.isOnce = isOnce
        self.sources = sources
        self.transforms = transforms
        self.valueType = valueType
        self.range = range
        self.text = text
    }
}

/// One source of an assignment.
public struct Source: Hashable, Sendable {
    public var path: Path
    /// The value when an optional step of the path is `nil`.
    public var fallback: EmbeddedExpression?
    /// The path's type, made non-optional by the fallback when there is one.
    public var type: SwiftType

    public init(path: Path, fallback: EmbeddedExpression?, type: SwiftType) {
        self.path = path
        self.fallback = fallback
        self.type = type
    }
}

/// The use of a transform in a rule, with the types it was resolved at.
public struct TransformStep: Hashable, Sendable {
    public var name: String
    /// Whether the runtime's built-in is meant (no spec declares the name).
    public var builtin: BuiltinTransform?
    public var inputs: [SwiftType]
    public var output: SwiftType
    public var range: SourceRange

    public init(name: String, builtin: BuiltinTransform?, inputs: [SwiftType], output: SwiftType, range: SourceRange) {
        self.name = name
        self.builtin = builtin
        self.inputs = inputs
        self.output = output
        self.range = range
    }
}

/// `on s.y -> handler` (handler takes `Change<Y>`) or `on s.y, u.z [initial] -> handler` (takes nothing).
public struct Action: Hashable, Sendable {
    public var paths: [Path]
    public var isInitial: Bool
    public var handler: String
    /// `Y` of `Change<Y>` when there is one path; nil when there are several.
    public var changeType: SwiftType?
    public var range: SourceRange
    /// The rule on one line as `bindery format` writes it.
    public var text: String

    public init(
        paths: [Path], isInitial: Bool, handler: String, changeType: SwiftType?, range: SourceRange, text: String
    ) {
        self.paths = paths
        self.isInitial = isInitial
        self.handler = handler
        self.changeType = changeType
        self.range = range
        self.text = text
    }
}

/// `download.owner?.name`, resolved: a binding parameter, then properties, each of a known model.
public struct Path: Hashable, Sendable, CustomStringConvertible {
    public struct Step: Hashable, Sendable {
        /// The model that declares the property.
        public var model: String
        public var property: String
        /// The property's declared type.
        public var type: SwiftType
        /// Written with `?.` (the previous step's value is optional).
        public var isOptionalChained: Bool
        public var range: SourceRange
        /// The property is a `let`, which never changes: kept here, so an action's check needs no lookup.
        public var isConstant: Bool

        public init(
            model: String, property: String, type: SwiftType, isOptionalChained: Bool, range: SourceRange,
            isConstant: Bool = false
        ) {
            self.model = model
            self.property = property
            self.type = type
            self.isOptionalChained = isOptionalChained
            self.range = range
            self.isConstant = isConstant
        }
    }

    /// The binding parameter the path starts at.
    public var parameter: String
    public var rootModel: String
    public var steps: [Step]
    /// The value's type: the last step's type, optional once any step before it is optional.
    public var type: SwiftType
    public var range: SourceRange

    public init(parameter: String, rootModel: String, steps: [Step], type: SwiftType, range: SourceRange) {
        self.parameter = parameter
        self.rootModel = rootModel
        self.steps = steps
        self.type = type
        self.range = range
    }

    /// Whether a `nil` model on the way can break it (some step before the last is optional).
    public var canBreak: Bool {
        steps.dropLast().contains { $0.type.isOptional }
    }

    public var description: String {
        steps.reduce(parameter) { $0 + ($1.isOptionalChained ? "?." : ".") + $1.property }
    }
}
