import BinderySource

/// Prints a ``ModuleGraph`` in the two formats `bindery graph` offers.
enum GraphPrinter {
    enum Format: String, CaseIterable {
        case dot
        case mermaid
    }

    static func print(_ graph: ModuleGraph, as format: Format) -> String {
        switch format {
        case .dot: dot(graph)
        case .mermaid: mermaid(graph)
        }
    }

    /// Graphviz: `bindery graph Specs/*.bind | dot -Tsvg > graph.svg`.
    static func dot(_ graph: ModuleGraph) -> String {
        var out =
            "digraph Bindery {\n    rankdir=LR;\n    compound=true;\n    node [shape=box, fontname=\"Helvetica\"];\n"
        for cluster in graph.clusters {
            out += "    subgraph \"cluster_\(cluster.id)\" {\n        label=\(dotString(cluster.label));\n"
            for node in cluster.nodes {
                out += "        \(dotString(node.id)) [label=\(dotString(node.label))];\n"
            }
            out += "    }\n"
        }
        for handler in graph.handlers {
            out += "    \(dotString(handler.id)) [label=\(dotString(handler.label)), shape=ellipse];\n"
        }
        for edge in graph.edges {
            var attributes: [String] = []
            if !edge.label.isEmpty { attributes.append("label=\(dotString(edge.label))") }
            switch edge.style {
            case .rule: break
            case .twoWay: attributes.append("dir=both")
            case .once: attributes.append("style=dashed")
            case .dependency: attributes.append("style=dotted")
            case .reference: attributes.append("style=dashed, arrowhead=odiamond")
            }
            if let cluster = edge.targetCluster { attributes.append("lhead=\(dotString("cluster_" + cluster))") }
            let suffix = attributes.isEmpty ? "" : " [" + attributes.joined(separator: ", ") + "]"
            out += "    \(dotString(edge.from)) -> \(dotString(edge.to))\(suffix);\n"
        }
        return out + "}\n"
    }

    /// Mermaid, which GitHub renders inside a ```mermaid block.
    static func mermaid(_ graph: ModuleGraph) -> String {
        var out = "flowchart LR\n"
        for cluster in graph.clusters {
            out += "    subgraph \(cluster.id) [\(mermaidString(cluster.label))]\n"
            for node in cluster.nodes {
                out += "        \(node.id)[\(mermaidString(node.label))]\n"
            }
            out += "    end\n"
        }
        for handler in graph.handlers {
            out += "    \(handler.id)([\(mermaidString(handler.label))])\n"
        }
        for edge in graph.edges {
            let arrow =
                switch edge.style {
                case .rule: "-->"
                case .twoWay: "<-->"
                case .once, .reference, .dependency: "-.->"
                }
            let label = edge.label.isEmpty ? "" : "|\(mermaidString(edge.label))|"
            out += "    \(edge.from) \(arrow)\(label) \(edge.targetCluster ?? edge.to)\n"
        }
        return out
    }

    private static func dotString(_ text: String) -> String {
        "\"" + text.replacingScalars("\\", with: "\\\\").replacingScalars("\"", with: "\\\"") + "\""
    }

    /// Mermaid has no backslash escapes inside quotes; it takes entity codes (`#quot;`). A label is HTML to the
    /// renderer, which drops what looks like a tag: `Set<String>` would show as `Set`. `#` starts an entity code,
    /// so it is one too.
    private static func mermaidString(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "#quot;"
            case "#": escaped += "#35;"
            case "<": escaped += "#lt;"
            case ">": escaped += "#gt;"
            case "&": escaped += "#amp;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"" + escaped + "\""
    }
}
