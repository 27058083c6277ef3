import BinderyChecker
import BinderySource

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
        for model in module.models + Self.importedModelsUsed(by: module) {
            let nodes = model.properties.map { property in
                Node(id: Self.id(model.name, property.name), label: "\(property.name): \(property.type)")
            }
            let label = model.module.map { "\($0).\(model.name)" } ?? model.name
            clusters.append(Cluster(id: Self.clusterID(model.name), label: label, nodes: nodes))
            guard model.module == nil else { continue }
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
                    // A model that refers to itself points at its own property: Graphviz cannot clip an edge at
                    // the cluster it starts in (it warns), and Mermaid draws no edge into a subgraph from inside it.
                    let isSelf = referenced.name.isSameName(as: model.name)
                    edges.append(
                        Edge(
                            from: Self.id(model.name, property.name), to: Self.id(referenced.name, first.name),
                            label: isArray ? "[ ]" : "", style: .reference,
                            targetCluster: isSelf ? nil : Self.clusterID(referenced.name)))
                }
            }
        }
        for binding in module.bindings {
            for rule in binding.rules {
                switch rule {
                case .assignment(let assignment):
                    addEdges(for: assignment, in: binding)
                case .action(let action):
                    // Bindings and models share one namespace, imported models included, so no handler's id is a
                    // property's.
                    let handler = Node(
                        id: Self.id(binding.name, action.handler), label: "\(binding.name).\(action.handler)")
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
        if let name = property.referencedModel, let model = anyModel(named: name, in: module) {
            return (model, false)
        }
        if let name = property.type.unwrapped.arrayElement?.unwrapped.simpleName,
            let model = anyModel(named: name, in: module)
        {
            return (model, true)
        }
        return nil
    }

    /// A model of this module or of one it imports.
    private static func anyModel(named name: String, in module: CheckedModule) -> Model? {
        module.model(named: name) ?? module.importedModels.first { $0.name.isSameName(as: name) }
    }

    /// The imported models a property, rule or action of this module reaches, in the order `importedModels` keeps
    /// (sorted by name): drawn as clusters of their own, so every edge ends at a node that has a label.
    private static func importedModelsUsed(by module: CheckedModule) -> [Model] {
        var used: [String] = []
        for model in module.models {
            for property in model.properties {
                if let (referenced, _) = referencedModel(of: property, in: module) { used.append(referenced.name) }
            }
        }
        for binding in module.bindings {
            for rule in binding.rules {
                let paths: [Path] =
                    switch rule {
                    case .assignment(let assignment): [assignment.target] + assignment.sources.map(\.path)
                    case .action(let action): action.paths
                    }
                used += paths.flatMap { $0.steps.map(\.model) }
            }
        }
        return module.importedModels.filter { imported in used.contains { $0.isSameName(as: imported.name) } }
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
        guard let last = path.steps.last else { return clusterID(path.rootModel) }
        return id(last.model, last.property)
    }

    /// `Model__property` (and `Binding__handler`). Each part is ``idComponent(_:)``, which never holds `__` nor
    /// starts or ends with `_`, so the first `__` is where the two meet and no two nodes share an id.
    private static func id(_ model: String, _ property: String) -> String {
        idComponent(model) + "__" + idComponent(property)
    }

    /// `model_Model`: with no `__` in it, never a node's id (Mermaid keeps subgraphs and nodes in one namespace).
    private static func clusterID(_ model: String) -> String {
        "model_" + idComponent(model)
    }

    /// A name as it appears in ids: as written when it is plain ASCII (letters, digits and single inner `_`, as
    /// most names are), else `0` and the hex of its UTF-8 bytes. Mermaid rejects many Unicode letters, combining
    /// marks and emoji in ids, and `a__b` + `c` would meet `a` + `b__c`; a leading digit keeps the two forms
    /// apart, as a plain name starts with a letter.
    static func idComponent(_ name: String) -> String {
        let bytes = Array(name.utf8)
        let underscore = UInt8(ascii: "_")
        func isLetter(_ byte: UInt8) -> Bool { (65...90).contains(byte) || (97...122).contains(byte) }
        func isDigit(_ byte: UInt8) -> Bool { (48...57).contains(byte) }
        let isPlain =
            bytes.first.map(isLetter) == true && bytes.last != underscore
            && bytes.allSatisfy { isLetter($0) || isDigit($0) || $0 == underscore }
            && !zip(bytes, bytes.dropFirst()).contains { $0 == underscore && $1 == underscore }
        guard !isPlain else { return name }
        let digits = Array("0123456789abcdef".utf8)
        let hex = bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0xF)]] }
        return String(decoding: [UInt8(ascii: "0")] + hex, as: UTF8.self)
    }
}
