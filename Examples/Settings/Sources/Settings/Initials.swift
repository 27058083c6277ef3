import Bindery

extension BinderyTransforms {
    /// The external transform `initials` of Settings.bind: nonisolated, as it is public (another module's
    /// nonisolated binding may apply it) and this target's default isolation is `MainActor`.
    nonisolated static func initials(_ name: String) -> String {
        String(name.split(separator: " ").compactMap(\.first).prefix(2)).uppercased()
    }
}
