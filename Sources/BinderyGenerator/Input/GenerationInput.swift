import BinderySource

/// What the generator needs to know about one spec file, resolved and in declaration order.
///
/// It is built from the checked model; keeping it separate lets the emitter speak only of what the output
/// needs (spelled types, paths with their steps' types) and keeps templates' contexts easy to test.
struct GeneratedFileInput: Sendable {
    /// The spec path as given on the command line, for `#sourceLocation`.
    var specPath: String
    /// The spec's file name, for the header (no directories, so machines do not churn files).
    var specName: String
    /// Imports besides `Bindery`, in the order written.
    var imports: [String]
    /// `public`, `package`, or `nil` for internal.
    var access: String?
    var models: [ModelInput]
    var transforms: [TransformInput]
    var bindings: [BindingInput]
}

/// An embedded Swift expression and where it was written, so the output can map errors back to the spec.
struct ExpressionInput: Sendable, Equatable {
    var text: String
    var line: Int
}

enum IsolationInput: Sendable, Equatable {
    case mainActor
    case nonisolated
}

struct ModelInput: Sendable {
    var name: String
    var doc: String?
    var isolation: IsolationInput
    var observation: Bool
    /// Conformances passed through as written, other than the three the generator implements.
    var otherConformances: [String]
    var isEquatable: Bool
    var isHashable: Bool
    var isCodable: Bool
    var properties: [PropertyInput]
}

struct PropertyInput: Sendable {
    enum Kind: Sendable, Equatable {
        case variable
        case constant
        /// Recomputed from these stored properties of the same model.
        case computed(dependencies: [String])
    }

    var name: String
    var doc: String?
    var kind: Kind
    /// The type as generated code spells it (`Swift.String`, `User?`).
    var type: String
    /// The element type when the property is an array, for the mutators.
    var arrayElementType: String?
    var isOptional: Bool
    /// The type without its optionality, for `decodeIfPresent`.
    var wrappedType: String
    /// The default value, or for a computed property its expression.
    var value: ExpressionInput?
}

struct TransformInput: Sendable {
    enum Body: Sendable {
        case expression(ExpressionInput)
        case reversible(forward: ExpressionInput, backward: ExpressionInput)
        case external
    }

    var name: String
    var doc: String? = nil
    var inputs: [String]
    var output: String
    var body: Body
}

struct BindingInput: Sendable {
    struct Parameter: Sendable {
        var name: String
        var type: String
    }

    var name: String
    var doc: String?
    var isolation: IsolationInput
    var parameters: [Parameter]
    var rules: [RuleInput]
}

/// `download.owner?.name`: a parameter and the property steps after it, each with its resolved type.
struct PathInput: Sendable {
    struct Step: Sendable {
        var name: String
        /// The model that declares the property.
        var owner: String
        /// The property's own type, as declared (`User?`, `Swift.String`).
        var type: String
        /// Whether the property's type is optional.
        var isOptional: Bool
        /// The type without its optionality (`User` for `User?`).
        var wrappedType: String
    }

    var root: String
    var rootType: String
    var steps: [Step]
    /// The spec's text of the path, for comments.
    var text: String

    /// Whether a step before the last can be `nil`, so the path can break.
    var canBreak: Bool {
        steps.dropLast().contains(where: \.isOptional)
    }

    /// The type the path reads as: the last step's type, made optional when the path can break.
    var valueType: String {
        guard let last = steps.last else { return rootType }
        return canBreak && !last.isOptional ? "\(last.type)?" : last.type
    }
}

/// One transform application in a rule, resolved to a declared or built-in transform.
struct TransformUse: Sendable {
    /// Built-in transforms (`not`, `string`, …) are spelled inline; declared ones are called on `namespace`.
    var isBuiltIn: Bool
    var name: String
    var inputs: [String]
    var output: String
    /// The type whose static function implements it: the declaring spec's `…Transforms` enum, or
    /// `Bindery.BinderyTransforms` for an external one. Empty for built-ins.
    var namespace: String = ""
}

enum RuleInput: Sendable {
    struct Source: Sendable {
        var path: PathInput
        var fallback: ExpressionInput? = nil
    }

    case assignment(target: PathInput, sources: [Source], transforms: [TransformUse], twoWay: Bool, once: Bool)
    case action(paths: [PathInput], initial: Bool, handler: String)
}
