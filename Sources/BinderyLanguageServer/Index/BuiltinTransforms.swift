import BinderyChecker

/// How the runtime's transforms read in hover and completion: SPEC's signatures, with `T` for the ones that take
/// any type.
extension BuiltinTransform {
    var signature: String {
        switch self {
        case .not: "transform not(Bool) <-> Bool"
        case .string: "transform string(T) -> String"
        case .isNil: "transform isNil(T?) -> Bool"
        case .isEmpty: "transform isEmpty(T) -> Bool  // T: Collection"
        case .trimmed: "transform trimmed(String) -> String"
        case .lowercased: "transform lowercased(String) -> String"
        case .uppercased: "transform uppercased(String) -> String"
        }
    }

    var summary: String {
        switch self {
        case .not: "Built in: negates a Bool. Reversible, so two-way rules may use it."
        case .string: "Built in: any value as text, through `String(describing:)`."
        case .isNil: "Built in: whether an optional is `nil`."
        case .isEmpty: "Built in: whether a collection or a String is empty."
        case .trimmed: "Built in: the text without leading and trailing whitespace and newlines."
        case .lowercased: "Built in: the text in lower case."
        case .uppercased: "Built in: the text in upper case."
        }
    }
}
