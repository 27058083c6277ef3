import BinderySource
import BinderySyntax

/// A main-actor model's `var` and computed properties are isolated to the main actor, so they cannot satisfy a
/// requirement of a conformance that is not: `model Item: Identifiable { var id: Int }` would fail to compile in the
/// generated Swift. For the standard protocols whose requirement a spec property can satisfy, that is reported at the
/// conformance, with the fix; a protocol of the user's is checked by Swift.
extension CheckRun {
    /// The standard protocols a passed-through conformance often names, and the property that satisfies each.
    private static let requirementOfProtocol = [
        "Identifiable": "id", "CustomStringConvertible": "description",
        "CustomDebugStringConvertible": "debugDescription",
    ]

    mutating func checkIsolatedRequirements(of decl: ModelDecl, properties: [Property], isolation: Isolation) {
        guard isolation == .mainActor else { return }
        for (conformance, attributes) in zip(decl.conformances, decl.conformanceAttributes) where attributes.isEmpty {
            // `SwiftType` drops a `Swift.` qualifier, so `Swift.Identifiable` has the simple name too.
            let type = SwiftType(conformance)
            guard let name = type.simpleName, let requirement = Self.requirementOfProtocol[name],
                let property = properties.first(where: { $0.name.isSameName(as: requirement) }),
                property.kind != .constant
            else { continue }
            let start = SourceRange(
                file: conformance.range.file, start: conformance.range.start, end: conformance.range.start)
            let remedy =
                property.kind == .variable
                ? "write '@MainActor \(type)' to conform on the main actor only, or make '\(requirement)' a 'let'"
                : "write '@MainActor \(type)' to conform on the main actor only"
            diagnostics.error(
                .isolatedRequirement,
                "model '\(decl.name.name)' is @MainActor, so its \(property.kind == .variable ? "var" : "computed") "
                    + "'\(requirement)' belongs to the main actor and cannot satisfy '\(type)' from anywhere; \(remedy)",
                at: conformance.range,
                notes: [.init("'\(requirement)' is declared here", at: property.nameRange)],
                fixIts: [.init(replacing: start, with: "@MainActor ")])
        }
    }
}
