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
                if let referenced = module.model(named: property.referencedModel ?? ""),
                    let first = referenced.properties.first
                {
                    edges.append(
                        Edge(
                            from: Self.id(model.name, property.name), to: Self.id(referenced.name, first.name),
                            label: "", style: .reference, targetCluster: "model_\(referenced.name)"))
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

    private mutating func addEdges(for assignment: Assignment, in binding: Binding) {
        var label = binding.name
        if !assignment.transforms.isEmpty {
            label += " | " + assignment.transforms.map(\.name).joined(separator: " | ")
        }
        let style: EdgeStyle =
            assignment.direction == .twoWay ? .twoWay : assignment.isOnce ? .once : .rule
        for source in assignment.sources {
            var sourceLabel = label
            if source.path.steps.count > 1 { sourceLabel = "\(source.path) → " + sourceLabel }
            if source.fallback != nil { sourceLabel += " ?? …" }
            edges.append(
                Edge(from: Self.id(source.path), to: Self.id(assignment.target), label: sourceLabel, style: style))
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
