/// One of the mutators an array property has, named like `Array`'s own (`insertTags`, `removeAllTags` …), in the
/// pieces the `arrayMutators` template writes it from; whether it fits on one line is measured on the same pieces.
struct ArrayMutatorContext: FieldedContext {
    /// `insertTags`.
    let name: String
    /// `_ element: String`, `at index: Int`.
    let parameters: [String]
    /// ` -> String` for the one that returns what it removed, else nothing.
    let result: String
    /// The `ArrayEdit` the mutator applies: `.insert(element, at: index)`.
    let edit: String
    /// Whether the whole declaration, body included, fits on one line.
    var isOneLine = false

    /// `!` after the call for the one that returns what it removed (the edit returns an optional).
    var unwrap: String { result.isEmpty ? "" : "!" }

    /// `@discardableResult ` before a one-line declaration of the one that returns what it removed.
    var attribute: String { result.isEmpty ? "" : "@discardableResult " }

    /// `insertTags(_ element: String, at index: Int)`, with its result: spelled once, as the layout measures it and
    /// the template shows it.
    let signature: String

    init(name: String, parameters: [String], result: String = "", edit: String) {
        self.name = name
        self.parameters = parameters
        self.result = result
        self.edit = edit
        // Written straight into a string of its size: through a list of its parts, the list cost as much as
        // the string.
        var count = name.utf8.count + 2 + result.utf8.count + 2 * max(parameters.count - 1, 0)
        for parameter in parameters { count += parameter.utf8.count }
        signature = String(unsafeUninitializedCapacity: count) { buffer in
            var offset = name.copyUTF8(into: buffer, at: 0)
            for (position, parameter) in parameters.enumerated() {
                offset = (position == 0 ? "(" : ", ").copyUTF8(into: buffer, at: offset)
                offset = parameter.copyUTF8(into: buffer, at: offset)
            }
            offset = (parameters.isEmpty ? "()" : ")").copyUTF8(into: buffer, at: offset)
            return result.copyUTF8(into: buffer, at: offset)
        }
    }

    static let fields = TemplateFields<Self>(
        "arrayMutator",
        [
            .text("name", "`insertTags`.") { $0.name },
            .text("signature", "The name, the parameters on one line and the result: what follows `func `.") {
                $0.signature
            },
            .lines("parameters", "The parameters, one a line, without commas.") { $0.parameters },
            .flag("hasParameters", "Whether it takes any (`removeAllTags()` does not).") { !$0.parameters.isEmpty },
            .text("result", "` -> Element` for `removeTags(at:)`, which returns what it removed; else empty.") {
                $0.result
            },
            .flag("isDiscardable", "Whether it returns a result a caller may ignore (`@discardableResult`).") {
                !$0.result.isEmpty
            },
            .text("edit", "The `ArrayEdit` it applies, `.insert(element, at: index)`.") { $0.edit },
            .text("unwrap", "`!` after the edit's call when it returns the removed element; else empty.") {
                $0.unwrap
            },
            .flag("isOneLine", "Whether the declaration fits on one line, body and attribute included.") {
                $0.isOneLine
            },
            .text(
                "attribute", "`@discardableResult ` when `isDiscardable`, to open a one-line declaration; else empty."
            ) {
                $0.attribute
            },
        ])

    /// The mutators of a property (named by `capitalizedName`, at `index` of the table (as text), spelt `swiftName` in code),
    /// an array of `elementType`; `elementParameter` is the element as a parameter's type
    /// (`@escaping` before a function type). Also says whether they fit the line length with each signature and
    /// call on a line of its own.
    static func mutators(
        capitalizedName: String, index: String, swiftName: String, access: String, elementType: String,
        elementParameter: String
    ) -> (
        mutators: [Self], areCompact: Bool
    ) {
        // The parameters several mutators share are spelled once, and each line is measured by adding up its
        // parts' bytes, with no list of parts made: laying out the mutators of 4,000 arrays was a fifteenth of
        // `generate`, most of it building strings and arrays that were measured and dropped.
        let insert = String(concatenating: "insert", capitalizedName)
        let append = String(concatenating: "append", capitalizedName)
        let remove = String(concatenating: "remove", capitalizedName)
        let element = String(concatenating: "_ element: ", elementParameter)
        let elements = String(concatenating: "contentsOf elements: [", elementType, "]")
        let atIndex = "at index: Int"
        var mutators = [
            Self(name: insert, parameters: [element, atIndex], edit: ".insert(element, at: index)"),
            Self(name: insert, parameters: [elements, atIndex], edit: ".insertContents(elements, at: index)"),
            Self(name: append, parameters: [element], edit: ".append(element)"),
            Self(name: append, parameters: [elements], edit: ".appendContents(elements)"),
            Self(
                name: remove, parameters: [atIndex], result: String(concatenating: " -> ", elementType),
                edit: ".remove(at: index)"),
            Self(name: remove, parameters: ["at indexes: Bindery.IndexSet"], edit: ".removeIndexes(indexes)"),
            Self(name: String(concatenating: "removeAll", capitalizedName), parameters: [], edit: ".removeAll"),
            Self(
                name: String(concatenating: "replace", capitalizedName),
                parameters: [atIndex, String(concatenating: "with element: ", elementParameter)],
                edit: ".replace(at: index, with: element)"),
        ]
        let call = String(concatenating: "_$edit(", index, ", \\._$state.", swiftName, ", ")
        let accessBytes = access.utf8.count
        let callBytes = call.utf8.count
        var areCompact = true
        for index in mutators.indices {
            let mutator = mutators[index]
            let signature = mutator.signature
            let (signatureBytes, editBytes, unwrapBytes) =
                (signature.utf8.count, mutator.edit.utf8.count, mutator.unwrap.utf8.count)
            // `    {attribute}{access}func {signature} { {call}{edit}){unwrap} }`
            let oneLineBytes =
                4 + mutator.attribute.utf8.count + accessBytes + 5 + signatureBytes + 3 + callBytes + editBytes + 1
                + unwrapBytes + 2
            mutators[index].isOneLine =
                oneLineBytes <= Declaration.lineLength
                || Declaration.fits(
                    "    ", mutator.attribute, access, "func ", signature, " { ", call, mutator.edit, ")",
                    mutator.unwrap, " }")
            guard areCompact else { continue }
            // `    {access}func {signature} {` and `        {call}{edit}){unwrap}`
            let headerFits =
                4 + accessBytes + 5 + signatureBytes + 2 <= Declaration.lineLength
                || Declaration.fits("    ", access, "func ", signature, " {")
            let callFits =
                8 + callBytes + editBytes + 1 + unwrapBytes <= Declaration.lineLength
                || Declaration.fits("        ", call, mutator.edit, ")", mutator.unwrap)
            areCompact = headerFits && callFits
        }
        return (mutators, areCompact)
    }
}
