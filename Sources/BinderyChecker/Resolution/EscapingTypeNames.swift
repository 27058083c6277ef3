import BinderySource
import BinderySyntax

extension CheckRun {
    /// Reports `@escaping` before the type's name of `member` (a property of `kind` and `type`, which `isModel`)
    /// where it cannot name a typealias of a function type that a generated initializer stores: on an external
    /// class's property or a computed one, which no generated initializer takes, or before the name of a model, a
    /// standard type or one of Foundation's (`Date`), which is no function type. Returns whether it reported.
    mutating func reportMisplacedEscaping(
        _ member: MemberDecl, kind: Property.Kind, type: SwiftType, isModel: Bool, externalIn model: ModelDecl
    ) -> Bool {
        guard let range = member.escaping else { return false }
        let why: String
        if model.externalRange != nil {
            why = "an external class's property is no parameter of a generated initializer"
        } else if kind == .computed {
            why = "a computed property is no parameter of the initializer"
        } else if isModel {
            why = "'\(type)' is a model"
        } else if type.isKnownEquatable {
            why = "'\(type)' is a standard library type"
        } else if let name = type.simpleName, SwiftType.isKnownFoundationType(name) {
            why = "'\(name)' is Foundation's type"
        } else {
            return false
        }
        diagnostics.error(
            .attributeNotAllowed,
            "'@escaping' before a property's type says that its name is a typealias of a function type, but \(why); "
                + "remove '@escaping'",
            at: range,
            fixIts: [
                .init(
                    replacing: SourceRange(file: range.file, start: range.start, end: member.type.range.start), with: ""
                )
            ])
        return true
    }
}
