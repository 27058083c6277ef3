import Bindery

extension BinderyTransforms {
    /// The external transform `initials` of Settings.bind.
    static func initials(_ name: String) -> String {
        String(name.split(separator: " ").compactMap(\.first).prefix(2)).uppercased()
    }
}
