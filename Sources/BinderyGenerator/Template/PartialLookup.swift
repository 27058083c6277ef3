import BinderySource

/// How the checker and the renderer find a partial: by name, at most ``maximumDepth`` deep, so a partial that
/// includes itself is reported rather than followed without end. Both say the same about the same template.
enum PartialLookup {
    static let maximumDepth = 32

    /// The partial `name` at `depth`, or why there is none to follow: a diagnostic's id and message.
    static func find(
        _ name: String, in templates: [String: Template], depth: Int
    ) -> (partial: Template?, problem: (id: DiagnosticID, message: String)?) {
        guard let partial = templates[name] else {
            return (
                nil,
                (.templateUnknownPartial, "unknown partial '\(name)'; add Templates/\(name).template or fix the name")
            )
        }
        guard depth < maximumDepth else {
            return (nil, (.templatePartialCycle, "partial '\(name)' includes itself without end; break the cycle"))
        }
        return (partial, nil)
    }
}
