import BinderyChecker
import BinderySource
import BinderySyntax

/// A path such as `download.owner?.name` walked through the declarations: which model each step reads, the
/// property it names, and the type of the path up to it (optional once a step before it is optional, as the
/// checker types it).
struct TypedPath {
    struct Step {
        var name: String
        /// The model whose property the step names.
        var model: String
        /// The property, when the model has one of that name.
        var member: MemberDecl?
        /// The type of the path up to and including this step.
        var pathType: SwiftType?
    }

    /// The binding parameter's model, nil when the root names no parameter of a known model.
    var rootModel: String?
    var steps: [Step] = []
    /// The model the whole path reaches, when it ends at a model-typed property (or at the root).
    var reachedModel: String?

    init(root: String, stepNames: [String], parameters: [BindingDecl.Parameter], table: DeclarationTable) {
        guard let parameter = parameters.first(where: { $0.name.name.isSameName(as: root) }),
            let model = SwiftType(parameter.type).simpleName, table.model(model) != nil
        else {
            self.init(unresolved: ())
            return
        }
        self.init(model: model, stepNames: stepNames, table: table)
    }

    /// A path whose root names nothing known.
    private init(unresolved: Void) {}

    /// Walks steps from a model's own properties, as `self.` does inside a computed expression.
    init(model: String, stepNames: [String], table: DeclarationTable) {
        rootModel = model
        var current: SwiftType? = .named(model)
        var isBroken = false
        for name in stepNames {
            guard let type = current, let modelName = type.unwrapped.simpleName, let entry = table.model(modelName)
            else {
                current = nil
                break
            }
            let member = entry.members[name]
            isBroken = isBroken || type.isOptional
            let declared = member.map { SwiftType($0.type) }
            let pathType = declared.map { isBroken ? $0.optional : $0 }
            let declaring = member == nil ? modelName : entry.declaringModel(ofMember: name)
            steps.append(Step(name: name, model: declaring, member: member, pathType: pathType))
            current = declared
        }
        if let current, let name = current.unwrapped.simpleName, table.model(name) != nil,
            steps.count == stepNames.count
        {
            reachedModel = name
        }
    }

    init(_ path: PathSyntax, in binding: BindingDecl, table: DeclarationTable) {
        self.init(
            root: path.root.name, stepNames: path.steps.map(\.name.name), parameters: binding.parameters, table: table)
    }

    /// The type of the whole path, when every step resolved.
    var type: SwiftType? {
        steps.last?.pathType
    }
}
