import BinderySource
import BinderySyntax

/// A main-actor model's `var` and computed properties are isolated to the main actor, so they cannot satisfy a
/// requirement of a conformance that is not: `model Item: Identifiable { var id: Int }` would fail to compile in the
/// generated Swift. For the standard protocols whose requirements a spec property can satisfy, that is reported at
/// the conformance, with the fix; a protocol of the user's is checked by Swift.
extension CheckRun {
    /// The standard protocols a passed-through conformance often names, and the properties that satisfy them.
    static let requirementsOfProtocol = [
        "Identifiable": ["id"], "CustomStringConvertible": ["description"],
        "CustomDebugStringConvertible": ["debugDescription"],
        "LocalizedError": ["errorDescription", "failureReason", "recoverySuggestion", "helpAnswer"],
        "CustomNSError": ["errorCode", "errorUserInfo"],
    ]

    /// The protocols that refine `Sendable` (through `Error`): Swift forms no isolated conformance to them, so
    /// `@MainActor LocalizedError` is no way out, and a conformance to one names nothing isolated.
    static let errorProtocols: Set<String> = ["Error", "LocalizedError", "CustomNSError", "RecoverableError"]

    mutating func checkIsolatedRequirements(of decl: ModelDecl, properties: [Property], isolation: Isolation) {
        let conformances = zip(decl.conformances, decl.conformanceAttributes)
        let isUncheckedSendable = conformances.contains { conformance, attributes in
            SwiftType(conformance).simpleName == "Sendable" && attributes.contains { $0.name == "@unchecked" }
        }
        for (conformance, attributes) in conformances {
            // `SwiftType` drops a `Swift.` qualifier, so `Swift.Identifiable` has the simple name too.
            let type = SwiftType(conformance)
            guard let name = type.simpleName else { continue }
            if Self.errorProtocols.contains(name), let attribute = attributes.first(where: Self.isGlobalActor) {
                diagnostics.error(
                    .attributeNotAllowed,
                    "a conformance to '\(name)' cannot be isolated to a global actor: '\(name)' refines 'Sendable', "
                        + "which says the model may be used from any isolation; remove '\(attribute.name)'",
                    at: attribute.range)
                continue
            }
            if Self.errorProtocols.contains(name), isolation == .nonisolated, !isUncheckedSendable {
                diagnostics.error(
                    .nonisolatedSendable,
                    "nonisolated model '\(decl.name.name)' cannot be '\(name)': '\(name)' refines 'Sendable', and the "
                        + "model's properties are mutable state that no actor protects; make the model @MainActor (it "
                        + "is Sendable then), or add '@unchecked Sendable' if you synchronise every access to it yourself",
                    at: conformance.range)
                continue
            }
            guard isolation == .mainActor, attributes.isEmpty, let requirements = Self.requirementsOfProtocol[name],
                let property = properties.first(where: { property in
                    property.kind != .constant && requirements.contains { property.name.isSameName(as: $0) }
                })
            else { continue }
            let requirement = property.name
            let isolatedConformance = Self.errorProtocols.contains(name) ? nil : "'@MainActor \(type)'"
            let remedy: String
            switch (property.kind, isolatedConformance) {
            case (.variable, let conformance?):
                remedy = "write \(conformance) to conform on the main actor only, or make '\(requirement)' a 'let'"
            case (_, let conformance?):
                remedy = "write \(conformance) to conform on the main actor only"
            case (.variable, nil) where requirement.isSameName(as: "errorUserInfo"):
                // Its type, `[String: Any]`, is not Sendable: a `let` of it belongs to the main actor too.
                remedy =
                    "remove it, and declare it in Swift as a 'nonisolated var' in an extension of '\(decl.name.name)'"
            case (.variable, nil):
                remedy = "make '\(requirement)' a 'let' (a 'let' of a Sendable type belongs to no actor)"
            case (_, nil):
                remedy = "make '\(requirement)' a 'let', or implement it in Swift in a nonisolated extension"
            }
            diagnostics.error(
                .isolatedRequirement,
                "model '\(decl.name.name)' is @MainActor, so its \(property.kind == .variable ? "var" : "computed") "
                    + "'\(requirement)' belongs to the main actor and cannot satisfy '\(type)' from anywhere; \(remedy)",
                at: conformance.range,
                notes: [.init("'\(requirement)' is declared here", at: property.nameRange)],
                fixIts: isolatedConformance == nil ? [] : [.inserting("@MainActor ", before: conformance.range)])
        }
    }

    /// Whether a conformance's attribute names a global actor (`@MainActor`, a user's `@DataActor`), not one of
    /// Swift's own that leave the conformance nonisolated.
    private static func isGlobalActor(_ attribute: AttributeSyntax) -> Bool {
        !["@unchecked", "@preconcurrency", "@retroactive"].contains(attribute.name)
    }
}
