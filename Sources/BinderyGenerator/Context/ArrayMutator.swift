/// One of the mutators an array property has, named like `Array`'s own (`insertTags`, `removeAllTags` …).
enum ArrayMutator: CaseIterable {
    case insert
    case insertContents
    case append
    case appendContents
    case remove
    case removeIndexes
    case removeAll
    case replace

    /// The mutators of `property` whose declaration fits on one line, body included; the others take a line for the
    /// signature and one for the body. The text mirrors `arrayMutators.template`, which only measures it here.
    static func oneLine(_ property: PropertyContext, elementType: String, elementParameterType: String) -> Set<Self> {
        let name = property.capitalizedName
        let edit = "_$edit(\(property.index), \\._$storage.\(property.swiftName), "
        return Set(
            allCases.filter { mutator in
                let (signature, arguments) = mutator.text(name, elementType, elementParameterType)
                return Declaration.fits("    ", property.access, "func ", signature, " { ", edit, arguments, " }")
            })
    }

    /// The signature after `func`, and the edit's arguments with what follows them in the body.
    private func text(_ name: String, _ elementType: String, _ elementParameter: String) -> (String, String) {
        switch self {
        case .insert:
            ("insert\(name)(_ element: \(elementParameter), at index: Swift.Int)", ".insert(element, at: index))")
        case .insertContents:
            (
                "insert\(name)(contentsOf elements: [\(elementType)], at index: Swift.Int)",
                ".insertContents(elements, at: index))"
            )
        case .append: ("append\(name)(_ element: \(elementParameter))", ".append(element))")
        case .appendContents: ("append\(name)(contentsOf elements: [\(elementType)])", ".appendContents(elements))")
        case .remove: ("remove\(name)(at index: Swift.Int) -> \(elementType)", ".remove(at: index))!")
        case .removeIndexes: ("remove\(name)(at indexes: Bindery.IndexSet)", ".removeIndexes(indexes))")
        case .removeAll: ("removeAll\(name)()", ".removeAll)")
        case .replace:
            (
                "replace\(name)(at index: Swift.Int, with element: \(elementParameter))",
                ".replace(at: index, with: element))"
            )
        }
    }
}
