import BinderyCommandLine
import Foundation
import Testing

/// `bindery graph` gives every property its own node, with an id Graphviz and Mermaid both read, whatever the
/// spec's names.
@Suite struct GraphIdentifierTests {
    private func graph(_ format: String, _ spec: String, imported: String? = nil) throws -> String {
        let scratch = try Scratch()
        var arguments = ["graph", "--format", format, try scratch.write("Spec.bind", spec)]
        if let imported { arguments += ["--imported-spec", "Core=" + (try scratch.write("Core/Core.bind", imported))] }
        let result = bindery(arguments)
        #expect(result.status == .success, "\(result.error)")
        return result.output
    }

    /// The ids of the nodes and subgraphs a Mermaid graph declares: what precedes `[` on each line.
    private func mermaidIDs(_ output: String) -> [String] {
        output.split(separator: "\n").compactMap { line -> String? in
            let words = line.trimmingCharacters(in: .whitespaces)
            guard !words.contains("--"), let bracket = words.firstIndex(of: "[") else { return nil }
            let head = words[..<bracket].trimmingCharacters(in: CharacterSet(charactersIn: " ("))
            return head.hasPrefix("subgraph ") ? String(head.dropFirst("subgraph ".count)) : head
        }
    }

    private let underscores = """
        model A__B {
            var c: Int = 0
        }

        model A {
            var B__c: Int = 0
        }

        binding Copy(ab: A__B, a: A) {
            a.B__c <- ab.c
        }

        """

    @Test func namesWithDoubleUnderscoresGetNodesOfTheirOwn() throws {
        let ids = try mermaidIDs(graph("mermaid", underscores))
        #expect(ids.count == 4 && Set(ids).count == 4, "\(ids)")
        let dot = try graph("dot", underscores)
        #expect(dot.contains(#""0415f5f42__c" -> "A__0425f5f63" [label="Copy"];"#), "not a loop from a node to itself")
    }

    @Test func mermaidIDsAreASCIIWhateverTheNames() throws {
        let spec = """
            model 🐶 {
                var café: Int = 0
                var cafe\u{301}: Int = 0
                var 名前: String = ""
            }

            """
        let output = try graph("mermaid", spec)
        let ids = mermaidIDs(output)
        #expect(ids.count == 4)
        #expect(Set(ids).count == 4, "two spellings of café are two names, so two nodes")
        #expect(ids.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) }, "\(ids)")
        #expect(output.contains(#"["名前: String"]"#), "labels keep the names as written")
    }

    @Test func mermaidLabelsEscapeWhatHTMLWouldSwallow() throws {
        let output = try graph("mermaid", "model Tags {\n    var all: Set<String> = []\n}\n")
        #expect(output.contains(#"Tags__all["all: Set#lt;String#gt;"]"#))
    }

    @Test func aModelReferringToItselfPointsAtItsOwnProperty() throws {
        let spec = "model Node {\n    var name: String = \"\"\n    var parent: Node?\n}\n"
        let dot = try graph("dot", spec)
        #expect(dot.contains(#""Node__parent" -> "Node__name" [style=dashed, arrowhead=odiamond];"#))
        #expect(try graph("mermaid", spec).contains("Node__parent -.-> Node__name\n"))
    }

    @Test func importedModelsAreDrawnWithTheirModule() throws {
        let core = "options { access: public }\nmodel User {\n    var name: String = \"\"\n}\n"
        let spec = """
            import Core

            model Row {
                var owner: User?
                var title: String = ""
            }

            binding RowBinding(row: Row) {
                row.title <- row.owner?.name ?? ""
            }

            """
        let dot = try graph("dot", spec, imported: core)
        #expect(dot.contains("subgraph \"cluster_model_User\" {\n        label=\"Core.User\";\n"))
        #expect(dot.contains(#""User__name" [label="name: String"];"#))
        #expect(
            dot.contains(
                #""Row__owner" -> "User__name" [style=dashed, arrowhead=odiamond, lhead="cluster_model_User"];"#))
    }
}
