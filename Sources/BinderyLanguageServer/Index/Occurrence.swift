import BinderySource
import BinderySyntax

/// A place where a symbol's name is written.
struct Occurrence {
    enum Role {
        /// Where it is declared.
        case declaration
        /// In a type: `var owner: User?`, `binding B(user: User)`.
        case type
        /// In an embedded Swift expression: `computed total: Int = count * 2`.
        case expression
        /// The parameter a path starts at, or one of its steps (`index` 0 is the first property).
        case path(binding: String, path: PathSyntax, index: Int?)
        /// A transform after `|`.
        case transformUse
        /// An action's handler after `->`.
        case handler
    }

    var symbol: Symbol
    /// The name as written, backticks included.
    var range: SourceRange
    var role: Role

    var isDeclaration: Bool {
        if case .declaration = role { true } else { false }
    }
}
