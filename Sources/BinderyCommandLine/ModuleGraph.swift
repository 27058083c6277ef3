import BinderyChecker

/// The models, their properties and the binding rules between them, as a graph for `bindery graph`.
///
/// Nodes are model properties (grouped by model) and action handlers; edges are rules (source property →
/// target property, labelled with the binding and its transforms), computed-property dependencies, and
/// references from one model to another. Built once from the checked module, then printed as DOT or Mermaid,
/// so both formats always show the same graph.
struct ModuleGraph: Equatable {
    struct Node: Equatable {
        var id: String
        var label: String
    }

    struct Cluster: Equatable {
        var id: String
        var label: String
        var nodes: [Node]
    }

    enum EdgeStyle: Equatable {
        /// A one-way rule.
        case rule
        /// A two-way rule: arrows both ends.
        case twoWay
        /// A `once` rule: copied at start only.
        case once
        /// A computed property's dependency, or an action's trigger.
        case dependency
        /// A property whose type is another model.
        case reference
    }

    struct Edge: Equatable {
        var from: String
        var to: String
        var label: String
        var style: EdgeStyle
        /// For a reference: the model's cluster, which the edge points at as a whole.
        var targetCluster: String? = nil
    }

    var clusters: [Cluster] = []
    /// Action handlers, which belong to no model.
    var handlers: [Node] = []
    var edges: [Edge] = []

    init(_ module: CheckedModule) {
        for model in module.models {
            let nodes = model.properties.map { property in
                Node(id: Self.id(model.name, property.name), label: "\(property.name): \(property.type)")
            }
            clusters.append(Cluster(id: "model_\(model.name)", label: model.name, nodes: nodes))
            for property in model.properties {
                for dependency in property.dependencies {
                    edges.append(
                        Edge(
                            from: Self.id(model.name, dependency), to: Self.id(model.name, property.name),
                            label: "", style: .dependency))
                }
                if let (referenced, isArray) = Self.referencedModel(of: property, in: module),
                    let first = referenced.properties.first
                {
                    edges.append(
                        Edge(
                            from: Self.id(model.name, property.name), to: Self.id(referenced.name, first.name),
                            label: isArray ? "[ ]" : "", style: .reference, targetCluster: "model_\(referenced.name)"))
                }
            }
        }
        for binding in module.bindings {
            for rule in binding.rules {
                switch rule {
                case .assignment(let assignment):
                    addEdges(for: assignment, in: binding)
                case .action(let action):
                    let handler = Node(
                        id: "\(binding.name)__\(action.handler)", label: "\(binding.name).\(action.handler)")
                    handlers.append(handler)
                    for path in action.paths {
                        edges.append(
                            Edge(
                                from: Self.id(path), to: handler.id, label: action.isInitial ? "initial" : "",
                                style: .dependency))
                    }
                }
            }
        }
    }

    /// The model a property holds: one (`owner: User?`), or many (`items: [TodoItem]`, drawn labelled `[ ]`).
    private static func referencedModel(of property: Property, in module: CheckedModule) -> (Model, isArray: Bool)? {
        if let name = property.referencedModel, let model = module.model(named: name) {
            return (model, false)
        }
        if let name = property.type.unwrapped.arrayElement?.unwrapped.simpleName, let model = module.model(named: name)
        {
            return (model, true)
        }
        return nil
    }

    /// One edge a source, labelled with the binding and then the rule's right-hand side in the order it is written
    /// and applied: the path when it goes through other models, its fallback, then the transforms
    /// (`ProfileBinding: profile.owner?.name ?? … | initials`).
    private mutating func addEdges(for assignment: Assignment, in binding: Binding) {
        let style: EdgeStyle =
            assignment.direction == .twoWay ? .twoWay : assignment.isOnce ? .once : .rule
        let transforms = assignment.transforms.map { " | " + $0.name }.joined()
        for source in assignment.sources {
            var label = binding.name
            if source.path.steps.count > 1 || source.fallback != nil {
                label += ": \(source.path)" + (source.fallback != nil ? " ?? …" : "")
            }
            edges.append(
                Edge(
                    from: Self.id(source.path), to: Self.id(assignment.target), label: label + transforms,
                    style: style))
        }
    }

    /// The node of the property a path ends at.
    private static func id(_ path: Path) -> String {
        guard let last = path.steps.last else { return "model_\(path.rootModel)" }
        return id(last.model, last.property)
    }

    private static func id(_ model: String, _ property: String) -> String {
        "\(model)__\(property)"
    }
}
