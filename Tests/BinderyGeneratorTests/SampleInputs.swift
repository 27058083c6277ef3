@testable import BinderyGenerator

/// SPEC's complete example, as the generator's input, built by hand so the emitter is tested on its own.
enum SampleInputs {
    static func expression(_ text: String, _ line: Int) -> ExpressionInput {
        ExpressionInput(text: text, line: line)
    }

    static func property(
        _ name: String, _ type: String, _ kind: PropertyInput.Kind = .variable, value: ExpressionInput? = nil,
        doc: String? = nil, optional: Bool = false, wrapped: String? = nil, element: String? = nil
    ) -> PropertyInput {
        PropertyInput(
            name: name, doc: doc, kind: kind, type: type, arrayElementType: element, isOptional: optional,
            wrappedType: wrapped ?? type, value: value)
    }

    static func step(_ name: String, _ owner: String, _ type: String, optional: Bool = false, wrapped: String? = nil)
        -> PathInput.Step
    {
        PathInput.Step(name: name, owner: owner, type: type, isOptional: optional, wrappedType: wrapped ?? type)
    }

    static let download = GeneratedFileInput(
        specPath: "Fixtures/Valid/Download.bind",
        specName: "Download.bind",
        imports: ["import Foundation"],
        access: "public",
        models: [
            ModelInput(
                name: "User", doc: "A person who owns downloads.", isolation: .mainActor, observation: true,
                otherConformances: [], isEquatable: false, isHashable: true, isCodable: true,
                properties: [
                    property("id", "UUID", .constant),
                    property("name", "Swift.String", value: expression(#""""#, 18)),
                    property("email", "Swift.String?", optional: true, wrapped: "Swift.String"),
                ]),
            ModelInput(
                name: "Download", doc: "A file being downloaded.", isolation: .mainActor, observation: true,
                otherConformances: [], isEquatable: false, isHashable: false, isCodable: false,
                properties: [
                    property("title", "Swift.String", value: expression(#""Untitled""#, 24)),
                    property("writtenBytes", "Swift.Int64", value: expression("0", 25)),
                    property("totalBytes", "Swift.Int64", value: expression("0", 26)),
                    property("celsius", "Swift.Double", value: expression("20", 27)),
                    property("tags", "[Swift.String]", value: expression("[]", 28), element: "Swift.String"),
                    property("owner", "User?", optional: true, wrapped: "User"),
                    property(
                        "progress", "Swift.Double", .computed(dependencies: ["writtenBytes", "totalBytes"]),
                        value: expression("totalBytes == 0 ? 0 : Double(writtenBytes) / Double(totalBytes)", 31),
                        doc: "Recomputed when writtenBytes or totalBytes change."),
                ]),
            ModelInput(
                name: "DownloadRow", doc: nil, isolation: .mainActor, observation: true, otherConformances: [],
                isEquatable: false, isHashable: false, isCodable: false,
                properties: ["title", "ownerName", "firstTitle"].map { name in
                    property(name, "Swift.String", value: expression("\"\"", 36))
                } + [property("fahrenheit", "Swift.Double", value: expression("0", 37))]),
        ],
        transforms: [
            TransformInput(
                name: "uppercased", inputs: ["Swift.String"], output: "Swift.String",
                body: .expression(expression("$0.uppercased()", 43))),
            TransformInput(
                name: "fahrenheit", doc: "Reversible: usable in two-way bindings.", inputs: ["Swift.Double"],
                output: "Swift.Double",
                body: .reversible(
                    forward: expression("$0 * 9 / 5 + 32", 50), backward: expression("($0 - 32) * 5 / 9", 51))),
            TransformInput(
                name: "initials", doc: "Implemented by hand in Swift (see part 2).", inputs: ["Swift.String"],
                output: "Swift.String", body: .external),
        ],
        bindings: [
            BindingInput(
                name: "DownloadRowBinding", doc: "Keeps a row in sync with a download.", isolation: .mainActor,
                parameters: [.init(name: "download", type: "Download"), .init(name: "row", type: "DownloadRow")],
                rules: [
                    .assignment(
                        target: path("row", "DownloadRow", [step("title", "DownloadRow", "Swift.String")]),
                        sources: [
                            .init(path: path("download", "Download", [step("title", "Download", "Swift.String")]))
                        ],
                        transforms: [
                            TransformUse(
                                isBuiltIn: false, name: "uppercased", inputs: ["Swift.String"], output: "Swift.String",
                                namespace: "DownloadTransforms")
                        ],
                        twoWay: false, once: false),
                    .assignment(
                        target: path("row", "DownloadRow", [step("ownerName", "DownloadRow", "Swift.String")]),
                        sources: [
                            .init(
                                path: path(
                                    "download", "Download",
                                    [
                                        step("owner", "Download", "User?", optional: true, wrapped: "User"),
                                        step("name", "User", "Swift.String"),
                                    ]),
                                fallback: expression(#""Nobody""#, 59))
                        ],
                        transforms: [], twoWay: false, once: false),
                    .assignment(
                        target: path("row", "DownloadRow", [step("fahrenheit", "DownloadRow", "Swift.Double")]),
                        sources: [
                            .init(path: path("download", "Download", [step("celsius", "Download", "Swift.Double")]))
                        ],
                        transforms: [
                            TransformUse(
                                isBuiltIn: false, name: "fahrenheit", inputs: ["Swift.Double"], output: "Swift.Double",
                                namespace: "DownloadTransforms")
                        ],
                        twoWay: true, once: false),
                    .assignment(
                        target: path("row", "DownloadRow", [step("firstTitle", "DownloadRow", "Swift.String")]),
                        sources: [
                            .init(path: path("download", "Download", [step("title", "Download", "Swift.String")]))
                        ],
                        transforms: [], twoWay: false, once: true),
                    .action(
                        paths: [path("download", "Download", [step("totalBytes", "Download", "Swift.Int64")])],
                        initial: false, handler: "totalChanged"),
                    .action(
                        paths: [
                            path(
                                "download", "Download",
                                [
                                    step("owner", "Download", "User?", optional: true, wrapped: "User"),
                                    step("email", "User", "Swift.String?", optional: true, wrapped: "Swift.String"),
                                ])
                        ],
                        initial: false, handler: "emailChanged"),
                    .action(
                        paths: [
                            path("download", "Download", [step("writtenBytes", "Download", "Swift.Int64")]),
                            path("download", "Download", [step("totalBytes", "Download", "Swift.Int64")]),
                        ],
                        initial: true, handler: "sizesChanged"),
                ])
        ])

    static func path(_ root: String, _ rootType: String, _ steps: [PathInput.Step]) -> PathInput {
        var text = root
        for (index, step) in steps.enumerated() {
            text += (index > 0 && steps[index - 1].isOptional ? "?." : ".") + step.name
        }
        return PathInput(root: root, rootType: rootType, steps: steps, text: text)
    }
}

extension SampleInputs {
    /// A model outside the main actor, without Observation, and a binding of actions only.
    static let counter = GeneratedFileInput(
        specPath: "Actions.bind", specName: "Actions.bind", imports: [], access: nil,
        models: [
            ModelInput(
                name: "Counter", doc: nil, isolation: .nonisolated, observation: false, otherConformances: [],
                isEquatable: true, isHashable: false, isCodable: false,
                properties: [
                    property("value", "Swift.Int", value: expression("0", 2)),
                    property("step", "Swift.Int", value: expression("1", 3)),
                    property("flag", "Swift.Bool", value: expression("false", 4)),
                ])
        ],
        transforms: [],
        bindings: [
            BindingInput(
                name: "CounterLog", doc: nil, isolation: .nonisolated,
                parameters: [.init(name: "counter", type: "Counter"), .init(name: "other", type: "Counter")],
                rules: [
                    .action(
                        paths: [path("counter", "Counter", [step("value", "Counter", "Swift.Int")])], initial: true,
                        handler: "valueSeen"),
                    .action(
                        paths: [
                            path("counter", "Counter", [step("value", "Counter", "Swift.Int")]),
                            path("other", "Counter", [step("step", "Counter", "Swift.Int")]),
                        ],
                        initial: false, handler: "anyChanged"),
                    .assignment(
                        target: path("other", "Counter", [step("flag", "Counter", "Swift.Bool")]),
                        sources: [.init(path: path("counter", "Counter", [step("step", "Counter", "Swift.Int")]))],
                        transforms: [
                            TransformUse(
                                isBuiltIn: true, name: "string", inputs: ["Swift.Int"], output: "Swift.String"),
                            TransformUse(
                                isBuiltIn: true, name: "trimmed", inputs: ["Swift.String"], output: "Swift.String"),
                            TransformUse(
                                isBuiltIn: true, name: "isEmpty", inputs: ["Swift.String"], output: "Swift.Bool"),
                            TransformUse(isBuiltIn: true, name: "not", inputs: ["Swift.Bool"], output: "Swift.Bool"),
                        ],
                        twoWay: false, once: false),
                ])
        ])
}
