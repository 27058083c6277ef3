import BinderyCommandLine
import Foundation
import Testing

/// `bindery graph` draws what a spec says, in the order it says it.
@Suite struct GraphLabelTests {
    private let todo = """
        model TodoItem {
            var title: String = ""
        }

        model User {
            var name: String = ""
        }

        model TodoList {
            var items: [TodoItem] = []
            var owner: User?
        }

        model Header {
            var badge: String = ""
        }

        transform initials(String) -> String = String($0.prefix(1))

        binding HeaderBinding(list: TodoList, header: Header) {
            header.badge <- list.owner?.name ?? "—" | initials
        }

        """

    private func graph(_ format: String) throws -> String {
        let scratch = try Scratch()
        let result = bindery(["graph", "--format", format, try scratch.write("Todo.bind", todo)])
        #expect(result.status == .success, "\(result.error)")
        return result.output
    }

    @Test func anArrayOfModelsIsDrawnAsAReference() throws {
        #expect(
            try graph("dot").contains(
                #""TodoList__items" -> "TodoItem__title" [label="[ ]", style=dashed, arrowhead=odiamond, lhead="cluster_model_TodoItem"];"#
            ))
        #expect(try graph("mermaid").contains(#"TodoList__items -.->|"[ ]"| model_TodoItem"#))
    }

    @Test func aLabelKeepsTheRulesOrderFallbackBeforeTransform() throws {
        #expect(
            try graph("dot").contains(
                #""User__name" -> "Header__badge" [label="HeaderBinding: list.owner?.name ?? … | initials"];"#))
    }
}
