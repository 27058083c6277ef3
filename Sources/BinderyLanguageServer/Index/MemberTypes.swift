import BinderyChecker
import BinderyParser
import BinderySource
import BinderySyntax

/// The model each `.name` of an embedded expression is read on, as far as the spec's declarations tell: a property
/// of the model whose expression it is (`owner.name`), a transform's input (`$0.name`), an element of an array of
/// models (`items.filter { !$0.done }`, `items.first?.title`, `items.reduce(0) { $0 + $1.count }`), and one member
/// after another (`owner.address.city`), a key path with its root written (`\User.name`) or passed as a function
/// (`items.map(\.name)`), a closure parameter of a written type (`{ (reading: Reading) in reading.celsius }`), and a
/// model made by its initializer (`Reading(celsius: 1).celsius`).
///
/// Bindery does not type Swift, so whatever the declarations do not tell (a free function's result, a `map`'s
/// element) stays unknown, and a rename leaves alone a name it cannot place.
struct MemberTypes {
    /// For each of the expression's member accesses, the model declaring the member it names, when known.
    private(set) var declaringModels: [String?] = []
    /// For each of the expression's member accesses, the type of what it is read on, when known.
    private(set) var baseTypes: [SwiftType?] = []

    /// `properties` are the members of the model whose expression it is; `inputs` the types of its own `$0`, `$1`….
    init(
        of expression: ExpressionSyntax, table: DeclarationTable, properties: [ExactName: MemberDecl] = [:],
        inputs: [SwiftType] = []
    ) {
        // The type each access reads its member on, and the type of what it reads; a base always comes first.
        var types: [SwiftType?] = []
        let accesses = expression.memberAccesses
        for access in accesses {
            var base: SwiftType?
            switch access.base {
            case .reference(let index):
                let reference = expression.references[index]
                if let property = properties[ExactName(reference.name)] {
                    base = SwiftType(property.type)
                } else if !reference.isOnSelf, table.model(reference.name) != nil {
                    // A model's name before an instance property is a key path's root, `\User.name`: Swift
                    // accepts it nowhere else, as generated models have no static members of their properties' names.
                    base = .named([SwiftType.Component(reference.name)])
                } else {
                    base = nil
                }
            case .member(let index):
                base = types[index]
            case .call(let index):
                base = baseTypes[index].flatMap { Self.result(ofCalling: accesses[index].name, on: $0) }
            case .shorthandArgument(let index):
                base = inputs.indices.contains(index) ? inputs[index] : nil
            case .closureParameter(let position, let closure):
                let closure = expression.closures[closure]
                if let written = Self.writtenType(ofParameter: position, of: closure) {
                    base = written
                } else {
                    base = closure.calledMember.flatMap { member in
                        baseTypes[member].flatMap {
                            Self.parameter(position, ofClosurePassedTo: accesses[member].name, on: $0)
                        }
                    }
                }
            case .referenceCall(let index):
                // A model's initializer gives the model; a property of a function type, or a function, gives what
                // the declarations do not tell.
                let reference = expression.references[index]
                let isModel =
                    !reference.isOnSelf && properties[ExactName(reference.name)] == nil
                    && table.model(reference.name) != nil
                base = isModel ? .named([SwiftType.Component(reference.name)]) : nil
            case .implicitKeyPathRoot(let member):
                base = baseTypes[member].flatMap { Self.parameter(0, ofClosurePassedTo: accesses[member].name, on: $0) }
            case .closure, .other:
                base = nil
            }
            baseTypes.append(base)
            let (model, type) = base.map { Self.member(access.name, of: $0, table: table) } ?? (nil, nil)
            declaringModels.append(model)
            types.append(type)
        }
    }

    /// The type a closure's signature writes for its parameter at `position` (`{ (reading: Reading) in … }`).
    private static func writtenType(ofParameter position: Int, of closure: ExpressionSyntax.Closure) -> SwiftType? {
        guard closure.parameterTypes.indices.contains(position), let text = closure.parameterTypes[position],
            let syntax = Parser.parseType(text)
        else { return nil }
        return SwiftType(syntax)
    }

    /// The model declaring `name` when `base` is one (optional or not), and the type of `base.name`.
    private static func member(_ name: String, of base: SwiftType, table: DeclarationTable) -> (String?, SwiftType?) {
        if let model = base.unwrapped.simpleName, let entry = table.model(model),
            let member = entry.members[ExactName(name)]
        {
            let type = SwiftType(member.type)
            return (entry.declaringModel(ofMember: name), base.isOptional ? type.optional : type)
        }
        if let element = base.unwrapped.arrayElement, name == "first" || name == "last" {
            return (nil, element.optional)
        }
        return (nil, nil)
    }

    /// What calling the array method `name` on `receiver` gives, for the methods whose result holds its elements.
    private static func result(ofCalling name: String, on receiver: SwiftType) -> SwiftType? {
        guard let element = receiver.unwrapped.arrayElement else { return nil }
        let result: SwiftType
        switch name {
        case "first", "last", "min", "max", "randomElement", "popLast": result = element.optional
        case "removeFirst", "removeLast": result = element
        case "filter", "sorted", "shuffled", "reversed", "dropFirst", "dropLast", "prefix", "suffix", "drop":
            result = .array(element)
        default: return nil
        }
        return receiver.isOptional ? result.optional : result
    }

    /// The type of the closure parameter at `position` when the closure is passed to the array method `name`.
    private static func parameter(_ position: Int, ofClosurePassedTo name: String, on receiver: SwiftType)
        -> SwiftType?
    {
        guard let element = receiver.unwrapped.arrayElement else { return nil }
        switch name {
        case "reduce":
            return position == 1 ? element : nil
        case "sorted", "min", "max", "elementsEqual":
            return position <= 1 ? element : nil
        case "filter", "map", "compactMap", "flatMap", "forEach", "contains", "allSatisfy", "first", "last",
            "firstIndex", "lastIndex", "drop", "prefix", "count", "partition", "removeAll", "split":
            return position == 0 ? element : nil
        default:
            return nil
        }
    }
}

extension MemberTypes {
    /// The name that stands for the one being typed when an expression is read up to the cursor.
    static let placeholder = "bindery_member"

    /// What a member written right after `prefix`, an expression's text up to a `.` (or `?.`), is read on, and its
    /// type when the declarations tell: for an expression being typed, or the type of a `$0` under the cursor.
    static func memberBase(
        after prefix: String, table: DeclarationTable, properties: [ExactName: MemberDecl] = [:],
        inputs: [SwiftType] = []
    ) -> (base: ExpressionSyntax.MemberAccess.Base, type: SwiftType?)? {
        guard let expression = Parser.parseExpression(prefix + Self.placeholder),
            let last = expression.memberAccesses.indices.last, expression.memberAccesses[last].name == Self.placeholder
        else { return nil }
        let types = MemberTypes(of: expression, table: table, properties: properties, inputs: inputs)
        return (expression.memberAccesses[last].base, types.baseTypes[last])
    }
}
