import BinderySource
import Testing

@testable import BinderyGenerator

/// Templates rendered against the generator's own contexts are compiled first, their names resolved to fields;
/// they must render, and fail, exactly as looking each name up at render time does.
@Suite struct CompiledTemplateTests {
    private struct Item: FieldedContext {
        var name: String
        var tags: [String]

        static let fields = TemplateFields<Self>(
            "item",
            [
                .text("name", "The item's name.") { $0.name },
                .lines("tags", "Its tags.") { $0.tags },
            ])
    }

    private struct Root: FieldedContext {
        var title: String
        var items: [Item]

        static let fields = TemplateFields<Self>(
            "root",
            [
                .text("title", "The title.") { $0.title },
                .text("name", "Shadowed by an item's.") { _ in "root" },
                .list("items", "The items.") { $0.items },
            ])
    }

    private let root = Root(
        title: "T", items: [Item(name: "a", tags: ["x", "y"]), Item(name: "b", tags: [])])

    /// `main` rendered with `root`, or its diagnostics as `path:line:col: message`.
    private func rendered(_ main: String, partials: [String: String] = [:]) -> String {
        var files = SourceFiles()
        var texts = [(name: "main", path: "main.template", text: main)]
        for name in partials.keys.sorted() {
            texts.append((name: name, path: "\(name).template", text: partials[name] ?? ""))
        }
        do {
            return try TemplateSet(texts: texts, files: &files).render("main", context: root)
        } catch .diagnostics(let diagnostics) {
            return diagnostics.map { "\(files.location($0.range)): \($0.message)" }.joined(separator: "\n")
        } catch {
            return "\(error)"
        }
    }

    @Test func namesResolveToTheInnermostContextThatHasThem() {
        #expect(
            rendered("{{#items}}{{title}}.{{name}}{{#tags}}[{{.}}{{^-last}},{{/-last}}]{{/tags}};{{/items}}{{name}}")
                == "T.a[x,][y];T.b;root")
    }

    /// An inverted section right after a section of the same field reuses the value the section read; one of
    /// another field, or of the same name in another context, reads its own.
    @Test func anElseAfterASectionOfTheSameFieldRendersAsItsOwnReadWould() {
        #expect(rendered("{{#items}}{{#tags}}+{{/tags}}{{^tags}}none{{/tags}};{{/items}}") == "++;none;")
        #expect(rendered("{{#items}}{{#tags}}+{{/tags}}{{/items}}{{^items}}empty{{/items}}") == "++")
        #expect(rendered("{{#items}}{{#tags}}{{/tags}}{{^items}}never{{/items}}|{{/items}}") == "||")
    }

    /// Partials that each include the next twice double at every level: inlined everywhere, 40 levels would lay
    /// out 2⁴⁰ steps, though rendering takes one branch. Past a budget the rest is rendered by name, so compiling
    /// ends at once and renders the same text.
    @Test func partialsThatDoubleAtEveryLevelCompileInBoundedTime() {
        var partials: [String: String] = [:]
        for level in 0..<40 { partials["p\(level)"] = "{{>p\(level + 1)}}{{>p\(level + 1)}}" }
        partials["p40"] = "{{title}}"
        #expect(
            rendered("{{^items}}{{>p0}}{{/items}}{{#items}}{{^tags}}{{>p30}}{{/tags}}{{/items}}", partials: partials)
                == String(repeating: "T", count: 1 << 10))
    }

    @Test func partialsSeeTheContextsOfWhereTheyAreIncluded() {
        #expect(
            rendered("{{#items}}\n  {{>row}}\n{{/items}}\n", partials: ["row": "{{title}}/{{name}}\n"])
                == "  T/a\n  T/b\n")
    }

    @Test func anUnknownNameInAPartialIsReportedAtItsLineAndColumn() {
        #expect(
            rendered("{{#items}}{{>row}}{{/items}}", partials: ["row": "ok\n {{nmae}}\n"])
                == "row.template:2:2: unknown variable 'nmae' in template 'row'; check its spelling")
    }

    @Test func aPartialThatIncludesItselfStillStopsWithADiagnostic() {
        #expect(
            rendered("{{>loop}}", partials: ["loop": "{{title}}{{>loop}}"]).hasSuffix(
                "loop.template:1:10: partial 'loop' includes itself without end; break the cycle"))
    }
}
