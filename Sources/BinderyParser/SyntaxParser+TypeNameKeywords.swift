import BinderyScanner
import BinderySource
import BinderySyntax

/// Swift keywords written as a type's name without backticks (`var me: class?`). Swift reads them as keywords
/// there, so the generated file would not compile; they are reported at the spec, with the backticks that make them
/// a name.
extension SyntaxParser {
    /// Keywords Swift never reads as a type's name unless backticked, first in a type or after a `.` alike.
    /// (`Any`, `Self`, `Type`, `Protocol` and contextual words such as `sending` or `async` are names there.)
    private static let typeNameKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "as", "false", "is", "nil", "self", "super", "throws", "true", "try",
    ]

    /// Keywords that start a type in Swift (`some P`, `any P`, `each T`), so cannot be one alone (`some?`).
    private static let typePrefixKeywords: Set<String> = ["some", "any", "each"]

    /// Names Swift reads as a type only first in it, not after a `.` (`A.Any` and `A.Self` are not types;
    /// `` A.`Any` `` is).
    private static let firstOnlyNames: Set<String> = ["Any", "Self"]

    /// Reports `token`, a type name's component (after a `.` when `isMember`), when Swift reads it as a keyword
    /// rather than a name there; returns true when it did.
    mutating func reportsKeywordTypeName(_ token: Token, isMember: Bool) -> Bool {
        guard token.kind == .identifier, !token.isBackticked else { return false }
        let name = identifier(token).name
        let isKeyword =
            Self.typeNameKeywords.contains(name)
            || (isMember ? Self.firstOnlyNames.contains(name) : Self.typePrefixKeywords.contains(name))
        guard isKeyword else { return false }
        error(
            .expectedType,
            "'\(name)' is a Swift keyword, not a type name\(isMember ? " after '.'" : ""); if it names your type, "
                + "write it in backticks ('`\(name)`')",
            at: range(token), fixIts: [Diagnostic.FixIt(replacing: range(token), with: "`\(name)`")])
        return true
    }
}
