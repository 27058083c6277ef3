extension Command {
    /// `bindery graph SPEC... [--format dot|mermaid]`
    static let graph = Command(
        name: "graph",
        abstract: "Print the models, their properties and the binding rules between them as a graph.",
        discussion: """
            Nodes are model properties, grouped by model, and action handlers. Solid edges are one-way rules \
            (two arrowheads: two-way; dashed: once), labelled with the binding and its transforms; dotted edges \
            lead from a computed property's dependencies and to action handlers; dashed edges with a diamond lead \
            from a property to the model it refers to.

            dot is Graphviz's language (bindery graph Specs/*.bind | dot -Tsvg > graph.svg); mermaid renders in \
            GitHub Markdown inside a ```mermaid block.
            """,
        positional: .init(name: "spec", help: "The .bind files to draw, checked together as one module."),
        options: [.graphFormat]
    ) { invocation, console in
        DiagnosticReport.compile(invocation, console: console) { compilation in
            guard let module = compilation.module else { return .specErrors }
            let format = GraphPrinter.Format(rawValue: invocation.values["format"] ?? "dot") ?? .dot
            console.writeOutput(GraphPrinter.print(ModuleGraph(module), as: format))
            return .success
        }
    }
}

extension Option {
    static let graphFormat = Option(
        name: "format", valueName: "format", allowedValues: GraphPrinter.Format.allCases.map(\.rawValue),
        defaultValue: "dot", help: "The graph language to print.")
}
